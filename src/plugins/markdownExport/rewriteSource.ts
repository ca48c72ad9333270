/**
 * Turns a page's source into clean Markdown by editing the source text at the offsets of the
 * syntax tree's nodes (./parseSource.ts), never by printing the tree: whatever is not edited
 * comes out exactly as the author wrote it (list markers, tables, spacing, code), with no
 * escapes added by a printer. The edits:
 *
 * - front matter, import/export and `{/* comments *\/}` are removed;
 * - `{{tokens}}` take the release values of the page's version (src/markdown/releaseVariables.ts);
 * - `{name}` expressions take the value the page shows when it is known (the reference counts,
 *   literals); otherwise they stay as written, with a warning;
 * - link, image and definition addresses are made absolute (./links.ts);
 * - heading ids, `{#id}`, are dropped;
 * - admonitions become a blockquote with a bold label (./admonitions.ts);
 * - JSX becomes Markdown (./jsxElements.ts).
 *
 * Nodes are edited children first, so a node that is rebuilt (an admonition, a tab) reads its
 * content with the children's edits already applied.
 */
import {RELEASE_TOKEN} from '../../markdown/releaseVariables';
import {ADMONITION_LABELS, admonitionHeading, admonitionQuote} from './admonitions';
import {jsxReplacement} from './jsxElements';
import {referenceValues} from './referenceTables';
import {EditedSource, type RewriteContext} from './editedSource';
import type {MdNode, ParsedSource} from './parseSource';

