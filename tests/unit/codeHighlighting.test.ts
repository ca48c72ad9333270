import type {Element, Root} from 'hast';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {codeHighlighting as config} from '../../config/prism';
import {codeHighlightingOptions} from '../../src/plugins/codeHighlighting/options';
import {highlightLines, prismWith, TokenStyles} from '../../src/plugins/codeHighlighting/highlight';
import rehypeHighlight from '../../src/plugins/codeHighlighting/rehypeHighlight';

/** The options docusaurus.config.ts gives the plugin, its rehype step and the classic theme. */
const codeHighlighting = codeHighlightingOptions(config);
const {lightTheme: prismLightTheme, darkTheme: prismDarkTheme} = codeHighlighting;

const prism = prismWith(codeHighlighting.additionalLanguages);
const styles = new TokenStyles(prismLightTheme, prismDarkTheme);

type GetTokenProps = (input: {token: Token}) => {style?: Record<string, unknown>};

/** prism-react-renderer's own token styling for a theme, as the browser ran it. */
function browserStyler(theme: PrismTheme): GetTokenProps {
  let getTokenProps: GetTokenProps | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code: '',
      language: 'text',
      children: (props) => {
        getTokenProps = props.getTokenProps as GetTokenProps;
        return null;
      },
    }),
  );
  return getTokenProps!;
}

/** The inline style prism-react-renderer gives a token, as CSS declarations. */
function browserStyle(styler: GetTokenProps, types: string[]): Record<string, string> {
  const style = styler({token: {types, content: 'x'}}).style ?? {};
  return Object.fromEntries(
    Object.entries(style)
      .filter(([property, value]) => value !== undefined && property !== 'opacity')
      .map(([property, value]) => [
        property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
        String(value),
      ]),
  );
}

/** What the stylesheet gives a span with these classes, in one colour mode. */
function stylesheetStyle(css: string, classes: string[], dark: boolean): Record<string, string> {
  const rules = [...css.matchAll(/^(\[data-theme='dark'\] )?\.block \.([a-z0-9]+)\{([^}]*)\}$/gm)];
  const style: Record<string, string> = {};
  // Light rules apply in both modes; dark rules outrank them in dark mode.
  for (const darkPass of dark ? [false, true] : [false]) {
    for (const [, darkRule, className, declarations] of rules) {
      if (Boolean(darkRule) !== darkPass || !classes.includes(className)) continue;
      const [property, value] = declarations.split(':');
      if (value === 'inherit' || value === 'initial') delete style[property];
      else style[property] = value;
    }
  }
  return style;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('build-time code highlighting', () => {
  it('gives every token the colours the browser highlighter gave it, in both colour modes', () => {
    const css = styles.css('.block');
    const types = [
      ...new Set(
        [prismLightTheme, prismDarkTheme].flatMap((theme) => theme.styles.flatMap((s) => s.types)),
      ),
      'plain-unknown',
    ];
    // Every ordered list of up to three types: the last type that sets a property wins.
    const lists = types.flatMap((a) => [
      [a],
      ...types.flatMap((b) => [[a, b], ...types.map((c) => [a, b, c])]),
    ]);
    expect(lists.length).toBeGreaterThan(20_000);
    const [light, dark] = [browserStyler(prismLightTheme), browserStyler(prismDarkTheme)];
    for (const list of lists) {
      const classes = styles.classes(list);
      expect(stylesheetStyle(css, classes, false), `light ${list}`).toEqual(
        browserStyle(light, list),
      );
      expect(stylesheetStyle(css, classes, true), `dark ${list}`).toEqual(browserStyle(dark, list));
    }
  });

  it('sets the block colours of each mode, light by default', () => {
    const css = styles.css('.block');
    expect(css).toContain(`.block{--prism-color:${prismLightTheme.plain.color}`);
    expect(css).toContain(`[data-theme='dark'] .block{--prism-color:${prismDarkTheme.plain.color}`);
  });

  it('keeps the text of every line and marks the tokens of each language', () => {
    const samples: [string, string, string][] = [
      [
        'bash',
        'sudo bash kasm_release/install.sh \\\n  --admin-password "$PASS" # <x> & y',
        'function',
      ],
      ['powershell', '$ErrorActionPreference = "Stop"\nGet-Service -Name kasm', 'variable'],
      ['nginx', 'server {\n    listen 443 ssl;\n}', 'directive'],
      ['yaml', "settings:\n- name: max_login_attempts\n  value: '5'", 'key'],
      ['json', '{\n  "api_key": "abc",\n  "enabled": true\n}', 'property'],
      ['sql', "SELECT * FROM users WHERE username = 'admin';", 'keyword'],
      ['dockerfile', 'FROM kasmweb/core-ubuntu-jammy:1.18.0\nUSER root', 'instruction'],
    ];
    for (const [language, code, tokenType] of samples) {
      const lines = highlightLines(code, language, prism, styles);
      expect(lines.map(text), language).toEqual(code.split('\n'));
      expect(lines.join(''), language).toContain(`class="token ${tokenType}`);
    }
  });

  it('writes the text of a language Prism does not know, and of empty lines, as plain text', () => {
    expect(highlightLines('a <b> & c\n\nd', 'text', prism, styles)).toEqual([
      'a &lt;b&gt; &amp; c',
      '',
      'd',
    ]);
  });
});

describe('rehype step', () => {
  const codeBlock = (code: string, language = 'bash'): Element => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {className: [`language-${language}`], metastring: 'title="run.sh"'},
        children: [{type: 'text', value: code}],
      },
    ],
  });
  const run = (...children: Element[]): Root => {
    const tree: Root = {type: 'root', children};
    rehypeHighlight(codeHighlighting)(tree);
    return tree;
  };
  const codeOf = (tree: Root, index = 0) =>
    (tree.children[index] as Element).children[0] as Element;

  it('gives a fenced block the HTML of its lines and keeps its text and metastring', () => {
    const tree = run(codeBlock('echo one\necho two\n'));
    const code = codeOf(tree);
    const highlighted = String(code.properties.highlighted);
    // The line break a fenced block ends with is no line of its own.
    expect(highlighted.split('\n').map(text)).toEqual(['echo one', 'echo two']);
    expect(code.properties.metastring).toBe('title="run.sh"');
    expect(code.children).toEqual([{type: 'text', value: 'echo one\necho two\n'}]);
  });

  it('leaves a block with a magic comment to the browser, which removes those lines', () => {
    const tree = run(codeBlock('# highlight-next-line\necho one\n'), codeBlock('echo two\n'));
    expect(codeOf(tree, 0).properties.highlighted).toBeUndefined();
    expect(codeOf(tree, 1).properties.highlighted).toBeDefined();
  });

  it('leaves inline code alone', () => {
    const inline: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'x'}]},
      ],
    };
    const tree = run(inline);
    expect(((tree.children[0] as Element).children[0] as Element).properties).toEqual({});
  });
});
