/**
 * Code blocks are highlighted when the site is built (src/plugins/codeHighlighting): the page
 * arrives with its tokens and loads no highlighter, and the copy button, titles, highlighted
 * lines and both colour modes work as they did when Prism ran in the browser. A block with a
 * magic comment is still highlighted in the browser, with Prism loaded for that page only.
 * The blocks are the fixture pages' (tests/lib/fixturePages.ts), not the manual's.
 */
import type {Page, Response} from '@playwright/test';

import {codeHighlighting} from '../../config/prism';
import {FIXTURE_PAGES} from '../lib/fixturePages';
import {expect, test} from './fixtures';
import {waitForHydration} from './lib/pageLoad';

/** Every block highlighted by the build, titled nginx blocks among them. */
const CODE_PAGE = FIXTURE_PAGES.codeBlocks;
/** Blocks with magic comments, left to Prism in the browser. */
const MAGIC_COMMENT_PAGE = FIXTURE_PAGES.magicComments;

/** A name of Prism's own tokenizer hooks: it is in Prism's code and in no other script here. */
const PRISM_SIGNATURE = 'before-tokenize';

/** The scripts a page loads until it has hydrated and the network is idle, with their text. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const responses: Response[] = [];
  const watch = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', watch);
  await page.goto(url);
  // Until the page has hydrated, and what that started has loaded.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  page.off('response', watch);
  return Promise.all(responses.map((response) => response.text()));
}

test('a doc page arrives with its code highlighted and loads no highlighter', async ({
  page,
  request,
}) => {
  // The page as the server sends it, before any script runs.
  const html = await (await request.get(CODE_PAGE)).text();
  expect(html).toMatch(/<pre[^>]*class="?[^">]*language-bash/);
  expect(html).toMatch(/<span class="?token function[^">]*"?>sudo<\/span>/);

  const scripts = await scriptsOf(page, CODE_PAGE);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((text) => text.includes(PRISM_SIGNATURE))).toEqual([]);
  await expect(page.locator('pre.language-bash .token.function').first()).toBeVisible();
});

test('the build highlights every language of config/prism.ts', async ({request}) => {
  const html = await (await request.get(CODE_PAGE)).text();
  for (const language of codeHighlighting.additionalLanguages ?? []) {
    // The block's <pre> holds token spans the server wrote, for each language Prism is given.
    const pre = new RegExp(
      `<pre[^>]*class="?[^">]*language-${language}[^>]*>[\\s\\S]*?<span class="?token `,
    );
    expect(html, language).toMatch(pre);
  }
});

test('the copy button copies the text of the block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CODE_PAGE);
  // The button is in the server's HTML; its click handler only once React has hydrated the page.
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'install.sh'}).first();
  const text = await block.locator('code').innerText();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('install.sh');
  expect(copied.trim()).toBe(text.trim());
});

/** WCAG contrast of two `rgb(...)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const channel = (value: number) => {
      const v = value / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The distinct token colours of the HTTPS server block and its background. */
async function tokenColours(page: Page) {
  return page
    .locator('.theme-code-block')
    .filter({hasText: '/etc/nginx/conf.d/kasm-https.conf'})
    .locator('pre.language-nginx')
    .evaluate((pre) => {
      const colours = new Set(
        Array.from(pre.querySelectorAll('.token')).map((token) => getComputedStyle(token).color),
      );
      return {colours: [...colours], background: getComputedStyle(pre).backgroundColor};
    });
}

test('token colours follow the colour mode and stay readable in both', async ({page}) => {
  await page.goto(CODE_PAGE);
  const light = await tokenColours(page);
  // Directives, variables and comments (the block's kinds of token) are told apart by colour.
  expect(light.colours.length).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await tokenColours(page);
  expect(dark.background).not.toBe(light.background);
  expect(dark.colours.length).toBeGreaterThanOrEqual(3);
  expect(dark.colours.filter((colour) => light.colours.includes(colour))).toEqual([]);

  for (const {colours, background} of [light, dark]) {
    for (const colour of colours) {
      expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  }
});

test('a block shows the title written in its metastring', async ({page}) => {
  await page.goto(CODE_PAGE);
  const block = page.locator('.theme-code-block').filter({has: page.locator('pre.language-nginx')});
  await expect(block.first()).toContainText('/etc/nginx/conf.d/kasm-http.conf');
  await expect(block.first().locator('pre')).not.toContainText('/etc/nginx/conf.d/kasm-http.conf');
});

test('a magic comment highlights its line; Prism loads for that page only', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const prismLoaded = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' &&
      (await response.text()).includes(PRISM_SIGNATURE),
  );
  await page.goto(MAGIC_COMMENT_PAGE);
  await prismLoaded;

  const block = page.locator('.theme-code-block').filter({hasText: 'return 301'});
  const highlighted = block.locator('.theme-code-block-highlighted-line');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toHaveText('    server_name kasm.example.com;');
  // The comment that asks for it is not shown, nor copied.
  await expect(block).not.toContainText('highlight-next-line');
  await expect(block.locator('.token').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('server_name kasm.example.com;');
  expect(copied).not.toContain('highlight-next-line');
});
