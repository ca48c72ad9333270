// Finds the Debian Chromium the browser tests drive, installing it with apt-get when the
// machine allows it (root, Debian), and otherwise says how.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

import {CHROMIUM_PATH as CHROMIUM} from './lib/chromium.mjs';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return {ok: true, path: CHROMIUM};
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package.`);
    const update = spawnSync('apt-get', ['update'], {stdio: 'inherit'});
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], {
        stdio: 'inherit',
        env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
      });
    if (install && install.status === 0 && existsSync('/usr/bin/chromium')) {
      return {ok: true, path: '/usr/bin/chromium'};
    }
  }
  return {
    ok: false,
    message: [
      `The browser tests need Chromium at ${CHROMIUM}, and it could not be installed here.`,
      hasApt
        ? 'Install it with: sudo apt-get update && sudo apt-get install -y chromium'
        : 'Install Chromium with your package manager',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  };
}
