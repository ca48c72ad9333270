/**
 * What the site's plugins read of the docs plugin's content, in one place: the docs of each
 * version (markdownExport, releaseNotes, notFound read them in allContentLoaded), the file each
 * doc comes from, and the one resolver of relative links between doc files that the Markdown
 * export and the release notes' planner and feeds share.
 */
import path from 'node:path';

import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {AllContent} from '@docusaurus/types';

/** The docs plugin's name, under which allContent holds its content. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The versions (docs trees) the docs plugin loaded, newest first; none outside a docs site. */
export function loadedDocsVersions(allContent: AllContent): LoadedVersion[] {
  const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
  return docs?.loadedVersions ?? [];
}

/** The absolute path of a doc's file; the docs plugin names it `@site/<path>`. */
export function docSourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site[\\/]/, ''));
}

/** Every doc of a version: absolute source path -> address. */
export function permalinkBySource(siteDir: string, version: LoadedVersion): Map<string, string> {
  return new Map(version.docs.map((doc) => [docSourceFile(siteDir, doc.source), doc.permalink]));
}

export interface DocLinkContext {
  /** Absolute path of the file the link is in. */
  sourceFile: string;
  /** Absolute path of its version's content folder (docs/ or versioned_docs/version-X/). */
  versionRoot: string;
  /** Every doc of that version: absolute source path -> address. */
  permalinkBySource: ReadonlyMap<string, string>;
}

/** A relative link to a doc file: `./x.md`, `../y.mdx#a`, `z.md?x`. */
export function isDocFileLink(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && /\.mdx?$/i.test(pathOf(url));
}

function pathOf(url: string): string {
  const index = url.search(/[?#]/);
  return index === -1 ? url : url.slice(0, index);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The address of the doc a relative link names, with the link's query and hash, looked up as
 * Docusaurus does: from the linking file's folder, then from the version's root. Undefined when
 * the version has no such doc.
 */
export function resolveDocLink(url: string, context: DocLinkContext): string | undefined {
  const file = safeDecode(pathOf(url));
  const suffix = url.slice(pathOf(url).length);
  const target =
    context.permalinkBySource.get(path.resolve(path.dirname(context.sourceFile), file)) ??
    context.permalinkBySource.get(path.resolve(context.versionRoot, file));
  return target === undefined ? undefined : `${target}${suffix}`;
}
