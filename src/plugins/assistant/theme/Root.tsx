/**
 * Wraps the site root (@theme-init/Root: the one Docusaurus provides) to mount the assistant
 * beside every page.
 */
import React, {type ReactNode} from 'react';
import Root from '@theme-init/Root';

import AssistantWidget from '../client/AssistantWidget';

export default function RootWithAssistant({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <Root>{children}</Root>
      <AssistantWidget />
    </>
  );
}
