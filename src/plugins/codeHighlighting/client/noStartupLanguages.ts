/**
 * Stands in for @docusaurus/theme-classic's prism-include-languages client module, which put
 * Prism in the main bundle and registered every additional language before the first render
 * of every page. Code blocks are highlighted at build time; the languages register only when a
 * block the build left alone renders (PrismCodeBlock.tsx).
 */
export {};
