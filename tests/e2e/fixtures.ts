/**
 * Shared browser-test fixtures:
 * - every test fails on a console error or an uncaught exception in any page it opened;
 * - the assistant's third-party origin is answered locally, so no test touches the network
 *   (tests that need to control the answer route it themselves first).
 */
import {test as base, expect, type Page} from '@playwright/test';

import {assistant} from '../../config/product';

export const ASSISTANT_PAGE = '<!doctype html><title>assistant</title><p>Ask me about Kasm.</p>';

/** A 404 answer to a page the test opens on purpose (the not-found page, `.html` paths). */
export const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/;

interface Fixtures {
  /** Lets one test accept a console error it causes on purpose. */
  allowConsoleError: (pattern: RegExp) => void;
  consoleErrors: string[];
}

/** Patterns allowed per test, keyed by that test's error list. */
const allowed = new WeakMap<string[], RegExp[]>();

export const test = base.extend<Fixtures>({
  allowConsoleError: async ({consoleErrors}, use) => {
    await use((pattern) => {
      allowed.set(consoleErrors, [...(allowed.get(consoleErrors) ?? []), pattern]);
    });
  },
  consoleErrors: [
    async ({context}, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          errors.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await context.route(`${assistant.origin}/**`, (route) =>
        route.fulfill({contentType: 'text/html', body: ASSISTANT_PAGE}),
      );
      await use(errors);
      const patterns = allowed.get(errors) ?? [];
      const unexpected = errors.filter((error) => !patterns.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
