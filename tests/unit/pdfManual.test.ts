/**
 * The print document behind `npm run pdf` (scripts/lib/pdfManual.mjs): the reading order taken
 * from the sidebar, links that stay inside the PDF when their page is in it, and a built page cut
 * down to its article.
 */
import {describe, expect, it} from 'vitest';

import {
  pageAnchor,
  printedPage,
  rewriteHref,
  sidebarEntries,
  sidebarPages,
  tableOfContents,
} from '../../scripts/lib/pdfManual.mjs';

const SITE = 'https://docs.kasm.com';

const sidebar = [
  {type: 'link', href: '/docs/', label: 'Getting Started'},
  {
    type: 'category',
    label: 'Installation',
    href: '/docs/install/',
    items: [
      {type: 'link', href: '/docs/install/system_requirements', label: 'System requirements'},
      {
        type: 'category',
        label: 'Multi-server',
        href: '/docs/install/multi/',
        items: [{type: 'link', href: '/docs/install/multi/roles', label: 'Roles'}],
      },
    ],
  },
  {
    type: 'category',
    label: 'Administration guide',
    items: [
      {type: 'link', href: '/docs/guide/banners', label: 'Banners'},
      {type: 'link', href: 'https://github.com/kasmtech', label: 'Source code'},
      {type: 'link', href: '/docs/install/system_requirements', label: 'Requirements again'},
    ],
  },
  // An unlisted page (the test fixtures' own sidebar): no page of the manual.
  {type: 'link', href: '/docs/develop/fixtures/code-blocks', label: 'Code blocks', unlisted: true},
];

describe('reading order', () => {
  it('follows the sidebar depth-first: a category page before its items, links out and unlisted pages left out', () => {
    const entries = sidebarEntries(sidebar);
    expect(entries.map(({label, depth}) => [label, depth])).toEqual([
      ['Getting Started', 0],
      ['Installation', 0],
      ['System requirements', 1],
      ['Multi-server', 1],
      ['Roles', 2],
      ['Administration guide', 0],
      ['Banners', 1],
      ['Requirements again', 1],
    ]);
    expect(sidebarPages(entries).map(({path}) => path)).toEqual([
      '/docs',
      '/docs/install',
      '/docs/install/system_requirements',
      '/docs/install/multi',
      '/docs/install/multi/roles',
      '/docs/guide/banners',
    ]);
  });

  it('lists categories without a page as labels, and nothing after the last printed page', () => {
    const entries = sidebarEntries(sidebar);
    const printed = sidebarPages(entries).slice(0, 2);
    const anchors = new Map(printed.map(({path}, index) => [path, pageAnchor(index)]));
    const toc = tableOfContents(entries, anchors);
    expect(toc).toContain('<a href="#doc-1">Getting Started</a>');
    expect(toc).toContain('<a href="#doc-2">Installation</a>');
    expect(toc).not.toContain('System requirements');
    expect(toc).not.toContain('Administration guide');

    const all = sidebarPages(entries);
    const toc2 = tableOfContents(
      entries,
      new Map(all.map(({path}, index) => [path, pageAnchor(index)])),
    );
    expect(toc2).toContain('<li class="pdf-toc-depth-0">Administration guide</li>');
  });
});

describe('links in the PDF', () => {
  const anchors = new Map([
    ['/docs', 'doc-1'],
    ['/docs/install', 'doc-2'],
  ]);
  const from = (href: string) =>
    rewriteHref(href, {pagePath: '/docs/install', anchors, siteUrl: SITE});

  it('lead to the chapter, or the heading in it, when the page is printed', () => {
    expect(from('/docs/')).toBe('#doc-1');
    expect(from('/docs/install/#choose-a-layout')).toBe('#doc-2--choose-a-layout');
    expect(from('#before-you-begin')).toBe('#doc-2--before-you-begin');
    expect(from(`${SITE}/docs`)).toBe('#doc-1');
  });

  it('lead to the site for pages not printed, and elsewhere as they were', () => {
    expect(from('/docs/guide/banners#setup')).toBe(`${SITE}/docs/guide/banners#setup`);
    expect(from('/pdf/kasm-workspaces-1.18.0.pdf')).toBe(`${SITE}/pdf/kasm-workspaces-1.18.0.pdf`);
    expect(from('https://www.kasm.com/downloads')).toBe('https://www.kasm.com/downloads');
    expect(from('mailto:security@kasm.test')).toBe('mailto:security@kasm.test');
  });
});

