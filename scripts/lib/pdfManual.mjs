// The manual as one print document, for `npm run pdf` (scripts/pdf.mjs): the pages of a docs
// tree in sidebar order, taken from the production build's HTML, behind a title page and a
// table of contents. Apart from generatedVersionData(), which reads the docs plugin's data, it is
// plain data in and HTML out, so the reading order and the link rewriting are unit-tested without
// a build or a browser (tests/unit/pdfManual.test.ts).
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {
  findAll,
  findOne,
  getAttributeValue,
  getOuterHTML,
  removeElement,
  textContent,
} from 'domutils';
import {parseDocument} from 'htmlparser2';

/** @typedef {{label: string, depth: number, path?: string}} SidebarEntry */

/**
 * The sidebar as the manual's reading order: one entry per sidebar item, depth-first, each with
 * its depth (0 for the top level) and, for a page or a category with a page of its own, the
 * page's path. `items` is the docs plugin's sidebar data (type "link" or "category").
 * @returns {SidebarEntry[]}
 */
export function sidebarEntries(items, depth = 0) {
  /** @type {SidebarEntry[]} */
  const entries = [];
  for (const item of items) {
    if (item.type === 'category') {
      entries.push({label: item.label, depth, path: internalPath(item.href)});
      entries.push(...sidebarEntries(item.items ?? [], depth + 1));
    } else if (item.type === 'link' && !item.unlisted) {
      // An unlisted page (the test fixtures' sidebar, config/fixtures.ts) is no page of the manual.
      const pagePath = internalPath(item.href);
      // A link out of the site (an "href" sidebar item) is not a page of the manual.
      if (pagePath) entries.push({label: item.label, depth, path: pagePath});
    }
  }
  return entries;
}

/** A site path without its trailing slash ("/docs/install/" and "/docs/install" are one page). */
function normalizePath(pagePath) {
  return pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
}

function internalPath(href) {
  return typeof href === 'string' && href.startsWith('/') ? normalizePath(href) : undefined;
}

/**
 * The pages of the sidebar entries, each once, in reading order.
 * @param {SidebarEntry[]} entries
 * @returns {(SidebarEntry & {path: string})[]}
 */
export function sidebarPages(entries) {
  const seen = new Set();
  return entries.filter(({path: pagePath}) => {
    if (!pagePath || seen.has(pagePath)) return false;
    seen.add(pagePath);
    return true;
  });
}

/** The id of a printed page's heading, from its position: doc-1, doc-2, ... */
export function pageAnchor(index) {
  return `doc-${index + 1}`;
}

/**
 * Where a link of a printed page leads in the PDF. `anchors` maps each printed page's path to its
 * anchor. A link to a printed page (or a heading in it) becomes a link inside the PDF; a link to
 * another page of the site becomes its address on the site; other links stay as they are.
 */
export function rewriteHref(href, {pagePath, anchors, siteUrl}) {
  const own = anchors.get(pagePath);
  if (href.startsWith('#'))
    return href.length > 1 ? `#${own}--${decoded(href.slice(1))}` : `#${own}`;
  const site = new URL(siteUrl);
  let url;
  try {
    url = new URL(href, new URL(pagePath, site));
  } catch {
    return href;
  }
  if (url.origin !== site.origin) return href;
  const target = anchors.get(normalizePath(url.pathname));
  if (target === undefined) return url.href;
  const fragment = decoded(url.hash.slice(1));
  return fragment ? `#${target}--${fragment}` : `#${target}`;
}

/** A fragment as the id it names ("#caf%C3%A9" names id="café"). */
function decoded(fragment) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Parts of a built page that are site chrome or need a script, never printed. */
const REMOVED = [
  // The "#" after each heading, the code blocks' copy and wrap buttons.
  (element) => hasClass(element, 'hash-link'),
  (element) => element.name === 'button',
  // A Mermaid diagram is drawn by a script in the browser: its static HTML is an empty frame
  // (printedPage fills the frames whose source it is given).
  (element) =>
    getAttributeValue(element, 'aria-label') === 'Diagram' && !textContent(element).trim(),
];

function hasClass(element, name) {
  return (getAttributeValue(element, 'class') ?? '').split(/\s+/).includes(name);
}

/**
 * One built page as a chapter of the print document: its article's content under its title as
 * the chapter's h1 (with `anchor` as id), ids prefixed with the anchor so that headings of
 * different pages never clash, links rewritten with rewriteHref(), and images read from the
 * files in `buildDir`. Returns undefined when the HTML has no doc article.
 */
