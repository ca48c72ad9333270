/**
 * Plugin: the list of pages the not-found page matches a wrong address against. After the
 * build it writes /site-pages.json: each documentation tree's base path, label, top sidebar
 * sections and listed pages with their titles (about 7 KB compressed). Only the not-found page
 * fetches it, so no other page carries it; the offline web app precaches it with the other
 * JSON files. `docusaurus start` runs no postBuild: in the preview, the not-found page offers
 * the sections and the search box without suggestions.
 *
 * It also adds one not-found route per docs tree, `<tree>/404.html` (/docs/404.html,
 * /docs/develop/404.html, /docs/1.17.0/404.html, ...), so the build renders each tree's
 * not-found page as the client renders an unknown address in that tree: inside the docs layout
 * and that tree's version (its version menu, html classes and search metadata). The root
 * /404.html is rendered for no tree; served for an address under /docs/develop/ it would not
 * match what React renders there and hydration would fail. deploy/nginx.conf answers an unknown
 * address with its tree's page.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
// The docs plugin's own conversion of a version to the props of its version route.
import {toVersionMetadataProp} from '../../internals/contentDocs';
import type {Plugin} from '@docusaurus/types';

import {loadedDocsVersions} from '../docsContent';
import type {ListedPage, ListedTree} from './closestPages';

const SITE_PAGES_FILE = 'site-pages.json';

/** The top level of a sidebar, as the sidebar shows it: a category or a page, with its link. */
interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  link?: {type: string; id?: string; permalink?: string};
  items?: SidebarItem[];
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

function listTree(version: LoadedVersion): ListedTree {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  function linkOf(item: SidebarItem): string | undefined {
    if (item.type === 'doc' && item.id) return docs.get(item.id)?.permalink;
    if (item.link?.type === 'doc' && item.link.id) return docs.get(item.link.id)?.permalink;
    if (item.link?.permalink) return item.link.permalink;
    // A category without a page of its own opens at its first page, as its sidebar entry does.
    return (item.items ?? []).map(linkOf).find(Boolean);
  }
  const sections = (Object.values(version.sidebars).flat() as SidebarItem[]).flatMap(
    (item): ListedPage[] => {
      // An unlisted page is no section of the tree (the test fixtures' sidebar, config/fixtures.ts).
      if (item.type === 'doc' && item.id && docs.get(item.id)?.unlisted) return [];
      const link = linkOf(item);
      const title = item.label ?? (item.id ? docs.get(item.id)?.title : undefined);
      return link && title ? [{path: link, title}] : [];
    },
  );
  return {
    path: withSlash(version.path),
    label: version.label,
    isLatest: version.isLast,
    sections,
    // Unlisted pages stay out, as they stay out of the sitemap; an archived release's single
    // index page is unlisted but is the one page of its tree, so it stays in.
    pages: version.docs
      .filter((doc) => !doc.unlisted || version.docs.length === 1)
      .map((doc) => ({path: doc.permalink, title: doc.title})),
  };
}

/** The file name of each tree's not-found page, as the site's own is /404.html. */
const NOT_FOUND_FILE = '404.html';

/** The address of a docs tree's not-found page: /docs/develop -> /docs/develop/404.html. */
function treeNotFoundPath(versionPath: string): string {
  return `${withSlash(versionPath)}${NOT_FOUND_FILE}`;
}

export default function notFoundPlugin(): Plugin {
  let trees: ListedTree[] = [];
  return {
    name: 'not-found-pages',
    allContentLoaded({allContent, actions}) {
      const versions = loadedDocsVersions(allContent);
      trees = versions.map(listTree);
      // The same components the docs plugin renders an unknown address of a tree with: its
      // root (the layout), the version root (the version's context), then the not-found content
      // (which the docs plugin's DocRoot renders when no page matches).
      for (const version of versions) {
        const notFoundPath = treeNotFoundPath(version.path);
        actions.addRoute({
          path: notFoundPath,
          exact: true,
          component: '@theme/DocsRoot',
          routes: [
            {
              path: notFoundPath,
              exact: true,
              component: '@theme/DocVersionRoot',
              props: {version: toVersionMetadataProp('default', version)},
              routes: [{path: notFoundPath, exact: true, component: '@theme/NotFound/Content'}],
            },
          ],
        });
      }
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, SITE_PAGES_FILE), JSON.stringify({trees}));
    },
  };
}
