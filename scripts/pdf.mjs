#!/usr/bin/env node
// `npm run pdf`: the manual as a PDF, one file per docs tree, printed by the tests' Chromium from
// the production build: build/pdf/kasm-workspaces-<release>.pdf for the latest release and for the
// develop tree (the coming release). Each has a title page, a table of contents linked to its
// chapters, then every page of the sidebar in its order, one chapter each, with PDF bookmarks made
// from the headings. The pages come from build/ (run `npm run build` first), the order from the
// docs plugin's sidebar data that build generated in .docusaurus/.
//
//   node scripts/pdf.mjs [--tree latest|develop] [--pages N] [--out DIR] [--dir BUILD]
//
// --tree prints one tree (both by default); --pages N only the first N pages of the sidebar (the
// tests); --out writes elsewhere than <build>/pdf; --dir reads another build.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';

import {createJiti} from 'jiti';

import {ensureChromium} from './ensure-chromium.mjs';
import {CHROMIUM_FLAGS} from './lib/chromium.mjs';
import {
  builtFileUrl,
  builtPageFile,
  escapeHtml,
  generatedVersionData,
  pageAnchor,
  printDocument,
  printedPage,
  sidebarEntries,
  sidebarPages,
  siteAssets,
  tableOfContents,
} from './lib/pdfManual.mjs';

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TREES = ['latest', 'develop'];
/** Mermaid's browser build, which draws the diagrams into the print document. */
const MERMAID_SCRIPT = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
/** A4 is 210 mm wide; the side margins (margins() below) are 15 mm each; 96 px to the inch. */
const PRINTED_WIDTH_PX = Math.floor(((210 - 2 * 15) / 25.4) * 96);

/** A problem the reader can fix: printed as one message, without a stack trace. */
class UsageError extends Error {}

function options() {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        tree: {type: 'string'},
        pages: {type: 'string'},
        out: {type: 'string'},
        dir: {type: 'string', default: 'build'},
      },
    }));
  } catch (error) {
    throw new UsageError(`${error.message}\nUsage: ${usage}`);
  }
  if (values.tree !== undefined && !TREES.includes(values.tree)) {
    throw new UsageError(`Unknown tree "${values.tree}": use ${TREES.join(' or ')}.`);
  }
  let pages;
  if (values.pages !== undefined) {
    pages = Number(values.pages);
    if (!Number.isInteger(pages) || pages < 1) {
      throw new UsageError(
        `--pages takes a whole number of pages, 1 or more, not "${values.pages}".`,
      );
    }
  }
  const buildDir = path.resolve(values.dir);
  return {
    trees: values.tree ? [values.tree] : TREES,
    pages,
    buildDir,
    outDir: path.resolve(values.out ?? path.join(buildDir, 'pdf')),
  };
}

const usage = 'node scripts/pdf.mjs [--tree latest|develop] [--pages N] [--out DIR] [--dir BUILD]';

/** Which docs version each tree is, and the release it documents. */
async function treeReleases() {
  const jiti = createJiti(import.meta.url);
  const {LATEST_VERSION} = await jiti.import('../config/versions.ts');
  const {releaseVariablesByVersion} = await jiti.import('../src/data/releases/index.ts');
  const {product} = await jiti.import('../config/product.ts');
  const docsVersions = {latest: LATEST_VERSION, develop: 'current'};
  return {
    productName: product.name,
    trees: Object.fromEntries(
      TREES.map((tree) => [
        tree,
        {
          docsVersion: docsVersions[tree],
          release: releaseVariablesByVersion[docsVersions[tree]].release,
        },
      ]),
    ),
  };
}

/**
 * The Mermaid sources of a page, in order, from its Markdown: the built HTML holds only empty
 * frames, as Mermaid draws in the browser. A page whose file is not found by its path (one with
 * a slug of its own) keeps empty frames, with a warning.
 */
function diagramSources(docsVersion, pagePath, html) {
  if (!html.includes('mermaid-frame')) return [];
  const treeDir = docsVersion === 'current' ? 'docs' : `versioned_docs/version-${docsVersion}`;
  const relative = pagePath.replace(docsVersion === 'current' ? /^\/docs\/develop/ : /^\/docs/, '');
  const file = ['.md', '.mdx', '/index.md', '/index.mdx']
    .map((ending) => path.join(SITE, treeDir, `${relative}${ending}`))
    .find((candidate) => existsSync(candidate));
  if (!file) {
    console.warn(`${pagePath}: its Markdown file was not found; its diagrams are left out.`);
    return [];
  }
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^[ \t]*```mermaid[^\n]*\n([\s\S]*?)^[ \t]*```/gm)].map(
    (match) => match[1],
  );
}

