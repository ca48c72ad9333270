/**
 * What a page loads: a doc page fetches no other page's code until the reader points at a
 * link (src/clientModules/prefetchOnIntent.ts), and code blocks are highlighted in every
 * language of config/prism.ts, on arrival and after a client-side navigation, although the
 * build highlights them (src/plugins/codeHighlighting, tested in codeBlocks.spec.ts).
 */
import {expect, test} from './fixtures';

const DOC_PAGE = '/docs/install/single_server_install';

test('a doc page prefetches no other page until the reader points at a link', async ({page}) => {
  await page.goto(DOC_PAGE);
  await page.waitForLoadState('networkidle');
  // Stock Docusaurus adds a <link rel="prefetch"> per visible link once the page is idle: let
  // the browser run its idle callbacks (twice, so work they queue runs too), then look.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const target = sidebar.getByRole('link', {name: 'System requirements', exact: true});
  const chunkRequested = page.waitForRequest((request) => request.url().endsWith('.js'));
  await target.hover();
  await chunkRequested;

  await page.evaluate(() => {
    (window as unknown as {stillSamePage: boolean}).stillSamePage = true;
  });
  await target.click();
  await expect(page).toHaveURL(/\/docs\/install\/system_requirements$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('System requirements');
  // The click was a client-side navigation, not a new page load.
  expect(await page.evaluate(() => 'stillSamePage' in window)).toBe(true);
});

test('code is highlighted on arrival and after client-side navigation', async ({page}) => {
  // Without the nginx grammar, the block would be one plain token.
  const nginxTokens = page.locator('pre.language-nginx .token.directive').first();

  await page.goto('/docs/security/reverse_proxy');
  await expect(nginxTokens).toBeVisible();

  // From a page without code blocks: the next page's tokens come with its own chunk.
  await page.goto('/docs/security/');
  await page.locator('article').getByRole('link', {name: 'Reverse proxy security'}).first().click();
  await expect(page).toHaveURL(/\/docs\/security\/reverse_proxy$/);
  await expect(nginxTokens).toBeVisible();
});
