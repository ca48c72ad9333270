/**
 * The prose of an exported page: its Markdown with fenced and indented code blocks dropped and
 * code spans emptied (to a pair of backticks), found by the same CommonMark + GFM parser the
 * export uses rather than by scanning for fences. For checks that some text (MDX, `:::`,
 * `{{tokens}}`) is gone from the prose, where code may still show it on purpose
 * (tests/e2e/markdownExport.spec.ts).
 */
import MagicString from 'magic-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

interface Node {
  type: string;
  children?: Node[];
  position?: {start: {offset?: number}; end: {offset?: number}};
}

const parser = unified().use(remarkParse).use(remarkGfm);

export function proseOutsideCode(markdown: string): string {
  const edits = new MagicString(markdown);
  const visit = (node: Node): void => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if ((node.type === 'code' || node.type === 'inlineCode') && start !== undefined && end) {
      if (node.type === 'code') edits.remove(start, end);
      else edits.overwrite(start, end, '``');
      return;
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(markdown) as Node);
  return edits.toString();
}
