import {defineConfig} from '@playwright/test';

import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/lib/chromium.mjs';

/** Port of the production build served for browser tests (npm run serve uses 3000). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** The production build the tests serve: build/ unless DOCS_BUILD_DIR names another. */
const buildDir = process.env.DOCS_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS},
  },
  webServer: {
    command: `npx docusaurus serve --dir ${buildDir} --port ${E2E_PORT} --host 127.0.0.1 --no-open`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