describe('a built page as a chapter', () => {
  const html = `<html><head><title>x</title></head><body><nav class="navbar">Site menu</nav>
<article><nav class="theme-doc-breadcrumbs">Home</nav><button>Copy page</button>
<div class="theme-doc-markdown markdown"><header><h1>Single server installation</h1></header>
<p>Read the <a href="/docs/">overview</a> and <a href="#steps">the steps</a>.</p>
<h2 class="anchor" id="steps">Steps<a href="#steps" class="hash-link" aria-label="Direct link to Steps">&#8203;</a></h2>
<div class="theme-code-block"><pre><code><span class="token-line">sudo bash install.sh</span></code></pre><button>Copy</button></div>
<img src="/img/diagram.png" srcset="/img/diagram@2x.png 2x" loading="lazy" alt="Layout">
<div role="group" aria-label="Diagram"></div>
</div><footer class="theme-doc-footer">Edit this page</footer></article></body></html>`;
  const anchors = new Map([
    ['/docs', 'doc-1'],
    ['/docs/install/single', 'doc-2'],
  ]);
  /** The chapter of the install page printed from `source`, with options added or changed. */
  const print = (source: string, options: {diagrams?: string[]} = {}) =>
    printedPage(source, {
      pagePath: '/docs/install/single',
      anchors,
      siteUrl: SITE,
      buildDir: '/srv/build',
      fallbackTitle: 'Single server',
      ...options,
    })!;
  const chapter = print(html);

  it('keeps the article under its title, without the chrome around it', () => {
    expect(chapter.title).toBe('Single server installation');
    expect(chapter.html).toMatch(
      /^<article class="pdf-chapter">.*<h1 id="doc-2">Single server installation<\/h1>\s*<p>/s,
    );
    expect(chapter.html.match(/<h1/g)).toHaveLength(1);
    for (const chrome of ['Site menu', 'Home', 'Copy', 'Edit this page', 'hash-link', 'Diagram']) {
      expect(chapter.html).not.toContain(chrome);
    }
    expect(chapter.html).toContain('sudo bash install.sh');
  });

  it('takes the title from the header before the content, as the site renders it now', () => {
    const titleFirst = html.replace(
      '<div class="theme-doc-markdown markdown"><header><h1>Single server installation</h1></header>',
      '<div class="markdown"><header><h1>Single server installation</h1></header></div><div class="tools"><span class="badge">Version: 1.18.0</span></div><div class="theme-doc-markdown markdown">',
    );
    const page = print(titleFirst);
    expect(page.title).toBe('Single server installation');
    expect(page.html.match(/<h1/g)).toHaveLength(1);
    expect(page.html).not.toContain('Version: 1.18.0');
  });

  it("gives a diagram's empty frame the diagram's source, for Mermaid to draw", () => {
    const withDiagram = print(
      html.replace(
        '<div role="group" aria-label="Diagram"></div>',
        '<div class="scroller mermaid-frame" role="group" aria-label="Diagram"></div>',
      ),
      {diagrams: ['flowchart TB\n  web["Web App"] --> db[(Database)]\n']},
    );
    expect(withDiagram.html).toContain(
      '<pre class="pdf-mermaid">flowchart TB\n  web[&quot;Web App&quot;] --&gt; db[(Database)]\n</pre>',
    );
    // Without its source, the frame is left out, as before.
    expect(chapter.html).not.toContain('mermaid');
  });

  it('gives ids and links the chapter prefix, and images their file in the build', () => {
    expect(chapter.html).toContain('id="doc-2--steps"');
    expect(chapter.html).toContain('<a href="#doc-2--steps">the steps</a>');
    expect(chapter.html).toContain('<a href="#doc-1">overview</a>');
    expect(chapter.html).toContain('src="file:///srv/build/img/diagram.png"');
    expect(chapter.html).not.toContain('srcset');
    expect(chapter.html).not.toContain('loading=');
  });

  it('is nothing for a page without a doc article', () => {
    expect(
      printedPage('<html><body><main>Search</main></body></html>', {
        pagePath: '/docs',
        anchors,
        siteUrl: SITE,
        buildDir: '/srv/build',
        fallbackTitle: 'Search',
      }),
    ).toBeUndefined();
  });
});
