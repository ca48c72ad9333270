import {expect, test} from './fixtures';

const theme = (page: import('@playwright/test').Page) =>
  page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('starts light, even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/');
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  test(
    'toggles, persists across reloads and syncs across tabs',
    {tag: '@smoke'},
    async ({page, context}) => {
      await page.goto('/docs/');
      const other = await context.newPage();
      await other.goto('/');
      expect(await theme(other)).toBe('light');

      const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    },
  );
});
