/**
 * Replaces the search plugin's tokenizer (dist/client/client/utils/tokenize.js) in the search
 * worker; the search plugin (../index.ts) swaps the module at build time.
 *
 * Same rules as the plugin for English (lower-case, split on whitespace and hyphens, spec
 * section 5), plus one: punctuation at the edges of a token is dropped, as lunr's trimmer drops
 * it when the index is built. Without that, a query such as "Entra ID (your organization)"
 * looks for "(your" and "organization)", which no page contains, and finds nothing.
 */
export function tokenize(text: string, _language?: string[]): string[] {
  void _language;
  return (text.toLowerCase().match(/[^-\s]+/g) ?? [])
    .map((token) => token.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter((token) => token.length > 0);
}
