/**
 * The search worker, in place of the search plugin's dist/client/client/theme/worker.js (0.55.3).
 * Same query logic as the plugin's (its tokenizer, smart queries, order of types, sorting), with
 * the index in two halves (../splitIndex.ts writes them):
 * - `fetchIndexes` loads the first half (titles and headings); the search box shows suggestions
 *   as soon as it is in, and the second half (descriptions and section texts) downloads behind
 *   it, to be parsed when a search first needs it;
 * - `search` answers from the first half when it fills the suggestions; otherwise it waits for
 *   the second, so no hit is ever missing;
 * - `searchResultsPage` (the results page) always waits for both halves; the query syntax runs
 *   here too, off the main thread, against the same loaded indexes, so the page never loads
 *   lunr or an index itself.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '../../../internals/searchLocalConstants';

import {FIRST_TYPES, contentIndexUrl, indexUrlOf} from '../indexFiles';
import {restoreFirstFile} from '../firstFile';
import type {SearchResult, WrappedIndex} from '../query/advancedQuery';
import {query, wrap, type SerializedIndex} from '../query/plainQuery';
import {resultsPageQuery, type ResultsPageAnswer} from '../query/resultsPage';

interface LoadedIndexes {
  /** Titles and headings, by type. */
  first: WrappedIndex[];
  /**
   * The second file's bytes, downloading from the start. They are parsed only when a search
   * needs them: parsing 8 MB holds this worker for a second or more, and every query waits.
   */
  contentBody: Promise<ArrayBuffer>;
  /** Descriptions, keywords and content sections, once a search asked for them. */
  content?: Promise<WrappedIndex[]>;
  /** The same, once parsed. */
  loadedContent?: WrappedIndex[];
}

const cache = new Map<string, Promise<LoadedIndexes>>();

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  // The URL comes from the page; refuse anything that is not this site.
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error(`Search index outside this site: ${url}`);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index ${url} answered ${response.status}`);
  return response.arrayBuffer();
}

function parseJson(body: ArrayBuffer): SerializedIndex {
  return JSON.parse(new TextDecoder().decode(body)) as SerializedIndex;
}

/**
 * The indexes of a version, loaded once. `firstHalf` is the first file's body when the page
 * fetched it already (searchByWorker.ts starts that download while this worker starts up).
 */
function loadIndexes(
  baseUrl: string,
  searchContext: string,
  firstHalf?: ArrayBuffer,
): Promise<LoadedIndexes> {
  const key = `${baseUrl}${searchContext}`;
  let promise = cache.get(key);
  if (!promise) {
    const url = indexUrlOf(baseUrl, searchContext, searchIndexUrl);
    const first = firstHalf ? Promise.resolve(firstHalf) : fetchBytes(url);
    promise = first.then((body) => {
      const contentBody = fetchBytes(contentIndexUrl(url));
      // A failed download is reported by the search that needs it, and tried again then.
      contentBody.catch(() => cache.delete(key));
      return {first: wrap(restoreFirstFile(parseJson(body)), 0), contentBody};
    });
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** The second half, parsed on first use. */
function contentOf(loaded: LoadedIndexes): Promise<WrappedIndex[]> {
  loaded.content ??= loaded.contentBody.then((body) => {
    loaded.loadedContent = wrap(parseJson(body), FIRST_TYPES);
    return loaded.loadedContent;
  });
  return loaded.content;
}

/** Every document type of a version: the first half and the parsed second half. */
async function allIndexes(loaded: LoadedIndexes): Promise<WrappedIndex[]> {
  return [...loaded.first, ...(await contentOf(loaded))];
}

export class SearchWorker {
  async fetchIndexes(
    baseUrl: string,
    searchContext: string,
    firstHalf?: ArrayBuffer,
  ): Promise<void> {
    await loadIndexes(baseUrl, searchContext, firstHalf);
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]> {
    const loaded = await loadIndexes(baseUrl, searchContext);
    if (!loaded.loadedContent) {
      const quick = query(loaded.first, input, limit);
      if (quick.length >= limit) return quick;
    }
    return query(await allIndexes(loaded), input, limit);
  }

  /** The results page's query: every hit, or the syntax error's message for the page. */
  async searchResultsPage(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<ResultsPageAnswer> {
    const loaded = await loadIndexes(baseUrl, searchContext);
    return resultsPageQuery(await allIndexes(loaded), input, limit);
  }
}

Comlink.expose(SearchWorker);
