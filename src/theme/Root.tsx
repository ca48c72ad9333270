/**
 * Site root: renders the page inside the site-wide widgets. Nothing else belongs here; each
 * widget lives in its feature's plugin folder.
 */
import React, {type ReactNode} from 'react';

import AssistantDialog from '../plugins/assistant/client/AssistantDialog';
import FeedLinks from '../plugins/releaseNotes/client/FeedLinks';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <AssistantDialog>
      <FeedLinks />
      {children}
    </AssistantDialog>
  );
}
