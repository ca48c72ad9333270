/**
 * The search plugin's query loop (its worker.js `search`, 0.55.3) over loaded indexes, as a
 * plain function: the search worker runs it, and tests/build/search.test.ts runs it in
 * Node against the built indexes.
 */
import {language} from '../../../internals/searchLocalConstants';
import {
  processTreeStatusOfSearchResults,
  smartQueries,
  sortSearchResults,
} from '../../../internals/searchLocalQuery';

import lunr from 'lunr';

import type {SearchResult, WrappedIndex} from './advancedQuery';
import {withPositions, type IndexDocument} from '../firstFile';
import {withoutProductName} from './productName';
import {pageTitleWeight} from './ranking';
import {synonymVariants} from './synonyms';
import {tokenize} from './tokenize';

/** An index file as the build writes it: {documents, index} per document type. */
export type SerializedIndex = {documents: IndexDocument[]; index: object}[];

/** Loads serialized indexes whose first entry is of document type `firstType`. */
export function wrap(serialized: SerializedIndex, firstType: number): WrappedIndex[] {
  return serialized.map(({documents, index}, offset) => ({
    type: firstType + offset,
    documents,
    index: lunr.Index.load(index),
  }));
}

const documentMaps = new WeakMap<readonly IndexDocument[], Map<string, IndexDocument>>();

/** The documents of an index by their id (as lunr's refs give it), built once per index. */
function byId(documents: readonly IndexDocument[]): Map<string, IndexDocument> {
  let map = documentMaps.get(documents);
  if (!map) {
    map = new Map(documents.map((doc) => [String(doc.i), doc]));
    documentMaps.set(documents, map);
  }
  return map;
}

/**
 * The hits of one document type for each token list (the query as typed, then its synonym
 * variants) and each of the plugin's query forms (exact, then with wildcards and typos), added
 * to `results` until `limit`.
 */
function collectType(
  {documents, index, type}: WrappedIndex,
  pages: readonly IndexDocument[],
  tokenLists: readonly string[][],
  limit: number,
  results: SearchResult[],
): void {
  const run = (term: ReturnType<typeof smartQueries>[number]['term']) =>
    index.query((builder) => {
      for (const item of term) {
        builder.term(item.value, {
          wildcard: item.wildcard,
          presence: item.presence,
          ...(item.editDistance ? {editDistance: item.editDistance} : null),
        });
      }
    });
  const byRef = byId(documents);
  const pageById = byId(pages);
  const located = (hit: lunr.Index.Result) => {
    const document = byRef.get(hit.ref)!;
    const page = type !== 0 ? pageById.get(String(document.p)) : undefined;
    return {hit, document, page};
  };
  for (const rawTokens of tokenLists) {
    for (const {term, tokens} of smartQueries(rawTokens, [])) {
      const hits = run(term)
        .map(located)
        .filter(({hit}) => !results.some((item) => String(item.document.i) === hit.ref))
        .map((item) => ({...item, rank: item.hit.score * pageTitleWeight(item.page, rawTokens)}))
        // Stable: equal weights keep lunr's order.
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit - results.length);
      for (const {hit, document, page, rank} of hits) {
        results.push({
          document,
          type,
          page: page ?? false,
          metadata: withPositions(hit.matchData.metadata, document.t),
          tokens,
          score: rank,
        });
      }
      if (results.length >= limit) return;
    }
  }
}

/**
 * Hits for `input` in `indexes`, at most `limit`, in the plugin's order (by type, a page's
 * sections after its title): for each type, the query as typed but without the product's name
 * (productName.ts), then with the manual's words for a reader's (synonyms.ts).
 */
export function query(
  indexes: readonly WrappedIndex[],
  input: string,
  limit: number,
): SearchResult[] {
  const rawTokens = tokenize(input, language);
  if (rawTokens.length === 0) return [];
  const words = withoutProductName(rawTokens) ?? rawTokens;
  const tokenLists = [words, ...synonymVariants(words)];
  const pages = indexes[0]?.documents ?? [];
  const results: SearchResult[] = [];
  // Type by type (titles, headings, descriptions, keywords, content), so that a title found
  // through a synonym comes before a passing mention of the word as typed.
  for (const typeIndex of indexes) {
    if (results.length >= limit) break;
    collectType(typeIndex, pages, tokenLists, limit, results);
  }
  sortSearchResults(results);
  processTreeStatusOfSearchResults(results);
  return results;
}

/**
 * How much a hit of each document type says about its page (title, heading, description,
 * keywords, content): a page about the subject names it in its title and headings.
 */
const TYPE_WEIGHTS = [4, 2, 2, 2, 1];

/**
 * The results page's order: every hit by its score weighted by its type, so a title or heading
 * about the subject comes before a passing mention in a section's text.
 */
export function rankForResultsPage(results: readonly SearchResult[]): SearchResult[] {
  const weighted = (result: SearchResult) => result.score * (TYPE_WEIGHTS[result.type] ?? 1);
  return results
    .map((result, order) => ({result, order, weight: weighted(result)}))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({result}) => result);
}
