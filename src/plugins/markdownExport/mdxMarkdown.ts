/**
 * The MDX path of the export, for pages with JSX, ESM or `{expressions}` (see
 * ./plainMarkdown.ts for why the other pages take a faster path). The page is parsed as MDX,
 * release variables are resolved by the site's own remark plugin, and every MDX construct is
 * turned into plain Markdown before the tree is printed:
 *
 * - import/export lines and `{/* comments *\/}` are removed;
 * - `{name}` expressions take the value the page shows when it is known (the reference counts,
 *   literals); otherwise their source is kept as text and a warning is printed;
 * - admonitions (`:::note`, `<Admonition>`) become a blockquote with a bold label;
 * - `<Tabs>`/`<TabItem>` become one section per tab, headed by the tab's label in bold;
 * - `<details>` becomes its summary in bold followed by its content;
 * - the ReferenceTables components become Markdown tables (./referenceTables.ts);
 * - common HTML elements get their Markdown form (`<kbd>` -> code, `<br>` -> line break ...);
 * - any other component is replaced by its content, with a warning, so no text is lost.
 *
 * This module imports the ESM-only unified packages; the plugin loads it with import() on first
 * use, so loading the site config stays fast.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import releaseVariables from '../../remark/releaseVariables';
import type {ReleaseVariables} from '../../data/releases';
import {admonitionHeading, ADMONITION_LABELS} from './plainMarkdown';
import {referenceComponents, referenceValues} from './referenceTables';

/** The smallest mdast/MDX node shape this module needs (the site does not depend on @types/mdast). */
export interface MdNode {
  type: string;
  value?: string | null | {type: string; value: string};
  name?: string | null;
  url?: string;
  alt?: string | null;
  title?: string | null;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  lang?: string | null;
  attributes?: MdNode[] | Record<string, string | null | undefined>;
  children?: MdNode[];
  data?: {directiveLabel?: boolean};
  position?: {start: {line: number; offset?: number}};
}

export interface MdxContext {
  /** Absolute path of the page (decides the release variables' version). */
  sourcePath: string;
  /** Makes a link or image address absolute. */
  resolveUrl: (url: string) => string;
  warn: (message: string) => void;
  variablesByVersion?: Readonly<Record<string, ReleaseVariables>>;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);

const HEADING_ID = /[ \t]*\\?\{#[^}\s]+\}[ \t]*$/;

/** Elements whose content is kept as it is, without a warning. */
const TRANSPARENT_ELEMENTS = new Set([
  'div',
  'span',
  'section',
  'article',
  'aside',
  'main',
  'header',
  'footer',
  'figure',
  'figcaption',
  'center',
  'small',
  'sup',
  'sub',
  'u',
  'mark',
  'abbr',
  'cite',
  'q',
  'dl',
  'dt',
  'dd',
]);

const text = (value: string): MdNode => ({type: 'text', value});
const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});

function toText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'break') return '\n';
  return (node.children ?? []).map(toText).join('');
}