/** The print document of one tree, and how many pages of the site it holds. */
function treeDocument({tree, docsVersion, release, productName, buildDir, pages, css}) {
  const data = generatedVersionData(SITE, docsVersion);
  if (!data) {
    throw new UsageError(
      `No sidebar data for the ${tree} tree in .docusaurus/: run \`npm run build\` first.`,
    );
  }
  const entries = sidebarEntries(Object.values(data.docsSidebars).flat());
  const printed = sidebarPages(entries).slice(0, pages);
  const anchors = new Map(printed.map(({path: pagePath}, index) => [pagePath, pageAnchor(index)]));

  const firstHtml = readBuiltPage(buildDir, printed[0].path);
  const {stylesheets, siteUrl} = siteAssets(firstHtml);
  if (!siteUrl)
    throw new UsageError(`${printed[0].path} in ${buildDir} names no canonical address.`);

  const chapters = printed.map(({path: pagePath, label}) => {
    const built = readBuiltPage(buildDir, pagePath);
    const chapter = printedPage(built, {
      pagePath,
      anchors,
      siteUrl,
      buildDir,
      fallbackTitle: label,
      diagrams: diagramSources(docsVersion, pagePath, built),
    });
    if (!chapter) throw new UsageError(`${builtPageFile(buildDir, pagePath)} holds no doc page.`);
    return chapter;
  });
  const html = printDocument({
    productName,
    release,
    siteUrl,
    stylesheetUrls: stylesheets.map((href) => builtFileUrl(buildDir, href)),
    css,
    toc: tableOfContents(entries, anchors),
    chapters: chapters.map((chapter) => chapter.html),
  });
  return {html, pageCount: printed.length};
}

function readBuiltPage(buildDir, pagePath) {
  const file = builtPageFile(buildDir, pagePath);
  if (!existsSync(file)) {
    throw new UsageError(
      `${file} is missing: the build is older than the sidebar data in .docusaurus/. Run \`npm run build\` again.`,
    );
  }
  return readFileSync(file, 'utf8');
}

/** The running header (product and release) and footer (page number) Chromium prints on every sheet. */
function margins(productName, release) {
  const small = 'font-size:8px;color:#555;width:100%;margin:0 15mm;font-family:sans-serif;';
  return {
    displayHeaderFooter: true,
    headerTemplate: `<div style="${small}text-align:right">${escapeHtml(`${productName} ${release}`)}</div>`,
    footerTemplate: `<div style="${small}text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
    margin: {top: '16mm', bottom: '16mm', left: '15mm', right: '15mm'},
  };
}

async function main() {
  const {trees, pages, buildDir, outDir} = options();
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new UsageError(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const browserCheck = ensureChromium();
  if (!browserCheck.ok) throw new UsageError(browserCheck.message);

  const {productName, trees: releases} = await treeReleases();
  const css = readFileSync(path.join(SITE, 'scripts/lib/pdfPrint.css'), 'utf8');
  mkdirSync(outDir, {recursive: true});
  // The document is opened from a file, so that it may load the build's stylesheet and images.
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'kasm-docs-pdf-'));
  // Loaded only now: a mistyped option gets its message without waiting for Playwright to load.
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: browserCheck.path, args: CHROMIUM_FLAGS});
  try {
    for (const tree of trees) {
      const started = Date.now();
      const {docsVersion, release} = releases[tree];
      const {html, pageCount} = treeDocument({
        tree,
        docsVersion,
        release,
        productName,
        buildDir,
        pages,
        css,
      });
      const documentFile = path.join(workDir, `${tree}.html`);
      writeFileSync(documentFile, html);
      // The width of an A4 sheet between the margins, so that what is measured here is laid out
      // as it will be printed.
      const page = await browser.newPage({viewport: {width: PRINTED_WIDTH_PX, height: 1000}});
      await page.emulateMedia({media: 'print'});
      await page.goto(pathToFileURL(documentFile).href, {waitUntil: 'load'});
      // Diagrams: Mermaid draws them here, in its light theme, as the site does.
      if ((await page.locator('.pdf-mermaid').count()) > 0) {
        await page.addScriptTag({path: MERMAID_SCRIPT});
        await page.evaluate(async () => {
          globalThis.mermaid.initialize({
            startOnLoad: false,
            theme: 'neutral',
            securityLevel: 'strict',
          });
          await globalThis.mermaid.run({querySelector: '.pdf-mermaid'});
        });
      }
      // A table whose longest words do not fit the sheet may break them anywhere (pdfPrint.css).
      await page.locator('.markdown table').evaluateAll((tables) => {
        for (const table of tables) {
          if (table.scrollWidth > table.parentElement.clientWidth) {
            table.classList.add('pdf-wide-table');
          }
        }
      });
      const file = path.join(outDir, `kasm-workspaces-${release}.pdf`);
      await page.pdf({
        path: file,
        format: 'A4',
        printBackground: true,
        outline: true,
        tagged: true,
        ...margins(productName, release),
      });
      await page.close();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
      console.log(
        `${tree} (${release}): ${pageCount} pages of the site -> ${path.relative(process.cwd(), file)} (${megabytes} MB, ${seconds} s)`,
      );
    }
  } finally {
    await browser.close();
    rmSync(workDir, {recursive: true, force: true});
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
