/**
 * The KasmGPT assistant: a floating button on every page that opens the hosted chat in a dialog.
 * src/theme/Root.tsx mounts the dialog (client/AssistantDialog.tsx) around every page; this
 * build plugin hands the assistant's name and address (its options, from config/product.ts) to the
 * browser as global data, read with useAssistant (client/useAssistant.ts).
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {validateOptionsWith} from '../validateOptions';
import {ASSISTANT_PLUGIN_NAME, type AssistantData} from './client/assistant';

function assistantPlugin(_context: LoadContext, options: unknown): Plugin {
  const {name, embedUrl} = options as AssistantData;
  return {
    name: ASSISTANT_PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData({name, embedUrl} satisfies AssistantData);
    },
  };
}

const optionsSchema = Joi.object<AssistantData>({
  name: Joi.string().required(),
  // The dialog frames it, and the site's CSP allows frames from its origin only over HTTPS.
  embedUrl: Joi.string().uri({scheme: 'https'}).required(),
});

assistantPlugin.validateOptions = validateOptionsWith(optionsSchema);

export default assistantPlugin satisfies PluginModule;
