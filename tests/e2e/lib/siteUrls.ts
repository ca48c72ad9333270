/**
 * The URLs of the built site, read from the server under test (never from a build folder), so
 * the suites run the same against `docusaurus serve` and a production web server.
 */
import type {APIRequestContext} from '@playwright/test';

import {archivedVersions, DEVELOP_PATH, DOCS_BASE} from '../../../config/versions';

/** Paths of every page in /sitemap.xml; its absolute https://docs.kasm.com URLs become paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  if (paths.length === 0) throw new Error('/sitemap.xml lists no page');
  return paths;
}

export function isLatestTreePath(path: string): boolean {
  if (path !== DOCS_BASE && !path.startsWith(`${DOCS_BASE}/`)) return false;
  const firstSegment = path.slice(DOCS_BASE.length).split('/')[1] ?? '';
  return firstSegment !== DEVELOP_PATH && !archivedVersions.includes(firstSegment);
}

/** The pages of the latest release (served at /docs/), from the sitemap. */
export async function latestTreePaths(request: APIRequestContext): Promise<string[]> {
  return (await sitemapPaths(request)).filter(isLatestTreePath);
}

/** The single index page of each archived version; they are unlisted, so not in the sitemap. */
export const archivedVersionPaths = archivedVersions.map((version) => `${DOCS_BASE}/${version}/`);
