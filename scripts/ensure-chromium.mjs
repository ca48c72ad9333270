// Finds a Debian Chromium build (scripts/lib/chromium.mjs: the tests' headless shell or the
// benchmark's full browser), installing its package with apt-get when the machine allows it
// (root, Debian), and otherwise says how.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

import {TEST_CHROMIUM} from './lib/chromium.mjs';

/**
 * `browser`: {path, debianPackage, pinned}; the tests' Chromium unless told otherwise. A pinned
 * path (CHROMIUM_PATH, BENCH_CHROMIUM_PATH) is the reader's choice: it is never installed over.
 */
export function ensureChromium(browser = TEST_CHROMIUM) {
  const {path, debianPackage, pinned} = browser;
  if (existsSync(path)) return {ok: true, path};
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !pinned) {
    console.log(`Chromium not found at ${path}: installing Debian's ${debianPackage} package.`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    const update = spawnSync('apt-get', ['update'], {stdio: 'inherit', env});
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', debianPackage], {stdio: 'inherit', env});
    if (install && install.status === 0 && existsSync(path)) return {ok: true, path};
  }
  return {
    ok: false,
    message: [
      `This needs Chromium at ${path}, and it could not be installed here.`,
      hasApt
        ? `Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage}`
        : 'Install Chromium with your package manager',
      'or point CHROMIUM_PATH (tests) or BENCH_CHROMIUM_PATH (benchmark) at an existing Chromium or Chrome binary.',
    ].join('\n'),
  };
}
