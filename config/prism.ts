/**
 * Code highlighting (src/plugins/codeHighlighting): the colour themes, which the plugin raises to
 * a readable contrast, the languages Prism knows besides its defaults, and the magic comments
 * that mark highlighted lines. Code blocks are highlighted when pages are compiled, from these
 * settings; the classic theme's prism settings (docusaurus.config.ts) take the same values for
 * the blocks it highlights in the browser.
 */
import {themes} from 'prism-react-renderer';

import type {CodeHighlightingConfig} from '../src/plugins/codeHighlighting/options';

export const codeHighlighting: CodeHighlightingConfig = {
  lightTheme: themes.github,
  darkTheme: themes.dracula,
  /**
   * A highlighted line's background, laid over the block's: a darker tint in both modes. The
   * token colours are made readable on it too, and the plugin's stylesheet sets it for every
   * code block.
   */
  highlightedLineBackground: {light: 'rgba(0, 0, 0, 0.1)', dark: 'rgba(0, 0, 0, 0.3)'},
  additionalLanguages: ['bash', 'powershell', 'nginx', 'ini', 'docker', 'sql', 'diff', 'toml'],
  /** The classic theme's default magic comment: `# highlight-next-line`, `highlight-start` … `-end`. */
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
  ],
};
