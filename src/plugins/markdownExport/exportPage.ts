/**
 * The Markdown of one doc page, as published at its URL plus `.md`, copied by "Copy page" and
 * joined into llms-full.txt: the title as an H1, the description as a blockquote, then the
 * body as clean Markdown (no front matter, no MDX, release variables resolved, addresses
 * absolute). Pure apart from reading linked files' existence: the unit tests call it directly.
 */
import type {ReleaseVariables} from '../../data/releases';
import {releaseVariableResolver, versionOfFile} from '../../markdown/releaseVariables';
import {absoluteUrl, type LinkContext} from './links';
import type {ParseCache} from './parseSource';

export interface PageToExport {
  /** Absolute path of the source file. */
  sourcePath: string;
  /** URL path of the page, e.g. /docs/guide/casting. */
  permalink: string;
  /** The title the page shows (front matter title, else its first heading). */
  title: string;
  /** The description written in the front matter, if any. */
  description?: string;
}

export interface VersionToExport {
  /** Absolute site URL without a trailing slash. */
  siteUrl: string;
  /** Absolute path of the version's content folder. */
  versionRoot: string;
  /** Permalink of every doc of the version, by absolute source path. */
  permalinkBySource: ReadonlyMap<string, string>;
  /** Non-doc files linked from pages, collected for publishing: URL path -> source file. */
  assets: Map<string, string>;
  /** Replaces the tables of src/data/releases (tests use this). */
  variablesByVersion?: Readonly<Record<string, ReleaseVariables>>;
  /** Shared by the versions of one export, so a page that several versions hold is parsed once. */
  parseCache?: ParseCache;
}

export interface ExportedPage {
  markdown: string;
  /** Build-time warnings about this page (unknown components, broken links). */
  warnings: string[];
}

let pipeline:
  Promise<[typeof import('./parseSource'), typeof import('./rewriteSource')]> | undefined;

export async function exportPage(
  source: string,
  page: PageToExport,
  version: VersionToExport,
): Promise<ExportedPage> {
  const warnings: string[] = [];
  const linkContext: LinkContext = {
    siteUrl: version.siteUrl,
    pageUrl: page.permalink,
    sourcePath: page.sourcePath,
    versionRoot: version.versionRoot,
    permalinkBySource: version.permalinkBySource,
    assets: version.assets,
    warnings,
  };
  pipeline ??= Promise.all([import('./parseSource'), import('./rewriteSource')]);
  const [{parse}, {rewriteSource}] = await pipeline;

  const normalized = source.replace(/\r\n?/g, '\n');
  let markdown = rewriteSource(
    normalized,
    version.parseCache?.parse(normalized) ?? parse(normalized),
    {
      resolveUrl: (url) => absoluteUrl(url, linkContext),
      resolveToken: releaseVariableResolver(page.sourcePath, {
        variablesByVersion: version.variablesByVersion,
      }),
      docsVersion: versionOfFile(page.sourcePath),
      warn: (message) => warnings.push(message),
    },
  );
  markdown = markdown.replace(/^\s*\n/, '').trimEnd();

  // A page that opens with its own H1 shows that heading as its title: keep it, add none.
  const lines = markdown.split('\n');
  const title = /^# /.test(lines[0]) ? lines.shift()! : `# ${page.title}`;
  const description = page.description
    ? [`> ${page.description.trim().replace(/\s*\n\s*/g, ' ')}`, '']
    : [];
  markdown = [
    title,
    '',
    ...description,
    ...lines
      .join('\n')
      .replace(/^\s*\n/, '')
      .split('\n'),
  ]
    .join('\n')
    .trimEnd();
  return {markdown: `${markdown}\n`, warnings};
}
