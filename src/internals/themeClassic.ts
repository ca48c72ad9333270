/**
 * Adapter (reviewed against @docusaurus/theme-classic 3.9.2): the classic theme's client module
 * that registers every Prism language before the first render, which the code-highlighting
 * plugin (src/plugins/codeHighlighting) swaps for an empty one because code blocks arrive
 * highlighted from the build. A theme option to register languages on demand would replace this
 * file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export const PRISM_INCLUDE_LANGUAGES =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
