import type {PrismTheme} from 'prism-react-renderer';

/** What the code-highlighting plugin and its rehype step need (config/prism.ts). */
export type CodeHighlightingOptions = {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
  /** A highlighted line's background in each colour mode, a tint over the block's. */
  highlightedLineBackground: {light: string; dark: string};
  /** Prism languages besides prism-react-renderer's defaults (prismjs/components/prism-*). */
  additionalLanguages: readonly string[];
  /** The directives of the theme's magic comments (highlight-next-line, highlight-start …). */
  magicCommentDirectives: readonly string[];
};
