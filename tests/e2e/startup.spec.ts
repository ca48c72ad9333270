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
 * - No `Intl.DateTimeFormat` is created while a doc page starts (src/theme/LastUpdated): the
 *   first one loads the browser's time zone data, 70 to 160 ms of main-thread work.
 * - The table of contents highlights the heading being read only once the window is known to be
 *   wide (src/theme/TOCItems), so a phone never measures every heading while the page starts;
 *   on a wide screen the highlight still follows the reader.
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

test('a doc page shows its last-updated date without creating a date formatter', async ({page}) => {
  await page.addInitScript(() => {
    const created: string[] = [];
    (window as unknown as {dateFormatters: string[]}).dateFormatters = created;
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        created.push(new Error().stack?.split('\n').slice(2, 4).join(' ') ?? '');
        return new target(...args);
      },
      apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        created.push(new Error().stack?.split('\n').slice(2, 4).join(' ') ?? '');
        return target(...args);
      },
    });
  });
  await page.goto(FIXTURE_PAGES.pageContent);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const time = page.locator('.theme-last-updated time');
  await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const created = await page.evaluate(
    () => (window as unknown as {dateFormatters: string[]}).dateFormatters,
  );
  expect(created, 'Intl.DateTimeFormat created while the page started').toEqual([]);
});

test('on a wide screen the table of contents highlights the section being read', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(FIXTURE_PAGES.pageContent);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc.getByRole('link', {name: 'Last section'})).toBeVisible();
  // At the end of the page, the last heading is the one being read.
  await page.keyboard.press('End');
  await expect(toc.locator('a.table-of-contents__link--active')).toHaveText('Last section');
});
