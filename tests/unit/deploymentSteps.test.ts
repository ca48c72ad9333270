/**
 * The build steps of Your deployment (src/plugins/deployment): a page's `{{deployment_host}}`
 * becomes a place that shows the reader's value in prose, inline code and code blocks, while the
 * HTML keeps the documented default; the release variables step writes the default everywhere
 * else, and the Markdown export too.
 */
import type {Element, Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {toHast} from 'mdast-util-to-hast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {codeHighlighting} from '../../config/prism';
import {codeHighlightingOptions} from '../../src/plugins/codeHighlighting/options';
import rehypeHighlight from '../../src/plugins/codeHighlighting/rehypeHighlight';
import {
  DEFAULT_DEPLOYMENT,
  fillExportedMarkdown,
  fillHighlightedHtml,
  fillMarkedText,
} from '../../src/plugins/deployment/client/values';
import rehypeDeploymentValues from '../../src/plugins/deployment/rehypeDeploymentValues';
import remarkDeploymentTokens from '../../src/plugins/deployment/remarkDeploymentTokens';
import {releaseVariableResolver} from '../../src/markdown/releaseVariables';

const MDX_NODES: (
  'mdxJsxTextElement' | 'mdxJsxFlowElement' | 'mdxTextExpression' | 'mdxFlowExpression'
)[] = ['mdxJsxTextElement', 'mdxJsxFlowElement', 'mdxTextExpression', 'mdxFlowExpression'];

/** The page's hast as the docs plugin's steps leave it. */
function build(markdown: string): HastRoot {
  const mdast = unified().use(remarkParse).use(remarkMdx).parse(markdown) as MdastRoot;
  remarkDeploymentTokens()(mdast);
  const hast = toHast(mdast, {passThrough: MDX_NODES}) as HastRoot;
  rehypeHighlight(codeHighlightingOptions(codeHighlighting))(hast);
  rehypeDeploymentValues()(hast);
  return hast;
}

const json = (tree: unknown) => JSON.stringify(tree);
const mine = {...DEFAULT_DEPLOYMENT, host: 'desk.corp.example', port: '8443'};

describe('Your deployment in a page', () => {
  it('writes a DeploymentValue with the default in prose, from {{…}} in Markdown and in MDX', () => {
    const tree = build('Open {{deployment_host}} now.');
    const paragraph = tree.children[0] as Element;
    expect(paragraph.children.map((child) => child.type)).toEqual([
      'text',
      'mdxJsxTextElement',
      'text',
    ]);
    expect(json(paragraph.children[1])).toContain('"name":"DeploymentValue"');
    expect(json(paragraph.children[1])).toContain('"value":"host"');
    expect(json(paragraph.children[1])).toContain('"value":"kasm.example.com"');
  });

  it('writes inline code as DeploymentCode, never as a code element with an element inside', () => {
    const tree = build('Open `https://{{deployment_host}}:{{deployment_port}}/go`.');
    const code = (tree.children[0] as Element).children[1] as unknown as {
      name: string;
      attributes: {value: string}[];
    };
    expect(code.name).toBe('DeploymentCode');
    expect(fillMarkedText(code.attributes[0]!.value, DEFAULT_DEPLOYMENT)).toBe(
      'https://kasm.example.com:443/go',
    );
    expect(fillMarkedText(code.attributes[0]!.value, mine)).toBe(
      'https://desk.corp.example:8443/go',
    );
  });

  it('keeps the defaults in a highlighted block and marks the places for the reader', () => {
    const tree = build(
      '```bash\ncurl -k https://{{deployment_host}}:{{deployment_port}}/api # 443\n```',
    );
    const code = (tree.children[0] as Element).children[0] as Element;
    const text = (code.children[0] as {value: string}).value;
    expect(text).toBe('curl -k https://kasm.example.com:443/api # 443\n');
    const html = String(code.properties.highlighted);
    expect(html).toContain('<span data-deployment="host">kasm.example.com</span>');
    expect(html).toContain('<span data-deployment="port">443</span>');
    expect(html).not.toMatch(/[\u{E000}\u{E001}]/u);
    expect(fillMarkedText(String(code.properties.deployment), mine)).toBe(
      'curl -k https://desk.corp.example:8443/api # 443\n',
    );
    const filled = fillHighlightedHtml(html, mine);
    expect(filled).toContain('<span data-deployment="host" data-own="">desk.corp.example</span>');
    expect(filled).toContain('# 443');
  });

  it('gives a block the browser highlights (magic comments) the defaults and its marked text', () => {
    const tree = build('```bash\n# highlight-next-line\ncurl https://{{deployment_host}}/\n```');
    const code = (tree.children[0] as Element).children[0] as Element;
    expect(code.properties.highlighted).toBeUndefined();
    expect((code.children[0] as {value: string}).value).toContain('https://kasm.example.com/');
    expect(fillMarkedText(String(code.properties.deployment), mine)).toContain(
      'https://desk.corp.example/',
    );
  });

  it('escapes a value as text, so a stored value cannot add markup', () => {
    const html = fillHighlightedHtml('<span data-deployment="zone">default</span>', {
      ...DEFAULT_DEPLOYMENT,
      zone: '<img src=x onerror=alert(1)>',
    });
    expect(html).toBe(
      '<span data-deployment="zone" data-own="">&lt;img src=x onerror=alert(1)&gt;</span>',
    );
  });

  it('writes the default where the release variables step resolves the token', () => {
    const resolve = releaseVariableResolver('docs/how-to/reverse_proxy.md');
    expect(resolve('deployment_host', 1)).toBe('kasm.example.com');
    expect(resolve('deployment_port', 1)).toBe('443');
  });

  it("puts the reader's host into Copy page's Markdown, unless the page names the parent domain", () => {
    const page = 'Open https://kasm.example.com/ and `kasm.example.com`; mail admin@example.com.';
    expect(fillExportedMarkdown(page, mine)).toBe(
      'Open https://desk.corp.example/ and `desk.corp.example`; mail admin@example.com.',
    );
    expect(fillExportedMarkdown(page, DEFAULT_DEPLOYMENT)).toBe(page);
    const parent = 'Use app-1.kasm.example.com under kasm.example.com.';
    expect(fillExportedMarkdown(parent, mine)).toBe(parent);
  });
});
