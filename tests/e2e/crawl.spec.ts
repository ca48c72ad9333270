/**
 * Every URL a reader can open, checked once each, in two parts:
 *
 * - **As served** (HTTP only, no browser): every page of the sitemap and each archived version
 *   page answers 200 with a static HTML page that shows its content without JavaScript (an h1,
 *   a body of text); every link in it leads to a page that answers 200; links leaving the site
 *   carry rel="noopener noreferrer"; and the /docs/latest/ and /docs/<latest>/ alias of each
 *   latest page lands on that page (by a server redirect, or by the stub page's refresh).
 * - **In the browser**, one test per URL, in one browser page per worker: the page loads and
 *   hydrates without a console error, an uncaught exception or a failed same-origin request. A
 *   develop page that renders the same content as its latest page (only the version in its
 *   addresses differs) is covered by that page's visit; the others, and each archived version
 *   page, are loaded too.
 * - **axe-core** (lib/axe.ts), within <main> (content, table of contents, pagination), on the
 *   fewest latest pages that between them hold every part the latest pages are built from, each
 *   element in the context of its parent and grandparent (lib/builtSite.ts `contentParts`):
 *   every WCAG 2.1 A/AA rule in the mode the page opened in, then the colour rules in the other
 *   mode. axe-core takes about as long as the page load itself, so it runs where a page brings
 *   something new; what differs between pages built from the same parts (image alt texts, link
 *   texts, ids, headings) is checked on every page's HTML in the first part. a11y.spec.ts
 *   checks the navbar, sidebar and footer, the same on every page.
 */
import {test as base, expect, type APIRequestContext} from '@playwright/test';
import {parseDocument} from 'htmlparser2';
import {findAll, getAttributeValue, textContent} from 'domutils';
import type {Element} from 'domhandler';

import {DEVELOP_PATH, DOCS_BASE, latestVersionAliases} from '../../config/versions';
import {axeBothModes} from './lib/axe';
import {builtSitemapPaths, pagesCoveringAllParts, rendersLikeLatest} from '../lib/builtSite';
import {appPage, openInApp, showsSite, type AppPage} from './lib/appPage';
import {waitForHydration} from './lib/pageLoad';
import {archivedVersionPaths, isLatestTreePath} from '../lib/siteUrls';

const sitemap = builtSitemapPaths();
const latestPages = sitemap.filter(isLatestTreePath);
const isDevelopPath = (pagePath: string) => pagePath.startsWith(`${DOCS_BASE}/${DEVELOP_PATH}/`);

/**
 * The fewest pages that hold every part any page is built from (lib/builtSite.ts
 * `pagesCoveringAllParts`) are loaded in full: their HTML, then React taking it over
 * (hydration), where the server's and the browser's render of each part must agree; those of
 * the latest tree go through axe-core too. Every other page is opened the way a reader moves
 * between pages once the site has loaded, through the site's router, which renders it in the
 * browser.
 */
const visited = [
  ...latestPages,
  ...sitemap
    .filter((pagePath) => !isLatestTreePath(pagePath))
    .filter((pagePath) => !isDevelopPath(pagePath) || !rendersLikeLatest(pagePath)),
  ...archivedVersionPaths,
];
const axePages = new Set(pagesCoveringAllParts(latestPages));
const fullLoads = new Set([...axePages, ...pagesCoveringAllParts(visited)]);
const browserVisits = visited.map((pagePath) => ({
  pagePath,
  fullLoad: fullLoads.has(pagePath),
  axe: axePages.has(pagePath),
}));

/** How many tests share the HTTP checks of the pages (each a few seconds). */
const HTTP_SHARDS = 4;

const test = base.extend<object, {appPage: AppPage}>({appPage: [appPage, {scope: 'worker'}]});

