/**
 * The latest tree's built search index, loaded once per test file, and the searches the site
 * runs on it, as the search worker runs them (src/plugins/search/client/worker.ts):
 * - `suggestions`: the search box, 8 hits, from the first file when it fills them;
 * - `resultsPage`: the results page, every hit from both files, each address once, or the
 *   query syntax's error message.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {restoreFirstFile} from '../../../src/plugins/search/firstFile';
import {FIRST_TYPES, contentIndexUrl} from '../../../src/plugins/search/indexFiles';
import type {SearchResult} from '../../../src/plugins/search/query/advancedQuery';
import {query, wrap, type SerializedIndex} from '../../../src/plugins/search/query/plainQuery';
import {
  resultsPageQuery,
  type ResultsPageAnswer,
} from '../../../src/plugins/search/query/resultsPage';
import {BUILD_DIR} from '../../lib/builtSite';

export const SUGGESTIONS = 8;
/** The results page asks for one hit more than it shows, to say "100+". */
const RESULTS_LIMIT = 101;

function loadLatestIndexes() {
  const name = readdirSync(BUILD_DIR).find((file) => /^search-index-[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`No search index in ${BUILD_DIR}: run the build first.`);
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(BUILD_DIR, file), 'utf8')) as SerializedIndex;
  const first = wrap(restoreFirstFile(read(name)), 0);
  const rest = wrap(read(contentIndexUrl(name)), FIRST_TYPES);
  return {first, all: [...first, ...rest]};
}

export const indexes = loadLatestIndexes();

/** The page a hit belongs to: its own address for a page title, else its page's. */
export function pageOf(result: SearchResult): string {
  return result.type === 0 || !result.page ? result.document.u : result.page.u;
}

export function suggestions(input: string): SearchResult[] {
  const quick = query(indexes.first, input, SUGGESTIONS);
  return quick.length >= SUGGESTIONS ? quick : query(indexes.all, input, SUGGESTIONS);
}

export function resultsPage(input: string): ResultsPageAnswer {
  return resultsPageQuery(indexes.all, input, RESULTS_LIMIT);
}
