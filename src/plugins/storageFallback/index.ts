/**
 * Plugin: loads its client module (client/storageFallback.ts). It is a plugin, not an entry of
 * the site's clientModules, because site client modules load after every plugin's, too late to
 * act before the PWA plugin and the theme take hold of browser storage.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export default function storageFallbackPlugin(): Plugin {
  return {
    name: 'storage-fallback',
    getClientModules() {
      return [path.resolve(__dirname, 'client/storageFallback.ts')];
    },
  };
}
