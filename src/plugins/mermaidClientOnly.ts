/**
 * Build plugin: leaves Mermaid out of the server bundle. The theme's Mermaid component loads the
 * library with a dynamic import inside an effect, so it only ever runs in the browser; the page
 * HTML holds an empty diagram container either way. Compiling Mermaid and its ~130 chunks (d3,
 * cytoscape, katex, dagre) for the server as well cost about 5 s of every cold build.
 * tests/e2e/diagrams.spec.ts checks that the diagrams still draw in both colour modes.
 */
import type {Plugin} from '@docusaurus/types';

export default function mermaidClientOnlyPlugin(): Plugin {
  return {
    name: 'mermaid-client-only',
    configureWebpack(_config, isServer) {
      // `false` resolves the module to an empty one (webpack and Rspack alike).
      return isServer ? {resolve: {alias: {mermaid: false}}} : {};
    },
  };
}
