/**
 * Adapter (reviewed against @easyops-cn/docusaurus-search-local 0.55.3): the hook and the spinner
 * of the plugin's search page, which the ejected src/theme/SearchPage keeps. The plugin exposes
 * its page only as @theme/SearchPage; exports of the hook and the spinner would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 */
export {default as useSearchQuery} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
export {default as LoadingRing} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
