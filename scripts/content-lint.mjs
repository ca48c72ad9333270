#!/usr/bin/env node
// Content lint for the docs trees (docs/ and versioned_docs/*/). Reports, with file and line:
// - a page without a `title` or `description` in its front matter;
// - placeholder words (TODO, TBD, "coming soon", lorem ipsum, ...);
// - talk about the manual or its sources instead of the product ("this manual", "not
//   documented", "Known from:", estimated dates, ...) and placeholder values such as `<sha256>`
//   or `<build>`, outside the front matter (whose `sources:` list is for writers);
// - a page without body text;
// - a fenced code block that names no language;
// - a page the spec lists (../shared/spec/pages.txt) missing from the develop or latest tree,
//   for every section that has landed (has at least one page in the latest tree), and a
//   develop-only page present in the latest tree.
// Exits 1 when it finds anything.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import yaml from 'js-yaml';

const PLACEHOLDERS = /\b(TODO|TBD|FIXME)\b|coming soon|lorem ipsum|placeholder text|to be written/i;
/**
 * Phrases that speak about the manual, its sources or its gaps rather than about the product.
 * A reader cannot act on them: where a fact is not established, the sentence goes.
 */
const MANUAL_TALK = new RegExp(
  [
    String.raw`\bthis manual\b`,
    String.raw`\b(?:our|these|the) sources\b`,
    String.raw`\bsources behind\b`,
    String.raw`\bnot documented\b`,
    String.raw`\bundocumented\b`,
    String.raw`\bknown from\b`,
    String.raw`\bthird-party clients only\b`,
    String.raw`\ban estimate from\b`,
    String.raw`\bthe estimate (?:comes|rests)\b`,
    String.raw`\bestimated? (?:release )?date\b`,
    String.raw`\bdated (?:repository )?activity\b`,
    String.raw`\bnot (?:yet )?public when\b`,
    String.raw`\bwhen this was written\b`,
    String.raw`release date:\W*not known`,
    String.raw`<sha256[^>]*>`,
    String.raw`<build(?: date)?>`,
  ].join('|'),
  'i',
);
/** Fewest words of body text (outside headings, code and front matter) a page may have. */
const MIN_BODY_WORDS = 25;
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

/**
 * Splits a page into its front matter fields (parsed as YAML, as Docusaurus does) and body,
 * keeping the body's first line number. A front matter that is not valid YAML is reported.
 */
export function parsePage(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return {fields: {}, body: text, bodyLine: 1};
  const bodyLine = match[0].split('\n').length;
  try {
    const fields = yaml.load(match[1]) ?? {};
    return {
      fields: typeof fields === 'object' ? fields : {},
      body: text.slice(match[0].length),
      bodyLine,
    };
  } catch (error) {
    const line = 2 + (error.mark?.line ?? 0);
    return {
      fields: {},
      body: text.slice(match[0].length),
      bodyLine,
      yamlError: {line, message: error.reason ?? error.message},
    };
  }
}

/** Findings for one page's text. */
export function lintPage(file, text) {
  const findings = [];
  const {fields, bodyLine, yamlError} = parsePage(text);
  if (yamlError) {
    const message = `front matter is not valid YAML: ${yamlError.message} (quote the value)`;
    findings.push({file, line: yamlError.line, message});
  } else {
    if (!fields.title) findings.push({file, line: 1, message: 'front matter has no title'});
    if (!fields.description) {
      findings.push({file, line: 1, message: 'front matter has no description'});
    }
  }

  const lines = text.split(/\r?\n/);
  let fence = null;
  let proseWords = 0;
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const placeholder = PLACEHOLDERS.exec(line);
    if (placeholder) {
      findings.push({file, line: lineNumber, message: `placeholder word "${placeholder[0]}"`});
    }
    if (lineNumber < bodyLine) return;
    const manualTalk = MANUAL_TALK.exec(line);
    if (manualTalk) {
      findings.push({
        file,
        line: lineNumber,
        message: `talks about the manual or shows a placeholder value: "${manualTalk[0]}" (state the fact, or leave the sentence out)`,
      });
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (fenceMatch) {
      if (!fence) {
        fence = fenceMatch[1];
        if (!fenceMatch[2]) {
          findings.push({file, line: lineNumber, message: 'code block names no language'});
        }
      } else if (fenceMatch[1].startsWith(fence) && !fenceMatch[2]) {
        fence = null;
      }
      return;
    }
    if (fence || /^\s*(#|:::|import |export |<)/.test(line)) return;
    proseWords += line.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word)).length;
  });
  if (proseWords < MIN_BODY_WORDS) {
    findings.push({
      file,
      line: bodyLine,
      message: `page has almost no body text (${proseWords} words, at least ${MIN_BODY_WORDS} expected)`,
    });
  }
  return findings;
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
  const findings = [];
  const trees = [path.join(siteDir, 'docs'), ...walkVersions(siteDir)];
  for (const tree of trees) {
    for (const file of walk(tree)) {
      findings.push(...lintPage(path.relative(siteDir, file), readFileSync(file, 'utf8')));
    }
  }
  if (pagesFile && existsSync(pagesFile)) {
    const paths = (tree) => walk(tree).map((file) => docPath(path.relative(tree, file)));
    findings.push(
      ...lintInventory({
        specPages: readSpecPages(pagesFile),
        developPaths: paths(path.join(siteDir, 'docs')),
        latestPaths: paths(path.join(siteDir, 'versioned_docs', `version-${latestVersion}`)),
      }),
    );
  }
  return findings;
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
    console.warn(`content lint: ${pagesFile} not found; skipping the page inventory check.`);
  }
  const findings = lintSite({siteDir, pagesFile, latestVersion: versions[0]});
  for (const {file, line, message} of findings) console.error(`${file}:${line}: ${message}`);
  const pages =
    walk(path.join(siteDir, 'docs')).length +
    walkVersions(siteDir).reduce((n, tree) => n + walk(tree).length, 0);
  console.log(`content lint: ${pages} pages checked, ${findings.length} findings`);
  process.exit(findings.length > 0 ? 1 : 0);
}
