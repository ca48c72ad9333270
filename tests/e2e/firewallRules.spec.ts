/**
 * Firewall rules by topology (src/plugins/deployment/theme/FirewallRules, NetworkConnections): a
 * reader groups roles into hosts and gets each host's inbound rules with ufw and firewalld
 * commands on their port; the hosts stay in the address across reloads; Copy copies a host's
 * commands; an address the planner cannot use gets a message; without JavaScript the table of
 * connections is there; axe finds nothing in either colour mode.
 */
import type {Page} from '@playwright/test';

import {FIXTURE_PAGES} from '../lib/fixturePages';
import {axeBothModes} from './lib/axe';
import {saveDeployment} from './lib/deployment';
import {waitForHydration} from './lib/pageLoad';
import {expect, test} from './fixtures';

const PAGE = FIXTURE_PAGES.firewallRules;

function host(page: Page, n: number) {
  return page.getByRole('group', {name: `Host ${n} runs`});
}

function result(page: Page, name: RegExp) {
  return page.getByRole('region', {name});
}

test.describe('Firewall rules', () => {
  test('lists each host’s rules and keeps the hosts in the address', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    // One host per role to start with: the database takes 5432 from the Web Apps only.
    const database = result(page, /^Host 2: Database$/);
    await expect(database.locator('pre').first()).toHaveText(
      'sudo ufw allow from "$WEB_APP_NET" to any port 5432 proto tcp',
    );
    await expect(database.getByText('WEB_APP_NET', {exact: true}).first()).toBeVisible();

    // Put the database on the Web App's host: its rule goes, since nothing leaves the host.
    await host(page, 1).getByRole('checkbox', {name: 'Database'}).check();
    await host(page, 2).getByRole('checkbox', {name: 'Database'}).uncheck();
    await expect(page).toHaveURL(/hosts=web_app(%2B|\+)database%2Cagent%2Cconnection_proxy/);
    await expect(result(page, /^Host 1: Web App, Database$/)).toContainText(
      'sudo ufw allow 443/tcp',
    );
    await expect(page.getByText('5432 proto tcp')).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await expect(host(page, 1).getByRole('checkbox', {name: 'Database'})).toBeChecked();
    await expect(page.getByRole('group', {name: /^Host \d runs$/})).toHaveCount(3);

    // A preset replaces the hosts.
    await page.getByRole('button', {name: 'Single server'}).click();
    await expect(page.getByRole('group', {name: /^Host \d runs$/})).toHaveCount(1);
    const firewalld = result(page, /^Host 1:/)
      .locator('pre')
      .nth(1);
    await expect(firewalld).toContainText('sudo firewall-cmd --permanent --add-port=443/tcp');
    await expect(firewalld).toContainText('sudo firewall-cmd --reload');
  });

  test('uses the reader’s port and copies a host’s commands', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    await saveDeployment(page, {'Proxy port': '8443'});

    const agent = result(page, /^Host 3: Agent$/);
    await expect(agent.locator('pre').first()).toHaveText(
      'sudo ufw allow from "$WEB_APP_NET" to any port 8443 proto tcp',
    );
    const block = agent.locator('.theme-code-block').nth(1);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'sudo firewall-cmd --permanent --add-rich-rule="rule family=ipv4 source address=$WEB_APP_NET port port=8443 protocol=tcp accept"\nsudo firewall-cmd --reload',
    );
  });

  test('says why it cannot use an address', async ({page}) => {
    await page.goto(`${PAGE}?hosts=web_app+mainframe`);
    await waitForHydration(page);
    await expect(
      page.getByRole('status').filter({hasText: '"mainframe", which is not a role'}),
    ).toBeVisible();
    await expect(page.getByRole('group', {name: /^Host \d runs$/})).toHaveCount(4);
  });

  test('passes axe in both colour modes', async ({page}) => {
    await page.goto(
      `${PAGE}?hosts=web_app%2Cdatabase%2Cagent%2Cdedicated_proxy&windows=1&targets=1`,
    );
    await waitForHydration(page);
    await expect(result(page, /^Host 4: Dedicated proxy$/)).toBeVisible();
    expect(await axeBothModes(page, {include: 'article'})).toEqual([]);
  });
});

test.describe('Firewall rules without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('show the table of connections', async ({page}) => {
    await page.goto(PAGE);
    const table = page.locator('article table').filter({hasText: 'Why'});
    await expect(table.locator('tbody tr').filter({hasText: '5432'})).toContainText(
      'Application data',
    );
    await expect(page.getByRole('group', {name: /^Host \d runs$/})).toHaveCount(0);
  });
});
