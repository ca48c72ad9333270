// The Debian Chromium builds the project drives, and the flags that make them quiet on a machine
// without network: no background requests, updates, sync or first-run UI.

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the
 * build Playwright itself runs headless tests in. It has the full browser's engine without its
 * user interface, and on a 2-core machine it opens a page in a new context in half the time and
 * CPU of the full browser (1.2 s against 2.4 s; a page in the same context, 0.6 s against
 * 0.95 s). CHROMIUM_PATH picks another Chromium or Chrome binary.
 */
export const TEST_CHROMIUM = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
  /** A path the reader chose: used as it is, never installed over. */
  pinned: process.env.CHROMIUM_PATH !== undefined,
};

/**
 * The full browser (package chromium), for what measures a reader's browser: the benchmark's
 * Lighthouse runs and its page loads. BENCH_CHROMIUM_PATH picks another binary.
 */
export const BENCH_CHROMIUM = {
  path: process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
  pinned: process.env.BENCH_CHROMIUM_PATH !== undefined,
};

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
