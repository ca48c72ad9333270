/**
 * Build-time highlighting: Prism turns a code block into HTML with the token classes that
 * prism-react-renderer gives in the browser (`token keyword`, `token string` …), and the colour
 * themes become a stylesheet keyed on those classes. The page then ships tokens, not a
 * highlighter.
 */
import {createRequire} from 'node:module';

import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';

const requireFromHere = createRequire(import.meta.url);
const registered = new Set<string>();

/**
 * prism-react-renderer's Prism with the additional languages of config/prism.ts, registered the
 * way the classic theme does in the browser (each grammar file adds itself to a global Prism).
 */
export function prismWith(languages: readonly string[]): typeof Prism {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return Prism;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') requireFromHere('prismjs/components/prism-markup-templating.js');
      requireFromHere(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  return Prism;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of each line of `code`, tokenized as prism-react-renderer does in the browser: one
 * span per token with the classes `token` and its types (as Prism's own HTML has them) and its
 * colour classes (TokenStyles), plain text bare. A language Prism does not know gives plain
 * lines.
 */
export function highlightLines(
  code: string,
  language: string,
  prism: typeof Prism,
  styles: TokenStyles,
): string[] {
  const grammar = prism.languages[language];
  let tokens: (string | Prism.Token)[] = [code];
  if (grammar) {
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  }
  return normalizeTokens(tokens).map((line) =>
    line
      .map(({types, content}) => {
        const text = escapeHtml(content === '\n' ? '' : content);
        if (text === '' || (types.length === 1 && types[0] === 'plain')) return text;
        const classes = ['token', ...types, ...styles.classes(types)];
        return `<span class="${classes.join(' ')}">${text}</span>`;
      })
      .join(''),
  );
}

type Style = Record<string, string | number | undefined>;

/** Properties a token inherits from its line when a theme gives it none. */
const INHERITED = new Set(['color', 'fontStyle', 'fontWeight', 'textDecorationLine']);

/** Each token type's style, merged over the theme's entries in order (prism-react-renderer's themeToDict). */
function styleByType(theme: PrismTheme): Map<string, Style> {
  const styles = new Map<string, Style>();
  for (const {types, style} of theme.styles) {
    for (const type of types) styles.set(type, {...styles.get(type), ...(style as Style)});
  }
  return styles;
}

const declaration = (property: string, value: string | number) =>
  `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`;

/**
 * Code colours for build-time tokens, exact to prism-react-renderer in both colour modes.
 *
 * A token's style is its types' styles merged in order, the last type winning (`$HOME` in bash
 * is `variable` then `punctuation` for the `$`). CSS cannot read the order of classes, so each
 * token also gets one class per property and colour mode naming its merged value: `l3` (light,
 * the fourth property value of the light theme) and `d5` (dark). Light is the default, for a
 * page without JavaScript has no data-theme; a dark class outranks a light one, and where the
 * dark theme gives no value for a property the light theme sets, the dark class resets it.
 */
export class TokenStyles {
  private readonly light: Map<string, Style>;
  private readonly dark: Map<string, Style>;
  private readonly lightValues: string[];
  private readonly darkValues: string[];

  constructor(
    private readonly lightTheme: PrismTheme,
    private readonly darkTheme: PrismTheme,
  ) {
    this.light = styleByType(lightTheme);
    this.dark = styleByType(darkTheme);
    const values = (styles: Map<string, Style>, extra: string[] = []) =>
      [
        ...new Set([
          ...[...styles.values()].flatMap((style) =>
            Object.entries(style)
              .filter(([property, value]) => value !== undefined && property !== 'opacity')
              .map(([property, value]) => declaration(property, value!)),
          ),
          ...extra,
        ]),
      ].sort();
    this.lightValues = values(this.light);
    const resets = [...new Set(this.lightValues.map((value) => value.split(':')[0]))].map(
      (property) => `${property}:${INHERITED.has(camel(property)) ? 'inherit' : 'initial'}`,
    );
    this.darkValues = values(this.dark, resets);
  }

  /** The style classes of a token with these types (none for plain text). */
  classes(types: readonly string[]): string[] {
    const merge = (styles: Map<string, Style>) =>
      Object.assign({}, ...types.map((type) => styles.get(type))) as Style;
    const light = merge(this.light);
    const dark = merge(this.dark);
    const classes: string[] = [];
    const properties = new Set([...Object.keys(light), ...Object.keys(dark)]);
    for (const property of properties) {
      if (property === 'opacity') continue;
      const lightValue = light[property];
      const darkValue = dark[property];
      if (lightValue !== undefined) {
        classes.push(`l${this.lightValues.indexOf(declaration(property, lightValue))}`);
      }
      if (darkValue !== undefined) {
        classes.push(`d${this.darkValues.indexOf(declaration(property, darkValue))}`);
      } else if (lightValue !== undefined) {
        const reset = INHERITED.has(property) ? 'inherit' : 'initial';
        classes.push(`d${this.darkValues.indexOf(declaration(property, reset))}`);
      }
    }
    return classes;
  }

  /** The stylesheet, with the code block's background and text colours, scoped to `scope`. */
  css(scope: string): string {
    const darkScope = `[data-theme='dark'] ${scope}`;
    const plain = (theme: PrismTheme) =>
      [
        theme.plain.color && declaration('--prism-color', theme.plain.color),
        theme.plain.backgroundColor &&
          declaration('--prism-background-color', theme.plain.backgroundColor),
      ]
        .filter(Boolean)
        .join(';');
    return [
      `${scope}{${plain(this.lightTheme)}}`,
      `${darkScope}{${plain(this.darkTheme)}}`,
      ...this.lightValues.map((value, i) => `${scope} .l${i}{${value}}`),
      ...this.darkValues.map((value, i) => `${darkScope} .d${i}{${value}}`),
      '',
    ].join('\n');
  }
}

const camel = (property: string) =>
  property.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
