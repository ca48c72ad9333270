/**
 * Stands in for @docusaurus/theme-classic's prism-include-languages client module, which put
 * Prism in the main bundle and registered every additional language before the first render
 * of every page (about 25 KB gzip and 60 ms of main-thread time on the 2-core reference
 * machine). The languages now register when a code block first renders:
 * see ../theme/CodeBlock/Content/index.tsx.
 */
export {};
