#!/usr/bin/env node
// Page inventory of the docs trees (docs/ and versioned_docs/*/): reports a page that
// config/required-pages.txt lists but the develop or latest tree lacks, and a develop-only page
// present in the latest tree. Exits 1 when it finds anything, or when the list cannot be read.
//
// The checks of each page's text are markdownlint rules: the built-in ones and the project's own
// (front matter, placeholders, talk about the manual, body text) in
// scripts/markdownlint-rules.mjs. `npm run lint:content` runs this script, markdownlint-cli2 and
// cspell.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

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

/** The list of required pages, in the repository. */
export const REQUIRED_PAGES_FILE = 'config/required-pages.txt';

/** Reads the list of required pages: [{pattern: RegExp, path, isDevelopOnly}]. */
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
      };
    });
}

/** Findings about the required pages: each one missing from a tree, or where it must not be. */
export function lintInventory({specPages, developPaths, latestPaths}) {
  const findings = [];
  for (const page of specPages) {
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
  const pagesFile = path.join(siteDir, REQUIRED_PAGES_FILE);
  if (!existsSync(pagesFile)) {
    console.error(`page inventory: ${REQUIRED_PAGES_FILE} not found: nothing to check against.`);
    process.exit(1);
  }
  const findings = lintSite({siteDir, pagesFile, latestVersion: versions[0]});
  for (const {file, line, message} of findings) console.error(`${file}:${line}: ${message}`);
  const pages =
    walk(path.join(siteDir, 'docs')).length +
    walkVersions(siteDir).reduce((n, tree) => n + walk(tree).length, 0);
  const required = readSpecPages(pagesFile).length;
  console.log(
    `page inventory: ${pages} pages, ${required} required by ${REQUIRED_PAGES_FILE}, ${findings.length} findings`,
  );
  process.exit(findings.length > 0 ? 1 : 0);
}
