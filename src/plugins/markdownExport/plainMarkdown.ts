/**
 * The fast path of the export, for pages written in plain Markdown (no JSX, no import/export,
 * no `{expression}`): nearly every page of the manual. It edits the source text instead of
 * parsing it into a syntax tree and printing it again, for two reasons:
 *
 * - Speed. The Markdown parser (micromark) reads about 1 MB/s here; the two full trees are
 *   4.4 MB, which would add 4 to 8 s to a ~40 s build. The edits below take a few
 *   milliseconds per page.
 * - Fidelity. The author's Markdown comes out as written (list markers, tables, spacing), with
 *   no escapes added by a printer.
 *
 * The edits are the only places where a page differs from plain CommonMark + GFM: fenced code
 * is left alone; admonitions (`:::note` ... `:::`) become blockquotes with a bold label;
 * link, image and definition addresses are made absolute; heading ids (`{#id}`) are dropped.
 * Pages that need more (JSX components, ESM, expressions) go through the MDX parser
 * (./mdxMarkdown.ts); `needsMdxParser` decides. The decision is safe because the site compiles
 * every page as MDX: in MDX, `<` + letter, `{` and a line starting with import/export can only
 * be JSX, an expression or ESM (anything else fails the build), so a page without them outside
 * code really is plain Markdown.
 */

/** Docusaurus's admonition keywords and the label the theme shows for each. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  secondary: 'Note',
  tip: 'Tip',
  success: 'Tip',
  info: 'Info',
  important: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
};

/** The bold first line of an admonition's blockquote: "Warning", or "Warning: custom title". */
export function admonitionHeading(kind: string, title?: string): string {
  const label = ADMONITION_LABELS[kind] ?? kind;
  return title ? `${label}: ${title}` : label;
}

const FENCE = /^([ \t>]*)(`{3,}|~{3,})(.*)$/;
const DIRECTIVE_OPEN =
  /^([ \t]*)(:{3,})([A-Za-z][\w-]*)(?:\[((?:[^[\]\n]|\[[^[\]\n]*\])*)\])?(?:\{[^}\n]*\})?[ \t]*(.*)$/;
const DIRECTIVE_CLOSE = /^([ \t]*)(:{3,})[ \t]*$/;
const HEADING_ID = /^([ \t]{0,3}#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\}[ \t]*$/;
const DEFINITION = /^([ \t]{0,3}\[[^\]\n]+\]:[ \t]*)(<[^>\n]*>|\S+)/;
/** A release-variable token, `{{name}}` (see src/remark/releaseVariables.ts). */
const TOKEN = /\{\{\s*[A-Za-z0-9_]+\s*\}\}/g;

type LineKind = 'code' | 'open' | 'close' | 'text';

interface Container {
  /** Column of the `:::` line: the blockquote marker goes there. */
  indent: number;
  colons: number;
  isAdmonition: boolean;
}

interface ScannedLine {
  kind: LineKind;
  text: string;
  /** Containers (admonitions) the line sits in, outermost first. */
  containers: Container[];
  /** For an opening line: the container it opens and its heading. */
  opens?: {container: Container; heading?: string};
}

/** Splits the page into lines and finds fenced code and `:::` containers. */
function scanLines(body: string, warn: (message: string) => void): ScannedLine[] {
  const lines: ScannedLine[] = [];
  let fence: {char: string; length: number} | undefined;
  const stack: Container[] = [];
  for (const text of body.split('\n')) {
    const containers = [...stack];
    if (fence) {
      const match = FENCE.exec(text);
      if (
        match &&
        match[2][0] === fence.char &&
        match[2].length >= fence.length &&
        !match[3].trim()
      ) {
        fence = undefined;
      }
      lines.push({kind: 'code', text, containers});
      continue;
    }
    const fenceMatch = FENCE.exec(text);
    if (fenceMatch && !(fenceMatch[2][0] === '`' && fenceMatch[3].includes('`'))) {
      fence = {char: fenceMatch[2][0], length: fenceMatch[2].length};
      lines.push({kind: 'code', text, containers});
      continue;
    }
    const open = DIRECTIVE_OPEN.exec(text);
    if (open) {
      const [, indent, colons, name, bracketTitle, legacyTitle] = open;
      const isAdmonition = Object.hasOwn(ADMONITION_LABELS, name);
      const container = {indent: indent.length, colons: colons.length, isAdmonition};
      const title = (bracketTitle ?? legacyTitle ?? '').trim() || undefined;
      if (!isAdmonition) warn(`unknown container :::${name}; its content is kept without it`);
      stack.push(container);
      lines.push({
        kind: 'open',
        text,
        containers,
        opens: {container, heading: isAdmonition ? admonitionHeading(name, title) : title},
      });
      continue;
    }
    const close = DIRECTIVE_CLOSE.exec(text);
    if (close && stack.length > 0 && close[2].length >= stack[stack.length - 1].colons) {
      stack.pop();
      lines.push({kind: 'close', text, containers: [...stack]});
      continue;
    }
    lines.push({kind: 'text', text, containers});
  }
  return lines;
}

/**
 * Same length as `text`, with code spans and backslash escapes blanked out, so that brackets
 * and parentheses in them are not taken for links.
 */
function maskInline(text: string): string {
  const parts: string[] = [];
  const special = /[`\\]/g;
  let copied = 0;
  for (let match = special.exec(text); match; match = special.exec(text)) {
    const i = match.index;
    parts.push(text.slice(copied, i));
    if (match[0] === '\\') {
      const isEscape = i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1]);
      parts.push(isEscape ? '\u0001\u0001' : '\\');
      copied = i + (isEscape ? 2 : 1);
    } else {
      // A code span runs to the next backtick run of the same length; backslashes inside it
      // are literal. Without such a run, the backticks are plain text.
      let runEnd = i;
      while (text[runEnd] === '`') runEnd++;
      const run = text.slice(i, runEnd);
      let end = text.indexOf(run, runEnd);
      while (end !== -1 && (text[end + run.length] === '`' || text[end - 1] === '`')) {
        let skip = end;
        while (text[skip] === '`') skip++;
        end = text.indexOf(run, skip);
      }
      const length = end === -1 ? run.length : end + run.length - i;
      parts.push((end === -1 ? '`' : '\u0002').repeat(length));
      copied = i + length;
    }
    special.lastIndex = copied;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** Index just after the link destination and title that start at `start`, or -1. */
