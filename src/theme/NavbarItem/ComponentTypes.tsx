/**
 * Wraps @docusaurus/theme-classic's theme/NavbarItem/ComponentTypes (3.9.2): adds the
 * `custom-assistant` navbar item, KasmGPT's button (src/plugins/assistant).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import AssistantButton from '../../plugins/assistant/client/AssistantButton';

export default {
  ...ComponentTypes,
  'custom-assistant': AssistantButton,
};
