/**
 * The PWA's reload popup: in offline mode, a newer service worker waits until the reader
 * chooses to reload. The test serves the build itself so that it can publish a "new release"
 * of sw.js while the page is open.
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {expect, test} from './fixtures';

const BUILD = path.resolve(__dirname, '../../build');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

let server: Server;
let origin: string;
/** Bumped to publish a changed service worker. */
let serviceWorkerRelease = 1;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(BUILD, pathname);
    if (!file.startsWith(BUILD)) file = path.join(BUILD, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, {'content-type': 'text/html'});
      createReadStream(path.join(BUILD, '404.html')).pipe(response);
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (pathname === '/sw.js') {
      response.writeHead(200, {'content-type': type, 'cache-control': 'no-cache'});
      response.end(`${readFileSync(file, 'utf8')}\n// release ${serviceWorkerRelease}\n`);
      return;
    }
    response.writeHead(200, {'content-type': type});
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('offline mode offers a reload when a new version of the site is published', async ({page}) => {
  test.setTimeout(90_000);
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
