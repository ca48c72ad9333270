// Loopback ports of the nginx that the browser tests run against with E2E_HOST=nginx
// (playwright.config.ts starts it, tests/e2e/hosting.spec.ts reads them).
export const TEST_PORTS = {
  http: Number(process.env.NGINX_HTTP_PORT ?? 4480),
  https: Number(process.env.NGINX_HTTPS_PORT ?? 4443),
};
