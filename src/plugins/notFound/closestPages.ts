/**
 * Which pages a reader who reached an address that does not exist most likely wanted: the
 * pages of the same documentation tree whose address and title share the most words with the
 * address asked for, allowing for typos. Pure, so the not-found page and the unit tests share it.
 */

/** A page of the site, as the build lists it for the not-found page (see ./index.ts). */
export interface ListedPage {
  path: string;
  title: string;
}

/** A documentation tree: the latest release, develop, or an archived release. */
export interface ListedTree {
  /** Base path of the tree, e.g. `/docs/`, `/docs/develop/`, `/docs/1.17.0/`. */
  path: string;
  /** The version menu's name for it. */
  label: string;
  /** Whether it is the latest release, which the site serves at /docs/. */
  isLatest: boolean;
  /** The top sections of its sidebar, in order. */
  sections: ListedPage[];
  pages: ListedPage[];
}

/** Words of an address that say nothing about which page it meant. */
const NOISE_WORDS = new Set(['docs', 'html', 'htm', 'index', 'md', 'www', 'latest']);

/** The words of a path or a title: lower-cased, split at separators and camelCase. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !NOISE_WORDS.has(word));
}

/** Levenshtein distance, for typed addresses with a letter missing, extra or swapped. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/** How well one asked-for word matches one word of a page, from 0 to 1. */
function wordSimilarity(asked: string, word: string): number {
  if (asked === word) return 1;
  const shorter = Math.min(asked.length, word.length);
  if (shorter >= 3 && (word.startsWith(asked) || asked.startsWith(word))) return 0.8;
  const longer = Math.max(asked.length, word.length);
  const similarity = 1 - editDistance(asked, word) / longer;
  return longer >= 4 && similarity >= 0.7 ? similarity * 0.9 : 0;
}

/** The tree an address belongs to: the one with the longest base path it starts with. */
export function treeOf(address: string, trees: readonly ListedTree[]): ListedTree | undefined {
  const latest = trees.find((tree) => tree.isLatest);
  const named = trees
    .filter((tree) => !tree.isLatest && address.startsWith(tree.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return named ?? (address.startsWith(latest?.path ?? '\0') ? latest : undefined);
}

/** The words of an address after its tree's base path: what the reader was looking for. */
export function askedWords(address: string, tree: ListedTree | undefined): string[] {
  let path = address;
  try {
    path = decodeURIComponent(address);
  } catch {
    // A broken percent code: read the address as it is.
  }
  return wordsOf(tree ? path.slice(tree.path.length) : path);
}

/**
 * Up to `limit` pages closest to the address, best first. An archived release has only its
 * index page, so for its addresses the latest release's pages are searched too.
 */
export function closestPages(
  address: string,
  trees: readonly ListedTree[],
  limit = 5,
): ListedPage[] {
  const tree = treeOf(address, trees);
  const asked = askedWords(address, tree);
  if (asked.length === 0) return [];
  const latest = trees.find((candidate) => candidate.isLatest);
  const pool =
    tree && !tree.isLatest && tree.pages.length <= 1 && latest
      ? [...tree.pages, ...latest.pages]
      : ((tree ?? latest)?.pages ?? []);
  return pool
    .map((page) => {
      const words = [...wordsOf(page.path), ...wordsOf(page.title)];
      const score =
        asked
          .map((word) => Math.max(0, ...words.map((candidate) => wordSimilarity(word, candidate))))
          .reduce((sum, value) => sum + value, 0) / asked.length;
      return {page, score};
    })
    .filter(({score}) => score >= 0.5)
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length)
    .slice(0, limit)
    .map(({page}) => page);
}
