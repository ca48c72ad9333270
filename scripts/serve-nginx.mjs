#!/usr/bin/env node
// Serves a production build with deploy/nginx.conf in a real nginx over HTTPS, on loopback, with
// a self-signed certificate (see scripts/lib/nginx.mjs). The browser tests run against it with
// E2E_HOST=nginx; `npm run serve:nginx` shows the site as the deployed server serves it.
//
//   node scripts/serve-nginx.mjs [--dir build] [--http 8080] [--https 8443]
import {parseArgs} from 'node:util';

import {ensureNginx} from './ensure-nginx.mjs';
import {startNginx} from './lib/nginx.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: process.env.DOCS_BUILD_DIR ?? 'build'},
    http: {type: 'string', default: process.env.NGINX_HTTP_PORT ?? '8080'},
    https: {type: 'string', default: process.env.NGINX_HTTPS_PORT ?? '8443'},
  },
});

const nginx = ensureNginx();
if (!nginx.ok) {
  console.error(nginx.message);
  process.exit(1);
}

let server;
try {
  server = await startNginx({
    buildDir: values.dir,
    httpPort: Number(values.http),
    httpsPort: Number(values.https),
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`nginx serves ${values.dir} at ${server.origin}/ (self-signed certificate)`);
console.log(`and redirects ${server.httpOrigin}/ to HTTPS. Ctrl+C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
