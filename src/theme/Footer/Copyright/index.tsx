/**
 * Wraps @theme-original/Footer/Copyright: adds, under the copyright line, which release the
 * manual describes and where to report a problem with it.
 */
import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';

import {product} from '@site/config/product';
import {LATEST_VERSION} from '@site/config/versions';

import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <p className={styles.meta}>
        Latest release: {product.name} {LATEST_VERSION}. Found a mistake in the manual?{' '}
        <Link href={`${product.issueTrackerUrl}/issues`}>Tell us in the issue tracker</Link>.
      </p>
    </>
  );
}