const HEADING_ID = /[ \t]*\\?\{#[^}\s]+\}[ \t]*$/;
const CLOSING_FENCE = /^[ \t]*:{3,}[ \t]*$/;
/** An expression whose source is `{name}`: the page wrote a release token, `{{name}}`. */
const TOKEN_EXPRESSION = /^\{\s*[A-Za-z0-9_]+\s*\}$/;

/** The value of a JavaScript literal, or undefined when the expression is anything else. */
function literalValue(expression: string): string | undefined {
  const source = expression.trim();
  const quoted = /^(['"`])([\s\S]*)\1$/.exec(source);
  if (quoted && !(quoted[1] === '`' && quoted[2].includes('${'))) {
    return quoted[2].replace(/\\(['"`\\])/g, '$1');
  }
  if (/^-?\d+(\.\d+)?$/.test(source)) return source;
  return undefined;
}

function isComment(expression: string): boolean {
  return /^\s*(\/\*[\s\S]*\*\/|\/\/[^\n]*)\s*$/.test(expression);
}

/**
 * Resolves every token after the front matter, code included, before any other edit: the site's
 * plugin resolves them wherever they are, and an address must have its value before it is made
 * absolute.
 */
function resolveTokens(source: EditedSource, bodyStart: number): void {
  let line = 1;
  let counted = 0;
  for (const match of source.text.matchAll(RELEASE_TOKEN)) {
    if (match.index < bodyStart) continue;
    for (; counted < match.index; counted++) if (source.text[counted] === '\n') line++;
    const value = source.context.resolveToken(match[1], line);
    source.edits.overwrite(match.index, match.index + match[0].length, value);
  }
}

/** The address's range in a link, image or definition, from the offset after its `](` or `]:`. */
function destination(text: string, from: number): [number, number] | undefined {
  let i = from;
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n') i++;
  if (text[i] === '<') {
    const close = text.indexOf('>', i);
    return close === -1 ? undefined : [i + 1, close];
  }
  const start = i;
  let depth = 0;
  for (; i < text.length && !/\s/.test(text[i]); i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '(') depth++;
    else if (text[i] === ')' && depth-- === 0) break;
  }
  return [start, i];
}

/** Offset of the `]` that closes the bracket opened at `open`, skipping escapes. */
function closingBracket(text: string, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[') depth++;
    else if (text[i] === ']' && --depth === 0) return i;
  }
  return -1;
}

function rewriteUrl(source: EditedSource, node: MdNode): void {
  const {text} = source;
  const start = source.start(node);
  const end = source.end(node);
  // Autolinks and bare URLs have no destination to rewrite, and are absolute already.
  const open = text[start] === '!' ? start + 1 : start;
  if (text[open] !== '[') return;
  const close = closingBracket(text, open, end);
  const marker = node.type === 'definition' ? ']:' : '](';
  if (close === -1 || !text.startsWith(marker, close)) return;
  const range = destination(text, close + 2);
  if (!range || range[0] === range[1]) return;
  const url = source.edits.slice(range[0], range[1]);
  const resolved = source.context.resolveUrl(url);
  if (resolved !== url) source.edits.overwrite(range[0], range[1], resolved);
}

function dropHeadingId(source: EditedSource, node: MdNode): void {
  const start = source.start(node);
  const end = source.end(node);
  const id = HEADING_ID.exec(source.text.slice(start, end));
  if (id) source.edits.remove(start + id.index, end);
}

function rewriteExpression(source: EditedSource, node: MdNode, limit: number): void {
  const expression = String(node.value ?? '');
  // Resolved with the other tokens (resolveTokens).
  if (TOKEN_EXPRESSION.test(expression.trim())) return;
  if (expression.trim() === '' || isComment(expression)) {
    if (node.type === 'mdxFlowExpression') source.removeBlock(node, limit);
    else {
      // A comment that opens a line's text (an upgrade-note marker, `- {/* required */} Text`)
      // takes the space after it along, so the text keeps one space after the list marker.
      const start = source.start(node);
      const end = source.end(node);
      const isLeading = /(^|\s)$/.test(source.text.slice(start - 1, start));
      source.edits.remove(start, isLeading && source.text[end] === ' ' ? end + 1 : end);
    }
    return;
  }
  const name = expression.trim();
  const known = Object.hasOwn(referenceValues, name) ? referenceValues[name] : literalValue(name);
  if (known === undefined) {
    source.context.warn(
      `expression {${expression}} has no known value; its source is kept as text`,
    );
  } else {
    source.edits.overwrite(source.start(node), source.end(node), known);
  }
}

/** The range of a container's content: from the line after `:::name` to the closing `:::`. */
function containerBody(source: EditedSource, node: MdNode): [number, number, boolean] {
  const start = source.start(node);
  const end = source.end(node);
  const openEnd = source.text.indexOf('\n', start);
  const closeLine = source.lineStart(end);
  const closed = closeLine > start && CLOSING_FENCE.test(source.text.slice(closeLine, end));
  const bodyStart = openEnd === -1 ? end : Math.min(openEnd + 1, end);
  return [bodyStart, Math.max(bodyStart, closed ? closeLine - 1 : end), closed];
}

function rewriteContainer(source: EditedSource, node: MdNode): void {
  const {text, edits} = source;
  const name = node.name ?? '';
  const start = source.start(node);
  const end = source.end(node);
  const [label] = node.children ?? [];
  const title =
    label?.data?.directiveLabel && label.children?.length
      ? source.inner(label).trim() || undefined
      : undefined;
  const [bodyStart, bodyEnd] = containerBody(source, node);
  const body = edits.slice(bodyStart, bodyEnd);
  const indent = start - source.lineStart(start);
  let replacement: string;
  if (Object.hasOwn(ADMONITION_LABELS, name)) {
    replacement = admonitionQuote(admonitionHeading(name, title), body, indent);
  } else {
    source.context.warn(`unknown container :::${name}; its content is kept without it`);
    replacement = title ? `**${title}**\n\n${' '.repeat(indent)}${body.trimStart()}` : body;
  }
  // A blank line after it, so that the next paragraph does not continue the blockquote.
  const next = text.slice(end).match(/^[ \t]*\n([^\n]*)/);
  if (next && next[1].trim() !== '') replacement += '\n';
  source.replace(start, end, replacement);
}

function walk(source: EditedSource, node: MdNode, parent: MdNode | undefined, limit: number) {
  if (node.type === 'code' || node.type === 'inlineCode') return;
  const children = node.children ?? [];
  let childLimit = source.end(node);
  if (node.type === 'containerDirective') childLimit = containerBody(source, node)[1];
  else if (node.type.startsWith('mdxJsx') && children.length > 0) {
    childLimit = source.end(children.at(-1)!);
  }
  for (const child of children) walk(source, child, node, childLimit);

  switch (node.type) {
    case 'yaml':
    case 'toml':
      source.edits.remove(source.start(node), source.end(node));
      break;
    case 'mdxjsEsm':
      source.removeBlock(node, limit);
      break;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      rewriteExpression(source, node, limit);
      break;
    case 'heading':
      dropHeadingId(source, node);
      break;
    case 'link':
    case 'image':
    case 'definition':
      rewriteUrl(source, node);
      break;
    case 'containerDirective':
      rewriteContainer(source, node);
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const replacement = jsxReplacement(source, node, parent);
      source.replace(source.start(node), source.end(node), replacement);
      break;
    }
    default:
      break;
  }
}

/** The page's Markdown: `source` (line endings normalized) with every edit applied. */
export function rewriteSource(
  source: string,
  parsed: ParsedSource,
  context: RewriteContext,
): string {
  const edited = new EditedSource(source, parsed, context);
  const [first] = parsed.tree.children ?? [];
  resolveTokens(edited, first?.type === 'yaml' ? edited.end(first) : 0);
  walk(edited, parsed.tree, undefined, source.length);
  return edited.edits.toString();
}
