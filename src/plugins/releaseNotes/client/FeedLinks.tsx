/**
 * The release-notes feeds in the head of every page (`<link rel="alternate">`, one Atom and one
 * RSS), so feed readers and browsers find them: a page of the develop or latest tree announces
 * its own tree's feeds, every other page (home, search, archived releases) the latest tree's.
 * src/theme/Root.tsx mounts it; the addresses come from the plugin's global data.
 */
import React, {type ReactNode} from 'react';

import Head from '@docusaurus/Head';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';

import {RELEASE_NOTES_PLUGIN_NAME, type ReleaseNotesGlobalData} from './data';

export default function FeedLinks(): ReactNode {
  const data = usePluginData(RELEASE_NOTES_PLUGIN_NAME) as ReleaseNotesGlobalData | undefined;
  const activeVersion = useActivePluginAndVersion()?.activeVersion?.name;
  if (!data) return null;
  const feeds =
    (activeVersion !== undefined ? data.feeds[activeVersion] : undefined) ??
    data.feeds[data.defaultVersion];
  if (!feeds) return null;
  return (
    <Head>
      <link rel="alternate" type="application/atom+xml" title={feeds.title} href={feeds.atom} />
      <link rel="alternate" type="application/rss+xml" title={feeds.title} href={feeds.rss} />
    </Head>
  );
}