/** Runs of phrasing content become paragraphs, so the result can stand where blocks go. */
function asFlow(nodes: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || (node.value as string).trim() !== '')) {
      result.push(paragraph(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/** Block content flattened so that it can stand inside a paragraph. */
function asPhrasing(nodes: MdNode[]): MdNode[] {
  return nodes.flatMap((node) => {
    // html nodes here are ready-made Markdown (the reference tables); MDX pages have no HTML.
    if (PHRASING.has(node.type) || node.type === 'html') return [node];
    if (node.type === 'paragraph' || node.type === 'heading') return node.children ?? [];
    return [text(toText(node))];
  });
}

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

function jsxAttributes(node: MdNode): Map<string, string | undefined> {
  const values = new Map<string, string | undefined>();
  if (!Array.isArray(node.attributes)) return values;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) values.set(attribute.name, '');
    else if (typeof value === 'string') values.set(attribute.name, value);
    else values.set(attribute.name, value.value);
  }
  return values;
}

/** Labels of a `<Tabs values={[{label: 'Ubuntu', value: 'ubuntu'}, ...]}>` prop, by value. */
function tabLabels(valuesProp: string | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  for (const entry of (valuesProp ?? '').matchAll(/\{([^{}]*)\}/g)) {
    const label = /label\s*:\s*(['"`])(.*?)\1/.exec(entry[1])?.[2];
    const value = /value\s*:\s*(['"`])(.*?)\1/.exec(entry[1])?.[2];
    if (label !== undefined && value !== undefined) labels.set(value, label);
  }
  return labels;
}

function isElement(node: MdNode, name: string): boolean {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name
  );
}

class Converter {
  constructor(private readonly context: MdxContext) {}

  children(nodes: MdNode[] | undefined): MdNode[] {
    return (nodes ?? []).flatMap((node) => this.node(node));
  }

  blockquote(kind: string, titleChildren: MdNode[], body: MdNode[]): MdNode {
    const label = admonitionHeading(kind);
    const title = titleChildren.length > 0 ? [text(`${label}: `), ...titleChildren] : [text(label)];
    return {
      type: 'blockquote',
      children: [paragraph([{type: 'strong', children: title}]), ...asFlow(body)],
    };
  }

  node(node: MdNode): MdNode[] {
    const {context} = this;
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const expression = String(node.value ?? '');
        if (expression.trim() === '' || isComment(expression)) return [];
        const known = Object.hasOwn(referenceValues, expression.trim())
          ? referenceValues[expression.trim()]
          : literalValue(expression);
        if (known === undefined) {
          context.warn(`expression {${expression}} has no known value; its source is kept as text`);
        }
        const result = text(known ?? `{${expression}}`);
        return node.type === 'mdxFlowExpression' ? [paragraph([result])] : [result];
      }
      case 'containerDirective': {
        const name = node.name ?? '';
        const [first, ...rest] = node.children ?? [];
        const hasLabel = first?.data?.directiveLabel === true;
        const body = hasLabel ? rest : (node.children ?? []);
        const title = hasLabel ? this.children(first.children) : [];
        if (Object.hasOwn(ADMONITION_LABELS, name)) {
          return [this.blockquote(name, title, this.children(body))];
        }
        context.warn(`unknown container :::${name}; its content is kept without it`);
        return [
          ...(title.length > 0 ? [paragraph([{type: 'strong', children: title}])] : []),
          ...this.children(body),
        ];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not a Docusaurus feature: "a:b" in prose parses as a text directive. Put the text back.
        const marker = node.type === 'leafDirective' ? '::' : ':';
        const label = node.children?.length
          ? [text('['), ...this.children(node.children), text(']')]
          : [];
        const restored = [text(`${marker}${node.name ?? ''}`), ...label];
        return node.type === 'leafDirective' ? [paragraph(restored)] : restored;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const converted = this.element(node);
        return node.type === 'mdxJsxFlowElement' ? asFlow(converted) : asPhrasing(converted);
      }
      case 'heading': {
        const children = this.children(node.children);
        const last = children.at(-1);
        if (last?.type === 'text' && typeof last.value === 'string') {
          last.value = last.value.replace(HEADING_ID, '');
        }
        return [{...node, children}];
      }
      case 'link':
      case 'image':
      case 'definition':
        return [
          {
            ...node,
            url: context.resolveUrl(node.url ?? ''),
            children: this.children(node.children),
          },
        ];
      default:
        return node.children ? [{...node, children: this.children(node.children)}] : [node];
    }
  }

  element(node: MdNode): MdNode[] {
    const name = node.name;
    const attributes = jsxAttributes(node);
    const content = () => this.children(node.children);
    if (!name) return content(); // a fragment <>...</>

    if (Object.hasOwn(referenceComponents, name)) {
      const component = referenceComponents[name];
      // Inline text is a text node; a table is ready-made Markdown, printed as it is.
      return component.isInline
        ? [text(component.markdown())]
        : [{type: 'html', value: component.markdown()}];
    }

    switch (name) {
      case 'Tabs': {
        const labels = tabLabels(attributes.get('values'));
        return (node.children ?? []).flatMap((child) =>
          isElement(child, 'TabItem') ? this.tab(child, labels) : this.node(child),
        );
      }
      case 'TabItem':
        return this.tab(node, new Map());
      case 'details': {
        // The summary is a child element, or the first thing in the first paragraph.
        let summary: MdNode[] = [];
        const body: MdNode[] = [];
        for (const child of node.children ?? []) {
          if (summary.length === 0 && isElement(child, 'summary')) {
            summary = this.children(child.children);
          } else if (
            summary.length === 0 &&
            child.type === 'paragraph' &&
            child.children?.[0] &&
            isElement(child.children[0], 'summary')
          ) {
            const [summaryElement, ...rest] = child.children;
            summary = this.children(summaryElement.children);
            if (rest.some((part) => toText(part).trim() !== '')) body.push(paragraph(rest));
          } else {
            body.push(child);
          }
        }
        const heading =
          summary.length > 0 ? [paragraph([{type: 'strong', children: asPhrasing(summary)}])] : [];
        return [...heading, ...this.children(body)];
      }
      case 'summary':
        return [{type: 'strong', children: asPhrasing(content())}];
      case 'Admonition': {
        const kind = attributes.get('type') ?? 'note';
        const title = attributes.get('title');
        return [this.blockquote(kind, title ? [text(title)] : [], content())];
      }
      case 'br':
        return [{type: 'break'}];
      case 'strong':
      case 'b':
        return [{type: 'strong', children: asPhrasing(content())}];
      case 'em':
      case 'i':
        return [{type: 'emphasis', children: asPhrasing(content())}];
      case 'del':
      case 's':
        return [{type: 'delete', children: asPhrasing(content())}];
      case 'code':
      case 'kbd':
      case 'samp':
      case 'var':
        return [{type: 'inlineCode', value: content().map(toText).join('')}];
      case 'pre':
        return [
          {type: 'code', lang: null, value: content().map(toText).join('').replace(/\n$/, '')},
        ];
      case 'a':
        return [
          {
            type: 'link',
            url: this.context.resolveUrl(attributes.get('href') ?? ''),
            children: asPhrasing(content()),
          },
        ];
      case 'img':
        return [
          {
            type: 'image',
            url: this.context.resolveUrl(attributes.get('src') ?? ''),
            alt: attributes.get('alt') ?? '',
          },
        ];
      case 'p':
        return [paragraph(asPhrasing(content()))];
      case 'blockquote':
        return [{type: 'blockquote', children: asFlow(content())}];
      case 'ul':
      case 'ol':
        return [
          {
            type: 'list',
            ordered: name === 'ol',
            spread: false,
            children: (node.children ?? [])
              .filter((child) => isElement(child, 'li'))
              .map((item) => ({
                type: 'listItem',
                spread: false,
                children: asFlow(this.children(item.children)),
              })),
          },
        ];
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return [{type: 'heading', depth: Number(name[1]), children: asPhrasing(content())}];
      default:
        if (!TRANSPARENT_ELEMENTS.has(name)) {
          this.context.warn(`<${name}> has no Markdown form; its content is kept as text`);
        }
        return content();
    }
  }

  /** One tab: its label in bold, then its content. */
  tab(node: MdNode, labels: Map<string, string>): MdNode[] {
    const attributes = jsxAttributes(node);
    const value = attributes.get('value');
    const label =
      attributes.get('label') ??
      (value === undefined ? undefined : labels.get(value)) ??
      value ??
      'Tab';
    return [
      paragraph([{type: 'strong', children: [text(`Tab: ${label}`)]}]),
      ...asFlow(this.children(node.children)),
    ];
  }
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

// tablePipeAlign: false keeps the reference tables compact (no padding to the widest cell).
const printer = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

/**
 * What Docusaurus does to the source before MDX parses it, outside fenced code:
 * - a heading id, `## Title {#id}`, which MDX would read as an expression, is escaped
 *   (`\{#id}`), unless the author escaped it already;
 * - the legacy admonition title, `:::note Title`, becomes a directive label, `:::note[Title]`
 *   (the site keeps the default `markdown.mdx1Compat.admonitions`).
 */
function preprocess(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^[ \t>]*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      return line
        .replace(/^([ \t]{0,3}#{1,6}[ \t].*?)[ \t]*\\?\{#([^}\s]+)\}[ \t]*$/, '$1 \\{#$2}')
        .replace(/^([ \t]*:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)[ \t]*$/, '$1[$2]');
    })
    .join('\n');
}

/** Converts a whole MDX page (with its front matter) to the Markdown of its body. */
export function convertMdx(source: string, context: MdxContext): string {
  const tree = parser.parse(preprocess(source)) as unknown as MdNode;
  releaseVariables({variablesByVersion: context.variablesByVersion})(tree as never, {
    path: context.sourcePath,
  });
  const converter = new Converter(context);
  const body: MdNode = {type: 'root', children: converter.children(tree.children)};
  return printer.stringify(body as never).trimEnd();
}
