#!/usr/bin/env node
// Provisioning: the two programs the tests need besides npm packages, Debian's Chromium headless
// shell (the browser tests and the PDF) and nginx (the hosting tests), made present before any
// test runs. Each is installed with apt-get when the machine allows it (root on Debian), with
// apt's output shown as progress; otherwise this stops with the exact command to run. No test
// installs anything: scripts/test.mjs runs this first, and the steps after it are given the
// programs' paths.
//
//   node scripts/provision.mjs     # exits 0 when both are present (or now installed)
import {fileURLToPath} from 'node:url';

import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';

/**
 * Makes Chromium's headless shell and nginx present. Returns {ok, chromium, nginx, messages}:
 * the paths when ok, otherwise what the reader must do.
 */
export function provision() {
  const chromium = ensureChromium();
  const nginx = ensureNginx();
  const messages = [chromium, nginx].filter((result) => !result.ok).map((result) => result.message);
  return {ok: messages.length === 0, chromium: chromium.path, nginx: nginx.path, messages};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = provision();
  if (result.ok) {
    console.log(`Chromium headless shell: ${result.chromium}\nnginx: ${result.nginx}`);
  } else {
    for (const message of result.messages) console.error(message);
    process.exit(1);
  }
}
