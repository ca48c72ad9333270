/**
 * The production build under test, read from disk: by the checks of the built files
 * (tests/build), and by the browser tests when the suite is collected, so that each URL can be
 * its own test (Playwright needs the list of tests before any server answers). The build is the
 * one the web server of playwright.config.ts serves: build/, or DOCS_BUILD_DIR.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {findAll, getAttributeValue} from 'domutils';
import {isTag, type Element} from 'domhandler';
import {parseDocument} from 'htmlparser2';

import {DEVELOP_PATH, DOCS_BASE} from '../../config/versions';

export const BUILD_DIR = path.resolve(__dirname, '../..', process.env.DOCS_BUILD_DIR ?? 'build');

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

/** The HTML file the build wrote for a page path (absolute), or undefined. */
export function builtHtmlFile(pagePath: string): string | undefined {
  const candidates = pagePath.endsWith('/')
    ? [`${pagePath}index.html`]
    : [`${pagePath}.html`, `${pagePath}/index.html`];
  return candidates
    .map((candidate) => path.join(BUILD_DIR, candidate))
    .find((file) => existsSync(file));
}

/** The HTML the build wrote for a page path, or undefined. */
function builtHtml(pagePath: string): string | undefined {
  const file = builtHtmlFile(pagePath);
  return file && readFileSync(file, 'utf8');
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

/** Class names that say which theme component an element is (CSS-module hashes dropped). */
const COMPONENT_CLASS =
  /^(theme-|alert|tabs|admonition|codeBlock|details|table-of-contents|pagination|badge|card|mermaid)/;

/** An element as axe-core would meet it: its theme component, else its tag name. */
function partName(element: Element): string {
  const components = (getAttributeValue(element, 'class') ?? '')
    .split(/\s+/)
    .filter((name) => COMPONENT_CLASS.test(name))
    .map((name) => name.replace(/_[A-Za-z0-9-]{4,}$/, ''));
  return components.length > 0 ? components.sort().join('.') : element.name;
}

/**
 * What a page's <main> is built from: each element (its theme component, else its tag) in the
 * context of its parent and grandparent, such as `admonition>p>code` or `table>tbody>tr`. What
 * axe-core finds, and whether the server's and the browser's render agree, depends on these
 * parts and where they sit (a colour depends on the background of the parts around it), not on
 * the text they hold.
 */
function contentParts(pagePath: string): Set<string> {
  const html = builtHtml(pagePath);
  if (!html) throw new Error(`No built HTML file for ${pagePath}`);
  const main = findAll((node) => node.name === 'main', parseDocument(html).children)[0];
  const parts = new Set<string>();
  if (!main) return parts;
  for (const element of findAll(() => true, [main])) {
    const chain = [partName(element)];
    for (let up = element.parent; up && isTag(up) && chain.length < 3; up = up.parent) {
      chain.unshift(partName(up));
    }
    for (let length = 1; length <= chain.length; length += 1) {
      parts.add(chain.slice(-length).join('>'));
    }
  }
  return parts;
}

/**
 * The fewest pages (found greedily, in the order given) that hold between them every part
 * (`contentParts`) any of `pagePaths` holds: a check that passes on each of them has met every
 * part, in every context, that the other pages are built from.
 */
export function pagesCoveringAllParts(pagePaths: readonly string[]): string[] {
  const partsOf = new Map(pagePaths.map((pagePath) => [pagePath, contentParts(pagePath)]));
  const missing = new Set([...partsOf.values()].flatMap((parts) => [...parts]));
  const chosen: string[] = [];
  while (missing.size > 0) {
    let best = pagePaths[0];
    let bestGain = 0;
    for (const [pagePath, parts] of partsOf) {
      const gain = [...parts].filter((part) => missing.has(part)).length;
      if (gain > bestGain) [best, bestGain] = [pagePath, gain];
    }
    chosen.push(best);
    for (const part of partsOf.get(best)!) missing.delete(part);
  }
  return chosen;
}
