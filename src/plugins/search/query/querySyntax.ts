/**
 * Recognises lunr's query syntax: a query that uses it goes through lunr's
 * parser (advancedQuery.ts), so that a malformed one gets a parse message; plain words run as
 * the search box runs them, with its tolerance for typos and its synonyms.
 *
 * Syntax: `field:term`, `+required`, `-prohibited`, `term~N` (edit distance), `term^N` (boost),
 * `*` wildcards. A hyphen inside a word ("multi-server") is a separator, not syntax.
 */
const SYNTAX = /(^|\s)[+-]|[:~^*]/;

export function isAdvancedQuery(input: string): boolean {
  return SYNTAX.test(input.trim());
}
