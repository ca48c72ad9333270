/**
 * Ranking of the search hits beyond lunr's score (plainQuery.ts). Browser-safe, and free of the
 * search plugin's generated modules, so the unit tests can load it.
 */
import lunr from 'lunr';

import type {IndexDocument} from '../firstFile';
import {tokenize} from './tokenize';

/** The most a page title that names every word of the query multiplies a section's score by. */
const PAGE_TITLE_WEIGHT = 1;

/** lunr's English stemmer, as the index was built with: "installs" and "installer" are "instal". */
const stem = (word: string) => lunr.stemmer(new lunr.Token(word.toLowerCase(), {})).toString();

/**
 * How much a section's page title adds to its score: a section of a page whose title names the
 * query's words ("install" for a section of "Single server installation") answers the query
 * better than the same words in a section of another page. 1 for a title, which is the page
 * itself, or a title with none of the words.
 */
export function pageTitleWeight(
  page: IndexDocument | undefined,
  queryTokens: readonly string[],
): number {
  if (!page || queryTokens.length === 0) return 1;
  const named = queryTokens.filter((token) => titleNames(page, token)).length;
  return 1 + PAGE_TITLE_WEIGHT * (named / queryTokens.length);
}

/** Whether a page's title has `word` (compared as the index compares words, by their stem). */
function titleNames(page: IndexDocument, word: string): boolean {
  const wanted = stem(word);
  return tokenize(page.t).some((token) => stem(token) === wanted);
}