/** What a page's static HTML shows and links to. */
function readStaticPage(html: string, pageUrl: URL) {
  const document = parseDocument(html);
  const elements = (name: string) =>
    findAll((node) => name === '*' || node.name === name, document.children);
  const content = findAll(
    (node) => getAttributeValue(node, 'id') === '__docusaurus_skipToContent_fallback',
    document.children,
  )[0];
  const links = elements('a')
    .map((anchor: Element) => ({anchor, href: getAttributeValue(anchor, 'href')}))
    .filter(({href}) => href !== undefined && !href.startsWith('#'))
    .map(({anchor, href}) => ({
      url: new URL(href!, pageUrl),
      rel: (getAttributeValue(anchor, 'rel') ?? '').split(/\s+/),
      text: textContent(anchor).trim(),
    }));
  const refresh = elements('meta').find(
    (meta) => getAttributeValue(meta, 'http-equiv')?.toLowerCase() === 'refresh',
  );
  const refreshTarget = (refresh && getAttributeValue(refresh, 'content'))?.match(
    /url=(.+)$/i,
  )?.[1];
  const ids = elements('*')
    .map((element) => getAttributeValue(element, 'id'))
    .filter(Boolean);
  const named = (element: Element) =>
    textContent(element).trim() !== '' ||
    Boolean(getAttributeValue(element, 'aria-label') || getAttributeValue(element, 'title')) ||
    findAll((node) => node.name === 'img' && Boolean(getAttributeValue(node, 'alt')), [element])
      .length > 0;
  return {
    // What axe-core would say of this page's own text (axe-core itself runs on one page of each
    // kind): images without alt text, links and headings without a name, repeated ids.
    accessibility: [
      ...elements('img')
        .filter((image) => getAttributeValue(image, 'alt') === undefined)
        .map((image) => `image without alt text: ${getAttributeValue(image, 'src')}`),
      ...elements('a')
        .filter((anchor) => getAttributeValue(anchor, 'href') !== undefined && !named(anchor))
        .map((anchor) => `link without a name: ${getAttributeValue(anchor, 'href')}`),
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
        .flatMap(elements)
        .filter((heading) => !named(heading))
        .map((heading) => `empty ${heading.name}`),
      ...[...new Set(ids.filter((id, position) => ids.indexOf(id) !== position))].map(
        (id) => `id "${id}" used more than once`,
      ),
    ],
    h1Count: elements('h1').length,
    contentLength: content ? textContent(content).replace(/\s+/g, ' ').trim().length : 0,
    links,
    refreshTarget: refreshTarget ? new URL(refreshTarget, pageUrl) : undefined,
  };
}

/** Runs `check` on every item, a few at a time, and returns every problem found. */
async function each<T>(
  items: readonly T[],
  check: (item: T) => Promise<string[]>,
  concurrency = 8,
): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    const found = await Promise.all(items.slice(start, start + concurrency).map(check));
    problems.push(...found.flat());
  }
  return problems;
}

async function statusOf(request: APIRequestContext, target: string): Promise<number> {
  return (await request.get(target)).status();
}

// A trace of hundreds of page loads would double their time.
test.use({trace: 'off'});

