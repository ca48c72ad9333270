/**
 * The install command builder (src/plugins/deployment/theme/InstallCommandBuilder): a reader picks
 * a role and options and gets the command with their host, port and zone; the choices stay in the
 * address across reloads; Copy copies the command with the prompts for its secrets; an address
 * the builder cannot use gets a message; without JavaScript the options table and the page's
 * command are there; axe finds nothing in either colour mode.
 */
import type {Page} from '@playwright/test';

import {DEFAULT_DEPLOYMENT} from '../../src/plugins/deployment/client/values';
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {axeBothModes} from './lib/axe';
import {saveDeployment} from './lib/deployment';
import {waitForHydration} from './lib/pageLoad';
import {expect, test} from './fixtures';

const PAGE = FIXTURE_PAGES.installCommandBuilder;

function builder(page: Page) {
  return page.locator('article form').filter({has: page.getByRole('group', {name: 'Options'})});
}

/** The first command block (several lines). */
function command(page: Page) {
  return page.locator('article pre').first();
}

test.describe('Install command builder', () => {
  test('builds the command of the chosen role and keeps the choices in the address', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(command(page)).toContainText('-S agent');
    await expect(command(page)).toContainText(`-m ${DEFAULT_DEPLOYMENT.host}`);

    const form = builder(page);
    await form.getByRole('radio', {name: /^Web App/}).check();
    await expect(page).toHaveURL(/[?&]role=app(&|$)/);
    await expect(command(page)).toContainText('-S app');
    await expect(command(page)).toContainText('-q "$DB_HOST"');
    await expect(page.locator('article').getByText('DB_HOST', {exact: true})).toBeVisible();
    // A needed option cannot be turned off; an optional one can.
    await expect(form.getByRole('checkbox', {name: /^-q /})).toBeDisabled();
    await form.getByRole('checkbox', {name: /^-z /}).uncheck();
    await expect(command(page)).not.toContainText('-z');
    await form.getByRole('checkbox', {name: /^-L /}).check();
    await expect(command(page)).toContainText(`-L ${DEFAULT_DEPLOYMENT.port}`);

    await page.reload();
    await waitForHydration(page);
    await expect(builder(page).getByRole('radio', {name: /^Web App/})).toBeChecked();
    await expect(command(page)).toContainText('-L 443');
    await expect(command(page)).not.toContainText('-z');

    // The one-line form is the same command.
    const oneLine = page.locator('article pre').nth(1);
    await expect(oneLine).toContainText('sudo bash kasm_release/install.sh -S app -e -L 443 -q');

    // Offline adds the note that points to the bundle options.
    await builder(page)
      .getByRole('checkbox', {name: /no internet access/})
      .check();
    await expect(page).toHaveURL(/offline=1/);
    await expect(page.locator('article').getByText(/Offline host:/)).toBeVisible();
  });

  test('uses the reader’s deployment values and copies the command', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    await saveDeployment(page, {'Web App host name': 'desk.corp.example', 'Proxy port': '8443'});
    await expect(command(page)).toContainText('-m desk.corp.example');
    // A port other than 443 is passed from the start: every server must use it.
    await expect(command(page)).toContainText('-L 8443');

    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^read -rsp 'Manager token: ' KASM_MANAGER_TOKEN; echo\n\n/);
    expect(copied).toContain('-m desk.corp.example');
  });

  test('says why it cannot use an address, and shows the page’s role instead', async ({page}) => {
    await page.goto(`${PAGE}?role=mainframe`);
    await waitForHydration(page);
    await expect(
      page.getByRole('status').filter({hasText: 'names the role "mainframe"'}),
    ).toBeVisible();
    await expect(command(page)).toContainText('-S agent');

    await page.goto(`${PAGE}?role=agent&options=e,P`);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({hasText: 'does not take -P'})).toBeVisible();
  });

  test('passes axe in both colour modes', async ({page}) => {
    await page.goto(`${PAGE}?role=db&offline=1`);
    await waitForHydration(page);
    await expect(builder(page)).toBeVisible();
    expect(await axeBothModes(page, {include: 'article'})).toEqual([]);
  });
});

test.describe('Upgrade command builder', () => {
  const UPGRADE = FIXTURE_PAGES.upgradeCommandBuilder;

  test('writes the upgrader’s command, its options and the port note', async ({page}) => {
    await page.goto(UPGRADE);
    await waitForHydration(page);
    await expect(command(page)).toHaveText('sudo bash kasm_release/upgrade.sh');
    // No role to choose: the upgrade builder writes a single server's command.
    await expect(page.getByRole('group', {name: 'Role of this server'})).toHaveCount(0);
    await page.getByRole('checkbox', {name: /^-f /}).check();
    await expect(page).toHaveURL(/options=f/);
    await expect(command(page)).toContainText('upgrade.sh');
    await expect(command(page)).toContainText('-f');

    await saveDeployment(page, {'Proxy port': '8443'});
    await expect(page.locator('article').getByText(/Your deployment uses port/)).toContainText(
      '8443',
    );

    await page.goto(`${UPGRADE}?role=agent`);
    await waitForHydration(page);
    await expect(
      page.getByRole('status').filter({hasText: 'for the "agent" role of a multi-server'}),
    ).toBeVisible();
  });
});

test.describe('Install command builder without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows the options table and the page’s command', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('article pre').first()).toContainText('-S agent');
    const table = page.locator('article table').filter({hasText: 'Without it'});
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(10);
    await expect(page.getByRole('group', {name: 'Role of this server'})).toHaveCount(0);
  });
});