export function printedPage(
  html,
  {pagePath, anchors, siteUrl, buildDir, fallbackTitle, diagrams = /** @type {string[]} */ ([])},
) {
  const document = parseDocument(html);
  const content = findOne((element) => hasClass(element, 'theme-doc-markdown'), document.children);
  if (!content) return undefined;
  const anchor = anchors.get(pagePath);
  // The title is in the content (a page that writes its own H1) or just before it, in the
  // theme's header (src/theme/DocItem/Content).
  const inContent = findOne((element) => element.name === 'h1', content.children);
  const heading = inContent ?? findOne((element) => element.name === 'h1', document.children);
  const title = heading ? textContent(heading).trim() : fallbackTitle;
  if (inContent) removeElement(inContent.parent?.name === 'header' ? inContent.parent : inContent);

  // Mermaid draws a diagram in the browser, so the built page holds an empty frame: it gets the
  // diagram's source, which scripts/pdf.mjs has Mermaid draw before printing.
  findAll((element) => hasClass(element, 'mermaid-frame'), content.children).forEach(
    (frame, index) => {
      if (diagrams[index] === undefined) return;
      const source = parseDocument(`<pre class="pdf-mermaid">${escapeHtml(diagrams[index])}</pre>`);
      frame.children = source.children;
      for (const child of frame.children) child.parent = frame;
    },
  );
  for (const element of findAll((node) => REMOVED.some((test) => test(node)), content.children)) {
    removeElement(element);
  }
  for (const element of findAll(() => true, content.children)) {
    const {attribs} = element;
    if (attribs.id) attribs.id = `${anchor}--${attribs.id}`;
    for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
      if (attribs[name]) {
        attribs[name] = attribs[name]
          .split(/\s+/)
          .map((id) => `${anchor}--${id}`)
          .join(' ');
      }
    }
    if (element.name === 'a' && attribs.href) {
      attribs.href = rewriteHref(attribs.href, {pagePath, anchors, siteUrl});
    }
    if (element.name === 'img' && attribs.src?.startsWith('/')) {
      attribs.src = builtFileUrl(buildDir, attribs.src);
      delete attribs.srcset;
      // Every image of the chapter is wanted in the PDF, not only those near the first page.
      delete attribs.loading;
    }
    // A closed <details> would print only its summary.
    if (element.name === 'details') attribs.open = '';
    // A hidden tab panel would print nothing.
    if (attribs.role === 'tabpanel') delete attribs.hidden;
  }
  return {
    title,
    html: `<article class="pdf-chapter"><div class="theme-doc-markdown markdown"><h1 id="${anchor}">${escapeHtml(title)}</h1>${getOuterHTML(content.children)}</div></article>`,
  };
}

/** The file:// address of a file of the build, from its path on the site. */
export function builtFileUrl(buildDir, sitePath) {
  const {pathname} = new URL(sitePath, 'https://site.invalid');
  return pathToFileURL(path.join(buildDir, decodeURIComponent(pathname))).href;
}

/** The built HTML file of a page of the site. */
export function builtPageFile(buildDir, pagePath) {
  return path.join(buildDir, decodeURIComponent(pagePath), 'index.html');
}

/** The stylesheets a built page loads, and its canonical address's origin (the site's URL). */
export function siteAssets(html) {
  const document = parseDocument(html);
  const links = findAll((element) => element.name === 'link', document.children);
  const stylesheets = links
    .filter((link) => getAttributeValue(link, 'rel') === 'stylesheet')
    .map((link) => getAttributeValue(link, 'href'))
    .filter((href) => href?.startsWith('/'));
  const canonical = links.find((link) => getAttributeValue(link, 'rel') === 'canonical');
  const canonicalHref = canonical && getAttributeValue(canonical, 'href');
  return {stylesheets, siteUrl: canonicalHref ? new URL(canonicalHref).origin : undefined};
}

export function escapeHtml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The table of contents: every sidebar entry down to the last printed page, indented by depth;
 * printed pages are links to their chapter, categories without a page of their own are labels.
 */
export function tableOfContents(entries, anchors) {
  const lastPrinted = entries.findLastIndex(({path: pagePath}) => anchors.has(pagePath));
  const items = entries.slice(0, lastPrinted + 1).flatMap(({label, depth, path: pagePath}) => {
    const anchor = pagePath && anchors.get(pagePath);
    if (pagePath && !anchor) return [];
    const text = anchor ? `<a href="#${anchor}">${escapeHtml(label)}</a>` : escapeHtml(label);
    return [`<li class="pdf-toc-depth-${Math.min(depth, 4)}">${text}</li>`];
  });
  return `<nav class="pdf-toc" aria-label="Contents"><p class="pdf-toc-title">Contents</p><ul>${items.join('')}</ul></nav>`;
}

/** The whole print document. */
export function printDocument({productName, release, siteUrl, stylesheetUrls, css, toc, chapters}) {
  const title = `${productName} ${release}`;
  return `<!doctype html>
<html lang="en" dir="ltr" data-theme="light">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
${stylesheetUrls.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${css}</style>
</head>
<body>
<section class="pdf-title-page">
<p class="pdf-product">${escapeHtml(productName)}</p>
<p class="pdf-release">Version ${escapeHtml(release)}</p>
<p class="pdf-site">${escapeHtml(new URL(siteUrl).host)}</p>
</section>
${toc}
${chapters.join('\n')}
</body>
</html>
`;
}

/**
 * The docs plugin's data for a version, as the last build (or `npm start`) generated it in
 * .docusaurus: its sidebars with each item's label and page address.
 */
export function generatedVersionData(siteDir, docsVersion) {
  const dataDir = path.join(
    siteDir,
    '.docusaurus',
    'docusaurus-plugin-content-docs',
    'default',
    'p',
  );
  if (!existsSync(dataDir)) return undefined;
  for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
    if (data.version?.version === docsVersion) return data.version;
  }
  return undefined;
}
