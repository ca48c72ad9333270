/**
 * Search relevance: the reader queries of tests/search/queries.yaml, each with the page that
 * answers it, run against the latest tree's built indexes the way the site runs them (the search
 * worker's query function, src/plugins/search/client/query.ts):
 * - the search box: 8 suggestions, from the first index file when it fills them;
 * - the results page: every hit from both files, one entry per address.
 * Success@8 (the answering page among the first 8) and the mean reciprocal rank of the first
 * answering hit must reach the thresholds below on both.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';
import {afterAll, describe, expect, it} from 'vitest';

import {FIRST_TYPES, contentIndexUrl} from '../../src/plugins/search/indexFiles';
import {
  query,
  rankForResultsPage,
  wrap,
  type SerializedIndex,
} from '../../src/plugins/search/client/query';
import {restoreFirstFile} from '../../src/plugins/search/firstFile';
import type {SearchResult} from '../../src/search/advancedQuery';

const BUILD_DIR = path.resolve(__dirname, '../..', process.env.DOCS_BUILD_DIR ?? 'build');
const SUGGESTIONS = 8;
const MIN_SUCCESS_AT_8 = 0.95;
const MIN_MRR = 0.85;

interface ReaderQuery {
  q: string;
  pages: string[];
}

const queries = yaml.load(
  readFileSync(path.resolve(__dirname, '../search/queries.yaml'), 'utf8'),
) as ReaderQuery[];

function loadLatestIndexes() {
  const name = readdirSync(BUILD_DIR).find((file) => /^search-index-[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`No search index in ${BUILD_DIR}: run the build first.`);
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(BUILD_DIR, file), 'utf8')) as SerializedIndex;
  const first = wrap(restoreFirstFile(read(name)), 0);
  const rest = wrap(read(contentIndexUrl(name)), FIRST_TYPES);
  return {first, all: [...first, ...rest]};
}

const indexes = loadLatestIndexes();

/** The page a hit belongs to: its own address for a page title, else its page's. */
function pageOf(result: SearchResult): string {
  return result.type === 0 || !result.page ? result.document.u : result.page.u;
}

/** As the search box runs it (src/plugins/search/client/worker.ts `search`). */
function suggestions(input: string): SearchResult[] {
  const quick = query(indexes.first, input, SUGGESTIONS);
  return quick.length >= SUGGESTIONS ? quick : query(indexes.all, input, SUGGESTIONS);
}

/** As the results page lists them: both files, each address once. */
function resultsPage(input: string): SearchResult[] {
  const seen = new Set<string>();
  return rankForResultsPage(query(indexes.all, input, 101)).filter(({document}) => {
    const address = document.u + (document.h ?? '');
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/** 1-based rank of the first hit on an answering page, or undefined. */
function rankOf(results: SearchResult[], pages: string[]): number | undefined {
  const index = results.findIndex((result) => pages.includes(pageOf(result)));
  return index < 0 ? undefined : index + 1;
}

function score(run: (input: string) => SearchResult[]) {
  const misses: string[] = [];
  let reciprocal = 0;
  let found = 0;
  for (const {q, pages} of queries) {
    const rank = rankOf(run(q), pages);
    if (rank !== undefined && rank <= SUGGESTIONS) found += 1;
    else misses.push(`${q} -> ${pages.join(' or ')} (${rank ? `rank ${rank}` : 'not found'})`);
    reciprocal += rank ? 1 / rank : 0;
  }
  return {successAt8: found / queries.length, mrr: reciprocal / queries.length, misses};
}

/** `npm run bench` sets this to collect the figures (scripts/bench.mjs, part "search"). */
const REPORT = process.env.SEARCH_RELEVANCE_REPORT;
const figures: Record<string, {successAt8: number; mrr: number; queries: number}> = {};

describe('search relevance on reader queries', () => {
  afterAll(() => {
    if (REPORT) writeFileSync(REPORT, JSON.stringify(figures, null, 2));
  });

  it('has at least 80 queries, each naming pages that exist', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    const titles = new Set(indexes.first[0].documents.map((page) => page.u));
    for (const {q, pages} of queries) {
      for (const page of pages) expect(titles.has(page), `${q}: ${page}`).toBe(true);
    }
  });

  for (const [name, run] of [
    ['search box suggestions', suggestions],
    ['results page', resultsPage],
  ] as const) {
    it(`${name}: success@8 >= ${MIN_SUCCESS_AT_8} and MRR >= ${MIN_MRR}`, () => {
      const {successAt8, mrr, misses} = score(run);
      figures[name] = {successAt8, mrr, queries: queries.length};
      console.log(
        `${name}: success@8 ${successAt8.toFixed(3)}, MRR ${mrr.toFixed(3)}, misses:\n  ${misses.join('\n  ')}`,
      );
      expect(successAt8, misses.join('\n')).toBeGreaterThanOrEqual(MIN_SUCCESS_AT_8);
      expect(mrr).toBeGreaterThanOrEqual(MIN_MRR);
    });
  }
});
