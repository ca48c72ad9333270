/**
 * Start-up work: what the page does while it hydrates, beyond what a reader sees.
 *
 * - The code blocks keep the lines the server sent. The build highlights them
 *   (src/plugins/codeHighlighting); if React wrote their lines again after hydration, every
 *   block would be rebuilt and the whole page laid out once more.
 * - The service worker is registered after the load event, when the page is idle
 *   (src/plugins/pwa/client/registerWhenIdle.ts). The PWA plugin's registration asks for the
 *   display mode, which made the browser compute the style of the whole page inside main.js's
 *   task; it must not run before the page has loaded, and the worker must still be registered.
 */
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {expect, test} from './fixtures';

/** A fixture page with a code block in every language (tests/lib/fixturePages.ts). */
const CODE_PAGE = FIXTURE_PAGES.codeBlocks;

test('code blocks keep the lines the server sent when the page hydrates', async ({page}) => {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as {codeLineChanges: string[]}).codeLineChanges = changed;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.closest?.('pre code')) changed.push(target.textContent?.slice(0, 60) ?? '');
        }
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
  });
  await page.goto(CODE_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const blocks = await page.locator('pre code').count();
  expect(blocks, 'the page has code blocks to watch').toBeGreaterThan(5);
  const changes = await page.evaluate(
    () => (window as unknown as {codeLineChanges: string[]}).codeLineChanges,
  );
  expect(changes, 'code lines written again after hydration').toEqual([]);
});

test('the service worker is registered after the page has loaded, not before', async ({page}) => {
  await page.addInitScript(() => {
    const calls: {query: string; afterLoad: boolean}[] = [];
    (window as unknown as {displayModeQueries: typeof calls}).displayModeQueries = calls;
    let loaded = false;
    window.addEventListener('load', () => (loaded = true));
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query.includes('display-mode')) calls.push({query, afterLoad: loaded});
      return matchMedia(query);
    };
  });
  await page.goto(CODE_PAGE);
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(registered).toContain('/sw.js');
  const queries = await page.evaluate(
    () =>
      (window as unknown as {displayModeQueries: {query: string; afterLoad: boolean}[]})
        .displayModeQueries,
  );
  expect(queries.length, 'the registration asked for the display mode').toBeGreaterThan(0);
  expect(
    queries.filter((call) => !call.afterLoad),
    'display-mode queries before load',
  ).toEqual([]);
});
