/**
 * Wraps @theme-original/Footer/Copyright: adds, under the copyright line, which release the
 * manual describes and where to report a problem with it.
 */
import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {useCustomFields} from '@site/src/customFields';

import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {latestVersion, issueTrackerUrl} = useCustomFields();
  return (
    <>
      <Copyright {...props} />
      <p className={styles.meta}>
        Latest release: {siteConfig.title} {latestVersion}. Found a mistake in the manual?{' '}
        <Link href={`${issueTrackerUrl}/issues`}>Tell us in the issue tracker</Link>.
      </p>
    </>
  );
}
