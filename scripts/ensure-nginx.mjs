// Finds Debian's nginx, which the hosting tests run deploy/nginx.conf in, installing it with
// apt-get when the machine allows it (root, Debian), and otherwise says how.
import {fileURLToPath} from 'node:url';

import {ensureDebianProgram} from './lib/debianProgram.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  return ensureDebianProgram({
    name: 'nginx (1.22 or newer)',
    path: NGINX_PATH,
    packages: ['nginx'],
    // The Brotli module is optional: without it the site falls back to its gzip copies. The
    // package's own service is not wanted (the tests start nginx themselves), and a container
    // has no init system to start it anyway.
    optionalPackages: ['libnginx-mod-http-brotli-static'],
    pinned: process.env.NGINX_PATH !== undefined,
    pathVariable: 'NGINX_PATH',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = ensureNginx();
  console.log(result.ok ? result.path : result.message);
  process.exit(result.ok ? 0 : 1);
}
