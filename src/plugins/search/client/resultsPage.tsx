/**
 * What this site adds to the search plugin's results page (src/theme/SearchPage, ejected): the
 * query through our worker, the syntax help, the parse error and the hit highlighting. The page
 * imports these between its CUSTOM CODE markers, so it stays close to the plugin's original.
 */
import React, {type ReactNode} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  getStemmedPositions,
  highlight,
  highlightStemmed,
} from '../../../internals/searchLocalHighlight';

import type {SearchResult} from '../query/advancedQuery';
import {searchResultsPageByWorker} from './searchByWorker';

import styles from './resultsPage.module.css';

/** Results shown on the page (the suggestion limit of 8 applies to the search box only). */
export const PAGE_RESULT_LIMIT = 100;

/** The id of the parse error, which the search box names with aria-describedby. */
export const QUERY_ERROR_ID = 'search-query-error';

/** A query the syntax cannot read; any other failure of a search is the index's. */
export class QuerySyntaxError extends Error {}

/**
 * Runs a query in the search worker, over both halves of the index. One more hit than the page
 * shows is asked for, so the count can say "100+" when there are more. A query the syntax
 * cannot read rejects with a QuerySyntaxError; an index that does not load, with its error.
 */
export async function runQuery(versionUrl: string, query: string): Promise<SearchResult[]> {
  const answer = await searchResultsPageByWorker(versionUrl, '', query, PAGE_RESULT_LIMIT + 1);
  if ('syntaxError' in answer) throw new QuerySyntaxError(answer.syntaxError);
  return answer.results;
}

/**
 * The version whose index the page searches: the one the address names (`version=docs/develop/`,
 * relative to the site's base URL; empty for the latest release, whose index is at the root),
 * or, when the site has no such version, the latest release's, with the name asked for.
 */
export function useSearchVersion(requested: string): {version: string; unknown?: string} {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const versions = Object.values(useAllDocsData()).flatMap((plugin) => plugin.versions);
  const match = versions.find((version) => `${version.path}/`.slice(baseUrl.length) === requested);
  if (requested === '' || match?.isLast) return {version: ''};
  return match ? {version: requested} : {version: '', unknown: requested};
}

export function UnknownVersion({name}: {name: string}): ReactNode {
  return (
    <div className="alert alert--info" role="status">
      The documentation has no version <code>{name}</code>. These results are from the latest
      release.
    </div>
  );
}

/** The number of results as the page says it: the true count, or "100+" at the cap. */
export function resultCount(results: readonly SearchResult[]): number | string {
  return results.length > PAGE_RESULT_LIMIT ? `${PAGE_RESULT_LIMIT}+` : results.length;
}

export function SyntaxHelp(): ReactNode {
  return (
    <details className={styles.syntaxHelp}>
      <summary>Search syntax</summary>
      <ul>
        <li>
          <code>title:install</code> searches one field: <code>title</code>, <code>heading</code>,{' '}
          <code>description</code>, <code>keywords</code> or <code>content</code>.
        </li>
        <li>
          <code>+agent +zone</code> requires both words; <code>-windows</code> excludes a word.
        </li>
        <li>
          <code>upgrde~1</code> allows one typing mistake (two at most); <code>proxy^10</code> ranks
          a word higher.
        </li>
        <li>
          <code>auth*</code> matches words that start with <code>auth</code>.
        </li>
      </ul>
    </details>
  );
}

/** Why a search has no results: its syntax, or an index that did not load. */
export function QueryError({error}: {error: unknown}): ReactNode {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof QuerySyntaxError) {
    return (
      <div id={QUERY_ERROR_ID} className="alert alert--warning" role="alert">
        <strong>This search could not be read:</strong> {message}. Check the syntax below the search
        box, or search for plain words.
      </div>
    );
  }
  return (
    <div id={QUERY_ERROR_ID} className="alert alert--danger" role="alert">
      <strong>Search is not available:</strong> the search index did not load ({message}). Check
      your connection and reload the page.
    </div>
  );
}

/** Characters of a hit's text shown on the page. */
const HIT_TEXT_LENGTH = 100;

/**
 * The hit's text as HTML, search terms marked. The plugin's highlightStemmed reads the first
 * matched position and throws on a hit without one: a query of excluded words only ("-agent")
 * matches every other document, with no position to show.
 */
export function highlightHit(
  text: string,
  metadata: SearchResult['metadata'],
  tokens: string[],
): string {
  const positions = getStemmedPositions(metadata, 't');
  if (positions.length > 0) return highlightStemmed(text, positions, tokens, HIT_TEXT_LENGTH);
  return highlight(
    text.length > HIT_TEXT_LENGTH ? `${text.slice(0, HIT_TEXT_LENGTH)}…` : text,
    tokens,
  );
}
