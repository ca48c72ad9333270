/**
 * The fixture pages of the tests of the site's code (docs/_fixtures/, CONTRIBUTING.md): pages
 * that hold every component and edge case the code handles, so that renaming or rewriting a page
 * of the manual never breaks a test of code.
 *
 * The docs plugin leaves out files and folders whose name starts with `_` (its default `exclude`
 * globs), so no build has the fixtures unless DOCS_FIXTURES=true: `npm test` (scripts/test.mjs)
 * sets it for the build it tests, `npm run build`, which is deployed, does not. Each fixture page
 * is `unlisted`, so even that build keeps it out of the sidebar, the sitemap, the search index,
 * llms.txt, the not-found suggestions and the PDF, and the checks of the manual see only the
 * manual.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {DEVELOP_PATH, DOCS_BASE} from './versions';

/** The variable that puts the fixture pages into a build. */
const FIXTURES_VARIABLE = 'DOCS_FIXTURES';
/** The fixtures' folder in the develop tree (docs/). */
export const FIXTURES_FOLDER = '_fixtures';
/** Where the build serves them: each page's front matter sets `slug: /fixtures/<name>`. */
export const FIXTURES_ROUTE = `${DOCS_BASE}/${DEVELOP_PATH}/fixtures`;

export function shouldIncludeFixtures(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[FIXTURES_VARIABLE] === 'true';
}

/**
 * The docs plugin's default `exclude` (GlobExcludeDefault of @docusaurus/utils 3.9.2; a unit test
 * compares them, so an upgrade that changes the default is noticed).
 */
export const DOCS_PLUGIN_DEFAULT_EXCLUDE: readonly string[] = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/**
 * The docs plugin's `exclude` option: nothing (the plugin's default, which leaves the fixtures'
 * folder out) unless DOCS_FIXTURES=true; then the default with that one folder let through, so
 * every other `_` file and folder stays a partial.
 */
export function docsFixturesOptions(
  env: NodeJS.ProcessEnv = process.env,
): Pick<DocsOptions, 'exclude'> {
  if (!shouldIncludeFixtures(env)) return {};
  const folderName = FIXTURES_FOLDER.slice(1);
  return {
    exclude: DOCS_PLUGIN_DEFAULT_EXCLUDE.flatMap((pattern) =>
      pattern === '**/_*/**'
        ? // micromatch reads `!(name)` as "does not start with name": the second pattern puts
          // back the folders whose name only starts with it (`_fixtures-old/`).
          [`**/_!(${folderName})/**`, `**/_${folderName}?*/**`]
        : [pattern],
    ),
  };
}
