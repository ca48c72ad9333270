/**
 * Makes the addresses in an exported page absolute, so the Markdown still works once it is
 * pasted into an AI tool or read outside the site:
 *
 * - `#anchor` points at the anchor of the page's HTML URL;
 * - `/path` gets the site URL in front, and so does `pathname:///path` (Docusaurus's link to a
 *   file it does not check, such as the PDF `npm run pdf` writes after the build);
 * - a relative link to a doc file (`./x.md`, `../y.mdx#a`) becomes the URL of that doc's page
 *   in the same version (the same lookup Docusaurus does: first from the file's folder, then
 *   from the version's root);
 * - a relative link or image to another file (a picture, a download) is published next to the
 *   page's Markdown at the same relative place, and its absolute URL is used;
 * - any other relative URL is resolved against the page URL, as a browser would.
 */
import fs from 'node:fs';
import path from 'node:path';

import {isDocFileLink, resolveDocLink} from '../docsContent';
import {markdownUrlOf} from './client/markdownUrl';

export interface LinkContext {
  /** Absolute site URL without a trailing slash, e.g. https://docs.kasm.com. */
  siteUrl: string;
  /** URL path of the page's HTML version, e.g. /docs/guide/casting. */
  pageUrl: string;
  /** Absolute path of the page's source file. */
  sourcePath: string;
  /** Absolute path of the version's content folder (docs/ or versioned_docs/version-X/). */
  versionRoot: string;
  /** Permalink of every doc of the page's version, by absolute source path. */
  permalinkBySource: ReadonlyMap<string, string>;
  /** Files other than docs that the page links to: published URL path -> source file. */
  assets: Map<string, string>;
  /** Problems to report at build time (broken links). */
  warnings: string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PATHNAME_PROTOCOL = 'pathname://';

function splitSuffix(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isFile(filePath: string): boolean {
  try {
    return fs.statSync(filePath).isFile();
  } catch {
    return false;
  }
}

export function absoluteUrl(url: string, context: LinkContext): string {
  const {siteUrl, pageUrl} = context;
  // Docusaurus's pathname:// marks a site path that is a file, not a page (the feeds).
  if (url.startsWith(PATHNAME_PROTOCOL))
    return absoluteUrl(url.slice(PATHNAME_PROTOCOL.length), context);
  if (url === '' || SCHEME.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${siteUrl}${pageUrl}${url}`;
  if (url.startsWith('/')) return `${siteUrl}${url}`;

  const [pathPart, suffix] = splitSuffix(url);
  const filePart = safeDecode(pathPart);
  const fromFolder = path.resolve(path.dirname(context.sourcePath), filePart);

  if (isDocFileLink(url)) {
    const target = resolveDocLink(url, {...context, sourceFile: context.sourcePath});
    if (target !== undefined) return `${siteUrl}${target}`;
    context.warnings.push(`link to a doc that is not in this version: ${url}`);
  } else if (pathPart !== '' && isFile(fromFolder)) {
    // Published beside the Markdown file, so the relative address works from there too.
    const published = new URL(pathPart, `${siteUrl}${markdownUrlOf(pageUrl)}`);
    const previous = context.assets.get(published.pathname);
    if (previous !== undefined && previous !== fromFolder) {
      context.warnings.push(`${url} and ${previous} would both be published at ${published}`);
    }
    context.assets.set(published.pathname, fromFolder);
    return `${published.href.replace(/[?#].*$/, '')}${suffix}`;
  }
  return new URL(url, `${siteUrl}${pageUrl}`).href;
}
