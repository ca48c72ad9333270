/**
 * One browser page per test worker, kept from test to test, for tests that each open a page of a
 * site already loaded: what the page has loaded stays (the site's scripts, the search worker and
 * its index), so a test pays only for what is new to it, as a reader moving through the site
 * does. The crawl opens every page this way; the search tests keep the 8 MB index this way.
 */
import {
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestFixture,
  type WorkerFixture,
} from '@playwright/test';

import {assistant} from '../../../config/product';
import {ASSISTANT_PAGE} from '../fixtures';
import {waitForHydration, watchPage, type PageWatch} from './pageLoad';

export interface AppPage {
  page: Page;
  /** What went wrong in the page; reset it at the start of each test. */
  watch: PageWatch;
}

/** The worker-scoped fixture: `base.extend<object, {appPage: AppPage}>({appPage: [appPage, {scope: 'worker'}]})`. */
export const appPage: WorkerFixture<
  AppPage,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = async ({browser}, use, workerInfo) => {
  const {baseURL, ignoreHTTPSErrors} = workerInfo.project.use;
  // Reduced motion, which Infima honours, drops the 200 ms colour fades of the mode switch.
  const context = await browser.newContext({baseURL, ignoreHTTPSErrors, reducedMotion: 'reduce'});
  // The site prefetches the pages its visible links lead to (dozens on a doc page, with the
  // sidebar) unless the connection is slow; these tests open each page they need themselves.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '2g'}});
  });
  // axe-core in every document from the start: the browser compiles it once, not per page.
  await context.addInitScript({path: require.resolve('axe-core/axe.min.js')});
  await context.route(`${assistant.origin}/**`, (route) =>
    route.fulfill({contentType: 'text/html', body: ASSISTANT_PAGE}),
  );
  const page = await context.newPage();
  await use({page, watch: watchPage(page, new URL(baseURL!).origin)});
  await context.close();
};

/**
 * The shared page for one test, which fails like every other test on a console error or an
 * uncaught exception it causes: `base.extend<{sharedPage: Page}, {appPage: AppPage}>`.
 */
export const sharedPage: TestFixture<Page, {appPage: AppPage}> = async ({appPage}, use) => {
  appPage.watch.reset();
  await use(appPage.page);
  expect(appPage.watch.errors, 'console errors and uncaught exceptions').toEqual([]);
};

/**
 * Opens a page through the site's router, as a click on a link does, and waits for it. A new
 * query string on the same page (the results page) is the caller's to wait for.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, address);
  // Each page names its own address as canonical: the router has rendered the new page.
  await page.waitForFunction(
    (pathname) => {
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      return Boolean(canonical) && new URL(canonical!).pathname === pathname;
    },
    new URL(address, page.url()).pathname,
    {timeout: 30_000},
  );
}

/** Whether the page shows the site already (so the router can open the next page). */
export function showsSite(page: Page): boolean {
  return page.url().startsWith('http');
}

/** Opens an address in the app when the page shows the site already, else loads it in full. */
export async function openPage(page: Page, address: string): Promise<void> {
  if (showsSite(page)) {
    await openInApp(page, address);
  } else {
    await page.goto(address);
    await waitForHydration(page, 30_000);
  }
}
