/**
 * The fact table: statements a reader relies on, each with the public source it was checked
 * against, matched against the built Markdown export of its page (build/docs/...md). A row fails
 * when a page loses or changes the fact, so an edit that contradicts the source is caught.
 *
 * Rows live in tests/facts/*.yaml, one file per area:
 *   - page: install/single_server_install   # the page's path in its tree, without .md
 *     tree: latest                          # latest (default) or develop
 *     expect: 'sudo bash kasm_release/install\.sh'   # regular expression, case-insensitive
 *     source: https://...                   # where the fact is published
 *
 * Runs after the production build (`npm test`, `npm run test:build`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {BUILD_DIR} from '../lib/builtSite';

const FACTS_DIR = path.resolve(__dirname, '../facts');
/** The floor of the fact table (at least 300 rows, each with its public source); rows may only grow. */
const MIN_ROWS = 300;

interface FactRow {
  page: string;
  tree?: 'latest' | 'develop';
  expect: string;
  source: string;
}

function readRows(): {file: string; row: FactRow}[] {
  return readdirSync(FACTS_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const rows = yaml.load(readFileSync(path.join(FACTS_DIR, name), 'utf8'));
      if (!Array.isArray(rows)) throw new Error(`tests/facts/${name} is not a list of rows`);
      return (rows as FactRow[]).map((row) => ({file: name, row}));
    });
}

/** The built Markdown of a page: `<page>.md`, or `<page>/index.md` for a folder's index page. */
function markdownFileOf(row: FactRow, buildDir = BUILD_DIR): string | undefined {
  const treeDir = path.join(buildDir, 'docs', row.tree === 'develop' ? 'develop' : '');
  const page = row.page.replace(/(^|\/)index$/, '');
  const candidates = [
    page === '' ? undefined : path.join(treeDir, `${page}.md`),
    path.join(treeDir, page, 'index.md'),
  ];
  return candidates.find((file) => file !== undefined && existsSync(file));
}

const rows = readRows();

describe('fact table', () => {
  it(`holds at least ${MIN_ROWS} well-formed rows, each with a public source`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(MIN_ROWS);
    for (const {file, row} of rows) {
      const where = `${file}: ${row.page}`;
      expect(row.page, where).toMatch(/^[\w./-]+$/);
      expect(['latest', 'develop', undefined], where).toContain(row.tree);
      expect(() => new RegExp(row.expect, 'i'), where).not.toThrow();
      expect(row.source, where).toMatch(/^https:\/\/\S+$/);
    }
  });

  it.each(rows.map(({file, row}) => [`${row.tree ?? 'latest'} ${row.page}: /${row.expect}/`, file, row] as const))(
    '%s',
    (_name, file, row) => {
      const markdownFile = markdownFileOf(row);
      expect(markdownFile, `${file}: no built Markdown for ${row.page} (run the build first)`).toBeDefined();
      const markdown = readFileSync(markdownFile!, 'utf8');
      expect(markdown, `${file}: ${row.page} (source: ${row.source})`).toMatch(new RegExp(row.expect, 'i'));
    },
  );
});
