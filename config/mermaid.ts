/**
 * Mermaid diagrams (@docusaurus/theme-mermaid): Mermaid's own light and dark themes, switched
 * with the site's colour mode. The diagrams are drawn in the browser; the library loads only on
 * pages that have one. tests/e2e/diagrams.spec.ts checks that labels stay readable in both.
 */
import type {ThemeConfig} from '@docusaurus/theme-mermaid';

export const mermaidOptions: Partial<ThemeConfig['mermaid']> = {
  theme: {light: 'neutral', dark: 'dark'},
};
