import type {Page} from '@playwright/test';

import {SEARCH_SUGGESTION_LIMIT} from '../../config/search';
import {appPage, openPage, sharedPage, type AppPage} from './lib/appPage';
import {waitForHydration} from './lib/pageLoad';
import {navbarSearchBox, readySearchBox, RESULTS_COUNT} from './lib/search';
import {expect as baseExpect, test} from './fixtures';

/**
 * The search box answers from the first half of the index (titles, headings, descriptions,
 * 1 MB); the results page waits for the content half too (8 MB), loaded into lunr in a web
 * worker: 5 to 8 s on the 2-core CI machine, up to 30 s while the other workers load it too.
 */
const expect = baseExpect.configure({timeout: 45_000});

const suggestionList = (page: Page) => page.getByRole('listbox');
const suggestions = (page: Page) => suggestionList(page).getByRole('option');

/** Opens a page and waits until React has taken it over: text typed before that is lost. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Most tests share one browser page per worker (lib/appPage.ts), as a reader who searches again
 * and again does: the page keeps the index it has loaded, and each test opens its page through
 * the site's router. Tests about how the index loads get a fresh page.
 */
const shared = test.extend<{sharedPage: Page}, {appPage: AppPage}>({
  appPage: [appPage, {scope: 'worker'}],
  sharedPage,
});

/**
 * Opens a doc page and the search box, and types a query into the box after clearing it, so
 * the suggestions shown are this query's, not the last one's.
 */
async function searchFrom(page: Page, path: string, query: string) {
  await openPage(page, path);
  const box = await readySearchBox(page);
  await box.fill('');
  await expect(suggestionList(page)).toBeHidden();
  await box.fill(query);
  return box;
}

test.describe('search box, loading the index', () => {
  test('loads the index only when the reader reaches for search', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await open(page, '/docs/');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await navbarSearchBox(page).focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test('suggests from the first half of the index before the content half arrives', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url()))
        requests.push(new URL(request.url()).pathname);
    });
    // The content half never arrives: titles and headings must be enough for this query.
    await page.route(/search-index-[0-9a-f]+-content\.json$/, () => undefined);
    await open(page, '/docs/');
    await (await readySearchBox(page)).fill('install');
    await expect(suggestions(page).first()).toBeVisible();
    expect(await suggestions(page).count()).toBe(SEARCH_SUGGESTION_LIMIT);
    expect(requests.some((path) => /search-index-[0-9a-f]+\.json$/.test(path))).toBe(true);
  });

  test('searches the develop tree from a develop page', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url()))
        indexRequests.push(new URL(request.url()).pathname);
    });
    await open(page, '/docs/develop/');
    await (await readySearchBox(page)).fill('install');
    await expect(suggestions(page).first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((path) => path.startsWith('/docs/develop/'))).toBe(true);
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/\/docs\/develop\//);
  });
});

