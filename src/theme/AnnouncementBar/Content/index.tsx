/**
 * Ejected from @docusaurus/theme-classic src/theme/AnnouncementBar/Content (Docusaurus 3.9.2).
 * Why: the stock component injects the configured HTML string, so its link does a full page
 * load and escapes the broken-link check. This one renders the announcement of
 * config/announcement.ts (handed over in the site's customFields) with a client-side <Link>.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/AnnouncementBar/Content';

// CUSTOM CODE
import {useCustomFields} from '@site/src/customFields';
// CUSTOM CODE END
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  // CUSTOM CODE
  const {announcement} = useCustomFields();
  // CUSTOM CODE END
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {/* CUSTOM CODE */}
      {announcement.text} <Link to={announcement.linkTo}>{announcement.linkLabel}</Link>.
      {/* CUSTOM CODE END */}
    </div>
  );
}
