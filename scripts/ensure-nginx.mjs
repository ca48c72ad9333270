// Finds Debian's nginx, which the hosting tests run deploy/nginx.conf in, installing it with
// apt-get when the machine allows it (root, Debian), and otherwise says how.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  if (existsSync(NGINX_PATH)) return {ok: true, path: NGINX_PATH};
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !process.env.NGINX_PATH) {
    console.log(`nginx not found at ${NGINX_PATH}: installing Debian's nginx package.`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    const update = spawnSync('apt-get', ['update'], {stdio: 'inherit', env});
    // The package's own service is not wanted here (the tests start nginx themselves), and a
    // container has no init system to start it anyway. The Brotli module is optional: without
    // it the site falls back to its gzip copies.
    const aptInstall = (packages) =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
        stdio: 'inherit',
        env,
      });
    const install =
      update.status === 0 &&
      (aptInstall(['nginx', 'libnginx-mod-http-brotli-static']).status === 0
        ? {status: 0}
        : aptInstall(['nginx']));
    if (install && install.status === 0 && existsSync(NGINX_PATH)) {
      return {ok: true, path: NGINX_PATH};
    }
  }
  return {
    ok: false,
    message: [
      `The hosting tests need nginx at ${NGINX_PATH}, and it could not be installed here.`,
      hasApt
        ? 'Install it with: sudo apt-get update && sudo apt-get install -y nginx'
        : 'Install nginx with your package manager',
      'or point NGINX_PATH at an existing nginx binary (1.22 or newer).',
    ].join('\n'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = ensureNginx();
  console.log(result.ok ? result.path : result.message);
  process.exit(result.ok ? 0 : 1);
}
