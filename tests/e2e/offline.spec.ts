/**
 * Offline mode of the web app, in one reading session: after a visit with ?offlineMode=true the
 * service worker holds the latest tree (and not the develop tree), whose pages then load with
 * the network off, visited or not; and when a new release of the site is published, a reload
 * popup lets the reader choose when to switch. One test does both because filling the precache
 * is the slow part (about half a minute on the 2-core CI machine while the other workers run).
 *
 * The test serves its own copy of the build with deploy/nginx.conf, whose sw.js it can change
 * to publish a "new release" while the page is open: the copy hard-links every file of the build
 * but the service worker (nginx follows no symbolic link).
 */
import {appendFileSync, rmSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {LOCAL_NAME, TEST_PORTS} from '../../scripts/lib/nginx-ports.mjs';
import {builtSitemapPaths} from '../lib/builtSite';
import {linkedBuildCopy, serveWithNginx} from './lib/buildCopy';
import {waitForHydration} from './lib/pageLoad';
import {isLatestTreePath} from '../lib/siteUrls';
import {expect, test} from './fixtures';

/** Ports beside the suite's own server. */
const PORTS = {http: TEST_PORTS.http + 2, https: TEST_PORTS.https + 2};

const origin = `https://${LOCAL_NAME}:${PORTS.https}`;
let server: Awaited<ReturnType<typeof serveWithNginx>> | undefined;
let copy: string;

/** Publishes a changed service worker, as a new release of the site would. */
function publishNewRelease(release: number) {
  appendFileSync(path.join(copy, 'sw.js'), `\n// release ${release}\n`);
}

test.beforeAll(async () => {
  // The browser trusts the harness's certificate only with the flag the nginx runs set
  // (playwright.config.ts); without it no service worker registers.
  test.skip(process.env.E2E_HOST !== 'nginx', 'needs the nginx run (E2E_HOST=nginx)');
  // The service worker is a file of its own, without its precompressed copies.
  copy = linkedBuildCopy('kasm-docs-release-', {
    skip: (name) => /^sw\.js\.(br|gz)$/.test(name),
    copy: (name) => name === 'sw.js',
  });
  server = await serveWithNginx(copy, PORTS);
});

test.afterAll(async () => {
  await server?.stop();
  if (copy) rmSync(copy, {recursive: true, force: true});
});

/** The pages of the latest tree whose HTML the service worker holds. */
async function precachedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const pages: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) {
        const {pathname} = new URL(request.url);
        if (pathname.endsWith('/index.html')) pages.push(pathname.slice(0, -'index.html'.length));
      }
    }
    return pages;
  });
}

test('offline mode keeps the latest tree readable offline and offers a reload for a new release', async ({
  page,
  context,
  allowConsoleError,
}) => {
  test.setTimeout(240_000);
  // Offline, the page's check for a newer service worker fails and says so.
  allowConsoleError(/registerSW failed|An unknown error occurred when fetching the script/);
  const latest = builtSitemapPaths().filter(isLatestTreePath);
  await page.goto(`${origin}/docs/?offlineMode=true`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The latest tree's pages on purpose (here and below): the offline copy is the released manual.
  // A second page, reached in the app: a full load without the query would register the
  // service worker again with offline mode off.
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Installation', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/install\/$/);
  const visited = ['/docs/', '/docs/install/'];

  // The precache holds the page of every path of the latest tree.
  const missing = async () => {
    const cached = new Set(await precachedPages(page));
    return latest.filter(
      (pagePath) => !cached.has(pagePath.endsWith('/') ? pagePath : `${pagePath}/`),
    );
  };
  await expect.poll(missing, {timeout: 90_000}).toEqual([]);
  // The offline copy is the released manual: the develop tree stays online (config/pwa.ts).
  expect((await precachedPages(page)).filter((pagePath) => pagePath.includes('/develop/'))).toEqual(
    [],
  );

  await context.setOffline(true);
  // A few latest pages spread over the tree stand for those not visited (the precache holds
  // them all, checked above): each renders and hydrates.
  const unvisited = latest.filter(
    (pagePath, index) => index % 60 === 10 && !visited.includes(pagePath),
  );
  for (const pagePath of [...visited, ...unvisited]) {
    const response = await page.goto(`${origin}${pagePath}`);
    expect(response?.fromServiceWorker(), pagePath).toBe(true);
    await expect(page.getByRole('heading', {level: 1}), pagePath).toBeVisible();
    await waitForHydration(page);
  }
  // Moving on in the app works offline too.
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // Leave the site before going back online: this page was loaded without the query, so on the
  // browser's online event it would register the worker again with offline mode off, racing
  // with the load below, and the worker that then waits is not the one the reload popup asks to
  // take over (the first attempt failed that way on a busy machine).
  await page.goto('about:blank');
  await context.setOffline(false);

  // Back online, in offline mode again (each full load decides it from its own address), the
  // page is controlled by the worker and no new version is waiting.
  await page.goto(`${origin}/docs/?offlineMode=true`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('New version available')).toHaveCount(0);

  publishNewRelease(2);
  await page.reload();
  const popup = page.getByText('New version available');
  await expect(popup).toBeVisible({timeout: 30_000});

  // Listen before the click: the reload can finish before the click's promise resolves.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', {name: 'Refresh'}).click();
  await reloaded;
  await expect(popup).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBeFalsy();
});
