/**
 * The Markdown of one doc page, as published at its URL plus `.md`, copied by "Copy page" and
 * joined into llms-full.txt: the title as an H1, the description as a blockquote, then the
 * body as clean Markdown (no front matter, no MDX, release variables resolved, addresses
 * absolute). Pure apart from reading linked files' existence: the unit tests call it directly.
 */
import type {ReleaseVariables} from '../../data/releases';
import releaseVariables from '../../remark/releaseVariables';
import {absoluteUrl, type LinkContext} from './links';
import {convertPlainMarkdown, needsMdxParser} from './plainMarkdown';

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
}

export interface ExportedPage {
  markdown: string;
  /** Build-time warnings about this page (unknown components, broken links). */
  warnings: string[];
  /** Whether the page needed the MDX parser (it has JSX, ESM or expressions). */
  usedMdxParser: boolean;
}

const FRONT_MATTER = /^---[ \t]*\n[\s\S]*?\n---[ \t]*(?:\n|$)/;

/** The body without front matter; the front matter's lines become empty lines, so that line
 * numbers in release-variable errors still match the file. */
function withoutFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, (frontMatter) =>
    '\n'.repeat(frontMatter.split('\n').length - 1),
  );
}

/** Resolves `{{tokens}}` in a plain-Markdown body with the site's own release-variable plugin. */
function resolveReleaseVariables(
  body: string,
  page: PageToExport,
  version: VersionToExport,
): string {
  if (!body.includes('{{')) return body;
  const node = {type: 'text', value: body, position: {start: {line: 1, column: 1}}};
  releaseVariables({variablesByVersion: version.variablesByVersion})(
    {type: 'root', children: [node]},
    {path: page.sourcePath},
  );
  return node.value;
}

let mdxModule: Promise<typeof import('./mdxMarkdown')> | undefined;

export async function exportPage(
  source: string,
  page: PageToExport,
  version: VersionToExport,
): Promise<ExportedPage> {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const linkContext: LinkContext = {
    siteUrl: version.siteUrl,
    pageUrl: page.permalink,
    sourcePath: page.sourcePath,
    versionRoot: version.versionRoot,
    permalinkBySource: version.permalinkBySource,
    assets: version.assets,
    warnings,
  };
  const resolveUrl = (url: string) => absoluteUrl(url, linkContext);

  const normalized = source.replace(/\r\n?/g, '\n');
  const body = withoutFrontMatter(normalized);
  const usedMdxParser = needsMdxParser(body);
  let markdown: string;
  if (usedMdxParser) {
    mdxModule ??= import('./mdxMarkdown');
    const {convertMdx} = await mdxModule;
    markdown = convertMdx(normalized, {
      sourcePath: page.sourcePath,
      resolveUrl,
      warn,
      variablesByVersion: version.variablesByVersion,
    });
  } else {
    markdown = convertPlainMarkdown(resolveReleaseVariables(body, page, version), resolveUrl, warn);
  }
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
  return {markdown: `${markdown}\n`, warnings, usedMdxParser};
}
