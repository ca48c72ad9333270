/**
 * The one parse of a page: the syntax tree the export edits the source by (./rewriteSource.ts).
 * Pages are parsed as the site compiles them, as MDX with GFM, directives and front matter,
 * after the two rewrites of Docusaurus's `markdown.mdx1Compat` (on by default): a heading id
 * `{#id}` is escaped, since MDX would read it as an expression, and a legacy admonition title
 * `:::note Title` becomes a label, `:::note[Title]`. Both only insert characters, so node
 * offsets map back to the source by counting the insertions before them; the export then edits
 * the author's text, never the rewritten one.
 *
 * Parsing is nearly all of the export's time (micromark reads about 1 MB/s, slower on a busy
 * machine), so a text is parsed once however many versions hold it (ParseCache), and a build
 * keeps the trees on disk for the next build, by the text's hash: reading a tree back as JSON
 * is about 40 times faster than parsing the text again.
 *
 * This module imports the ESM-only unified packages; exportPage loads it with import() on first
 * use, so loading the site config stays fast.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {parseDocSource} from '../../markdown/parseDocSource';
import {ADMONITION_LABELS} from './admonitions';

/** The smallest mdast/MDX node shape the export needs (the site does not depend on @types/mdast). */
export interface MdNode {
  type: string;
  value?: string | null | {type: string; value: string};
  name?: string | null;
  depth?: number;
  attributes?: MdNode[];
  children?: MdNode[];
  data?: {directiveLabel?: boolean};
  position?: {start: {offset?: number; column: number}; end: {offset?: number}};
}

export interface ParsedSource {
  tree: MdNode;
  /** Offsets, in the text that was parsed, of the characters mdx1Compat inserted. */
  inserted: number[];
}

// The same patterns as @docusaurus/utils escapeMarkdownHeadingIds and
// admonitionTitleToDirectiveLabel: like them, they also touch lines inside code, which is
// harmless here because code is copied from the source.
const HEADING_LINE = /^#{1,6}(?!#)/;
const LEGACY_TITLE = new RegExp(
  `^((?:> ?)*(?: +|\\t+)?:{3,}(?:${Object.keys(ADMONITION_LABELS).join('|')})) (.*)$`,
);

/** The text MDX can parse, and the offsets (in it) of the characters inserted. */
function mdx1Compat(source: string): {text: string; inserted: number[]} {
  const parts: string[] = [];
  const inserted: number[] = [];
  let length = 0;
  for (const line of source.split('\n')) {
    let edited = line;
    const id = HEADING_LINE.test(line) ? line.indexOf('{#') : -1;
    if (id !== -1 && line[id - 1] !== '\\') {
      edited = `${line.slice(0, id)}\\${line.slice(id)}`;
      inserted.push(length + id);
    } else {
      const legacy = LEGACY_TITLE.exec(line);
      if (legacy) {
        // The space becomes "[", so only the closing "]" is inserted.
        edited = `${legacy[1]}[${legacy[2]}]`;
        inserted.push(length + edited.length - 1);
      }
    }
    parts.push(edited);
    length += edited.length + 1;
  }
  return {text: parts.join('\n'), inserted};
}

export function parse(source: string): ParsedSource {
  const {text, inserted} = mdx1Compat(source);
  return {tree: parseDocSource(text) as unknown as MdNode, inserted};
}

/** Offset in the source of an offset in the text that was parsed. */
export function sourceOffset(parsed: ParsedSource, offset: number): number {
  const {inserted} = parsed;
  let low = 0;
  let high = inserted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (inserted[middle] < offset) low = middle + 1;
    else high = middle;
  }
  return offset - low;
}

/**
 * Parsed texts of one export, by the text; with a folder, also the trees of earlier builds.
 * `fingerprint` names everything besides the text that shapes a tree (the parser packages and
 * this module): a change gives new file names, and prune() removes the old files.
 */
export class ParseCache {
  private readonly memory = new Map<string, ParsedSource>();
  private readonly used = new Set<string>();

  constructor(
    private readonly folder?: string,
    private readonly fingerprint = '',
  ) {
    if (folder) fs.mkdirSync(folder, {recursive: true});
  }

  get size(): number {
    return this.memory.size;
  }

  parse(source: string): ParsedSource {
    const known = this.memory.get(source);
    if (known) return known;
    let parsed: ParsedSource | undefined;
    if (this.folder) {
      const name = `${createHash('sha256').update(this.fingerprint).update(source).digest('hex')}.json`;
      const file = path.join(this.folder, name);
      this.used.add(name);
      try {
        parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as ParsedSource;
      } catch {
        parsed = parse(source);
        fs.writeFileSync(file, JSON.stringify(parsed));
      }
    }
    parsed ??= parse(source);
    this.memory.set(source, parsed);
    return parsed;
  }

  /** Deletes the files this export did not use: pages that changed or went. */
  prune(): void {
    if (!this.folder) return;
    for (const name of fs.readdirSync(this.folder)) {
      if (name.endsWith('.json') && !this.used.has(name)) fs.rmSync(path.join(this.folder, name));
    }
  }
}
