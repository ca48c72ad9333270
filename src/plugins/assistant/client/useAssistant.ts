/**
 * The assistant's name and address in the browser, as the assistant plugin (../index.ts) hands
 * them over from config/product.ts.
 */
import {usePluginData} from '@docusaurus/useGlobalData';

export const ASSISTANT_PLUGIN_NAME = 'assistant';

export interface AssistantData {
  /** The name readers know it by (KasmGPT). */
  name: string;
  /** The hosted chat page the dialog shows. */
  embedUrl: string;
}

export function useAssistant(): AssistantData {
  return usePluginData(ASSISTANT_PLUGIN_NAME) as AssistantData;
}
