/**
 * Site root: renders the page and mounts the site-wide widgets. Nothing else belongs here.
 */
import React, {type ReactNode} from 'react';

import AssistantWidget from '@site/src/components/AssistantWidget';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <AssistantWidget />
    </>
  );
}
