/**
 * Where the Markdown version of a doc page is published. Shared by the build plugin (which
 * writes the files), the page head link (`src/theme/DocItem/Metadata`) and the Copy page
 * control (`./PageActions`), so the three can never disagree. Browser-safe: no
 * Node imports.
 *
 * The rule: the page URL plus `.md`. A page whose URL ends in "/" (a folder's index page, such
 * as /docs/guide/ or /docs/) gets `index.md` in that folder, because "/docs/guide/.md" would be
 * a hidden file name that many servers refuse, and "/docs/guide.md" could collide with a page
 * named guide.md. Query and hash are dropped.
 */
export function markdownUrlOf(pageUrl: string): string {
  const path = pageUrl.replace(/[?#].*$/, '');
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** File names of the llms.txt pair, written at the root of a tree (/ and /docs/develop/). */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';
