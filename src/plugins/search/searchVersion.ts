/**
 * Which index the search page searches for a docs version, as its `version=` parameter (relative
 * to the site's base URL, with a trailing slash, as the results page reads it): the develop tree
 * has an index of its own; the latest release's index is the default (no parameter), and an
 * archived release (one page, its notice) is searched in it too. Plain code with no imports, so
 * the navbar's assistant and the not-found page can use it without the search client.
 */
export function searchVersionParam(
  version: {path: string; isLatest: boolean; pageCount: number},
  baseUrl: string,
): string | undefined {
  if (version.isLatest || version.pageCount <= 1) return undefined;
  return version.path.replace(/\/?$/, '/').slice(baseUrl.length);
}
