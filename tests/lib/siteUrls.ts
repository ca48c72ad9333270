/**
 * Which tree a page path belongs to, and the archived versions' pages (the sitemap leaves them
 * out: they are unlisted). The paths of the built site come from lib/builtSite.ts.
 */
import {archivedVersions, DEVELOP_PATH, DOCS_BASE} from '../../config/versions';

export function isLatestTreePath(path: string): boolean {
  if (path !== DOCS_BASE && !path.startsWith(`${DOCS_BASE}/`)) return false;
  const firstSegment = path.slice(DOCS_BASE.length).split('/')[1] ?? '';
  return firstSegment !== DEVELOP_PATH && !archivedVersions.includes(firstSegment);
}

/** The single index page of each archived version; they are unlisted, so not in the sitemap. */
export const archivedVersionPaths = archivedVersions.map((version) => `${DOCS_BASE}/${version}/`);
