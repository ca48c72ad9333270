/**
 * The KasmGPT assistant: a floating button on every page that opens the hosted chat in a dialog.
 * src/theme/Root.tsx mounts the dialog (client/AssistantDialog.tsx) around every page; this
 * build plugin hands the assistant's name and address from config/product.ts to the browser as
 * global data, read with useAssistant (client/useAssistant.ts).
 */
import type {Plugin} from '@docusaurus/types';

import {assistant} from '../../../config/product';
import {ASSISTANT_PLUGIN_NAME, type AssistantData} from './client/assistant';

export default function assistantPlugin(): Plugin {
  return {
    name: ASSISTANT_PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData({
        name: assistant.name,
        embedUrl: assistant.embedUrl,
      } satisfies AssistantData);
    },
  };
}
