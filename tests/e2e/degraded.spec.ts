/**
 * Degraded browsers.
 *
 * - Browser storage that throws (privacy settings, sandboxed frames, full quota): the site still
 *   renders, switches colour mode and version, and logs at most a warning
 *   (storage acts as empty). The fixture fails a test on any console error.
 * - JavaScript disabled: a reader can click through the navbar, sidebar, table of contents,
 *   pagination, version menu and footer. That every page's static HTML shows its content and
 *   links to pages that exist is checked over HTTP in crawl.spec.ts.
 */

import {openVersionMenu} from './lib/chrome';
import {waitForHydration} from './lib/pageLoad';
import {readySearchBox} from './lib/search';
import {expect, test} from './fixtures';

// A page of the manual on purpose: the tests switch it between the latest and develop trees and
// click through the manual's sidebar, pagination and footer, which hold no fixture page.
const PAGE = 'install/system_requirements';

const storageFailures = {
  'reading localStorage or sessionStorage throws': () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is disabled`, 'SecurityError');
        },
      });
    }
  },
  'every storage call throws': () => {
    const refuse = () => {
      throw new DOMException('storage is disabled', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Object.defineProperty(Storage.prototype, method, {configurable: true, value: refuse});
    }
    Object.defineProperty(Storage.prototype, 'length', {configurable: true, get: refuse});
  },
};

test.describe('browser storage that throws', () => {
  for (const [failure, install] of Object.entries(storageFailures)) {
    test(`${failure}: the site renders, switches colour mode and version`, async ({page}) => {
      test.setTimeout(120_000);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(install);
      await page.goto(`/docs/${PAGE}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.length).catch(() => 'throws')).toBe('throws');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('System requirements');

      const html = page.locator('html');
      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');

      await (await openVersionMenu(page)).getByRole('link', {name: 'develop'}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/develop/${PAGE}$`));
      await expect(page.locator('.theme-doc-version-badge')).toContainText('develop');
      // Search needs no storage either. The worker loads the develop index first (9 MB: seconds
      // alone, much longer on a loaded machine).
      await (await readySearchBox(page)).fill('install');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
        timeout: 45_000,
      });
      await page.keyboard.press('Escape');
      await (await openVersionMenu(page)).getByRole('link', {name: '1.17.0'}).click();
      await expect(page).toHaveURL(/\/docs\/1\.17\.0\/$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('1.17.0');

      // Spec section 8: a warning, and storage acts as empty (the fixture fails on an error).
      expect(warnings.some((warning) => /storage/i.test(warning))).toBe(true);
    });
  }
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('a reader clicks through the site', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/Getting started/i);

    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar.getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/install\/$/);
    await sidebar.getByRole('link', {name: 'System requirements', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${PAGE}$`));

    const firstTocEntry = page.locator('.table-of-contents a').first();
    const anchor = await firstTocEntry.getAttribute('href');
    await firstTocEntry.click();
    await expect(page).toHaveURL(new RegExp(`${anchor}$`));
    await expect(page.locator(`[id="${anchor!.slice(1)}"]`)).toBeInViewport();

    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(`/docs/${PAGE}`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await page.goto(`/docs/${PAGE}`);
    await (await openVersionMenu(page)).getByRole('link', {name: 'develop'}).click();
    await expect(page).toHaveURL(new RegExp(`/docs/develop/${PAGE}$`));

    await page.locator('footer').getByRole('link', {name: 'Release notes'}).click();
    await expect(page).toHaveURL(/\/docs\/release_notes\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    // An alias forwards with its <meta http-equiv="refresh">.
    await page.goto(`/docs/latest/${PAGE}`);
    await expect(page).toHaveURL(new RegExp(`/docs/${PAGE}/?$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('System requirements');
  });
});
