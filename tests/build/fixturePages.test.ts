/**
 * The build npm test makes (DOCS_FIXTURES=true, config/fixtures.ts) has the fixture pages the
 * tests of the site's code open (tests/lib/fixturePages.ts), and keeps them out of everything
 * the checks of the manual read: the sitemap (the crawl and axe), the search indexes (search
 * relevance), llms.txt and llms-full.txt, the sidebars and every other page (the PDF follows the
 * sidebar). That `npm run build` leaves them out altogether is tests/unit/fixturePages.test.ts.
 *
 * Runs after the production build (`npm test`, `npm run test:build`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {FIXTURES_ROUTE} from '../../config/fixtures';
import {BUILD_DIR, builtHtmlFile, builtSitemapPaths} from '../lib/builtSite';
import {FIXTURE_PAGES} from '../lib/fixturePages';

const pages = Object.values(FIXTURE_PAGES);

/** Whether a text names a fixture page: its route, followed by the end of the address. */
const namesFixture = new RegExp(`${FIXTURES_ROUTE}(?=[/"'#?)\\s.]|$)`);

/** Every built HTML file, relative to the build. */
function htmlFiles(): string[] {
  return (readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}) as string[]).filter((file) =>
    file.endsWith('.html'),
  );
}

describe('fixture pages in the tested build', () => {
  it('are all built, and marked noindex', () => {
    for (const page of pages) {
      const file = builtHtmlFile(page);
      expect(
        file,
        `${page} is not in ${BUILD_DIR}: build with DOCS_FIXTURES=true (npm test does)`,
      ).toBeDefined();
      const html = readFileSync(file!, 'utf8');
      expect(html, page).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex/);
      // Their Markdown export answers too (the Markdown export spec reads it).
      expect(readFileSync(`${path.join(BUILD_DIR, page)}.md`, 'utf8'), page).toMatch(/^# /);
    }
  });

  it('are in no sitemap entry, so the crawl and axe see only the manual', () => {
    expect(builtSitemapPaths().filter((pagePath) => namesFixture.test(pagePath))).toEqual([]);
  });

  it('are in no search index, llms.txt or llms-full.txt', () => {
    const files = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}) as string[];
    const read = files.filter(
      (file) =>
        /(^|\/)search-index[^/]*\.json$/.test(file) || /(^|\/)llms(-full)?\.txt$/.test(file),
    );
    expect(read.filter((file) => file.endsWith('.json')).length).toBeGreaterThan(1);
    expect(read.filter((file) => file.endsWith('llms.txt')).length).toBe(2);
    for (const file of read) {
      expect(readFileSync(path.join(BUILD_DIR, file), 'utf8'), file).not.toMatch(namesFixture);
    }
  });

  it('are linked from no page of the manual: no sidebar, no pagination, no link', () => {
    const fixtureFiles = new Set(pages.map((page) => builtHtmlFile(page)));
    const linking = htmlFiles()
      .map((file) => path.join(BUILD_DIR, file))
      .filter((file) => !fixtureFiles.has(file))
      .filter((file) => namesFixture.test(readFileSync(file, 'utf8')));
    expect(linking).toEqual([]);
  });
});
