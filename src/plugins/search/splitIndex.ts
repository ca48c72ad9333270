/**
 * Splits each search index the search plugin wrote into two files, so that the search box can
 * answer from a small file while the large one is still on its way:
 *
 * - `search-index-<hash>.json` keeps the page titles and section headings, without what the
 *   worker can work out again (firstFile.ts; about 100 KB gzip for this manual): enough for the
 *   suggestions of most queries;
 * - `search-index-<hash>-content.json` holds the page descriptions and section texts (about
 *   2.1 MB gzip), which the worker loads after the first and the results page waits for.
 *
 * The plugin writes an array of five {documents, index} entries, one per document type (title,
 * heading, description, keywords, content); the first file keeps the first FIRST_TYPES.
 * Runs at the end of the plugin's postBuild (src/plugins/search/index.ts).
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {checkRoundTrip, compactFirstFile, type IndexEntry} from './firstFile';

import {ALL_TYPES, FIRST_TYPES, contentIndexUrl} from './indexFiles';

type IndexFile = IndexEntry[];

/** The two halves of one index file; throws when the file is not the plugin's format. */
export function splitIndex(serialized: IndexFile): {first: IndexFile; content: IndexFile} {
  if (!Array.isArray(serialized) || serialized.length !== ALL_TYPES) {
    throw new Error(
      `A search index with ${ALL_TYPES} document types was expected; the search plugin's format changed.`,
    );
  }
  return {first: serialized.slice(0, FIRST_TYPES), content: serialized.slice(FIRST_TYPES)};
}

async function indexFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && /^search-index.*\.json$/.test(entry.name))
    .filter((entry) => !entry.name.endsWith('-content.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Splits every index file under `outDir`; returns how many it split. */
export async function splitIndexes(outDir: string): Promise<number> {
  const files = await indexFiles(outDir);
  await Promise.all(
    files.map(async (file) => {
      const {first, content} = splitIndex(JSON.parse(await readFile(file, 'utf8')));
      await writeFile(contentIndexUrl(file), JSON.stringify(content));
      const compact = compactFirstFile(first);
      checkRoundTrip(first, compact);
      await writeFile(file, JSON.stringify(compact));
    }),
  );
  return files.length;
}
