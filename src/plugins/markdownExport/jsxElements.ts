/**
 * The Markdown that stands in for a JSX element in the export, built from the element's
 * content as already edited (./rewriteSource.ts):
 *
 * - `<Tabs>`/`<TabItem>` become one section per tab, headed by the tab's label in bold;
 * - `<details>` becomes its summary in bold followed by its content;
 * - `<Admonition>` becomes a blockquote with a bold label, as `:::note` does;
 * - the ReferenceTables components become Markdown tables (./referenceTables.ts);
 * - the install command builder, the connections table, the firewall planner and the sizing
 *   calculator become their tables, commands and results with the documented defaults
 *   (./deploymentTools.ts);
 * - common HTML elements get their Markdown form (`<kbd>` -> code, `<br>` -> line break ...);
 * - any other component is replaced by its content, with a warning, so no text is lost.
 */
import {RELEASE_TOKEN} from '../../markdown/releaseVariables';
import {admonitionHeading, admonitionQuote, quoteLines} from './admonitions';
import type {MdNode} from './parseSource';
import {
  firewallMarkdown,
  installerMarkdown,
  networkMarkdown,
  sizingMarkdown,
} from './deploymentTools';
import {referenceComponents} from './referenceTables';
import type {EditedSource} from './editedSource';

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

function isElement(node: MdNode | undefined, name: string): boolean {
  return node?.type.startsWith('mdxJsx') === true && node.name === name;
}

/** Literal attribute values, release tokens resolved as the site resolves them. */
function attributesOf(source: EditedSource, node: MdNode): Map<string, string> {
  const values = new Map<string, string>();
  const line = source.text.slice(0, source.start(node)).split('\n').length;
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const {value} = attribute;
    const text =
      value === null || value === undefined ? '' : typeof value === 'string' ? value : value.value;
    values.set(
      attribute.name,
      text.replace(RELEASE_TOKEN, (_token, name: string) =>
        source.context.resolveToken(name, line),
      ),
    );
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

/** A child's edited text without the indentation its later lines carry inside the element. */
function dedented(source: EditedSource, child: MdNode): string {
  const indent = child.position!.start.column - 1;
  const pattern = new RegExp(`\\n[ \\t]{0,${indent}}`, 'g');
  return indent === 0 ? source.slice(child) : source.slice(child).replace(pattern, '\n');
}

/** A flow element's content: its blocks, one blank line apart. */
function blocks(source: EditedSource, node: MdNode): string {
  return (node.children ?? [])
    .map((child) => dedented(source, child))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function listItems(source: EditedSource, node: MdNode, ordered: boolean): string {
  return (node.children ?? [])
    .filter((child) => isElement(child, 'li'))
    .map((item, index) => {
      const marker = ordered ? `${index + 1}. ` : '- ';
      const text = item.type === 'mdxJsxFlowElement' ? blocks(source, item) : source.inner(item);
      return marker + text.replace(/\n(?=.)/g, `\n${' '.repeat(marker.length)}`);
    })
    .join('\n');
}

function tab(source: EditedSource, node: MdNode, parent: MdNode | undefined): string {
  const attributes = attributesOf(source, node);
  const value = attributes.get('value');
  const fromTabs = isElement(parent, 'Tabs')
    ? tabLabels(attributesOf(source, parent!).get('values'))
    : new Map<string, string>();
  const label =
    attributes.get('label') ?? (value === undefined ? undefined : fromTabs.get(value)) ?? value;
  return `**Tab: ${label ?? 'Tab'}**\n\n${blocks(source, node)}`;
}

function replacementOf(source: EditedSource, node: MdNode, parent: MdNode | undefined): string {
  const name = node.name;
  const flow = node.type === 'mdxJsxFlowElement';
  const content = () => (flow ? blocks(source, node) : source.inner(node));
  if (!name) return content(); // a fragment <>...</>
  if (Object.hasOwn(referenceComponents, name)) return referenceComponents[name].markdown();
  const attributes = attributesOf(source, node);
  const resolveUrl = (url: string | undefined) => source.context.resolveUrl(url ?? '');

  switch (name) {
    case 'Tabs':
      return content();
    case 'InstallCommandBuilder':
      return installerMarkdown(
        source.context.docsVersion,
        attributes.get('role'),
        attributes.get('mode'),
      );
    case 'NetworkConnections':
      return networkMarkdown(source.context.docsVersion);
    case 'FirewallRules':
      return firewallMarkdown(source.context.docsVersion);
    case 'SizingCalculator':
      return sizingMarkdown(source.context.docsVersion);
    case 'ApiExplorer':
    case 'UpgradePlanner':
      // Interactive, and nothing is lost without them: the planner's page links the release
      // notes (src/plugins/releaseNotes), and the endpoint browser's page describes every
      // endpoint and links the OpenAPI document (src/plugins/openapi).
      return '';
    case 'TabItem':
      return tab(source, node, parent);
    case 'details':
      return content();
    case 'summary':
      return `**${content().replace(/\s*\n\s*/g, ' ')}**`;
    case 'Admonition':
      return admonitionQuote(
        admonitionHeading(attributes.get('type') ?? 'note', attributes.get('title')),
        content(),
        0,
      );
    case 'br':
      return '\\\n';
    case 'strong':
    case 'b':
      return `**${content()}**`;
    case 'em':
    case 'i':
      return `_${content()}_`;
    case 'del':
    case 's':
      return `~~${content()}~~`;
    case 'code':
    case 'kbd':
    case 'samp':
    case 'var':
      return inlineCode(content());
    case 'pre':
      return `\`\`\`\n${content()}\n\`\`\``;
    case 'a':
      return `[${content()}](${resolveUrl(attributes.get('href'))})`;
    case 'img':
      return `![${attributes.get('alt') ?? ''}](${resolveUrl(attributes.get('src'))})`;
    case 'p':
      return content();
    case 'blockquote':
      return quoteLines(content(), 0);
    case 'ul':
    case 'ol':
      return listItems(source, node, name === 'ol');
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `${'#'.repeat(Number(name[1]))} ${content().replace(/\s*\n\s*/g, ' ')}`;
    default:
      if (!TRANSPARENT_ELEMENTS.has(name)) {
        source.context.warn(`<${name}> has no Markdown form; its content is kept as text`);
      }
      return content();
  }
}

/** The Markdown that replaces the element; a block keeps the indentation it was written at. */
export function jsxReplacement(
  source: EditedSource,
  node: MdNode,
  parent: MdNode | undefined,
): string {
  const markdown = replacementOf(source, node, parent);
  const start = source.start(node);
  const indent = source.text.slice(source.lineStart(start), start);
  if (node.type !== 'mdxJsxFlowElement' || !/^[ \t]+$/.test(indent)) return markdown;
  return markdown.replace(/\n(?=.)/g, `\n${indent}`);
}
