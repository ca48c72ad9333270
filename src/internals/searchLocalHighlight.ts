/**
 * Adapter (reviewed against @easyops-cn/docusaurus-search-local 0.55.3): how the plugin marks the
 * query's words in results and escapes text, used by the results page (src/theme/SearchPage and
 * src/plugins/search/client/resultsPage.tsx) so they look as the plugin's own. A public export of
 * the highlighters would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
export {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
export {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
export {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml';
export {concatDocumentPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
export {Mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
