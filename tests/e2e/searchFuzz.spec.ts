/**
 * Search never breaks on odd input, as the reader sees it: generated queries (the same list on
 * every run, tests/search/fuzzQueries.ts) go through the results page and the navbar search box.
 * Every query ends in results, "No results" or a parse message; none throws
 * an uncaught error or logs a console error (the fixture fails the test on those).
 */
import type {Page} from '@playwright/test';

import {appPage, openPage, sharedPage, type AppPage} from './lib/appPage';
import {waitForHydration} from './lib/pageLoad';
import {loadFullIndex, readySearchBox, RESULTS_COUNT} from './lib/search';
import {generateQueries, PARSE_MESSAGE, SYNTAX} from '../search/fuzzQueries';
import {expect, test} from './fixtures';

/**
 * Every generated query goes through the search engine in Node (tests/build/search.test.ts);
 * the browser shows a sample of them, one in every SAMPLE_EVERY, through the real interface.
 */
const SAMPLE_EVERY = 15;
const QUERIES = generateQueries(300).filter((_, position) => position % SAMPLE_EVERY === 0);

test.use({trace: 'off'});

/** Waits for the outcome on the results page: a count, "No documents", or the parse message. */
async function resultsOutcome(page: Page): Promise<string> {
  const found = page.getByText(new RegExp(`^${RESULTS_COUNT.source}$`));
  const none = page.getByText('No documents were found');
  const alert = page.getByRole('alert');
  await expect(found.or(none).or(alert)).toBeVisible({timeout: 15_000});
  if (await alert.isVisible()) return `message: ${await alert.innerText()}`;
  return (await found.isVisible()) ? 'results' : 'none';
}

/** The results-page tests share one page per worker, which keeps the index it has loaded. */
const shared = test.extend<{sharedPage: Page}, {appPage: AppPage}>({
  appPage: [appPage, {scope: 'worker'}],
  sharedPage,
});

shared('the results page answers a sample of the generated queries', async ({sharedPage: page}) => {
  shared.setTimeout(120_000);
  await openPage(page, '/search');
  const box = page.getByRole('searchbox', {name: 'Search'});
  // The first answer waits for the index to load in the search worker (up to 20 s here).
  await box.fill('install');
  await expect(page.getByText(RESULTS_COUNT)).toBeVisible({timeout: 60_000});
  const outcomes = {results: 0, none: 0, message: 0};
  const unexpected: string[] = [];
  for (const query of QUERIES) {
    await box.fill('');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await box.fill(query);
    const outcome = await resultsOutcome(page);
    if (outcome.startsWith('message: ')) {
      outcomes.message += 1;
      if (!PARSE_MESSAGE.test(outcome)) unexpected.push(`${JSON.stringify(query)}: ${outcome}`);
    } else {
      outcomes[outcome as 'results' | 'none'] += 1;
    }
  }
  console.log(
    `search fuzz (results page): ${QUERIES.length} queries: ${outcomes.results} with results, ` +
      `${outcomes.none} with none, ${outcomes.message} with a parse message`,
  );
  expect(unexpected).toEqual([]);
  // The generator reaches all three outcomes; a change that breaks one of them shows here.
  expect(outcomes.results).toBeGreaterThan(0);
  expect(outcomes.none).toBeGreaterThan(0);
  expect(outcomes.message).toBeGreaterThan(0);
});

shared('the results page reads odd addresses', async ({sharedPage: page}) => {
  shared.setTimeout(90_000);
  // What readers paste or type: syntax characters encoded, unencoded, and broken percent codes.
  // Each shows results, "No documents" or the parse message, never a broken page.
  const addresses = [
    ...SYNTAX.map((char) => `/search?q=${encodeURIComponent(char)}`),
    '/search?q=+install',
    '/search?q=install%',
    '/search?q=%E0%A4%A',
    '/search?q=%F0%9F%9A%80',
    '/search?q=a&q=b',
    '/search?q=install&version=no%2Fsuch%2F',
  ];
  const outcomes: string[] = [];
  for (const address of addresses) {
    // From a doc page, so that the results page starts afresh from the address, as after a
    // pasted link; the page keeps its search worker and index.
    await openPage(page, '/docs/');
    await openPage(page, address);
    outcomes.push(`${address}: ${await resultsOutcome(page)}`);
    if (address.includes('version=no')) {
      await expect(page.getByRole('status')).toContainText('The documentation has no version');
    }
  }
  console.log(outcomes.join('\n'));
});

test('the navbar search box answers a sample of the generated queries', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/docs/');
  await waitForHydration(page);
  const box = await readySearchBox(page);
  const list = page.getByRole('listbox');
  const options = list.getByRole('option');
  await loadFullIndex(page, box);
  let withResults = 0;
  let withNone = 0;
  for (const query of QUERIES) {
    await box.fill('');
    await expect(list).toBeHidden();
    await box.fill(query);
    // Blank input opens no dropdown; anything else lists suggestions or says "No results".
    if (query.trim() === '') continue;
    await expect(options.first().or(list.getByText('No results'))).toBeVisible({timeout: 10_000});
    if (await options.first().isVisible()) withResults += 1;
    else withNone += 1;
  }
  console.log(
    `search fuzz (navbar box): ${QUERIES.length} queries: ${withResults} with suggestions, ` +
      `${withNone} "No results"`,
  );
  expect(withResults).toBeGreaterThan(0);
  expect(withNone).toBeGreaterThan(0);
});
