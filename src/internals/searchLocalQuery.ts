/**
 * Adapter (reviewed against @easyops-cn/docusaurus-search-local 0.55.3): the plugin's query
 * variants and result ordering, which the site's worker runs so that plain words are searched as
 * the plugin searches them (src/plugins/search/query/plainQuery.ts). No public export replaces
 * them yet; one that took the tokens and returned the lunr queries would.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
export {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
export {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
