/**
 * Byte budgets: the bundles every page needs (main.js, the webpack runtime, the
 * stylesheet) and the JavaScript that the home page, a doc page and the search page load until
 * the network is idle, gzip-compressed as a reader's browser receives them. Each budget is a
 * little above the figure of 2026-11-28 (main.js 147 KB, runtime 15 KB, CSS 18 KB; the home page
 * 165 KB, the install page 215 KB, the search page 182 KB; see PERFORMANCE.md), so a change that adds weight fails here with the figures, not only when
 * someone runs `npm run bench`. Raise a budget only with the reason in the commit.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {BUILD_DIR} from '../lib/builtSite';
import {expect, test} from './fixtures';

const KB = 1024;

/** Budgets in KB (gzip) for the bundles every page loads, by file name pattern. */
const BUNDLES: [RegExp, string, number][] = [
  [/^main\.[0-9a-f]+\.js$/, 'js', 155],
  [/^runtime~main\.[0-9a-f]+\.js$/, 'js', 17],
  [/^styles\.[0-9a-f]+\.css$/, 'css', 20],
];

/** Budgets in KB (gzip) for all the JavaScript a page loads until the network is idle. */
const PAGES: [string, number][] = [
  ['/', 172],
  // A page of the manual on purpose: the budget is what a reader of the manual's longest task
  // page downloads (PERFORMANCE.md), not what a fixture page would. Raised from 222 to 232 on
  // 2026-11-29 for the install command builder, which the page now holds (about 7 KB).
  ['/docs/install/single_server_install', 232],
  ['/search?q=install', 190],
];

/** Size of a built file as gzip at the level the deploy's precompression uses. */
function gzipKB(file: string): number {
  return gzipSync(readFileSync(file), {level: 9}).length / KB;
}

const round = (kb: number) => Math.round(kb * 10) / 10;

test.describe('byte budgets', () => {
  for (const [pattern, dir, budget] of BUNDLES) {
    test(`${pattern.source.split('\\.')[0].replace('^', '')} stays within ${budget} KB gzip`, () => {
      const folder = path.join(BUILD_DIR, 'assets', dir);
      const files = readdirSync(folder).filter((name) => pattern.test(name));
      expect(files, `one file matching ${pattern} in ${folder}`).toHaveLength(1);
      const size = round(gzipKB(path.join(folder, files[0])));
      expect(size, `${files[0]}: ${size} KB gzip, budget ${budget} KB`).toBeLessThanOrEqual(budget);
    });
  }

  for (const [address, budget] of PAGES) {
    test(`${address} loads at most ${budget} KB of JavaScript (gzip)`, async ({page}) => {
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const {pathname} = new URL(response.url());
        if (pathname.startsWith('/assets/js/') && pathname.endsWith('.js')) scripts.add(pathname);
      });
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const sizes = [...scripts].map((file) => ({
        file,
        kb: gzipKB(path.join(BUILD_DIR, file)),
      }));
      const total = round(sizes.reduce((sum, {kb}) => sum + kb, 0));
      const list = sizes
        .sort((a, b) => b.kb - a.kb)
        .map(({file, kb}) => `${round(kb)} KB ${path.basename(file)}`)
        .join('\n');
      expect(
        total,
        `${address}: ${total} KB gzip, budget ${budget} KB\n${list}`,
      ).toBeLessThanOrEqual(budget);
    });
  }
});
