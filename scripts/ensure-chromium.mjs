// Finds a Debian Chromium build (scripts/lib/chromium.mjs: the tests' headless shell or the
// benchmark's full browser), installing its package with apt-get when the machine allows it
// (root, Debian), and otherwise says how.
import {TEST_CHROMIUM} from './lib/chromium.mjs';
import {ensureDebianProgram} from './lib/debianProgram.mjs';

/**
 * `browser`: {path, debianPackage, pinned}; the tests' Chromium unless told otherwise. A pinned
 * path (CHROMIUM_PATH, BENCH_CHROMIUM_PATH) is the reader's choice: it is never installed over.
 */
export function ensureChromium(browser = TEST_CHROMIUM) {
  return ensureDebianProgram({
    name: 'Chromium',
    path: browser.path,
    packages: [browser.debianPackage],
    pinned: browser.pinned,
    pathVariable: browser === TEST_CHROMIUM ? 'CHROMIUM_PATH' : 'BENCH_CHROMIUM_PATH',
  });
}
