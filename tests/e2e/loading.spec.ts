/**
 * What a page loads: a doc page fetches no other page's code until the reader points at a
 * link, and watches no link for it (src/clientModules/prefetchOnIntent.ts); code blocks are
 * highlighted in every language of config/prism.ts, on arrival and after a client-side
 * navigation, although the build highlights them (src/plugins/codeHighlighting, tested in
 * codeBlocks.spec.ts). The pages are the fixture pages (tests/lib/fixturePages.ts): the index
 * links the others and has no code.
 */
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {expect, test} from './fixtures';

test('a doc page prefetches no other page until the reader points at a link', async ({page}) => {
  await page.goto(FIXTURE_PAGES.index);
  await page.waitForLoadState('networkidle');
  // Stock Docusaurus adds a <link rel="prefetch"> per visible link once the page is idle: let
  // the browser run its idle callbacks (twice, so work they queue runs too), then look.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

  const target = page.locator('article').getByRole('link', {name: 'Diagrams', exact: true});
  const chunkRequested = page.waitForRequest((request) => request.url().endsWith('.js'));
  await target.hover();
  await chunkRequested;

  await page.evaluate(() => {
    (window as unknown as {stillSamePage: boolean}).stillSamePage = true;
  });
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${FIXTURE_PAGES.diagrams}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Diagrams');
  // The click was a client-side navigation, not a new page load.
  expect(await page.evaluate(() => 'stillSamePage' in window)).toBe(true);
});

test('a doc page sets up no IntersectionObserver per link while it starts', async ({page}) => {
  await page.addInitScript(() => {
    const counter = {observers: 0};
    (window as unknown as {observerCount: typeof counter}).observerCount = counter;
    const Original = window.IntersectionObserver;
    window.IntersectionObserver = class extends Original {
      constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
        super(...args);
        counter.observers += 1;
      }
    };
  });
  await page.goto(FIXTURE_PAGES.pageContent);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const links = await page.locator('a[href^="/"]').count();
  expect(links, 'internal links on the page').toBeGreaterThan(30);
  const {observers} = await page.evaluate(
    () => (window as unknown as {observerCount: {observers: number}}).observerCount,
  );
  // Stock <Link> creates one per internal link (and more as parts re-render).
  expect(observers, `${observers} observers for ${links} internal links`).toBeLessThan(5);
});

test('code is highlighted on arrival and after client-side navigation', async ({page}) => {
  // Without the nginx grammar, the block would be one plain token.
  const nginxTokens = page.locator('pre.language-nginx .token.directive').first();

  await page.goto(FIXTURE_PAGES.codeBlocks);
  await expect(nginxTokens).toBeVisible();

  // From a page without code blocks: the next page's tokens come with its own chunk.
  await page.goto(FIXTURE_PAGES.index);
  await expect(page.locator('pre')).toHaveCount(0);
  await page.locator('article').getByRole('link', {name: 'Code blocks', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${FIXTURE_PAGES.codeBlocks}$`));
  await expect(nginxTokens).toBeVisible();
});
