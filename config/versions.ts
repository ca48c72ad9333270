/**
 * Which docs versions exist, where they are served, and which of them a build includes.
 * Every release number comes from versions.json, which `docusaurus docs:version` (run by
 * npm run cut-version) writes, newest first.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import releasedVersions from '../versions.json';

/**
 * The latest release, the first entry of versions.json: served at /docs/, and aliased at
 * /docs/latest/ and /docs/<version>/.
 */
export const LATEST_VERSION: string = releasedVersions[0];
/** The develop tree (docs/), which becomes the next release. */
export const DEVELOP_PATH = 'develop';
export const LATEST_ALIAS = 'latest';
export const DOCS_BASE = '/docs';

/** Older versions that keep only an archived, unlisted index page. */
export const archivedVersions: readonly string[] = releasedVersions.filter(
  (version) => version !== LATEST_VERSION,
);

/**
 * Whether this build includes every version. Production builds always do. The writers' preview
 * (npm start) includes only develop and the latest version, because each archived version adds
 * start-up time and they are rarely edited; DOCS_ALL_VERSIONS=true includes them too.
 */
export function shouldIncludeAllVersions(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.DOCS_ALL_VERSIONS !== undefined) return env.DOCS_ALL_VERSIONS === 'true';
  return env.NODE_ENV === 'production';
}

export function docsVersionOptions(
  env: NodeJS.ProcessEnv = process.env,
): Pick<DocsOptions, 'lastVersion' | 'versions' | 'onlyIncludeVersions'> {
  const versions: NonNullable<DocsOptions['versions']> = {
    current: {label: 'develop', path: DEVELOP_PATH, banner: 'unreleased'},
    [LATEST_VERSION]: {label: LATEST_VERSION, path: '', banner: 'none'},
  };
  // An archived version has one page, whose own notice says the version is archived: the stock
  // "no longer actively maintained" banner would be a second box saying the same.
  for (const version of archivedVersions) {
    versions[version] = {label: version, path: version, banner: 'none'};
  }
  return {
    lastVersion: LATEST_VERSION,
    versions,
    onlyIncludeVersions: shouldIncludeAllVersions(env) ? undefined : ['current', LATEST_VERSION],
  };
}

/**
 * Aliases of a latest-version page: /docs/latest/<page> and /docs/<LATEST_VERSION>/<page>.
 * Called by @docusaurus/plugin-client-redirects for every route of the build; routes of the
 * develop tree, of archived versions and outside /docs get none, and so does the latest tree's
 * not-found page (/docs/404.html, src/plugins/notFound), which is no page.
 */
export function latestVersionAliases(routePath: string): string[] {
  if (routePath !== DOCS_BASE && !routePath.startsWith(`${DOCS_BASE}/`)) return [];
  if (routePath.endsWith('/404.html')) return [];
  const rest = routePath.slice(DOCS_BASE.length);
  const firstSegment = rest.split('/')[1] ?? '';
  if (firstSegment === DEVELOP_PATH || archivedVersions.includes(firstSegment)) return [];
  if (firstSegment === LATEST_ALIAS || firstSegment === LATEST_VERSION) return [];
  const suffix = rest === '/' ? '' : rest;
  return [`${DOCS_BASE}/${LATEST_ALIAS}${suffix}`, `${DOCS_BASE}/${LATEST_VERSION}${suffix}`];
}
