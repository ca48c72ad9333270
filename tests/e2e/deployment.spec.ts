/**
 * Your deployment (src/plugins/deployment): a reader enters their host name, port and zone once,
 * and pages show them in text and code, Copy copies them, and they stay across pages and reloads.
 * Invalid values are refused with a message; without JavaScript, and in the HTML the server sends,
 * pages show the documented examples.
 */
import type {Page} from '@playwright/test';

import {DEFAULT_DEPLOYMENT} from '../../src/plugins/deployment/client/values';
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {axeModalBothModes} from './lib/axe';
import {openDeploymentPanel, saveDeployment} from './lib/deployment';
import {waitForHydration} from './lib/pageLoad';
import {expect, test} from './fixtures';

/** A page that writes every value in prose, inline code and code blocks the build highlights. */
const PAGE = FIXTURE_PAGES.deployment;
/** A page whose block with the host is highlighted in the browser (a magic comment). */
const OTHER_PAGE = FIXTURE_PAGES.magicComments;
const HOST = 'desk.corp.example';

async function saveHost(page: Page, host: string) {
  await saveDeployment(page, {'Web App host name': host});
}

test.describe('Your deployment', () => {
  test('shows the reader’s host in text and code, on every page and after a reload', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const values = page.locator('article [data-deployment="host"]');
    await expect(values.first()).toHaveText(DEFAULT_DEPLOYMENT.host);
    const count = await values.count();
    expect(count).toBeGreaterThanOrEqual(7);

    await saveHost(page, HOST);
    await expect(values).toHaveText(Array(count).fill(HOST));
    // Prose, inline code and a code block all show it.
    await expect(page.locator('article p [data-deployment="host"]').first()).toHaveText(HOST);
    await expect(page.locator('article p code [data-deployment="host"]').first()).toHaveText(HOST);
    await expect(page.locator('article pre [data-deployment="host"]').first()).toHaveText(HOST);
    await expect(page.locator('.theme-doc-markdown').getByText('kasm.example.com')).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await expect(values.first()).toHaveText(HOST);

    await page.goto(OTHER_PAGE);
    await waitForHydration(page);
    await expect(
      page.locator('article pre').filter({hasText: 'server_name'}).first(),
    ).toContainText(`server_name ${HOST};`);

    // Clear puts the examples back.
    const dialog = await openDeploymentPanel(page);
    await dialog.getByRole('button', {name: 'Clear values'}).click();
    await expect(dialog.getByRole('status')).toHaveText(/documented examples again/);
    await expect(
      page.locator('article pre').filter({hasText: 'server_name'}).first(),
    ).toContainText(`server_name ${DEFAULT_DEPLOYMENT.host};`);
  });

  test('the copy button and Copy page copy the reader’s host', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    await saveHost(page, HOST);

    const block = page.locator('.theme-code-block').filter({hasText: 'server_name'}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`server_name ${HOST};`);
    expect(copied).not.toContain('kasm.example.com');

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied as Markdown'})).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain(`server_name ${HOST};`);
    expect(markdown).not.toMatch(/(?<![\w.-])kasm\.example\.com/);
  });

  test('fills the port and the zone into the commands that take them, and no other 443', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const dialog = await openDeploymentPanel(page);
    await dialog.getByLabel('Web App host name').fill(HOST);
    await dialog.getByLabel('Proxy port').fill('8443');
    await dialog.getByLabel('Deployment zone').fill('eu-west');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog).toBeHidden();
    const block = page.locator('article pre').filter({hasText: 's_client'}).first();
    await expect(block).toContainText(`-connect ${HOST}:8443 -servername ${HOST}`);
    await expect(block).toContainText('-z eu-west # the agents still use 443');
    await expect(page.locator('article p code').first()).toHaveText(`https://${HOST}:8443/`);
  });

  test('refuses invalid values with a message on the field, and saves nothing', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const dialog = await openDeploymentPanel(page);
    const host = dialog.getByLabel('Web App host name');
    const port = dialog.getByLabel('Proxy port');
    await host.fill('https://desk.corp.example/');
    await port.fill('70000');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog).toBeVisible();
    await expect(host).toHaveAttribute('aria-invalid', 'true');
    await expect(host).toHaveAccessibleDescription(/without https:\/\//);
    await expect(port).toHaveAccessibleDescription(/from 1 to 65535/);
    await expect(host).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('article [data-deployment="host"]').first()).toHaveText(
      DEFAULT_DEPLOYMENT.host,
    );
    expect(await page.evaluate(() => localStorage.getItem('kasm-docs-deployment'))).toBeNull();
  });

  test('with storage that throws, keeps the values for the page and says so', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('storage is disabled', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Object.defineProperty(Storage.prototype, method, {configurable: true, value: refuse});
      }
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    const dialog = await openDeploymentPanel(page);
    await dialog.getByLabel('Web App host name').fill(HOST);
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog.getByRole('status')).toHaveText(/this page only/);
    await expect(page.locator('article [data-deployment="host"]').first()).toHaveText(HOST);
  });

  test('a page of another release than the reader’s says so and links to theirs', async ({
    page,
  }) => {
    // The fixture pages are develop (1.19.0) pages with no counterpart in the latest tree.
    await page.goto(PAGE);
    await waitForHydration(page);
    const dialog = await openDeploymentPanel(page);
    await dialog.getByLabel('Release you run').fill('1.18');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog.getByLabel('Release you run')).toHaveAccessibleDescription(
      /such as 1\.18\.0/,
    );
    await dialog.getByLabel('Release you run').fill('1.18.0');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog).toBeHidden();

    const note = page.getByRole('note').filter({hasText: 'You run Kasm Workspaces 1.18.0'});
    await expect(note).toContainText('this page describes 1.19.0');
    await note.getByRole('link', {name: 'Go to the manual for 1.18.0'}).click();
    await expect(page).toHaveURL(/\/docs\/?$/);
    await waitForHydration(page);
    // The latest tree describes 1.18.0: no note there.
    await expect(page.getByRole('note').filter({hasText: 'You run Kasm Workspaces'})).toHaveCount(
      0,
    );
  });

  test('the panel passes axe in both colour modes', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const dialog = await openDeploymentPanel(page);
    await dialog.getByLabel('Proxy port').fill('x');
    await dialog.getByRole('button', {name: 'Save'}).click();
    expect(await axeModalBothModes(page)).toEqual([]);
  });
});

test.describe('Your deployment without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('pages show the documented examples', async ({page}) => {
    await page.goto(PAGE);
    await expect(
      page.locator('article pre').filter({hasText: 'server_name'}).first(),
    ).toContainText(`server_name ${DEFAULT_DEPLOYMENT.host};`);
    await expect(page.locator('article [data-deployment="host"]').first()).toHaveText(
      DEFAULT_DEPLOYMENT.host,
    );
  });
});
