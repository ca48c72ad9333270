/**
 * The site for AI tools (src/plugins/markdownExport and src/plugins/markdownExport/client/PageActions): each doc
 * page names its Markdown in the head and the Markdown answers; "Copy page" puts that Markdown
 * on the clipboard, by pointer and by keyboard, and says so; a failure is said too; "Ask KasmGPT"
 * opens the assistant; every address that /llms.txt and /docs/develop/llms.txt list answers, and
 * the llms-full files hold no MDX.
 */
import type {APIRequestContext} from '@playwright/test';

import {assistant, product} from '../../config/product';
import {proseOutsideCode} from '../../src/plugins/markdownExport/markdownProse';
import {versionMarksOptions} from '../../src/plugins/versionMarks/remarkVersionMarks';
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {expect, test} from './fixtures';

/**
 * The fixture page with every kind of Markdown a page of the manual is made of (admonitions, a
 * table, a task list, release variables, links, an image): docs/_fixtures/page-content.md.
 */
const PAGE = FIXTURE_PAGES.pageContent;
/** The release the develop tree describes, which the export writes for `{{release}}`. */
const DEVELOP_RELEASE = versionMarksOptions().developRelease;
const LLMS_FILES = ['/llms.txt', '/docs/develop/llms.txt'];
const FULL_FILES = ['/llms-full.txt', '/docs/develop/llms-full.txt'];
/** The published site: llms.txt names pages by their public address. */
const SITE_ORIGIN = new URL(product.siteUrl).origin;

/** The Markdown links of an llms.txt, as paths; each must be an address on the site itself. */
function listedPaths(text: string): string[] {
  return [...text.matchAll(/\]\((\S+?)\)/g)].map(([, address]) => {
    const url = new URL(address);
    expect(url.origin, address).toBe(SITE_ORIGIN);
    return url.pathname;
  });
}

async function markdownOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response;
}

test.describe('Markdown for AI tools', () => {
  test(
    'a doc page links its Markdown version, which answers with the page',
    {tag: '@smoke'},
    async ({page, request}) => {
      await page.goto(PAGE);
      const title = await page.locator('article h1').first().innerText();
      const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(alternate).toHaveCount(1);
      const href = (await alternate.getAttribute('href'))!;
      expect(new URL(href, page.url()).pathname).toBe(`${PAGE}.md`);

      const response = await markdownOf(request, `${PAGE}.md`);
      expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
      const markdown = await response.text();
      expect(markdown.split('\n')[0]).toBe(`# ${title}`);
      expect(proseOutsideCode(markdown)).not.toMatch(/^:::|\{\{|^import |<[A-Z]/m);
      // Release variables filled in, in prose and in code; the table and the task list kept.
      expect(markdown).toContain(`release ${DEVELOP_RELEASE} of the develop tree`);
      expect(markdown).toContain(`echo "Kasm Workspaces ${DEVELOP_RELEASE}"`);
      expect(markdown).toMatch(/^\| `fixture_name` \| string \|/m);
      expect(markdown).toMatch(/^- \[x\] A task that is done/m);
    },
  );

  test('Copy page copies the Markdown by pointer and by keyboard, and says so', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const expected = await (await markdownOf(request, `${PAGE}.md`)).text();
    await page.goto(PAGE);
    const copy = page.getByRole('button', {name: 'Copy page'});
    const status = page.getByRole('status').filter({hasText: 'Copied as Markdown'});

    await copy.click();
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await expect(status).toBeHidden({timeout: 6_000});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('a copy that fails says why, and the page stays usable', async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/Failed to load resource/);
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto(PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'Could not copy'})).toContainText(
      'HTTP 503',
    );
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the page actions sit on the breadcrumbs row at 1280 px, clear of the title', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(PAGE);
    const actions = page.getByRole('button', {name: 'Copy page'});
    const title = page.locator('article h1').first();
    await expect(actions).toBeVisible();
    const [buttonBox, titleBox] = [(await actions.boundingBox())!, (await title.boundingBox())!];
    // The title never runs under the buttons.
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(titleBox.y);
    const crumbs = (await page.locator('.theme-doc-breadcrumbs').boundingBox())!;
    expect(buttonBox.y).toBeLessThan(crumbs.y + crumbs.height);
    // Nothing shortens its lines: "Page content" fits on one at this width.
    const lineHeight = await title.evaluate((h1) => parseFloat(getComputedStyle(h1).lineHeight));
    expect(titleBox.height).toBeLessThan(1.5 * lineHeight);
  });

  test('the page actions sit on their own row under the title at 390 px', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(PAGE);
    const actions = page.getByRole('button', {name: 'Copy page'});
    const title = page.locator('article h1').first();
    await expect(actions).toBeVisible();
    const [buttonBox, titleBox] = [(await actions.boundingBox())!, (await title.boundingBox())!];
    // The title comes first on a phone; the buttons follow it, one tap away.
    expect(buttonBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    expect(buttonBox.y + buttonBox.height).toBeLessThan(800);
  });

  test('Ask KasmGPT opens the assistant', async ({page}) => {
    await page.goto(PAGE);
    const dialog = page.getByRole('dialog', {name: assistant.name});
    await expect(dialog).toBeHidden();
    await page.getByRole('button', {name: `Ask ${assistant.name}`}).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(1);
  });

  for (const file of LLMS_FILES) {
    test(`every page listed in ${file} answers`, async ({request}) => {
      test.setTimeout(120_000);
      const response = await markdownOf(request, file);
      const text = await response.text();
      expect(text).toMatch(/^# /);
      const paths = [...new Set(listedPaths(text))];
      expect(paths.length).toBeGreaterThan(50);
      const failed: string[] = [];
      for (const path of paths) {
        const answer = await request.get(path);
        if (answer.status() !== 200) failed.push(`${path} answered ${answer.status()}`);
      }
      console.log(`${file}: ${paths.length} listed addresses, ${failed.length} failed`);
      expect(failed).toEqual([]);
    });
  }

  for (const file of FULL_FILES) {
    test(`${file} is the whole tree as clean Markdown`, async ({request}) => {
      test.setTimeout(120_000);
      const text = await (await markdownOf(request, file)).text();
      expect(text.length).toBeGreaterThan(100_000);
      // Page by page (llmsTxt.ts joins pages with a rule before each page's title and Source
      // line): the parser is far slower on one 2 MB document than on its pages one at a time.
      const prose = text
        .split(/\n\n---\n\n(?=# [^\n]*\n\nSource: )/)
        .map(proseOutsideCode)
        .join('\n');
      const leftovers = prose
        .split('\n')
        .filter((line) => /^(import|export) |^\s*:::|\{\{|<\/?[A-Z][A-Za-z]*[\s/>]/.test(line));
      expect(leftovers).toEqual([]);
    });
  }
});
