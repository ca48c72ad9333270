/**
 * Replaces @docusaurus/theme-classic's theme/ContentVisibility/Unlisted (3.9.2), which shows a
 * "Unlisted page ... only users having a direct link can access it" box. On this site `unlisted`
 * keeps the archived versions' entry pages out of the sidebar, search and sitemap, but the version
 * menu links every one of them, so the box would tell readers something untrue. The page's own
 * notice says that the version is archived. The noindex metadata stays.
 */
import React, {type ReactNode} from 'react';
import {UnlistedMetadata} from '@docusaurus/theme-common';

export default function Unlisted(): ReactNode {
  return <UnlistedMetadata />;
}
