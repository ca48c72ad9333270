/**
 * The KasmGPT assistant: a floating button on every page that opens the hosted chat in a dialog.
 * This build plugin mounts it through its theme (theme/Root.tsx wraps the site root) and hands
 * the assistant's name and address from config/product.ts to the browser as global data, read
 * with useAssistant (client/useAssistant.ts).
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {assistant} from '../../../config/product';
import {ASSISTANT_PLUGIN_NAME, type AssistantData} from './client/assistant';

export default function assistantPlugin(): Plugin {
  return {
    name: ASSISTANT_PLUGIN_NAME,
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({
        name: assistant.name,
        embedUrl: assistant.embedUrl,
      } satisfies AssistantData);
    },
  };
}
