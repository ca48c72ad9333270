/**
 * A page's source text with the edits ./rewriteSource.ts makes to it, read by the edits at the
 * offsets of the syntax tree's nodes; ./jsxElements.ts rebuilds elements through it.
 */
import MagicString from 'magic-string';

import {sourceOffset, type MdNode, type ParsedSource} from './parseSource';

export interface RewriteContext {
  /** Makes a link or image address absolute. */
  resolveUrl: (url: string) => string;
  /** The value of a release variable; `line` is for the error message. */
  resolveToken: (name: string, line: number) => string;
  /** The page's docs version ("current" for develop), for components that show its data. */
  docsVersion?: string;
  warn: (message: string) => void;
}

/** The source text with its edits; what ./jsxElements.ts needs to rebuild an element. */
export class EditedSource {
  readonly edits: MagicString;

  constructor(
    readonly text: string,
    private readonly parsed: ParsedSource,
    readonly context: RewriteContext,
  ) {
    this.edits = new MagicString(text);
  }

  start(node: MdNode): number {
    return sourceOffset(this.parsed, node.position!.start.offset!);
  }

  end(node: MdNode): number {
    return sourceOffset(this.parsed, node.position!.end.offset!);
  }

  lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The edited text of a run of sibling nodes. */
  slice(first: MdNode, last: MdNode = first): string {
    return this.edits.slice(this.start(first), this.end(last));
  }

  /** The edited text of a node's children, as written between its first and last child. */
  inner(node: MdNode): string {
    const children = node.children ?? [];
    return children.length === 0 ? '' : this.slice(children[0], children.at(-1));
  }

  /** Replaces a range; an empty text removes it. */
  replace(start: number, end: number, text: string): void {
    if (text === '') this.edits.remove(start, end);
    else this.edits.overwrite(start, end, text);
  }

  /**
   * Removes a block node with its line and the blank lines after it, up to `limit` (the end of
   * the parent's content). Three removals, so that the node's own start and end stay places a
   * parent can slice at (magic-string refuses to slice inside an edit).
   */
  removeBlock(node: MdNode, limit: number): void {
    const start = this.start(node);
    const end = this.end(node);
    const lineStart = this.lineStart(start);
    if (/^[ \t]*$/.test(this.text.slice(lineStart, start)) && lineStart < start) {
      this.edits.remove(lineStart, start);
    }
    this.edits.remove(start, end);
    const after = /^[ \t]*(\n[ \t]*(?=\n))*\n?/.exec(this.text.slice(end, limit))![0].length;
    if (after > 0) this.edits.remove(end, end + after);
  }
}
