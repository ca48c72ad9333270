/**
 * The results page's search, as one plain function: the search worker runs it for the page
 * (client/worker.ts), and tests/build runs it in Node against the built indexes. A query that
 * uses the syntax goes through lunr's parser (advancedQuery.ts); plain words run as the search
 * box runs them (plainQuery.ts), ranked for the page. Each address is listed once.
 */
import {
  parseAdvancedQuery,
  runAdvancedQuery,
  type SearchResult,
  type WrappedIndex,
} from './advancedQuery';
import {query, rankForResultsPage} from './plainQuery';
import {isAdvancedQuery} from './querySyntax';

/** One entry per address: a page and its first section share one. */
function oncePerAddress(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter(({document}) => {
    const address = document.u + (document.h ?? '');
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/** Hits, or the parse error's message: a message the page shows, not an exception. */
export type ResultsPageAnswer = {results: SearchResult[]} | {syntaxError: string};

export function resultsPageQuery(
  indexes: readonly WrappedIndex[],
  input: string,
  limit: number,
): ResultsPageAnswer {
  if (!isAdvancedQuery(input)) {
    return {results: oncePerAddress(rankForResultsPage(query(indexes, input, limit)))};
  }
  let clauses;
  try {
    clauses = parseAdvancedQuery(input);
  } catch (error) {
    return {syntaxError: error instanceof Error ? error.message : String(error)};
  }
  return {results: oncePerAddress(runAdvancedQuery(indexes, clauses, limit))};
}
