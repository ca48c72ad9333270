/**
 * A page's text as its reader sees it, one line per block, for the "Compare with" view: headings,
 * paragraphs, list items, table rows and code lines, with the Markdown syntax gone (emphasis as
 * plain words, links as their text, an image as its alternative text, an admonition as its
 * label). Release variables stay as written (`{{release}}`): the comparison sees the same
 * sentence about another release as no change, and each side fills in its own values when shown.
 *
 * The tree is the one the Markdown export parses (src/plugins/markdownExport/parseSource.ts):
 * MDX with GFM, directives and front matter, as the site compiles pages.
 */
import {admonitionHeading} from '../markdownExport/admonitions';
import type {MdNode} from '../markdownExport/parseSource';

/** What a line of the page is; the comparison shows each kind as the page does. */
export type LineKind = 'heading' | 'text' | 'item' | 'row' | 'code' | 'label';

export interface ReaderLine {
  kind: LineKind;
  text: string;
}

/** The separator between a table row's cells, as the comparison's text has them. */
export const CELL_SEPARATOR = '\t';

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of inline content, as shown. */
function inline(nodes: readonly MdNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          return typeof node.value === 'string' ? node.value : '';
        case 'html':
          return typeof node.value === 'string' ? stripTags(node.value) : '';
        case 'break':
          return ' ';
        case 'image':
          return (node as {alt?: string}).alt ?? '';
        case 'mdxTextExpression':
          // `{{name}}` in MDX prose is the expression `{name}`: a release variable, as written.
          return typeof node.value === 'string' ? `{${node.value}}` : '';
        case 'footnoteReference':
        case 'mdxjsEsm':
          return '';
        default:
          return inline(node.children);
      }
    })
    .join('');
}

/** The lines of block content, in order; `indent` marks list nesting. */
function blocks(nodes: readonly MdNode[] | undefined, indent: string, lines: ReaderLine[]): void {
  for (const node of nodes ?? []) {
    switch (node.type) {
      case 'heading':
        lines.push({kind: 'heading', text: squeeze(inline(node.children))});
        break;
      case 'paragraph': {
        const text = squeeze(inline(node.children));
        if (text) lines.push({kind: indent ? 'item' : 'text', text: `${indent}${text}`});
        break;
      }
      case 'list': {
        const ordered = (node as {ordered?: boolean}).ordered;
        const start = (node as {start?: number | null}).start ?? 1;
        (node.children ?? []).forEach((item, index) => {
          const [first, ...rest] = item.children ?? [];
          const marker = ordered ? `${start + index}. ` : '• ';
          const firstText = first?.type === 'paragraph' ? squeeze(inline(first.children)) : '';
          lines.push({kind: 'item', text: `${indent}${marker}${firstText}`});
          blocks(first?.type === 'paragraph' ? rest : item.children, `${indent}   `, lines);
        });
        break;
      }
      case 'table':
        for (const row of node.children ?? []) {
          lines.push({
            kind: 'row',
            text: (row.children ?? [])
              .map((cell) => squeeze(inline(cell.children)))
              .join(CELL_SEPARATOR),
          });
        }
        break;
      case 'code':
        for (const line of (typeof node.value === 'string' ? node.value : '').split('\n')) {
          if (line.trim()) lines.push({kind: 'code', text: line.trimEnd()});
        }
        break;
      case 'containerDirective': {
        const [label, ...body] = node.children ?? [];
        const title = label?.data?.directiveLabel ? squeeze(inline(label.children)) : '';
        lines.push({kind: 'label', text: admonitionHeading(node.name ?? '', title || undefined)});
        blocks(label?.data?.directiveLabel ? body : node.children, indent, lines);
        break;
      }
      case 'html': {
        const text = squeeze(stripTags(typeof node.value === 'string' ? node.value : ''));
        if (text) lines.push({kind: 'text', text});
        break;
      }
      case 'mdxJsxFlowElement': {
        const label = node.attributes?.find(
          (attribute) => (attribute as {name?: string}).name === 'label',
        )?.value;
        if (node.name === 'TabItem' && typeof label === 'string') {
          lines.push({kind: 'label', text: label});
        }
        blocks(node.children, indent, lines);
        break;
      }
      case 'blockquote':
      case 'footnoteDefinition':
        blocks(node.children, indent, lines);
        break;
      default:
        // Front matter, imports, definitions, thematic breaks: nothing a reader reads.
        break;
    }
  }
}

/** The reader's lines of a parsed page. */
export function readerLines(tree: MdNode): ReaderLine[] {
  const lines: ReaderLine[] = [];
  blocks(tree.children, '', lines);
  return lines;
}
