/**
 * The one parser of a doc's source file outside the docs plugin: CommonMark with GFM, front
 * matter, directives (`:::note` admonitions) and MDX, the syntax the docs plugin reads. The
 * Markdown export (src/plugins/markdownExport/parseSource.ts) and the release notes' planner and
 * feeds (src/plugins/releaseNotes/parseNotes.ts) parse pages with it, so a page means the same to
 * both.
 */
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

/** The syntax tree of a doc's source text (nothing is run over it). */
export function parseDocSource(text: string): Root {
  return parser.parse(text);
}