shared.describe('search box', () => {
  shared('Ctrl+K focuses the search box', async ({sharedPage: page}) => {
    await openPage(page, '/docs/');
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(navbarSearchBox(page)).toBeFocused();
  });

  shared(
    'suggests at most 8 pages and offers all results',
    {tag: '@smoke'},
    async ({sharedPage: page}) => {
      await searchFrom(page, '/docs/', 'install');
      await expect(suggestions(page).first()).toBeVisible();
      expect(await suggestions(page).count()).toBeLessThanOrEqual(SEARCH_SUGGESTION_LIMIT);
      await page.getByRole('link', {name: 'See all results'}).click();
      await expect(page).toHaveURL(/\/search\/?\?q=install/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Search results for "install"',
      );
    },
  );

  shared(
    'a task typed with the product name suggests the page for the task first',
    async ({sharedPage: page}) => {
      // Every page is about Kasm: "install kasm" is a question about installing.
      await searchFrom(page, '/docs/', 'install kasm');
      const first = suggestions(page).first();
      await expect(first).toBeVisible();
      const titles = await suggestions(page).allInnerTexts();
      const rank = titles.findIndex((text) =>
        /Installation overview|Single server installation/.test(text),
      );
      expect(rank, titles.join('\n')).toBeGreaterThanOrEqual(0);
      const pwa = titles.findIndex((text) => text.includes('Install Kasm as an app'));
      if (pwa >= 0) expect(rank, titles.join('\n')).toBeLessThan(pwa);

      await page.getByRole('link', {name: 'See all results'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Search results for "install kasm"',
      );
      const results = page.locator('article h2 a');
      await expect(results.first()).toBeVisible();
      const top = await results.evaluateAll((anchors) =>
        anchors.slice(0, 8).map((a) => a.getAttribute('href') ?? ''),
      );
      expect(
        top.some((href) => /^\/docs\/install\/(single_server_install)?(\?|#|$)/.test(href)),
        top.join('\n'),
      ).toBe(true);
    },
  );

  shared('says "No results" when nothing matches', async ({sharedPage: page}) => {
    await searchFrom(page, '/docs/', 'qzxjvw');
    await expect(suggestionList(page)).toContainText('No results');
    await expect(suggestions(page)).toHaveCount(0);
  });

  shared(
    'opens a suggestion with the search terms highlighted on the page',
    async ({sharedPage: page}) => {
      await searchFrom(page, '/docs/', 'uninstall');
      await suggestions(page).first().click();
      await expect(page).toHaveURL(/_highlight=uninstall/);
      await expect(page.locator('article mark').first()).toBeVisible();
    },
  );

  shared(
    'a section suggestion marks the words typed and opens at its heading',
    async ({sharedPage: page}) => {
      // The first index file stores neither the headings' anchors nor the words' positions: the
      // worker works them out again (src/plugins/search/firstFile.ts).
      await searchFrom(page, '/docs/', 'swap');
      const first = suggestions(page).first();
      await expect(first.locator('mark').first()).toHaveText(/^swap$/i);
      await first.click();
      await expect(page).toHaveURL(/\/docs\/install\/system_requirements\?_highlight=swap#swap$/);
      await expect(page.locator('h2#swap, h3#swap')).toBeInViewport();
      await expect(page.locator('h2#swap, h3#swap')).toContainText('Swap');
    },
  );

  shared(
    'a word only the page text holds is still found, once the content half is in',
    async ({sharedPage: page}) => {
      // "fallocate" is in the text of the swap steps, in no title, heading or description.
      await searchFrom(page, '/docs/', 'fallocate');
      await expect(suggestions(page).first()).toBeVisible();
    },
  );
});

/** Opens the results page for a query (and a version's index), and waits for its heading. */
async function openResults(page: Page, query: string, version?: string) {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  await openPage(page, `/search?${params}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${query}"`);
}

shared.describe('search results page', () => {
  shared('lists results for a plain query', {tag: '@smoke'}, async ({sharedPage: page}) => {
    await openResults(page, 'upgrade');
    await expect(page.getByText(RESULTS_COUNT)).toBeVisible();
    await expect(page.locator('article h2 a').first()).toBeVisible();
  });

  shared('applies field, required and prohibited syntax', async ({sharedPage: page}) => {
    await openResults(page, 'title:uninstall');
    await expect(page.getByText(RESULTS_COUNT)).toBeVisible();
    const titles = await page.locator('article h2').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('uninstall');

    // Excluding a word leaves fewer sections than requiring the other word alone. The words are
    // rare enough that neither count reaches the page's cap of 100 results. The queries are
    // typed into the page's box.
    const box = page.getByRole('searchbox', {name: 'Search'});
    const found = async (query: string) => {
      await box.fill('');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
      await box.fill(query);
      const summary = await page.getByText(RESULTS_COUNT).innerText();
      return Number(summary.match(/\d+/)?.[0]);
    };
    const withSwap = await found('+swap');
    const withoutInstaller = await found('+swap -installer');
    expect(withSwap).toBeLessThan(100);
    expect(withoutInstaller).toBeGreaterThan(0);
    expect(withoutInstaller).toBeLessThan(withSwap);
  });

  shared(
    'counts truly, lists each address once and leads sections with their page title',
    async ({sharedPage: page}) => {
      // A common word: more than the 100 shown.
      await openResults(page, 'install');
      await expect(page.getByText('100+ documents found')).toBeVisible();
      await expect(page.locator('article h2 a')).toHaveCount(100);

      // A word with a few dozen hits: the count is the number listed.
      const box = page.getByRole('searchbox', {name: 'Search'});
      await box.fill('ldap');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "ldap"');
      const summary = await page.getByText(RESULTS_COUNT).innerText();
      const links = page.locator('article h2 a');
      const count = Number(/^(\d+) documents? found$/.exec(summary)?.[1]);
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThan(100);
      await expect(links).toHaveCount(count);

      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')!.replace(/\?[^#]*/, '')),
      );
      expect(new Set(hrefs).size).toBe(hrefs.length);

      // Generic section headings never stand alone: they follow their page's title.
      const titles = await links.allInnerTexts();
      const generic = /^(Related|Before you begin|Troubleshooting|Overview|Prerequisites)$/;
      expect(titles.filter((title) => generic.test(title.trim()))).toEqual([]);
      expect(titles.some((title) => / › /.test(title))).toBe(true);
    },
  );

  const malformed: [string, RegExp][] = [
    ['port:443', /unrecognised field 'port', possible fields: 'title'/],
    ['agent~x', /edit distance must be numeric/],
    ['agent^x', /boost must be numeric/],
    ['+', /expecting term or field, found nothing/],
  ];
  shared(
    'explains each kind of malformed query, in the address and typed',
    async ({sharedPage: page}) => {
      // Every generated odd query gets its message in Node (tests/build/search.test.ts); here the
      // page shows it, from the address and then from the box.
      const [[first, firstMessage], ...rest] = malformed;
      await openResults(page, first);
      const box = page.getByRole('searchbox', {name: 'Search'});
      await expect(page.getByRole('alert')).toContainText(firstMessage);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      for (const [query, message] of rest) {
        await box.fill(query);
        await expect(page.getByRole('alert')).toContainText(message);
        await expect(box).toHaveAttribute('aria-invalid', 'true');
      }
    },
  );

  shared('clears the message once the query is fixed', async ({sharedPage: page}) => {
    await openResults(page, 'agent~x');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).fill('agent~1');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/q=agent(~|%7E)1/);
  });

  shared('searches the version named in its address', async ({sharedPage: page}) => {
    // This page loads the develop index on top of the latest one: allow for the download.
    shared.setTimeout(120_000);
    await openResults(page, 'install', 'docs/develop/');
    // The heading and the count may still show the latest release's results for the same words
    // until the develop index answers.
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      /^\/docs\/develop\//,
      {
        timeout: 90_000,
      },
    );
    const links = await page
      .locator('article h2 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/docs\/develop\//);
  });
});
