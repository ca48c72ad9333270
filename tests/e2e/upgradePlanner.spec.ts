/**
 * The upgrade planner (upgrade/planner in the latest and develop trees) and the release-notes
 * feeds (src/plugins/releaseNotes): the planner lists every release without JavaScript; a
 * release chosen in its menu narrows the list to the later releases and goes into the address;
 * a shared address opens with that choice; a wrong one says so. Every page's head announces its
 * own tree's feeds, the release notes index links them, and they answer as feeds.
 */
import type {Page} from '@playwright/test';

import {FIXTURE_PAGES} from '../lib/fixturePages';
import {expect, test} from './fixtures';

// The planner's pages and the release notes on purpose: the planner and the feeds are built from
// the manual's release notes (release_notes/<x.y.z>.md of each tree), which no fixture can stand
// in for, and the planner is a page of the manual itself.
const LATEST = '/docs/upgrade/planner';
const DEVELOP = '/docs/develop/upgrade/planner';
const isNginx = process.env.E2E_HOST === 'nginx';

/** The releases the planner lists, in page order. */
async function listedReleases(page: Page): Promise<string[]> {
  const headings = page
    .locator('article')
    .getByRole('heading', {level: 2, name: /^Kasm Workspaces \d+\.\d+\.\d+$/});
  return (await headings.allInnerTexts()).map((text) => text.replace('Kasm Workspaces ', ''));
}

/** The planner's summary line (the page has other, empty status regions). */
function plannerStatus(page: Page) {
  return page.getByRole('status').filter({hasText: /\brelease/});
}

/** The planner's menu, once the page has hydrated (the menu is drawn only in the browser). */
function releaseMenu(page: Page) {
  return page.getByLabel('The release you run');
}

test.describe('Upgrade planner', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('lists every release of the tree, oldest first, with its notes', async ({page}) => {
      await page.goto(LATEST);
      const releases = await listedReleases(page);
      expect(releases[0]).toBe('1.2.0');
      expect(releases.at(-1)).toBe('1.18.0');
      expect(releases).toHaveLength(19);
      await expect(plannerStatus(page)).toHaveText(
        'Every release up to 1.18.0, oldest first: 19 releases.',
      );
      const release = page.locator('section', {
        has: page.getByRole('heading', {name: 'Kasm Workspaces 1.18.0'}),
      });
      await expect(release.getByRole('heading', {name: 'Breaking changes'})).toBeVisible();
      // The note is rendered from its Markdown: inline code is code, not backticks.
      const note = release.getByRole('listitem').filter({hasText: /use systemctl to stop/});
      await expect(note).toBeVisible();
      await expect(note.locator('code').first()).toHaveText('systemctl');
      await expect(release.getByRole('link', {name: 'Single server upgrade'})).toHaveAttribute(
        'href',
        '/docs/upgrade/single_server_upgrade',
      );
      await expect(releaseMenu(page)).toHaveCount(0);
    });

    test('every item stands alone: none points above or below it', async ({page}) => {
      // The planner shows items out of their page, so "the rollback above" would point at
      // nothing. The content check docs-release-note-items keeps the source clean.
      for (const planner of [LATEST, DEVELOP]) {
        await page.goto(planner);
        const items = await page.locator('article section li').allInnerTexts();
        expect(items.length, planner).toBeGreaterThan(50);
        expect(items.filter((text) => /\b(above|below)\b/i.test(text))).toEqual([]);
      }
    });
  });

  test('choosing a release narrows the list and keeps the choice in the address', async ({
    page,
  }) => {
    await page.goto(LATEST);
    await releaseMenu(page).selectOption('1.16.0');
    await expect(page).toHaveURL(/\/docs\/upgrade\/planner\?from=1\.16\.0$/);
    await expect(plannerStatus(page)).toHaveText(
      'From 1.16.0 to 1.18.0: 3 releases, oldest first.',
    );
    expect(await listedReleases(page)).toEqual(['1.16.1', '1.17.0', '1.18.0']);

    await releaseMenu(page).selectOption('');
    await expect(page).toHaveURL(/\/docs\/upgrade\/planner$/);
    expect(await listedReleases(page)).toHaveLength(19);
  });

  test('a shared address opens with its choice, in each tree', async ({page}) => {
    await page.goto(`${DEVELOP}?from=1.17.0`);
    await expect(releaseMenu(page)).toHaveValue('1.17.0');
    expect(await listedReleases(page)).toEqual(['1.18.0', '1.19.0']);
    await expect(plannerStatus(page)).toHaveText(
      'From 1.17.0 to 1.19.0: 2 releases, oldest first.',
    );

    await page.goto(`${LATEST}?from=1.17.0`);
    await expect(releaseMenu(page)).toHaveValue('1.17.0');
    expect(await listedReleases(page)).toEqual(['1.18.0']);
  });

  test('a release that is not in the list is named in a message', async ({page}) => {
    await page.goto(`${LATEST}?from=1.19.0`);
    await expect(page.getByRole('alert')).toHaveText(
      '“1.19.0” is not a release before 1.18.0. Choose the release you run from the menu; until then every release is listed.',
    );
    await expect(releaseMenu(page)).toHaveValue('');
    expect(await listedReleases(page)).toHaveLength(19);

    await page.goto(`${LATEST}?from=1.18.0`);
    await expect(plannerStatus(page)).toHaveText(
      'You run 1.18.0 already: there is no release to upgrade through.',
    );
    expect(await listedReleases(page)).toEqual([]);
  });
});

test.describe('Release-notes feeds', () => {
  test("every page's head names its own tree's feeds", async ({page}) => {
    const cases = [
      [FIXTURE_PAGES.index, '/docs/develop/release_notes/'],
      ['/docs/', '/docs/release_notes/'],
      ['/', '/docs/release_notes/'],
      ['/docs/1.17.0/', '/docs/release_notes/'],
    ];
    for (const [pagePath, feedFolder] of cases) {
      await page.goto(pagePath);
      for (const [type, file] of [
        ['application/atom+xml', 'atom.xml'],
        ['application/rss+xml', 'rss.xml'],
      ]) {
        const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
        await expect(link, pagePath).toHaveCount(1);
        await expect(link, pagePath).toHaveAttribute('href', `${feedFolder}${file}`);
      }
    }
  });

  test('the release notes index links its feeds, which answer as feeds', async ({
    page,
    request,
  }) => {
    for (const folder of ['/docs/release_notes/', '/docs/develop/release_notes/']) {
      await page.goto(folder);
      const article = page.locator('article');
      for (const [name, file, type] of [
        ['Atom feed', 'atom.xml', 'application/atom+xml'],
        ['RSS feed', 'rss.xml', 'application/rss+xml'],
      ]) {
        const href = await article.getByRole('link', {name}).getAttribute('href');
        expect(href).toBe(`${folder}${file}`);
        const response = await request.get(href!);
        expect(response.status(), href!).toBe(200);
        // deploy/nginx.conf gives the feeds their own types; other servers say XML.
        if (isNginx) expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
        expect(await response.text()).toContain(file === 'atom.xml' ? '<feed' : '<rss');
      }
    }
  });
});
