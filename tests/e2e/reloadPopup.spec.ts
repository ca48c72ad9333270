/**
 * The PWA's reload popup: in offline mode, a newer service worker waits until the reader
 * chooses to reload. The test serves the build itself so that it can publish a "new release"
 * of sw.js while the page is open.
 */
import path from 'node:path';

import {startStaticServer} from '../../scripts/lib/static-server.mjs';
import {expect, test} from './fixtures';

let server: {origin: string; close: () => Promise<unknown>};
let origin: string;
/** Bumped to publish a changed service worker. */
let serviceWorkerRelease = 1;

test.beforeAll(async () => {
  server = await startStaticServer({
    root: path.resolve(__dirname, '../../build'),
    rewrite: (pathname: string, text: string) =>
      pathname === '/sw.js' ? `${text}\n// release ${serviceWorkerRelease}\n` : undefined,
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server.close();
});

test('offline mode offers a reload when a new version of the site is published', async ({page}) => {
  // The service worker precaches the whole latest tree before it is ready: over a minute on
  // the CI machine while the other test workers run.
  test.setTimeout(240_000);
  await page.goto(`${origin}/docs/?offlineMode=true`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('New version available')).toHaveCount(0);

  serviceWorkerRelease = 2;
  await page.reload();
  const popup = page.getByText('New version available');
  await expect(popup).toBeVisible({timeout: 30_000});

  await page.getByRole('button', {name: 'Refresh'}).click();
  await page.waitForEvent('load');
  await expect(popup).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBeFalsy();
});
