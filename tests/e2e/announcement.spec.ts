import {LATEST_VERSION} from '../../config/versions';
import {expect, test} from './fixtures';

test.describe('announcement bar', () => {
  test('announces the latest release with a link to its notes', async ({page}) => {
    await page.goto('/');
    const announcement = page.locator('div[role="banner"]');
    await expect(announcement).toContainText(`${LATEST_VERSION} is the latest release`);
    await announcement.getByRole('link', {name: 'Read what changed'}).click();
    await expect(page).toHaveURL(
      new RegExp(`/docs/release_notes/${LATEST_VERSION.replace(/\./g, '\\.')}$`),
    );
  });

  test('stays dismissed, and returns when the announcement id changes', async ({page}) => {
    await page.goto('/');
    const announcement = page.locator('div[role="banner"]');
    await expect(announcement).toBeVisible();
    await announcement.getByRole('button', {name: 'Close'}).click();
    await expect(announcement).toHaveCount(0);

    await page.reload();
    await expect(page.locator('#__docusaurus')).toBeVisible();
    await expect(announcement).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', `release-${LATEST_VERSION}`]);

    // A reader who dismissed an earlier release's announcement sees the new one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-0.0.1'));
    await page.reload();
    await expect(announcement).toBeVisible();
  });
});
