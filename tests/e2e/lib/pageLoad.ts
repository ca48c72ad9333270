/**
 * Loading many pages in one browser page, fast: wait for the load event and for React to take
 * the page over (Docusaurus sets html[data-has-hydrated=true]), not for the network to go idle.
 */
import type {Page} from '@playwright/test';

/** Waits until Docusaurus has hydrated the current page. */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout});
}

export interface PageWatch {
  /** Console errors and uncaught exceptions since the last reset. */
  errors: string[];
  /** Same-origin requests that failed or answered 4xx/5xx since the last reset. */
  failures: string[];
  /** Status of each document the main frame loaded since the last reset, in order. */
  documents: {url: string; status: number}[];
  reset(): void;
}

/**
 * Records, page by page, what the fixture records for a whole test (console errors, uncaught
 * exceptions), plus failed same-origin requests and the main frame's document responses. A
 * request the browser cancels because the test moves on to the next page (net::ERR_ABORTED) is
 * no failure.
 */
export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = {
    errors: [],
    failures: [],
    documents: [],
    reset() {
      watch.errors = [];
      watch.failures = [];
      watch.documents = [];
    },
  };
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.errors.push(`uncaught ${error.message}`));
  page.on('response', (response) => {
    const request = response.request();
    if (!response.url().startsWith(origin)) return;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      watch.documents.push({url: response.url(), status: response.status()});
    } else if (response.status() >= 400) {
      watch.failures.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) return;
    const errorText = request.failure()?.errorText ?? 'failed';
    if (errorText === 'net::ERR_ABORTED') return;
    watch.failures.push(`${errorText} ${request.url()}`);
  });
  return watch;
}
