import {archivedVersions, LATEST_VERSION} from '../../config/versions';
import {openVersionMenu} from './lib/chrome';
import {expect, test} from './fixtures';

// A page of the manual on purpose: the version menu keeps a reader on the same page in another
// tree, so the page must be in the develop and the latest tree, and the fixtures are develop
// pages only (versioned_docs/ is the release itself).
const PAGE = 'install/system_requirements';

test.describe('version dropdown', () => {
  test('lists develop, the latest version and every archived version', async ({page}) => {
    await page.goto(`/docs/${PAGE}`);
    const menu = await openVersionMenu(page);
    const labels = await menu.locator('a').allInnerTexts();
    expect(labels).toEqual(['develop', LATEST_VERSION, ...archivedVersions]);
  });

  test(
    'keeps the reader on the same page when the target version has it',
    {tag: '@smoke'},
    async ({page}) => {
      await page.goto(`/docs/${PAGE}`);
      const menu = await openVersionMenu(page);
      await menu.getByRole('link', {name: 'develop'}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/develop/${PAGE}$`));
      const developMenu = await openVersionMenu(page);
      await developMenu.getByRole('link', {name: LATEST_VERSION}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${PAGE}$`));
    },
  );

  test('falls back to the version index when the target version lacks the page', async ({page}) => {
    await page.goto(`/docs/${PAGE}`);
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: '1.12.0'}).click();
    await expect(page).toHaveURL(/\/docs\/1\.12\.0\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('1.12.0');
  });

  test('remembers the chosen version for the docs link', async ({page}) => {
    await page.goto(`/docs/${PAGE}`);
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: 'develop'}).click();
    await expect(page).toHaveURL(/\/docs\/develop\//);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      'current',
    );

    await page.goto('/');
    await page.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/develop\/$/);
  });
});
