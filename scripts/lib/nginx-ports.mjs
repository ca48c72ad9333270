// Loopback ports and name of the nginx that the browser tests run against with E2E_HOST=nginx
// (playwright.config.ts starts it, tests/e2e/hosting.spec.ts reads them).

/**
 * The name the tests and `npm run serve:nginx` reach the site by, added to the site's own name
 * in the local copy of deploy/nginx.conf, which answers no request by address or unknown name.
 */
export const LOCAL_NAME = 'localhost';

export const TEST_PORTS = {
  http: Number(process.env.NGINX_HTTP_PORT ?? 4480),
  https: Number(process.env.NGINX_HTTPS_PORT ?? 4443),
};

/** Debian's Brotli module (libnginx-mod-http-brotli-static), loaded when it is installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
