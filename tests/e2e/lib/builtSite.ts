/**
 * The production build under test, read from disk when the suite is collected, so that each URL
 * can be its own test (Playwright needs the list of tests before any server answers). The
 * build is the one the web server of playwright.config.ts serves: build/, or DOCS_BUILD_DIR.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {findAll, getAttributeValue} from 'domutils';
import {parseDocument} from 'htmlparser2';

import {DEVELOP_PATH, DOCS_BASE} from '../../../config/versions';

export const BUILD_DIR = path.resolve(__dirname, '../../..', process.env.DOCS_BUILD_DIR ?? 'build');

function readBuilt(file: string): string {
  const full = path.join(BUILD_DIR, file);
  if (!existsSync(full)) {
    throw new Error(`${full} is missing: run the production build (npm run build) first.`);
  }
  return readFileSync(full, 'utf8');
}

/** Paths of every page in the built sitemap (its absolute URLs become paths). */
export function builtSitemapPaths(): string[] {
  const paths = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  if (paths.length === 0) throw new Error('The built sitemap.xml lists no page');
  return paths;
}

/** The HTML file the build wrote for a page path, or undefined. */
function builtHtml(pagePath: string): string | undefined {
  const candidates = pagePath.endsWith('/')
    ? [`${pagePath}index.html`]
    : [`${pagePath}.html`, `${pagePath}/index.html`];
  const file = candidates.find((candidate) => existsSync(path.join(BUILD_DIR, candidate)));
  return file && readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

/** A doc page's rendered Markdown, with the develop tree's addresses made the latest tree's. */
function renderedContent(html: string): string | undefined {
  const start = html.indexOf('theme-doc-markdown');
  if (start < 0) return undefined;
  const end = html.indexOf('theme-doc-footer', start);
  return html
    .slice(start, end < 0 ? undefined : end)
    .replaceAll(`${DOCS_BASE}/${DEVELOP_PATH}/`, `${DOCS_BASE}/`)
    .replaceAll(`${DOCS_BASE}/${DEVELOP_PATH}"`, `${DOCS_BASE}/"`);
}

/**
 * Whether a develop-tree page renders the same content as its latest-tree page (only the
 * version in its addresses differs): a browser visit of the latest page then covers it.
 */
export function rendersLikeLatest(developPath: string): boolean {
  const latestPath = developPath.replace(`${DOCS_BASE}/${DEVELOP_PATH}`, DOCS_BASE);
  const [develop, latest] = [developPath, latestPath].map((page) => {
    const html = builtHtml(page);
    return html && renderedContent(html);
  });
  return develop !== undefined && develop === latest;
}

/**
 * The kinds of content a page's <main> holds: its element names and the classes of the theme's
 * components (admonitions, tabs, code blocks, details, tables of contents…). Pages with the same
 * signature are built from the same parts, so axe-core finding none of its problems on one of
 * them says the same of the parts of the others; what differs from page to page (alt texts, link
 * texts, ids) is checked on every page's HTML in crawl.spec.ts.
 */
export function contentSignature(pagePath: string): string {
  const html = builtHtml(pagePath);
  if (!html) return `missing ${pagePath}`;
  const main = findAll((node) => node.name === 'main', parseDocument(html).children)[0];
  if (!main) return 'no main';
  const parts = new Set<string>();
  for (const element of findAll(() => true, [main])) {
    parts.add(element.name);
    for (const name of (getAttributeValue(element, 'class') ?? '').split(/\s+/)) {
      if (COMPONENT_CLASS.test(name)) parts.add(name.replace(/_[A-Za-z0-9-]{4,}$/, ''));
    }
  }
  return [...parts].sort().join(' ');
}

/** Class names that say which theme component an element is (CSS-module hashes dropped). */
const COMPONENT_CLASS =
  /^(theme-|alert|tabs|admonition|codeBlock|details|table-of-contents|pagination|badge|card|mermaid)/;
