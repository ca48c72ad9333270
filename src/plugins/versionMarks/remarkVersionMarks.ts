/**
 * Remark plugin for the develop tree: a page that is new in the coming release, or whose text
 * differs from the same page of the latest release, gets a `<VersionMark>` at the top of its
 * content, just under its title, with the comparison computed here, at build time
 * (compare.ts). Pages of released versions are left alone.
 *
 * The comparison travels as a JSON string attribute, which MDX passes to the component as it
 * is; ./theme/VersionMark renders the badge and the "Compare with" view.
 *
 * Both pages are parsed as written on disk, as the Markdown export parses them
 * (../markdownExport/parseSource.ts, loaded on first use so that loading the site config stays
 * fast), and compared as their readers see them (readerText.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';

import {LATEST_VERSION} from '../../../config/versions';
import {isUnknownValue, releaseVariablesByVersion} from '../../data/releases';
import {RELEASE_TOKEN, releaseVariableResolver} from '../../markdown/releaseVariables';
import {versionMark, type VersionMark} from './compare';
import {readerLines} from './readerText';

export interface VersionMarksOptions {
  /** The develop tree's folder (docs/) and the latest release's (versioned_docs/version-X). */
  developDir: string;
  releaseDir: string;
  /** The coming release (1.19.0) and the latest one (1.18.0). */
  developRelease: string;
  latestRelease: string;
}

/** The site's options: docs/ against the latest release, named by the release variables. */
export function versionMarksOptions(): VersionMarksOptions {
  const developRelease = releaseVariablesByVersion.current?.release;
  if (developRelease === undefined || isUnknownValue(developRelease)) {
    throw new Error(
      'Version marks need the release number of the develop tree: set `release` in src/data/releases/develop.ts.',
    );
  }
  return {
    developDir: 'docs',
    releaseDir: `versioned_docs/version-${LATEST_VERSION}`,
    developRelease,
    latestRelease: LATEST_VERSION,
  };
}

/** The same page in the latest release: same path, .md or .mdx. */
function releasePage(relative: string, releaseDir: string): string | undefined {
  const stem = relative.replace(/\.mdx?$/, '');
  return ['.md', '.mdx']
    .map((extension) => path.join(releaseDir, `${stem}${extension}`))
    .find((candidate) => existsSync(candidate));
}

let parser: Promise<typeof import('../markdownExport/parseSource')> | undefined;

/** A file's text with its tree's release variables filled in, as its page shows it. */
function displayOf(file: string): (text: string) => string {
  const resolve = releaseVariableResolver(file);
  return (text) => text.replace(RELEASE_TOKEN, (_token, name: string) => resolve(name, undefined));
}

/**
 * The mark of the develop page in `developFile` against the latest release's page in
 * `releaseFile` (undefined when the release has no such page).
 */
async function markOfFiles(
  developFile: string,
  releaseFile: string | undefined,
): Promise<VersionMark | undefined> {
  const develop = readFileSync(developFile, 'utf8');
  if (releaseFile === undefined) return {kind: 'new'};
  const release = readFileSync(releaseFile, 'utf8');
  if (develop === release) return undefined;
  parser ??= import('../markdownExport/parseSource');
  const {parse} = await parser;
  return versionMark(readerLines(parse(develop).tree), readerLines(parse(release).tree), {
    develop: displayOf(developFile),
    release: displayOf(releaseFile),
  });
}

const attribute = (name: string, value: string) =>
  ({type: 'mdxJsxAttribute', name, value}) as const;

export default function remarkVersionMarks(options: VersionMarksOptions) {
  const developDir = path.resolve(options.developDir);
  return async (tree: Root, file: VFile) => {
    if (!file.path) return;
    const relative = path.relative(developDir, path.resolve(file.path));
    if (relative.startsWith('..') || path.isAbsolute(relative)) return;
    const counterpart = releasePage(relative, options.releaseDir);
    // Both pages as written on disk: the loader hands remark a preprocessed text.
    const mark = await markOfFiles(file.path, counterpart);
    if (!mark) return;
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'VersionMark',
      attributes: [
        attribute('kind', mark.kind),
        attribute('release', options.developRelease),
        attribute('compareWith', options.latestRelease),
        ...(mark.kind === 'changed' ? [attribute('changes', JSON.stringify(mark.changes))] : []),
      ],
      children: [],
    };
    // Under the page's own H1 when it writes one, else first (the theme shows the title above).
    const heading = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    tree.children.splice(heading + 1, 0, element);
  };
}
