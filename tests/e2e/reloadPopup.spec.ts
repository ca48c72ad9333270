/**
 * The PWA's reload popup: in offline mode, a newer service worker waits until the reader
 * chooses to reload. The test serves its own copy of the build with deploy/nginx.conf, whose
 * sw.js it can change, to publish a "new release" while the page is open: the copy links
 * every file of the build but the service worker.
 */
import {copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync, appendFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {spawn, type ChildProcess} from 'node:child_process';

import {LOCAL_NAME, TEST_PORTS} from '../../scripts/lib/nginx-ports.mjs';
import {BUILD_DIR} from './lib/builtSite';
import {expect, test} from './fixtures';

/** Ports beside the suite's own server. */
const PORTS = {http: TEST_PORTS.http + 2, https: TEST_PORTS.https + 2};

const origin = `https://${LOCAL_NAME}:${PORTS.https}`;
let server: ChildProcess | undefined;
let copy: string;

/** Publishes a changed service worker, as a new release of the site would. */
function publishNewRelease(release: number) {
  appendFileSync(path.join(copy, 'sw.js'), `\n// release ${release}\n`);
}

test.beforeAll(async () => {
  // The browser trusts the harness's certificate only with the flag the nginx runs set
  // (playwright.config.ts); without it no service worker registers.
  test.skip(process.env.E2E_HOST !== 'nginx', 'needs the nginx run (E2E_HOST=nginx)');
  copy = mkdtempSync(path.join(os.tmpdir(), 'kasm-docs-release-'));
  for (const name of readdirSync(BUILD_DIR)) {
    // The service worker is a file of its own, without its precompressed copies.
    if (/^sw\.js\.(br|gz)$/.test(name)) continue;
    if (name === 'sw.js') copyFileSync(path.join(BUILD_DIR, name), path.join(copy, name));
    else symlinkSync(path.join(BUILD_DIR, name), path.join(copy, name));
  }
  // scripts/serve-nginx.mjs, as playwright.config.ts starts the suite's own server.
  server = spawn(
    'node',
    [
      'scripts/serve-nginx.mjs',
      '--dir',
      copy,
      '--http',
      `${PORTS.http}`,
      '--https',
      `${PORTS.https}`,
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('nginx serves')) resolve();
    });
    server!.once('exit', (code) => reject(new Error(`serve-nginx exited with ${code}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (copy) rmSync(copy, {recursive: true, force: true});
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

  publishNewRelease(2);
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
