/**
 * The plugin's options: config/prism.ts gives the values (the stock themes, the highlighted line's
 * tint, the languages and the magic comments), codeHighlightingOptions() raises the themes to a
 * readable contrast (accessibleTheme.ts), and docusaurus.config.ts hands the result to this
 * plugin, to its rehype step and, through classicPrismConfig(), to the classic theme, which
 * highlights in the browser the blocks the build leaves alone. One set of colours for all three.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {PrismTheme} from 'prism-react-renderer';

import {accessibleTheme} from './accessibleTheme';

/** A magic comment as the classic theme takes it (`themeConfig.prism.magicComments`). */
type MagicComment = {className: string; line?: string; block?: {start: string; end: string}};

/** The values of config/prism.ts. */
export type CodeHighlightingConfig = {
  /** Prism themes as published; their token colours are raised to 4.5:1 from these. */
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
  /** A highlighted line's background in each colour mode, a tint over the block's. */
  highlightedLineBackground: {light: string; dark: string};
  /** Prism languages besides prism-react-renderer's defaults (prismjs/components/prism-*). */
  additionalLanguages: readonly string[];
  /** The theme's magic comments (highlight-next-line, highlight-start …). */
  magicComments: readonly MagicComment[];
};

/** What the plugin, its rehype step and the classic theme use. */
export type CodeHighlightingOptions = CodeHighlightingConfig & {
  /** Every comment text that marks a line; a block holding one is highlighted in the browser. */
  magicCommentDirectives: readonly string[];
};

export function codeHighlightingOptions(config: CodeHighlightingConfig): CodeHighlightingOptions {
  const {highlightedLineBackground: tint} = config;
  return {
    ...config,
    lightTheme: accessibleTheme(config.lightTheme, tint.light),
    darkTheme: accessibleTheme(config.darkTheme, tint.dark),
    magicCommentDirectives: config.magicComments.flatMap(({line, block}) =>
      [line, block?.start, block?.end].filter((text): text is string => Boolean(text)),
    ),
  };
}

/** The classic theme's `themeConfig.prism`, from the same options. */
export function classicPrismConfig(options: CodeHighlightingOptions) {
  return {
    theme: options.lightTheme,
    darkTheme: options.darkTheme,
    additionalLanguages: [...options.additionalLanguages],
    magicComments: [...options.magicComments],
  };
}

const themeSchema = Joi.object({
  plain: Joi.object().required(),
  styles: Joi.array().items(Joi.object({types: Joi.array().items(Joi.string())}).unknown()),
}).unknown();

/** Checked by Docusaurus (validateOptions in index.ts) before the plugin runs. */
export const optionsSchema = Joi.object<CodeHighlightingOptions>({
  lightTheme: themeSchema.required(),
  darkTheme: themeSchema.required(),
  highlightedLineBackground: Joi.object({
    light: Joi.string().required(),
    dark: Joi.string().required(),
  }).required(),
  additionalLanguages: Joi.array().items(Joi.string()).required(),
  magicComments: Joi.array()
    .items(
      Joi.object({
        className: Joi.string().required(),
        line: Joi.string(),
        block: Joi.object({start: Joi.string().required(), end: Joi.string().required()}),
      }),
    )
    .required(),
  magicCommentDirectives: Joi.array().items(Joi.string()).required(),
});
