/**
 * Turns Markdown blocks of a release-notes page into HTML for the feeds and the upgrade planner,
 * at build time, so the browser only shows finished HTML and carries no Markdown renderer.
 *
 * The blocks go through the same libraries the site's MDX compiler uses (mdast-util-to-hast for
 * Markdown to HTML elements, hast-util-to-jsx-runtime and React's server renderer for the
 * markup). Links are rewritten first: a relative link to another page (`../upgrade/index.md`)
 * becomes that page's address, a link to a heading of the same page (`#known-issues`) points
 * at the notes page, and in the feeds every site address is made absolute. A link to another
 * site opens in a new tab with `rel="noopener noreferrer"`, as the site's other such links do.
 */
import type {Nodes, Root, RootContent} from 'mdast';
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import {toHast} from 'mdast-util-to-hast';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';

import {type DocLinkContext, isDocFileLink, resolveDocLink} from '../docsContent';

export interface LinkContext extends DocLinkContext {
  /** The notes page's address, for links to its own headings. */
  pagePermalink: string;
  /** Prefix for site addresses: '' in the planner, the site's URL in the feeds. */
  origin: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EXTERNAL = /^https?:\/\//i;
const MDX_NODES = new Set([
  'mdxTextExpression',
  'mdxFlowExpression',
  'mdxjsEsm',
  'mdxJsxTextElement',
  'mdxJsxFlowElement',
]);

function resolveUrl(url: string, context: LinkContext): string {
  if (SCHEME.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${context.origin}${context.pagePermalink}${url}`;
  if (url.startsWith('/')) return `${context.origin}${url}`;
  const permalink = isDocFileLink(url) ? resolveDocLink(url, context) : undefined;
  if (!permalink) {
    throw new Error(
      `${context.sourceFile}: the link "${url}" does not name a page of the same docs tree`,
    );
  }
  return `${context.origin}${permalink}`;
}

/** A copy of the blocks with links resolved and MDX nodes (comments, components) taken out. */
function prepare<T extends Nodes>(node: T, context: LinkContext): T {
  const copy = {...node} as T & {url?: string; children?: Nodes[]};
  if ((copy.type === 'link' || copy.type === 'image' || copy.type === 'definition') && copy.url) {
    copy.url = resolveUrl(copy.url, context);
  }
  const url = copy.type === 'link' ? (copy.url ?? '') : '';
  const isSiteUrl = context.origin !== '' && url.startsWith(context.origin);
  if (EXTERNAL.test(url) && !isSiteUrl) {
    // As the site's own links to other sites: a new tab that gets no handle on this page.
    copy.data = {...copy.data, hProperties: {target: '_blank', rel: ['noopener', 'noreferrer']}};
  }
  if (copy.children) {
    copy.children = copy.children.flatMap((child) => {
      if (!MDX_NODES.has(child.type)) return [prepare(child, context)];
      // A component keeps its content; an expression (a comment) has none to keep.
      const inner = 'children' in child ? (child.children as Nodes[]) : [];
      return inner.map((grandchild) => prepare(grandchild, context));
    });
  }
  return copy;
}

/** HTML of Markdown blocks. One paragraph alone is unwrapped, to sit inside a list item. */
export function blocksToHtml(blocks: readonly RootContent[], context: LinkContext): string {
  const root = prepare({type: 'root', children: [...blocks]} satisfies Root, context);
  let hast = toHast(root);
  // Converted on its own, a paragraph keeps its inline content as written; taken out of a root,
  // its children would be joined with line breaks.
  const [only] = hast.type === 'root' ? hast.children : [];
  if (blocks.length === 1 && blocks[0]?.type === 'paragraph' && only?.type === 'element') {
    hast = {type: 'root', children: only.children};
  }
  return renderToStaticMarkup(toJsxRuntime(hast, {Fragment, jsx, jsxs}));
}
