/**
 * The manual as a PDF (`npm run pdf`, scripts/pdf.mjs), printed from the production build: the
 * first pages of the latest tree, read back with pdf.js as a reader's PDF viewer would show them
 * (pages, bookmarks, text), and the links the docs homes give to each tree's file.
 *
 * Runs after the production build (`npm test`); prints four pages in a few seconds.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LATEST_VERSION} from '../../config/versions';
import {TEST_CHROMIUM} from '../../scripts/lib/chromium.mjs';
import {releaseVariablesByVersion} from '../../src/data/releases';
import {BUILD_DIR} from '../lib/builtSite';

const SITE_DIR = path.resolve(__dirname, '../..');
const PRINTED_PAGES = 4;
const latestRelease = releaseVariablesByVersion[LATEST_VERSION].release;
const developRelease = releaseVariablesByVersion.current.release;

/**
 * Runs `npm run pdf` with the tests' Chromium pinned, so that the test never installs it: the
 * test tiers provision it first (scripts/provision.mjs).
 */
function runPdf(args: string[]) {
  return spawnSync('node', ['scripts/pdf.mjs', '--dir', BUILD_DIR, ...args], {
    cwd: SITE_DIR,
    encoding: 'utf8',
    env: {...process.env, CHROMIUM_PATH: TEST_CHROMIUM.path},
  });
}

/** The page titles of the latest tree in sidebar order, as the Markdown export lists them. */
function sidebarTitles(): string[] {
  const llmsTxt = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  const sections = llmsTxt.slice(llmsTxt.indexOf('\n## '));
  return [...sections.matchAll(/^- \[(.+?)\]\(/gm)].map((match) => match[1]!);
}

describe('the latest tree as a PDF', () => {
  let outDir: string;
  let pdf: Awaited<ReturnType<typeof getDocument>['promise']>;

  beforeAll(async () => {
    if (!existsSync(TEST_CHROMIUM.path)) {
      throw new Error(
        `No Chromium headless shell at ${TEST_CHROMIUM.path}: run node scripts/provision.mjs (npm test runs it first).`,
      );
    }
    outDir = mkdtempSync(path.join(os.tmpdir(), 'kasm-docs-pdf-test-'));
    const result = runPdf(['--tree', 'latest', '--pages', String(PRINTED_PAGES), '--out', outDir]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const data = new Uint8Array(readFileSync(path.join(outDir, `kasm-workspaces-${latestRelease}.pdf`)));
    pdf = await getDocument({data, verbosity: 0}).promise;
    // Starting Chromium and printing four pages: about 5 s, more on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await pdf?.destroy();
    rmSync(outDir, {recursive: true, force: true});
  });

  it('has a title page and contents, then each page on a sheet of its own', () => {
    expect(pdf.numPages).toBeGreaterThanOrEqual(PRINTED_PAGES + 2);
  });

  it('has one bookmark per page, titled as the page and in sidebar order, at its first sheet', async () => {
    const outline = (await pdf.getOutline()) ?? [];
    expect(outline.map((item) => item.title)).toEqual(sidebarTitles().slice(0, PRINTED_PAGES));
    const sheets: number[] = [];
    for (const item of outline) {
      const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
      sheets.push((await pdf.getPageIndex(dest![0])) + 1);
    }
    // The title page and the contents come first; each page starts after the one before.
    expect(sheets[0]).toBeGreaterThanOrEqual(3);
    for (let index = 1; index < sheets.length; index += 1) {
      expect(sheets[index]).toBeGreaterThan(sheets[index - 1]!);
    }
    // The sections of a page are bookmarks under its own. The manual's pages on purpose (here and
    // below): the PDF is the manual, printed in its sidebar's order, and prints no fixture page.
    expect(outline.find((item) => item.title === 'Single server installation')?.items).toEqual(
      expect.arrayContaining([expect.objectContaining({title: 'Step 5: Run the installer'})]),
    );
  });

  it("has the install command of the single server page as text, and the release's name", async () => {
    const lines: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const {items} = await (await pdf.getPage(number)).getTextContent();
      lines.push(items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    const text = lines.join('\n').replace(/[ \t]+/g, ' ');
    expect(text).toContain('sudo bash kasm_release/install.sh 2>&1 | tee ~/kasm_install_output.log');
    expect(lines[0]).toContain(`Version ${latestRelease}`);
  });
});

describe('the docs homes', () => {
  it.each([
    ['latest', 'docs/index.html', latestRelease],
    ['develop', 'docs/develop/index.html', developRelease],
  ])('the %s home links its PDF by the name npm run pdf gives it', (_tree, file, release) => {
    const html = readFileSync(path.join(BUILD_DIR, file), 'utf8');
    const pdfLinks = [...html.matchAll(/href="?(\/pdf\/[^" >]+)/g)].map((match) => match[1]);
    expect(pdfLinks).toEqual([`/pdf/kasm-workspaces-${release}.pdf`]);
  });
});

describe('npm run pdf with bad input', () => {
  it.each([
    [['--tree', 'archived'], /Unknown tree "archived": use latest or develop/],
    [['--pages', 'two'], /--pages takes a whole number/],
    [['--colour'], /Unknown option '--colour'/],
  ])('%j says what is wrong, without a stack trace', (args, message) => {
    const result = runPdf(args);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('says to build first when there is no build', () => {
    const result = spawnSync('node', ['scripts/pdf.mjs', '--dir', path.join(os.tmpdir(), 'no-such-build')], {
      cwd: SITE_DIR,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/No production build in .*: run `npm run build` first/);
  });
});
