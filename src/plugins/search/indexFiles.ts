/**
 * Names shared by the build step that splits the search indexes (splitIndex.ts) and the search
 * worker (client/worker.ts). Browser-safe: no Node imports.
 */

/**
 * How many of the plugin's document types (SearchDocumentType: title 0, heading 1, description 2,
 * keywords 3, content 4) the first file keeps: titles and headings. The rest (page descriptions
 * and section texts) go to the second file.
 */
export const FIRST_TYPES = 2;
/** The number of document types in the plugin's index file. */
export const ALL_TYPES = 5;

/** Where the second half of an index is published, beside the index itself. */
export function contentIndexUrl(indexUrl: string): string {
  return indexUrl.replace(/\.json$/, '-content.json');
}

/**
 * The address of a version's (first) index file: `template` is the plugin's `searchIndexUrl`,
 * such as "search-index{dir}-<hash>.json"; `baseUrl` is the version's path.
 */
export function indexUrlOf(baseUrl: string, searchContext: string, template: string): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  return `${baseUrl}${template.replace('{dir}', dir)}`;
}
