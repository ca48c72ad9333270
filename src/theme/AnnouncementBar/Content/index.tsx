/**
 * Ejected from @docusaurus/theme-classic src/theme/AnnouncementBar/Content (Docusaurus 3.9.2).
 * Why: the stock component injects the configured HTML string, so its link does a full page
 * load and escapes the broken-link check. This one renders config/announcement.ts with a
 * client-side <Link>.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/AnnouncementBar/Content';

// CUSTOM CODE
import {announcement} from '@site/config/announcement';
// CUSTOM CODE END
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {/* CUSTOM CODE */}
      {announcement.text} <Link to={announcement.linkTo}>{announcement.linkLabel}</Link>.
      {/* CUSTOM CODE END */}
    </div>
  );
}
