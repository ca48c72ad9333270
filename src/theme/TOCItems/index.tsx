/**
 * Wraps the classic theme's TOCItems: the highlight of the heading being read starts once the
 * window is known to be wide enough for the table of contents' own column.
 *
 * While React attaches a doc page, the layout renders the desktop table of contents whatever the
 * width (useWindowSize answers "ssr" until its effect has run, so the markup matches the server's).
 * Its highlight effect then measures every heading of the page, which lays the whole page out
 * inside the start-up task, and on a phone the column is removed right after. With the highlight
 * switched on only for "desktop", a phone never runs it, and a wide screen runs it one render
 * later, in a task of its own. The links' markup is the same either way: the active class is
 * added by the highlight itself. tests/e2e/startup.spec.ts checks the highlight on a wide screen.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCItemsType>;

export default function TOCItemsWrapper({linkActiveClassName, ...props}: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <TOCItems
      {...props}
      linkActiveClassName={windowSize === 'desktop' ? linkActiveClassName : undefined}
    />
  );
}
