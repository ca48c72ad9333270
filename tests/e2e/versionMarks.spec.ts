/**
 * Version marks (src/plugins/versionMarks): a develop page new in the coming release says so
 * under its title; a changed one says so and offers "Compare with <latest>", the lines that
 * differ; an unchanged page, and every page of the latest release, has no mark. A new page is a
 * fixture page (tests/lib/fixturePages.ts: none has a page in the latest release). A changed and
 * an unchanged page need a page in both trees, and the fixtures are develop pages only
 * (versioned_docs/ is the release itself): those are picked from the build's pages of the manual
 * by their mark, so the test follows the content and names no page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {versionMarksOptions} from '../../src/plugins/versionMarks/remarkVersionMarks';
import {builtHtmlFile} from '../lib/builtSite';
import {FIXTURE_PAGES} from '../lib/fixturePages';

import {expect, test} from './fixtures';
import {axeBothModes} from './lib/axe';

const {developDir: DEVELOP_DIR, ...releases} = versionMarksOptions();
const LATEST_VERSION = releases.latestRelease;
const LINE = releases.developRelease.split('.').slice(0, 2).join('.');

/** Develop pages addressed by their path (no slug or id of their own, not a folder index). */
function plainPages(): {file: string; route: string}[] {
  return readdirSync(DEVELOP_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)index\.mdx?$/.test(file))
    .filter((file) => !/^(slug|id):/m.test(readFileSync(path.join(DEVELOP_DIR, file), 'utf8')))
    .sort()
    .map((file) => ({file, route: `/docs/develop/${file.replace(/\.mdx?$/, '')}`}));
}

/**
 * A develop page of each kind, as the build marked it (the unit tests check how the comparison
 * decides; here the browser shows what the build decided).
 */
function pageOfKind(kind: 'changed' | 'same') {
  for (const page of plainPages()) {
    const file = builtHtmlFile(page.route);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    const found = html.includes(`>Changed in ${LINE}<`)
      ? 'changed'
      : html.includes(`>New in ${LINE}<`)
        ? 'new'
        : 'same';
    if (found === kind) return page;
  }
  throw new Error(`no develop page is ${kind}`);
}

test('a changed develop page says so and compares its text with the latest release', async ({
  page,
}) => {
  const {route} = pageOfKind('changed');
  await page.goto(route);
  const article = page.locator('article');
  await expect(article.getByText(`Changed in ${LINE}`, {exact: true})).toBeVisible();
  // The mark comes right under the title and its row of tools (the version badge), before the
  // text.
  const titleBox = await article.getByRole('heading', {level: 1}).boundingBox();
  const badgeBox = await article.locator('.theme-doc-version-badge').boundingBox();
  const markBox = await article.getByText(`Changed in ${LINE}`, {exact: true}).boundingBox();
  expect(markBox!.y).toBeGreaterThan(badgeBox!.y);
  expect(markBox!.y - (titleBox!.y + titleBox!.height)).toBeLessThan(100);
  const firstParagraph = await article.locator('.theme-doc-markdown > p').first().boundingBox();
  expect(markBox!.y).toBeLessThan(firstParagraph!.y);

  const compare = article.getByText(`Compare with ${LATEST_VERSION}`);
  const changes = article.locator('.version-mark ol');
  await expect(changes).toBeHidden();
  await compare.click();
  await expect(changes).toBeVisible();
  expect(await changes.locator('ins, del').count()).toBeGreaterThan(0);
  // The reader's text, not its Markdown: no emphasis markers, link syntax or table pipes.
  const text = await changes.innerText();
  expect(text).not.toMatch(/\*\*|\]\(|^\s*\|.*\|\s*$|^#{1,6} /m);
  // Readable in both colour modes, open.
  expect(await axeBothModes(page, {include: '.version-mark'})).toEqual([]);
});

test('a new develop page says so, with nothing to compare', async ({page}) => {
  await page.goto(FIXTURE_PAGES.pageContent);
  const article = page.locator('article');
  await expect(article.locator('.version-mark').getByText(`New in ${LINE}`)).toBeVisible();
  await expect(article.getByText(`Compare with ${LATEST_VERSION}`)).toHaveCount(0);
});

test('an unchanged develop page and the latest release have no mark', async ({page}) => {
  const changed = pageOfKind('changed');
  for (const route of [
    pageOfKind('same').route,
    changed.route.replace('/docs/develop/', '/docs/'),
  ]) {
    await page.goto(route);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.version-mark')).toHaveCount(0);
  }
});
