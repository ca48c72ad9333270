/**
 * Site root: renders the page and mounts the site-wide widgets. Nothing else belongs here; each
 * widget lives in its feature's plugin folder.
 */
import React, {type ReactNode} from 'react';

import AssistantWidget from '../plugins/assistant/client/AssistantWidget';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <AssistantWidget />
    </>
  );
}
