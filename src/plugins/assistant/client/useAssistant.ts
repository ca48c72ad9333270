/**
 * The assistant's name and address in the browser, as the assistant plugin (../index.ts) hands
 * them over from config/product.ts.
 */
import {usePluginData} from '@docusaurus/useGlobalData';

import {ASSISTANT_PLUGIN_NAME, type AssistantData} from './assistant';

export function useAssistant(): AssistantData {
  return usePluginData(ASSISTANT_PLUGIN_NAME) as AssistantData;
}
