/**
 * "Edit this page" and "Last updated" on every doc page.
 *
 * - The edit link opens the page's source file in the site repository (config/product.ts).
 * - The date is the page file's last commit, read from git once per build
 *   (src/markdown/lastCommitDates.ts) and handed to Docusaurus as `last_update` front matter.
 */
import path from 'node:path';

import type {EditUrlFunction} from '@docusaurus/plugin-content-docs';
import type {ParseFrontMatter} from '@docusaurus/types';

import {readLastCommitDates} from '../src/markdown/lastCommitDates';
import {product} from './product';

/** Where the doc sources live, relative to the site directory. */
const DOC_SOURCE_DIRECTORIES = ['docs', 'versioned_docs'];

export const editUrl: EditUrlFunction = ({versionDocsDirPath, docPath}) =>
  `${product.siteRepositoryUrl}/edit/${product.siteRepositoryBranch}/${versionDocsDirPath}/${docPath}`;

/**
 * A markdown.parseFrontMatter hook that adds `last_update.date` from git history to every page
 * that has a commit and does not set the date itself.
 */
export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  let dates: Map<string, number> | undefined;
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    // Read lazily: the hook is created with the config, which is also loaded by tools that never
    // parse a page.
    dates ??= readLastCommitDates(siteDir, DOC_SOURCE_DIRECTORIES);
    const key = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    const committedAt = dates.get(key);
    const {frontMatter} = result;
    if (committedAt === undefined || frontMatter.last_update !== undefined) return result;
    return {
      ...result,
      frontMatter: {...frontMatter, last_update: {date: new Date(committedAt).toISOString()}},
    };
  };
}
