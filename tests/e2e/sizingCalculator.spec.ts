/**
 * The sizing calculator (src/plugins/deployment/theme/SizingCalculator): a reader enters their
 * peak sessions, what a session asks for and an agent's size, and gets the sessions per agent,
 * what limits it and the number of agents; the values stay in the address across reloads; a value
 * it cannot use gets a message on its field; without JavaScript the example's result is there;
 * axe finds nothing in either colour mode.
 */
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {axeBothModes} from './lib/axe';
import {waitForHydration} from './lib/pageLoad';
import {expect, test} from './fixtures';

const PAGE = FIXTURE_PAGES.sizingCalculator;

test.describe('Sizing calculator', () => {
  test('sizes the agents from the reader’s numbers and keeps them in the address', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const result = page.locator('article [aria-live="polite"]');
    await expect(result).toContainText('8 sessions per agent');
    await expect(result).toContainText('Its cores limit it');

    await page.getByLabel('Cores of an agent').fill('64');
    await page.getByLabel('Memory of an agent (GB)').fill('32');
    await page.getByLabel('Concurrent sessions at peak').fill('40');
    await expect(result).toContainText('Its memory limits it');
    await expect(result).toContainText('11 sessions per agent');
    await expect(result).toContainText('you need 4 agents, 5 with 1 spare');
    await expect(page).toHaveURL(/sessions=40/);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Cores of an agent')).toHaveValue('64');
    await expect(result).toContainText('11 sessions per agent');
  });

  test('refuses a value it cannot use, on its field', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const field = page.getByLabel('Memory of an agent (GB)');
    await field.fill('64 GB');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/without units/);
    // The result keeps the last value it could use.
    await expect(page.locator('article [aria-live="polite"]')).toContainText('by memory (64 ÷');

    await page.getByLabel('Cores of an agent').fill('1');
    await expect(page.locator('article [aria-live="polite"]')).toContainText('fits no session');

    await page.goto(`${PAGE}?sessions=lots`);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({hasText: 'cannot use (sessions)'})).toBeVisible();
  });

  test('passes axe in both colour modes', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByLabel('Spare agents').fill('-1');
    await expect(page.getByLabel('Spare agents')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeBothModes(page, {include: 'article'})).toEqual([]);
  });
});

test.describe('Sizing calculator without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows the result for the page’s example', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('article')).toContainText('8 sessions per agent');
    await expect(page.getByLabel('Cores of an agent')).toHaveCount(0);
  });
});
