/**
 * Recognises the query syntax of spec section 5 without loading lunr, so that plain queries
 * never pay for the advanced engine.
 *
 * Syntax: `field:term`, `+required`, `-prohibited`, `term~N` (edit distance), `term^N` (boost),
 * `*` wildcards. A hyphen inside a word ("multi-server") is a separator, not syntax.
 */
const SYNTAX = /(^|\s)[+-]|[:~^*]/;

export function isAdvancedQuery(input: string): boolean {
  return SYNTAX.test(input.trim());
}
