import {FIXTURE_PAGES} from '../lib/fixturePages';
import {expect, test} from './fixtures';

test('a page that crashes shows the fallback, and "Try again" renders it again', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/MutationObserver is unavailable|This page crashed|The above error occurred/);
  // Code blocks watch their container with a MutationObserver; make it throw while rendering.
  await page.addInitScript(() => {
    const original = window.MutationObserver;
    (window as unknown as {restoreMutationObserver: () => void}).restoreMutationObserver = () => {
      window.MutationObserver = original;
    };
    window.MutationObserver = function () {
      throw new Error('MutationObserver is unavailable');
    } as unknown as typeof MutationObserver;
  });
  // A fixture page with code blocks (tests/lib/fixturePages.ts).
  await page.goto(FIXTURE_PAGES.codeBlocks);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('MutationObserver is unavailable')).toBeVisible();
  // The chrome around the page keeps working.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.evaluate(() =>
    (window as unknown as {restoreMutationObserver: () => void}).restoreMutationObserver(),
  );
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Code blocks');
});
