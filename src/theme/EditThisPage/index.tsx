/**
 * Wraps @docusaurus/theme-classic's theme/EditThisPage (3.9.2): beside "Edit this page", a
 * "Report a problem with this page" link that opens a new issue in the site's repository with
 * the page's title, address and docs version filled in, for readers who spot a mistake but do
 * not edit Markdown.
 */
import React, {type ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {useCustomFields} from '@site/src/customFields';

import styles from './styles.module.css';

type Props = WrapperProps<typeof EditThisPageType>;

/** The new-issue address of `repositoryUrl` for the page, with its facts filled in. */
export function reportProblemUrl(
  repositoryUrl: string,
  {title, address, version}: {title: string; address: string; version: string},
): string {
  const params = new URLSearchParams({
    title: `Problem on "${title}"`,
    body: [
      `Page: ${title}`,
      `Address: ${address}`,
      `Version: ${version}`,
      '',
      'What is wrong or missing:',
      '',
    ].join('\n'),
  });
  return `${repositoryUrl}/issues/new?${params.toString()}`;
}

export default function EditThisPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const {siteRepositoryUrl: repositoryUrl} = useCustomFields();
  const href = reportProblemUrl(repositoryUrl, {
    title: metadata.title,
    address: `${siteConfig.url}${metadata.permalink}`,
    // The develop tree's version is named "current" inside Docusaurus.
    version: metadata.version === 'current' ? 'develop' : metadata.version,
  });
  return (
    <span className={styles.pageLinks}>
      <EditThisPage {...props} />
      <Link to={href} target="_blank" rel="noopener noreferrer">
        Report a problem with this page
      </Link>
    </span>
  );
}
