/**
 * The notice above a page of the develop tree names the release it describes ("Kasm Workspaces
 * 1.19.0, not released yet") and links the same page in the latest release, or that release's
 * first page when the page is new, in one paragraph so that on a phone the title stays on the
 * first screen. The stock banner said "develop version", which is no release a reader can look
 * for. Other versions keep the stock banner (none is shown today).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActivePlugin,
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';

import {useCustomFields} from '@site/src/customFields';

type Props = WrapperProps<typeof DocVersionBannerType>;

function UnreleasedBanner({className}: {className?: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {developRelease} = useCustomFields();
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const target =
    latestDocSuggestion ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
  const latest = latestVersionSuggestion.label;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert">
      This page describes{' '}
      <b>
        {siteConfig.title} {developRelease}
      </b>
      , which is not released yet.
      {target && (
        <>
          {' '}
          For the current release, see{' '}
          <b>
            <Link
              to={target.path}
              onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
              {latestDocSuggestion ? `this page in ${latest}` : `the ${latest} documentation`}
            </Link>
          </b>
          .
        </>
      )}
    </div>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  if (version.banner === 'unreleased') return <UnreleasedBanner className={props.className} />;
  return <DocVersionBanner {...props} />;
}
