import {defineConfig} from '@playwright/test';

import {CHROMIUM_FLAGS, TEST_CHROMIUM} from './scripts/lib/chromium.mjs';
import {LOCAL_NAME, TEST_PORTS} from './scripts/lib/nginx-ports.mjs';

/** Port of the production build served for browser tests (npm run serve uses 3000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production build the tests serve: build/ unless DOCS_BUILD_DIR names another. */
const buildDir = process.env.DOCS_BUILD_DIR ?? 'build';
/**
 * E2E_HOST=nginx serves the build with deploy/nginx.conf in a real nginx over HTTPS
 * (scripts/serve-nginx.mjs, self-signed certificate) instead of `docusaurus serve`, and adds
 * tests/e2e/hosting.spec.ts: the suite then also proves the deployed headers and CSP.
 */
const isNginx = process.env.E2E_HOST === 'nginx';
// deploy/nginx.conf answers only by name: the tests use the local name the harness gives the site.
const baseURL = isNginx
  ? `https://${LOCAL_NAME}:${TEST_PORTS.https}`
  : `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: isNginx ? [] : ['hosting.spec.ts'],
  outputDir: isNginx ? 'test-results/nginx' : 'test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The workers share two cores with the browsers and the server: a step that takes 5 s alone
  // can take 15 s.
  timeout: 60_000,
  expect: {timeout: 7_000},
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', {outputFile: isNginx ? 'test-results/e2e-nginx.json' : 'test-results/e2e.json'}],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Chromium registers no service worker on a certificate it does not trust, even with
    // ignoreHTTPSErrors; the flag lets the offline tests run over the test certificate.
    ignoreHTTPSErrors: isNginx,
    launchOptions: {
      executablePath: TEST_CHROMIUM.path,
      args: isNginx ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS,
    },
  },
  webServer: isNginx
    ? {
        command: `node scripts/serve-nginx.mjs --dir ${buildDir} --http ${TEST_PORTS.http} --https ${TEST_PORTS.https}`,
        url: baseURL,
        ignoreHTTPSErrors: true,
        reuseExistingServer: false,
        gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
        timeout: 60_000,
      }
    : {
        command: `npx docusaurus serve --dir ${buildDir} --port ${E2E_PORT} --host 127.0.0.1 --no-open`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
