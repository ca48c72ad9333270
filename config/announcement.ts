import type {ThemeConfig} from '@docusaurus/preset-classic';

import {product} from './product';
import {DOCS_BASE, LATEST_VERSION} from './versions';

/** What the announcement says; src/theme/AnnouncementBar/Content renders it with a client-side link. */
export const announcement = {
  text: `${product.name} ${LATEST_VERSION} is the latest release.`,
  linkLabel: 'Read what changed',
  linkTo: `${DOCS_BASE}/release_notes/${LATEST_VERSION}`,
} as const;

/**
 * The announcement bar. Its id follows the latest release, so a reader who dismissed the bar
 * for one release sees it again when the next one is announced.
 */
export const announcementBar = {
  id: `release-${LATEST_VERSION}`,
  content: `${announcement.text} <a href="${announcement.linkTo}">${announcement.linkLabel}</a>.`,
  backgroundColor: '#0f5c7f',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
