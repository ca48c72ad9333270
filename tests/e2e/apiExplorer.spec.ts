/**
 * The developer API's endpoint browser (src/plugins/openapi/theme/ApiExplorer): it reads the
 * tree's openapi.json, filters by name and by section, expands an endpoint with its fields and
 * errors, and "Copy as curl" copies a call with the reader's host; when the document cannot be
 * loaded it says so; without JavaScript it shows nothing and the page still reads; axe finds
 * nothing in either colour mode.
 */
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {axeBothModes} from './lib/axe';
import {saveDeployment} from './lib/deployment';
import {waitForHydration} from './lib/pageLoad';
import {expect, test} from './fixtures';

const PAGE = FIXTURE_PAGES.apiExplorer;

test.describe('Endpoint browser', () => {
  test('filters by name and section, and expands an endpoint', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const count = page.getByRole('status').filter({hasText: /endpoints$|No endpoint/});
    await expect(count).toContainText(/^(\d+) of \1 endpoints$/);

    await page.getByLabel('Name or purpose').fill('staging');
    await expect(count).toContainText(/^5 of \d+ endpoints$/);
    await page.getByLabel('Section').selectOption('Users');
    await expect(count).toHaveText('No endpoint matches.');

    await page.getByLabel('Name or purpose').fill('create_user');
    await expect(count).toContainText(/^1 of/);
    await page.getByText('create_user', {exact: true}).click();
    const details = page.locator('details[open]').first();
    await expect(details).toContainText('POST /api/public/create_user');
    await expect(details).toContainText('target_user');
    await expect(details).not.toContainText('api_key_secret');
  });

  test('copies a call with the reader’s host', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    await saveDeployment(page, {'Web App host name': 'desk.corp.example'});

    await page.getByLabel('Name or purpose').fill('get_zones');
    await page.getByText('get_zones', {exact: true}).click();
    await page.getByRole('button', {name: 'Copy as curl'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('"https://desk.corp.example/api/public/get_zones"');
    expect(copied).toContain('"api_key": "$API_KEY"');
  });

  test('says so when the document cannot be loaded', async ({page, allowConsoleError}) => {
    // The browser reports the refused request itself.
    allowConsoleError(/Failed to load resource/);
    await page.route('**/developers/openapi.json', (route) => route.abort());
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({hasText: 'could not load'})).toBeVisible();
  });

  test('reads each tree’s own document on its reference page', async ({page}) => {
    for (const address of [
      '/docs/developers/developer_api',
      '/docs/develop/developers/developer_api',
    ]) {
      const loaded = page.waitForResponse((response) =>
        response.url().endsWith(`${address.replace(/developer_api$/, '')}openapi.json`),
      );
      await page.goto(address);
      await waitForHydration(page);
      expect((await loaded).status()).toBe(200);
      await expect(page.getByRole('status').filter({hasText: /endpoints$/})).toContainText(
        /^(\d+) of \1 endpoints$/,
      );
    }
  });

  test('passes axe in both colour modes', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByText('get_users', {exact: true}).click();
    expect(await axeBothModes(page, {include: 'article'})).toEqual([]);
  });
});

test.describe('Endpoint browser without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows nothing, and the page reads on', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('article')).toContainText('A paragraph after the browser.');
    await expect(page.getByLabel('Name or purpose')).toHaveCount(0);
  });
});