test.describe('every page as served', () => {
  const pages = [...sitemap, ...archivedVersionPaths];
  for (let shard = 0; shard < HTTP_SHARDS; shard += 1) {
    const mine = pages.filter((_, position) => position % HTTP_SHARDS === shard);
    test(`pages ${shard + 1}/${HTTP_SHARDS} answer 200, show their content without JavaScript and link to pages that exist`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const targets = new Set<string>();
      const problems = await each(mine, async (pagePath) => {
        const response = await request.get(pagePath);
        if (response.status() !== 200) return [`${pagePath}: answered ${response.status()}`];
        const page = readStaticPage(await response.text(), new URL(response.url()));
        const found: string[] = [];
        if (page.h1Count === 0) found.push('no h1');
        if (page.contentLength < 100) found.push(`shows ${page.contentLength} characters`);
        found.push(...page.accessibility);
        for (const {url, rel, text} of page.links) {
          if (url.origin === origin) targets.add(url.pathname);
          else if (
            /^https?:$/.test(url.protocol) &&
            !(rel.includes('noopener') && rel.includes('noreferrer'))
          ) {
            found.push(
              `external link without rel="noopener noreferrer": ${text || '(no text)'} -> ${url.href}`,
            );
          }
        }
        return found.map((problem) => `${pagePath}: ${problem}`);
      });
      expect(targets.size).toBeGreaterThan(0);
      // The build checks anchors (onBrokenAnchors: 'throw'); here the server answers each target
      // that is not a page these tests load anyway.
      for (const pagePath of pages) targets.delete(pagePath);
      // The manual's PDFs are written after the build, by `npm run pdf`; npm test prints the
      // first pages of each tree before this suite, so the links to them are checked like any
      // other (a build without them answers 404 here).
      problems.push(
        ...(await each([...targets], async (target) => {
          const status = await statusOf(request, target);
          return status === 200 ? [] : [`link target ${target} answered ${status}`];
        })),
      );
      console.log(
        `as served ${shard + 1}/${HTTP_SHARDS}: ${mine.length} pages, ${targets.size} link targets`,
      );
      expect(problems).toEqual([]);
    });
  }

  test('each alias of a latest page lands on that page', async ({request}) => {
    const aliases = latestPages.flatMap((pagePath) =>
      latestVersionAliases(pagePath).map((alias) => ({alias, pagePath})),
    );
    expect(aliases.length).toBeGreaterThanOrEqual(latestPages.length);
    const problems = await each(
      aliases,
      async ({alias, pagePath}) => {
        const first = await request.get(alias, {maxRedirects: 0});
        let landed: string;
        if (first.status() >= 300 && first.status() < 400) {
          // deploy/nginx.conf redirects to the page, which the first part checks answers 200.
          const location = first.headers()['location'];
          if (!location) return [`${alias}: answered ${first.status()} without a Location`];
          landed = new URL(location, first.url()).pathname;
        } else {
          // `docusaurus serve` answers the stub page, which forwards with its refresh.
          const target = readStaticPage(await first.text(), new URL(first.url())).refreshTarget;
          if (first.status() !== 200 || !target)
            return [`${alias}: answered ${first.status()} without a redirect`];
          landed = target.pathname;
        }
        return landed.replace(/\/$/, '') === pagePath.replace(/\/$/, '')
          ? []
          : [`${alias}: lands on ${landed}, not ${pagePath}`];
      },
      // Each alias costs nginx a redirect and a small file: more at a time keeps it busy.
      32,
    );
    console.log(`aliases: ${aliases.length} checked`);
    expect(problems).toEqual([]);
  });
});

test.describe('every page in the browser', () => {
  for (const {pagePath, fullLoad, axe} of browserVisits) {
    const how = fullLoad ? 'loads and hydrates cleanly' : 'opens through the router cleanly';
    test(`${pagePath} ${how}${axe ? ', and passes axe in both modes' : ''}`, async ({
      appPage: {page, watch},
    }) => {
      // axe on the longest page (the developer API) takes 15 s alone and three times that on a
      // loaded machine.
      test.setTimeout(axe ? 120_000 : 45_000);
      watch.reset();
      // A worker's first page is loaded in full whatever its kind: the router needs the site.
      const inApp = !fullLoad && showsSite(page);
      if (inApp) {
        await openInApp(page, pagePath);
      } else {
        await page.goto(pagePath);
        await waitForHydration(page, 30_000);
      }
      const problems: string[] = [];
      const landed = new URL(page.url()).pathname;
      if (landed !== pagePath) problems.push(`landed on ${landed}`);
      if ((await page.title()).startsWith('Page Not Found'))
        problems.push('shows the not-found page');
      if (!inApp) {
        const document = watch.documents.at(-1);
        if (document?.status !== 200) problems.push(`answered ${document?.status}`);
      }
      if (axe) {
        const found = await axeBothModes(page, {include: 'main'});
        problems.push(...found.map((line) => `axe ${line}`));
      }
      problems.push(...watch.errors, ...watch.failures.map((failure) => `request ${failure}`));
      expect(problems).toEqual([]);
    });
  }
});
