/**
 * Code highlighting (src/plugins/codeHighlighting): the colour themes, raised to a readable
 * contrast, the languages Prism knows besides its defaults, and the magic comments that mark
 * highlighted lines. Code blocks are highlighted when pages are compiled, from these settings;
 * the classic theme's prism settings (docusaurus.config.ts) take the same values for the blocks
 * it highlights in the browser.
 */
import {themes} from 'prism-react-renderer';

import {accessibleTheme} from '../src/plugins/codeHighlighting/accessibleTheme';
import type {CodeHighlightingOptions} from '../src/plugins/codeHighlighting/options';

/**
 * A highlighted line's background, laid over the block's: a darker tint in both modes. The token
 * colours are made readable on it too, and the plugin's stylesheet sets it for every code block.
 */
export const highlightedLineBackground = {
  light: 'rgba(0, 0, 0, 0.1)',
  dark: 'rgba(0, 0, 0, 0.3)',
};

export const prismLightTheme = accessibleTheme(themes.github, highlightedLineBackground.light);
export const prismDarkTheme = accessibleTheme(themes.dracula, highlightedLineBackground.dark);

export const prismAdditionalLanguages = [
  'bash',
  'powershell',
  'nginx',
  'ini',
  'docker',
  'sql',
  'diff',
  'toml',
];

/** The classic theme's default magic comment: `# highlight-next-line`, `highlight-start` … `-end`. */
export const prismMagicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

export const codeHighlighting: CodeHighlightingOptions = {
  lightTheme: prismLightTheme,
  darkTheme: prismDarkTheme,
  highlightedLineBackground,
  additionalLanguages: prismAdditionalLanguages,
  magicCommentDirectives: prismMagicComments.flatMap(({line, block}) => [
    line,
    block.start,
    block.end,
  ]),
};
