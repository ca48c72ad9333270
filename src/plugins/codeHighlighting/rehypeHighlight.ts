/**
 * Rehype plugin: highlights fenced code blocks when the page is compiled, so that the browser
 * renders tokens and loads no highlighter.
 *
 * The `code` element of each ``` block keeps its text, language class and metastring (the
 * browser still reads the title, line numbers and highlighted ranges from them, with the
 * classic theme's own parser), and gains `highlighted`: the HTML of its lines, one per line of
 * text (highlight.ts). theme/CodeBlock renders a block that has it.
 *
 * A block with a magic comment (`# highlight-next-line`) is left as it is: the browser removes
 * those lines before highlighting, so it highlights such a block itself (theme/CodeBlock loads
 * Prism for it).
 */
import type {Element, Root, Text} from 'hast';
import {visit} from 'unist-util-visit';

import {highlightLines, prismWith, TokenStyles} from './highlight';
import type {CodeHighlightingOptions} from './options';

/** The block's language as the classic theme reads it: `language-*` in lower case, else text. */
function languageOf(code: Element): string {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : [];
  const language = classes.find((name) => name.startsWith('language-'));
  return language ? language.slice('language-'.length).toLowerCase() : 'text';
}

export default function rehypeHighlight(options: CodeHighlightingOptions) {
  const prism = prismWith(options.additionalLanguages);
  const styles = new TokenStyles(options.lightTheme, options.darkTheme);
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code || !code.children.every((child) => child.type === 'text')) return;
      const text = (code.children as Text[]).map((child) => child.value).join('');
      if (options.magicCommentDirectives.some((directive) => text.includes(directive))) return;
      // The classic theme drops the line break a fenced block ends with.
      const lines = highlightLines(text.replace(/\r?\n$/, ''), languageOf(code), prism, styles);
      code.properties = {...code.properties, highlighted: lines.join('\n')};
    });
  };
}
