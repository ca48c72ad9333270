/**
 * Stands in for mark.js in the search plugin's generated module (src/plugins/search/index.ts
 * swaps it in). The search box marks the words a reader searched for on the page a suggestion
 * opens (`?_highlight=word`), and clears the marks on every page change. With mark.js itself
 * that put 5.7 KB gzip in every page's main bundle; this class loads it the first time there
 * is something to mark, and until then clearing needs nothing.
 *
 * It keeps mark.js's interface for what the plugin calls: `new Mark(root)`, `.mark(words,
 * options)` and `.unmark(options)`, run in the order they were called.
 */
type MarkOptions = Record<string, unknown>;
interface MarkInstance {
  mark(keywords: string[], options?: MarkOptions): void;
  unmark(options?: MarkOptions): void;
}
type MarkConstructor = new (root: Element) => MarkInstance;

let loading: Promise<MarkConstructor> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function later(run: (Mark: MarkConstructor) => void): void {
  const loaded = loading!;
  queue = queue
    .then(() => loaded)
    .then(run)
    .catch((error: unknown) => {
      // Marking is a convenience: without it the page still opens at the right place.
      console.warn('The search words could not be marked on this page.', error);
    });
}

export default class LazyMark {
  constructor(private readonly root: Element) {}

  mark(keywords: string[], options?: MarkOptions): void {
    if (keywords.length === 0) return;
    loading ??= import('mark.js/dist/mark.min.js').then(
      (module) => (module as unknown as {default: MarkConstructor}).default,
    );
    later((Mark) => new Mark(this.root).mark(keywords, options));
  }

  unmark(options?: MarkOptions): void {
    // Nothing can have been marked before mark.js was first asked for.
    if (!loading) return;
    later((Mark) => new Mark(this.root).unmark(options));
  }
}
