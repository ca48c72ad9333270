/**
 * What this site adds to the search plugin's results page (src/theme/SearchPage, ejected): the
 * query through our worker, the syntax help, the parse error and the hit highlighting. The page
 * imports these between its CUSTOM CODE markers, so it stays close to the plugin's original.
 */
import React, {type ReactNode} from 'react';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';

import type {SearchResult} from '../query/advancedQuery';
import {searchResultsPageByWorker} from './searchByWorker';

import styles from './resultsPage.module.css';

/** Results shown on the page (the suggestion limit of 8 applies to the search box only). */
export const PAGE_RESULT_LIMIT = 100;

/** The id of the parse error, which the search box names with aria-describedby. */
export const QUERY_ERROR_ID = 'search-query-error';

/**
 * Runs a query in the search worker, over both halves of the index. One more hit than the page
 * shows is asked for, so the count can say "100+" when there are more. A query the syntax
 * cannot read rejects with the parse message.
 */
export async function runQuery(versionUrl: string, query: string): Promise<SearchResult[]> {
  const answer = await searchResultsPageByWorker(versionUrl, '', query, PAGE_RESULT_LIMIT + 1);
  if ('syntaxError' in answer) throw new Error(answer.syntaxError);
  return answer.results;
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

export function QueryError({message}: {message: string}): ReactNode {
  return (
    <div id={QUERY_ERROR_ID} className="alert alert--warning" role="alert">
      <strong>This search could not be read:</strong> {message}. Check the syntax below the search
      box, or search for plain words.
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
