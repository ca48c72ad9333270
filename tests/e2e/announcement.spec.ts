import {contrast} from '../../src/plugins/codeHighlighting/accessibleTheme';
import {LATEST_VERSION} from '../../config/versions';
import {parseCssColor} from './lib/chrome';
import {expect, test} from './fixtures';

test.describe('announcement bar', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`its close button stands out from the bar at 3:1 or more (${mode} mode)`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: mode});
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('/');
      const bar = page.locator('div[role="banner"]');
      const close = bar.getByRole('button', {name: 'Close'});
      await expect(close).toBeVisible();
      const [background, icon, opacity] = await Promise.all([
        bar.evaluate((element) => getComputedStyle(element).backgroundColor),
        close.evaluate((element) => getComputedStyle(element).color),
        close.evaluate((element) => Number(getComputedStyle(element).opacity)),
      ]);
      const [br, bg, bb] = parseCssColor(background);
      const [ir, ig, ib, alpha] = parseCssColor(icon);
      // The colour the reader sees: the icon blended over the bar by its alpha and opacity.
      const seen = alpha * opacity;
      const blend = (fore: number, back: number) => fore * seen + back * (1 - seen);
      const ratio = contrast([blend(ir, br), blend(ig, bg), blend(ib, bb)], [br, bg, bb]);
      expect(ratio).toBeGreaterThanOrEqual(3);
    });
  }

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
