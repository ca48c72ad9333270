/**
 * Adapter (reviewed against @easyops-cn/docusaurus-search-local 0.55.3): the files of the search
 * plugin's client bundle that the site's search plugin (src/plugins/search) swaps for its own when
 * the bundler resolves them. The package has no option for a custom tokenizer, a custom worker or
 * loading mark.js on demand; options for those would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
const CLIENT = String.raw`@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]`;

/** The plugin's tokenizer, which its worker and its results page call. */
export const SEARCH_TOKENIZER = new RegExp(CLIENT + String.raw`utils[\\/]tokenize\.js$`);
/** The module of the search box and the results page that talks to the plugin's worker. */
export const SEARCH_BY_WORKER = new RegExp(CLIENT + String.raw`theme[\\/]searchByWorker\.js$`);
/** mark.js's main file, which the plugin's generated module imports and exports as `Mark`. */
export const MARK_JS = /[\\/]node_modules[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
