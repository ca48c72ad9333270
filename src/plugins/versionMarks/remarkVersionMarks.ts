/**
 * Remark plugin for the develop tree: a page that is new in the coming release, or whose text
 * differs from the same page of the latest release, gets a `<VersionMark>` at the top of its
 * content, just under its title, with the comparison computed here, at build time
 * (compare.ts). Pages of released versions are left alone.
 *
 * The comparison travels as a JSON string attribute, which MDX passes to the component as it
 * is; src/components/VersionMark renders the badge and the "Compare with" view.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';

import {LATEST_VERSION} from '../../../config/versions';
import {isUnknownValue, releaseVariablesByVersion} from '../../data/releases';
import {versionMark} from './compare';

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

const attribute = (name: string, value: string) =>
  ({type: 'mdxJsxAttribute', name, value}) as const;

export default function remarkVersionMarks(options: VersionMarksOptions) {
  const developDir = path.resolve(options.developDir);
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const relative = path.relative(developDir, path.resolve(file.path));
    if (relative.startsWith('..') || path.isAbsolute(relative)) return;
    const counterpart = releasePage(relative, options.releaseDir);
    // Both pages as written on disk: the loader hands remark a preprocessed text.
    const mark = versionMark(
      readFileSync(file.path, 'utf8'),
      counterpart === undefined ? undefined : readFileSync(counterpart, 'utf8'),
    );
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