function parseDestination(masked: string, start: number): {from: number; to: number; end: number} {
  let i = start;
  while (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n') i++;
  let from = i;
  let to: number;
  if (masked[i] === '<') {
    const close = masked.indexOf('>', i);
    if (close === -1 || masked.slice(i, close).includes('\n')) return {from, to: -1, end: -1};
    from = i + 1;
    to = close;
    i = close + 1;
  } else {
    let depth = 0;
    while (i < masked.length && !/[\s]/.test(masked[i])) {
      if (masked[i] === '(') depth++;
      else if (masked[i] === ')') {
        if (depth === 0) break;
        depth--;
      }
      i++;
    }
    to = i;
  }
  while (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n') i++;
  const quote = masked[i];
  if (quote === '"' || quote === "'" || quote === '(') {
    const closing = quote === '(' ? ')' : quote;
    const close = masked.indexOf(closing, i + 1);
    if (close === -1) return {from, to: -1, end: -1};
    i = close + 1;
    while (masked[i] === ' ' || masked[i] === '\t' || masked[i] === '\n') i++;
  }
  if (masked[i] !== ')') return {from, to: -1, end: -1};
  return {from, to, end: i + 1};
}

/** Rewrites the addresses of inline links and images `[text](url "title")` in a paragraph. */
export function rewriteInlineLinks(paragraph: string, resolve: (url: string) => string): string {
  const masked = maskInline(paragraph);
  const edits: {from: number; to: number; url: string}[] = [];
  for (let close = masked.indexOf(']('); close !== -1; close = masked.indexOf('](', close + 1)) {
    // The matching "[" must exist, or this is not a link.
    let depth = 0;
    let open = -1;
    for (let i = close - 1; i >= 0; i--) {
      if (masked[i] === ']') depth++;
      else if (masked[i] === '[') {
        if (depth === 0) {
          open = i;
          break;
        }
        depth--;
      }
    }
    if (open === -1) continue;
    const {from, to} = parseDestination(masked, close + 2);
    if (to === -1 || to === from) continue;
    const url = paragraph.slice(from, to);
    const resolved = resolve(url);
    if (resolved !== url) edits.push({from, to, url: resolved});
  }
  let result = paragraph;
  for (const edit of edits.sort((a, b) => b.from - a.from)) {
    result = result.slice(0, edit.from) + edit.url + result.slice(edit.to);
  }
  return result;
}

/** Puts the blockquote markers of the enclosing admonitions in front of a line. */
function quoteLine(text: string, containers: Container[]): string {
  const quoting = containers.filter((container) => container.isAdmonition);
  if (quoting.length === 0) return text;
  let prefix = '';
  let rest = text;
  let column = 0;
  for (const container of quoting) {
    const take = Math.max(0, container.indent - column);
    const leading = /^[ \t]*/.exec(rest)?.[0].slice(0, take) ?? '';
    prefix += `${leading}> `;
    rest = rest.slice(leading.length);
    column = container.indent;
  }
  return rest.trim() === '' ? prefix.trimEnd() : prefix + rest;
}

/** Whether the page has JSX, ESM or expressions outside code, so it needs the MDX parser. */
export function needsMdxParser(body: string): boolean {
  // Most pages have none of these characters at all: skip the scan.
  if (!/[<{]|^(import|export)\b/m.test(body)) return false;
  const prose = scanLines(body, () => {})
    .filter((line) => line.kind === 'text')
    .map((line) => line.text)
    .join('\n');
  if (/^(import|export)\b/m.test(prose)) return true;
  if (!/[<{]/.test(prose)) return false;
  const masked = maskInline(prose)
    .replace(TOKEN, '')
    .split('\n')
    .map((line) => line.replace(HEADING_ID, '$1'))
    .join('\n');
  return /<[A-Za-z/>]/.test(masked) || masked.includes('{');
}

/**
 * Converts a plain-Markdown page body (front matter already removed, release variables already
 * resolved). `resolveUrl` makes one address absolute.
 */
export function convertPlainMarkdown(
  body: string,
  resolveUrl: (url: string) => string,
  warn: (message: string) => void,
): string {
  const lines = scanLines(body, warn);

  // Links may wrap across lines, so they are rewritten a paragraph (a run of text lines) at a time.
  for (let start = 0; start < lines.length;) {
    if (lines[start].kind !== 'text' || lines[start].text.trim() === '') {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && lines[end].kind === 'text' && lines[end].text.trim() !== '') {
      end++;
    }
    const paragraphLines = lines.slice(start, end).map((line) => line.text);
    // Only paragraphs with a link, a definition or a heading id need editing.
    if (paragraphLines.some((line) => line.includes('](') || /^\s*[[#]/.test(line))) {
      const paragraph = paragraphLines
        .map((line) =>
          line
            .replace(HEADING_ID, '$1')
            .replace(DEFINITION, (_match, head: string, url: string) =>
              url.startsWith('<')
                ? `${head}<${resolveUrl(url.slice(1, -1))}>`
                : head + resolveUrl(url),
            ),
        )
        .join('\n');
      rewriteInlineLinks(paragraph, resolveUrl)
        .split('\n')
        .forEach((text, offset) => (lines[start + offset].text = text));
    }
    start = end;
  }

  const output: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind === 'open') {
      const {container} = line.opens!;
      // A title may hold a link: `:::note[See [the guide](./guide.md)]`.
      const heading = line.opens!.heading && rewriteInlineLinks(line.opens!.heading, resolveUrl);
      if (container.isAdmonition) {
        const inner = [...line.containers, container];
        const indent = ' '.repeat(container.indent);
        output.push(quoteLine(`${indent}**${heading}**`, inner), quoteLine(indent, inner));
      } else if (heading) {
        output.push(quoteLine(`${' '.repeat(container.indent)}**${heading}**`, line.containers));
      }
    } else if (line.kind === 'close') {
      // A blank line, so that the next paragraph does not continue the blockquote.
      const next = lines[index + 1];
      if (next && !(next.kind === 'text' && next.text.trim() === '')) {
        output.push(quoteLine('', line.containers));
      }
    } else {
      output.push(quoteLine(line.text, line.containers));
    }
  }
  return output.join('\n');
}
