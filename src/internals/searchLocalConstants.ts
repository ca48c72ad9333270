/**
 * Adapter (reviewed against @easyops-cn/docusaurus-search-local 0.55.3): the search plugin's
 * generated constants and its document types, read by the site's search worker and the code that
 * starts it. The package exports no client API, so these are its build files; a public export of
 * the index address, the languages and the document types would replace this file.
 * tests/unit/internals.test.ts fails when the installed version changes: look at it again then.
 * No React and no lunr here: the worker and the page's first chunk import it.
 */
export {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
export {SearchDocumentType} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
