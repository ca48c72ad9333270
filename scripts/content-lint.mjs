#!/usr/bin/env node
// Page inventory of the docs trees (docs/ and versioned_docs/*/): reports a page the spec lists
// (../shared/spec/pages.txt) missing from the develop or latest tree, for every section that has
// landed (has at least one page in the latest tree), and a develop-only page present in the
// latest tree. Exits 1 when it finds anything.
//
// The checks of each page's text are markdownlint rules: the built-in ones and the project's own
// (front matter, placeholders, talk about the manual, body text) in
// scripts/markdownlint-rules.mjs. `npm run lint:content` runs this script, markdownlint-cli2 and
// cspell.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * How many path segments name a section in the page inventory. The admin guide lands in parts
 * (its topics come with different issues), so each of its topics or groups counts on its own.
 */
const SECTION_DEPTH = {guide: 2};

export function sectionOf(page) {
  const segments = page.split('/');
  return segments.slice(0, SECTION_DEPTH[segments[0]] ?? 1).join('/');
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [full] : [];
  });
}

/** Doc id of a file relative to its tree: `install/index.md` -> `install`. */
function docPath(relative) {
  return relative
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
}

/** Reads pages.txt: [{pattern: RegExp, path, isDevelopOnly, section}]. */
export function readSpecPages(pagesFile) {
  return readFileSync(pagesFile, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [page, marker] = line.split(/\s+/);
      const source = page
        .split('{any}/')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(?:[^/]+/)+');
      return {
        path: page,
        pattern: new RegExp(`^${source}$`),
        isDevelopOnly: marker === '@develop',
        section: sectionOf(page),
      };
    });
}

/** Findings about pages the spec lists for sections that have landed. */
export function lintInventory({specPages, developPaths, latestPaths}) {
  const findings = [];
  const landed = new Set(
    specPages
      .filter((page) => latestPaths.some((docPath) => page.pattern.test(docPath)))
      .map((page) => page.section),
  );
  for (const page of specPages) {
    if (!landed.has(page.section)) continue;
    const inDevelop = developPaths.some((docPath) => page.pattern.test(docPath));
    const inLatest = latestPaths.some((docPath) => page.pattern.test(docPath));
    if (!inDevelop) {
      findings.push({file: 'docs/', line: 0, message: `spec page ${page.path} is missing`});
    }
    if (page.isDevelopOnly && inLatest) {
      findings.push({
        file: 'versioned_docs/',
        line: 0,
        message: `develop-only page ${page.path} is in the latest tree`,
      });
    }
    if (!page.isDevelopOnly && !inLatest) {
      findings.push({
        file: 'versioned_docs/',
        line: 0,
        message: `spec page ${page.path} is missing from the latest tree`,
      });
    }
  }
  return findings;
}

export function lintSite({siteDir, pagesFile, latestVersion}) {
  if (!pagesFile || !existsSync(pagesFile)) return [];
  const paths = (tree) => walk(tree).map((file) => docPath(path.relative(tree, file)));
  return lintInventory({
    specPages: readSpecPages(pagesFile),
    developPaths: paths(path.join(siteDir, 'docs')),
    latestPaths: paths(path.join(siteDir, 'versioned_docs', `version-${latestVersion}`)),
  });
}

function walkVersions(siteDir) {
  const dir = path.join(siteDir, 'versioned_docs');
  return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  const pagesFile =
    process.env.SPEC_PAGES ?? path.join(siteDir, '..', 'shared', 'spec', 'pages.txt');
  if (!existsSync(pagesFile)) {
    console.warn(`page inventory: ${pagesFile} not found; skipping the check.`);
  }
  const findings = lintSite({siteDir, pagesFile, latestVersion: versions[0]});
  for (const {file, line, message} of findings) console.error(`${file}:${line}: ${message}`);
  const pages =
    walk(path.join(siteDir, 'docs')).length +
    walkVersions(siteDir).reduce((n, tree) => n + walk(tree).length, 0);
  console.log(`page inventory: ${pages} pages, ${findings.length} findings`);
  process.exit(findings.length > 0 ? 1 : 0);
}
