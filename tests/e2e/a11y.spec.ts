/**
 * Accessibility: axe-core finds no WCAG 2.1 A or AA violation on the home, search and not-found
 * pages, and with the assistant dialog or the mobile sidebar open, in light and dark mode. Each
 * is checked with every A/AA rule in one mode, then switched with the navbar toggle and checked
 * again with the rules that depend on colours (lib/axe.ts).
 *
 * The chrome of a doc page (navbar, sidebar, table of contents, footer) is checked here on a page
 * of each tree; crawl.spec.ts checks the content of one page of each kind.
 */
import {assistant} from '../../config/product';
import {openInApp} from './lib/appPage';
import {axeBothModes, axeViolations, settle, toggleColourMode} from './lib/axe';
import {waitForHydration} from './lib/pageLoad';
import {RESULTS_COUNT} from './lib/search';
import {archivedVersionPaths} from '../lib/siteUrls';
import {EXPECTED_404, expect, test} from './fixtures';

// A page of the manual on purpose: axe runs over the manual (crawl.spec.ts over its content),
// and this page's chrome (sidebar, breadcrumbs, banners) is the manual's, in both trees.
const DOC_PAGE = '/docs/install/single_server_install';

test.use({trace: 'off'});

test('axe: home, search, not-found and a doc page of each tree in light and dark mode', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(120_000);
  allowConsoleError(EXPECTED_404);
  // The article of a doc page is crawl.spec.ts's (axe on the pages that hold every part of the
  // content); here its chrome: navbar, sidebar, breadcrumbs, banners, table of contents, footer.
  const DOC_CHROME = {exclude: 'article'};
  // The results pages are opened from the search page through the router, as a reader's search
  // does: the worker keeps the index it has loaded.
  const pages: [string, () => Promise<void>, {exclude?: string; inApp?: boolean}?][] = [
    ['/', async () => {}],
    ['/search', async () => {}],
    [
      '/search?q=install',
      () => expect(page.getByText(RESULTS_COUNT)).toBeVisible({timeout: 15_000}),
      {inApp: true},
    ],
    ['/search?q=agent~x', () => expect(page.getByRole('alert')).toBeVisible(), {inApp: true}],
    ['/docs/no/such/page', async () => {}],
    [DOC_PAGE, async () => {}, DOC_CHROME],
    [`/docs/develop${DOC_PAGE.slice('/docs'.length)}`, async () => {}, DOC_CHROME],
    [archivedVersionPaths[0], async () => {}],
  ];
  const problems: string[] = [];
  for (const [path, ready, {inApp = false, ...scope} = {}] of pages) {
    if (inApp) {
      await openInApp(page, path);
    } else {
      await page.goto(path);
      await waitForHydration(page);
    }
    await ready();
    problems.push(...(await axeBothModes(page, scope)).map((line) => `${path} ${line}`));
  }
  console.log(`a11y: ${pages.length} pages in both modes`);
  expect(problems).toEqual([]);
});

test('axe: the assistant dialog open, in light and dark mode', async ({page}) => {
  await page.goto(DOC_PAGE);
  await waitForHydration(page);
  const openButton = page.getByRole('button', {name: `Open ${assistant.name} assistant`});
  const dialog = page.getByRole('dialog', {name: assistant.name});
  const problems: string[] = [];
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark') await toggleColourMode(page);
    await openButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    for (const line of await axeViolations(page, {include: 'dialog'})) {
      problems.push(`[${mode}] ${line}`);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('axe: the mobile menu open, both panels, in light and dark mode', async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    const menu = page.locator('.navbar-sidebar');
    const openMenu = async () => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(menu.getByRole('link', {name: 'Getting Started'})).toBeVisible();
      await settle(page);
    };
    const problems: string[] = [];
    const check = async (label: string, colourOnly: boolean) => {
      for (const line of await axeViolations(page, {colourOnly, include: '.navbar-sidebar'})) {
        problems.push(`[${label}] ${line}`);
      }
    };

    await openMenu();
    await check('light, docs panel', false);
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'Issues'})).toBeVisible();
    await settle(page);
    await check('light, main panel', false);
    // The colour switch sits in the open menu on a phone.
    await toggleColourMode(page);
    await check('dark, main panel', true);
    await menu.getByRole('button', {name: /Close navigation bar/}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await openMenu();
    await check('dark, docs panel', true);
    expect(problems).toEqual([]);
  });
});
