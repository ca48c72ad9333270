/**
 * Accessibility: axe-core finds no WCAG 2.1 A or AA violation on the home, search and not-found
 * pages, on a doc page of each kind, and with the assistant dialog or the mobile sidebar open, in
 * light and dark mode. Each is checked with every A/AA rule in one mode, then switched with the
 * navbar toggle and checked again with the rules that depend on colours (lib/axe.ts). That
 * covers the navbar, sidebar, footer and every shared component in both modes.
 *
 * Every page of the latest tree: A11Y_ALL_PAGES=1 runs axe on each during the crawl
 * (crawl.spec.ts, light and dark by turns, about 5 more minutes), and A11Y_BOTH_MODES=1 adds the
 * slices below, every latest page in both modes (about 15 more minutes). Run them for a release
 * or a theme change; npm test leaves them out to stay well under 30 minutes.
 */
import type {Page} from '@playwright/test';

import {assistant} from '../../config/product';
import {axeViolations, settle, toggleColourMode} from './lib/axe';
import {waitForHydration} from './lib/pageLoad';
import {latestTreePaths, slice} from './lib/siteUrls';
import {EXPECTED_404, expect, test} from './fixtures';

const SLICES = 6;
/** Every latest page in both modes (see above). */
const BOTH_MODES = process.env.A11Y_BOTH_MODES === '1';
const DOC_PAGE = '/docs/install/single_server_install';

test.use({trace: 'off'});

/** Checks the page in its current mode, switches mode, checks the colours again. */
async function checkBothModes(page: Page, label: string, problems: string[]): Promise<number> {
  const first = (await page.locator('html').getAttribute('data-theme')) ?? 'light';
  for (const line of await axeViolations(page)) problems.push(`${label} [${first}] ${line}`);
  const second = await toggleColourMode(page);
  for (const line of await axeViolations(page, {colourOnly: true})) {
    problems.push(`${label} [${second}] ${line}`);
  }
  return 2;
}

if (BOTH_MODES) {
  for (let index = 0; index < SLICES; index += 1) {
    test(`axe ${index + 1}/${SLICES}: latest pages in light and dark mode`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(600_000);
      // These pages never open the assistant; request interception would slow every load.
      await context.unrouteAll();
      const all = await latestTreePaths(request);
      const paths = slice(all, index, SLICES);
      const problems: string[] = [];
      let runs = 0;
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        runs += await checkBothModes(page, path, problems);
      }
      console.log(
        `a11y ${index + 1}/${SLICES}: ${paths.length} of ${all.length} latest pages, ${runs} axe runs`,
      );
      expect(problems).toEqual([]);
      expect(paths.length).toBeGreaterThan(0);
    });
  }
}

/** A latest page of each kind: code and tabs, long tables, definitions, a task list, a diagram,
 * release notes, API reference, questions and answers. */
const PAGE_KINDS = [
  '/docs/install/single_server_install',
  '/docs/guide/settings',
  '/docs/glossary',
  '/docs/upgrade/',
  '/docs/guide/system_architecture',
  '/docs/release_notes/1.18.0',
  '/docs/developers/developer_api',
  '/docs/FAQ',
];

test('axe: a doc page of each kind in light and dark mode', async ({page, context}) => {
  test.setTimeout(180_000);
  await context.unrouteAll();
  const problems: string[] = [];
  let runs = 0;
  for (const path of PAGE_KINDS) {
    await page.goto(path);
    await waitForHydration(page);
    runs += await checkBothModes(page, path, problems);
  }
  console.log(`a11y: ${PAGE_KINDS.length} doc pages of different kinds, ${runs} axe runs`);
  expect(problems).toEqual([]);
});

test('axe: home, search and not-found pages in light and dark mode', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(120_000);
  allowConsoleError(EXPECTED_404);
  const pages: [string, () => Promise<void>][] = [
    ['/', async () => {}],
    ['/search', async () => {}],
    [
      '/search?q=install',
      () => expect(page.getByText(/\d+ documents? found/)).toBeVisible({timeout: 15_000}),
    ],
    ['/search?q=agent~x', () => expect(page.getByRole('alert')).toBeVisible()],
    ['/docs/no/such/page', async () => {}],
  ];
  const problems: string[] = [];
  let runs = 0;
  for (const [path, ready] of pages) {
    await page.goto(path);
    await waitForHydration(page);
    await ready();
    runs += await checkBothModes(page, path, problems);
  }
  console.log(`a11y: ${pages.length} home, search and not-found pages, ${runs} axe runs`);
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
    for (const line of await axeViolations(page)) problems.push(`[${mode}] ${line}`);
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
      for (const line of await axeViolations(page, {colourOnly}))
        problems.push(`[${label}] ${line}`);
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
