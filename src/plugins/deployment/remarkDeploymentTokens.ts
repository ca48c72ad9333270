/**
 * Remark step (first of the docs plugin's `beforeDefaultRemarkPlugins`): each
 * `{{deployment_host}}`, `{{deployment_port}}` and `{{deployment_zone}}` in prose, inline code and
 * code blocks becomes a marker (client/values.ts, markValue) that survives highlighting; the
 * rehype step (rehypeDeploymentValues.ts) turns the markers into the places that show the
 * reader's value. Tokens anywhere else (link addresses, raw HTML, JSX attributes) are left to
 * the release variables step, which writes the documented default there.
 *
 * In MDX, `{{deployment_host}}` in prose is an expression whose source is `{deployment_host}`.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {DEPLOYMENT_TOKENS, markValue} from './client/values';

/** A deployment token; the field's token name is the first group. */
const TOKEN = new RegExp(`\\{\\{\\s*(${Object.keys(DEPLOYMENT_TOKENS).join('|')})\\s*\\}\\}`, 'g');
const EXPRESSION = new RegExp(`^\\{\\s*(${Object.keys(DEPLOYMENT_TOKENS).join('|')})\\s*\\}$`);

function mark(text: string): string {
  return text.replace(TOKEN, (_token, name: string) => markValue(DEPLOYMENT_TOKENS[name]!));
}

export default function remarkDeploymentTokens() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
        node.value = mark(node.value);
        return;
      }
      if (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') return;
      const name = EXPRESSION.exec(node.value)?.[1];
      if (!name || !parent || index === undefined) return;
      const text = {type: 'text' as const, value: markValue(DEPLOYMENT_TOKENS[name]!)};
      parent.children[index] = (
        node.type === 'mdxTextExpression' ? text : {type: 'paragraph', children: [text]}
      ) as (typeof parent.children)[number];
    });
  };
}
