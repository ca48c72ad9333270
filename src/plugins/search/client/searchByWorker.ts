/**
 * Replaces the search plugin's dist/client/client/theme/searchByWorker.js (0.55.3), which the
 * plugin's search bar imports: the same two calls, plus the results page's, all answered by
 * one worker of ours (./worker.ts). In development there is no index, as with the plugin.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '../../../internals/searchLocalConstants';

import {indexUrlOf} from '../indexFiles';

import type {SearchResult} from '../query/advancedQuery';
import type {ResultsPageAnswer} from '../query/resultsPage';
import type {SearchWorker} from './worker';

let remoteWorker: Promise<Comlink.Remote<SearchWorker>> | undefined;

function getRemoteWorker(): Promise<Comlink.Remote<SearchWorker>> | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  remoteWorker ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(
      new Worker(new URL('./worker.ts', import.meta.url)),
    );
    return await new Remote();
  })();
  return remoteWorker;
}

/** Each version's first-half load, started once per page. */
const loads = new Map<string, Promise<void>>();

/**
 * Loads the first half of the index (the search box's loading ring waits for it). With
 * `prefetch` (the search box, whose version always exists) the page downloads the file itself
 * while the worker's script loads and starts, then hands the bytes over: on a slow phone that
 * saves the worker's start-up time before the download begins. The results page takes its
 * version from the address, which may name none, so there the worker fetches the file.
 * Every search below waits for this first, so the file is never downloaded twice.
 */
export function fetchIndexesByWorker(
  baseUrl: string,
  searchContext: string,
  {prefetch = true}: {prefetch?: boolean} = {},
): Promise<void> {
  const worker = getRemoteWorker();
  if (!worker) return Promise.resolve();
  const key = `${baseUrl}${searchContext}`;
  let load = loads.get(key);
  if (!load) {
    // A failed download leaves the worker to fetch the file itself, with its own error.
    const download = prefetch
      ? fetch(indexUrlOf(baseUrl, searchContext, searchIndexUrl)).then(
          (response) => (response.ok ? response.arrayBuffer() : undefined),
          () => undefined,
        )
      : undefined;
    load = Promise.all([worker, download]).then(([remote, body]) =>
      remote.fetchIndexes(
        baseUrl,
        searchContext,
        body ? Comlink.transfer(body, [body]) : undefined,
      ),
    );
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The worker, once the version's first half is loaded; undefined outside production. */
async function readyWorker(
  baseUrl: string,
  searchContext: string,
): Promise<Comlink.Remote<SearchWorker> | undefined> {
  const worker = getRemoteWorker();
  if (!worker) return undefined;
  await fetchIndexesByWorker(baseUrl, searchContext, {prefetch: false});
  return worker;
}

/** The search box: answers from the first half when it has enough hits. */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  const worker = await readyWorker(baseUrl, searchContext);
  return (await worker?.search(baseUrl, searchContext, input, limit)) ?? [];
}

/** The results page: every hit, from both halves, or the query syntax's error message. */
export async function searchResultsPageByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<ResultsPageAnswer> {
  const worker = await readyWorker(baseUrl, searchContext);
  return (await worker?.searchResultsPage(baseUrl, searchContext, input, limit)) ?? {results: []};
}
