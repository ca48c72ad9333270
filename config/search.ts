import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

import {DOCS_BASE} from './versions';

/** Suggestions shown under the search box. */
export const SEARCH_SUGGESTION_LIMIT = 8;

/**
 * Local search: one index per docs version, loaded on first focus or hover of the search box.
 * No search contexts: every section of the active version is searched from every page.
 */
export const searchOptions = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: DOCS_BASE,
  // The index hash must change when either tree changes (the plugin hashes only the files under `docsDir`).
  docsDir: ['docs', 'versioned_docs'],
  hashed: 'filename',
  language: ['en'],
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: SEARCH_SUGGESTION_LIMIT,
  searchResultContextMaxLength: 50,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  // A develop page's "Compare with" view repeats the latest release's text: searching it would
  // find sentences the page no longer says (src/plugins/versionMarks).
  ignoreCssSelectors: ['.version-mark'],
} satisfies Partial<PluginOptions>;
