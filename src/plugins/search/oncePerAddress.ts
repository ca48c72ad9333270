/**
 * The results page's list keeps one entry per address: a page and its first section share one.
 * Used by the results page (src/theme/SearchPage) and by the tests that run its searches in Node.
 * Browser-safe and light: no lunr.
 */
import type {SearchResult} from '../../search/advancedQuery';

export function oncePerAddress(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter(({document}) => {
    const address = document.u + (document.h ?? '');
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}
