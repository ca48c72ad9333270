/**
 * A note under a page's tools when the reader has said, under Your deployment, that they run
 * another release than the page describes: it names both and links to the same page in the
 * reader's release when the manual has one (or to that release's manual otherwise). Nothing on
 * the server, where no reader's values exist, so hydration matches.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  useActiveDocContext,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';

import {useCustomFields} from '@site/src/customFields';

import {useDeployment} from '../../client/store';

import styles from './styles.module.css';

/** The release each docs version describes, from the version names ("current" is develop). */
export function useKnownReleases(): {release: string; versionName: string; path: string}[] {
  const {developRelease} = useCustomFields();
  return useVersions(undefined).map((version) => ({
    release: version.name === 'current' ? developRelease : version.name,
    versionName: version.name,
    path: version.path,
  }));
}

export default function ReleaseNotice(): ReactNode {
  const {release} = useDeployment();
  const {version} = useDocsVersion();
  const known = useKnownReleases();
  const {alternateDocVersions} = useActiveDocContext(undefined);
  const pageRelease = known.find((entry) => entry.versionName === version)?.release;
  if (!release || !pageRelease || release === pageRelease) return null;
  const readers = known.find((entry) => entry.release === release);
  const samePage = readers ? alternateDocVersions[readers.versionName] : undefined;
  return (
    <p className={styles.notice} role="note">
      You run Kasm Workspaces {release} (Your deployment); this page describes {pageRelease}.{' '}
      {readers ? (
        samePage ? (
          <Link to={samePage.path}>Read this page for {release}</Link>
        ) : (
          <Link to={readers.path}>Go to the manual for {release}</Link>
        )
      ) : (
        'The manual has no pages for your release.'
      )}
    </p>
  );
}
