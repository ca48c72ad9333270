/**
 * Wraps @theme-original/AnnouncementBar. Works around a stock quirk: the inline script marks the
 * page `data-announcement-bar-initially-dismissed="true"` from local storage before React
 * loads, and a stylesheet rule hides the bar while that attribute is set. When a new
 * announcement id replaces a dismissed one, the provider shows the bar again, but the attribute
 * still hides it until the next full page load. Clearing the attribute once the bar is active
 * shows the new announcement at once.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@site/src/internals/themeCommon';

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
