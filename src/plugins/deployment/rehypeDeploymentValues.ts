/**
 * Rehype step (after the build's highlighting, rehypeHighlight.ts): the markers that
 * remarkDeploymentTokens.ts left become the places that show the reader's value.
 *
 * - In prose: a `<DeploymentValue field="host">` element (theme/DeploymentValue), whose text is
 *   the documented default; the component shows the reader's value once the page has hydrated.
 * - In inline code: a `<DeploymentCode text="…">` element (theme/DeploymentCode) in place of the
 *   `code` element, with the marked text; the docs theme would take a `code` element with an
 *   element inside for a code block.
 * - In a code block: its text gets the defaults, and its `deployment` property keeps the text with
 *   the markers, from which the code block fills in the reader's values for what it shows and
 *   what Copy copies. In a block the build highlighted, each marker in its lines' HTML also
 *   becomes `<span data-deployment="host">default</span>`; a block the browser highlights (one
 *   with magic comments) is highlighted from the filled text.
 *
 * The server-rendered HTML, and so the search index and the PDF, keep the defaults.
 */
import type {Element, ElementContent, Root, Text} from 'hast';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';

import {
  DEFAULT_DEPLOYMENT,
  type DeploymentField,
  fillMarkedText,
  MARKED_VALUE,
  valueSpan,
} from './client/values';

/** The names under which the theme components are registered for MDX (src/theme/MDXComponents). */
const DEPLOYMENT_VALUE_COMPONENT = 'DeploymentValue';
const DEPLOYMENT_CODE_COMPONENT = 'DeploymentCode';

const hasMarker = (text: string) => new RegExp(MARKED_VALUE.source, 'u').test(text);
const textOf = (element: Element) =>
  element.children.map((child) => (child.type === 'text' ? child.value : '')).join('');

function codeElement(marked: string): MdxJsxTextElementHast {
  return {
    type: 'mdxJsxTextElement',
    name: DEPLOYMENT_CODE_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'text', value: marked}],
    children: [],
  };
}

/** A marker in highlighted HTML, where token tags may sit between its characters and the name. */
const MARKED_IN_HTML = /\u{E000}((?:<[^>]*>)*)(host|port|zone)((?:<[^>]*>)*)\u{E001}/gu;

function valueElement(field: DeploymentField): MdxJsxTextElementHast {
  return {
    type: 'mdxJsxTextElement',
    name: DEPLOYMENT_VALUE_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'field', value: field}],
    children: [{type: 'text', value: DEFAULT_DEPLOYMENT[field]}],
  };
}

/** The text split at its markers, each marker a DeploymentValue element. */
function splitText(text: string): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED_VALUE)) {
    if (match.index > last) parts.push({type: 'text', value: text.slice(last, match.index)});
    parts.push(valueElement(match[1] as DeploymentField) as unknown as ElementContent);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({type: 'text', value: text.slice(last)});
  return parts;
}

function fillBlock(code: Element): void {
  const text = textOf(code);
  if (!hasMarker(text)) return;
  code.children = [{type: 'text', value: fillMarkedText(text, DEFAULT_DEPLOYMENT)}];
  const highlighted = code.properties?.highlighted;
  code.properties = {
    ...code.properties,
    deployment: text,
    ...(typeof highlighted === 'string'
      ? {
          highlighted: highlighted.replace(
            MARKED_IN_HTML,
            (_all, before: string, field: DeploymentField, after: string) =>
              `${before}${valueSpan(field, DEFAULT_DEPLOYMENT[field])}${after}`,
          ),
        }
      : {}),
  };
}

export default function rehypeDeploymentValues() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && node.tagName === 'pre') {
        for (const child of node.children) {
          if (child.type === 'element' && child.tagName === 'code') fillBlock(child);
        }
        return SKIP;
      }
      if (!parent || index === undefined) return;
      if (node.type === 'element' && node.tagName === 'code') {
        const text = textOf(node);
        if (!hasMarker(text)) return SKIP;
        parent.children[index] = codeElement(text) as unknown as typeof node;
        return SKIP;
      }
      if (node.type !== 'text' || !hasMarker((node as Text).value)) return;
      const parts = splitText((node as Text).value);
      parent.children.splice(index, 1, ...(parts as typeof parent.children));
      return index + parts.length;
    });
  };
}
