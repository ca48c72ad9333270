/**
 * Search on the built index, in Node, the way the site runs it (lib/builtSearch.ts): no browser
 * is needed to know what a query returns. The browser tests (tests/e2e/search*.spec.ts) check
 * what the reader sees of it.
 *
 * - Relevance: the reader queries of tests/search/queries.yaml, each with the page that answers
 *   it. Every query must find its page among the first 8 (a miss fails, with its rank), and the
 *   mean reciprocal rank of the first answering hit must reach the threshold below, in the
 *   search box and on the results page. `npm run bench` collects the figures (SEARCH_RELEVANCE_REPORT).
 * - Findability: every page of the latest tree is suggested when its own title is typed.
 *
 * The fuzz of generated odd queries is in searchFuzz.test.ts, so that Vitest runs the two files
 * side by side.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';
import {afterAll, describe, expect, it} from 'vitest';

import type {SearchResult} from '../../src/plugins/search/query/advancedQuery';
import {builtHtmlFile, builtSitemapPaths} from '../lib/builtSite';
import {isLatestTreePath} from '../lib/siteUrls';
import {indexes, pageOf, resultsPage, suggestions, SUGGESTIONS} from './lib/builtSearch';

const MIN_MRR = 0.85;

interface ReaderQuery {
  q: string;
  pages: string[];
}

const queries = yaml.load(
  readFileSync(path.resolve(__dirname, '../search/queries.yaml'), 'utf8'),
) as ReaderQuery[];

/** 1-based rank of the first hit on an answering page, or undefined. */
function rankOf(results: SearchResult[], pages: string[]): number | undefined {
  const index = results.findIndex((result) => pages.includes(pageOf(result)));
  return index < 0 ? undefined : index + 1;
}

function resultsOf(input: string): SearchResult[] {
  const answer = resultsPage(input);
  if ('syntaxError' in answer) throw new Error(`${input}: ${answer.syntaxError}`);
  return answer.results;
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
    ['results page', resultsOf],
  ] as const) {
    it(`${name}: every query answered among the first 8, MRR >= ${MIN_MRR}`, () => {
      const {successAt8, mrr, misses} = score(run);
      figures[name] = {successAt8, mrr, queries: queries.length};
      console.log(
        `${name}: success@8 ${successAt8.toFixed(3)}, MRR ${mrr.toFixed(3)}, misses:\n  ${misses.join('\n  ')}`,
      );
      expect(misses, `success@8 ${successAt8.toFixed(3)}`).toEqual([]);
      expect(mrr).toBeGreaterThanOrEqual(MIN_MRR);
    });
  }
});

/** Each latest page of the built sitemap with its title as the page's <title> gives it. */
function latestPageTitles(): {page: string; title: string}[] {
  return builtSitemapPaths()
    .filter((page) => isLatestTreePath(page) && page.startsWith('/docs'))
    .map((page) => {
      const file = builtHtmlFile(page);
      if (!file) throw new Error(`The build has no HTML file for ${page}`);
      const html = readFileSync(file, 'utf8');
      const title = /<title[^>]*>([^<]*?) \| Kasm Workspaces<\/title>/.exec(html)?.[1] ?? '';
      return {
        page,
        title: title.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'"),
      };
    });
}

describe('search findability', () => {
  it('suggests every latest page when its title is typed', () => {
    const pages = latestPageTitles();
    expect(pages.length).toBeGreaterThan(100);
    const missed: string[] = [];
    for (const {page, title} of pages) {
      expect(title, `title of ${page}`).not.toBe('');
      const hits = suggestions(title);
      if (!hits.some((hit) => pageOf(hit) === page)) {
        missed.push(`${title} (${page}): got ${hits.map((hit) => hit.document.t).join(' | ')}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
