/**
 * @docusaurus/plugin-pwa with two changes:
 * - Its postBuild, which lists the build's files for the service worker's precache, waits until
 *   the search indexes are written and split (src/plugins/search/index.ts). Docusaurus runs every
 *   plugin's postBuild at the same time, so without the wait the precache could miss an index
 *   file, and offline search with it.
 * - The service worker is registered once the page is idle (./client/registerWhenIdle.ts), not
 *   while main.js is evaluated: the plugin's own client module asks for the display mode there,
 *   which makes the browser compute the style of the whole page inside that long task.
 */
import path from 'node:path';

import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-pwa';

import {PWA_LIB_DIR, pwaPlugin as pwa, validateOptions} from '../../internals/pwa';
import {searchIndexesReady} from '../search';

function pwaPlugin(context: LoadContext, options: unknown): Plugin | null {
  // The plugin's own registration module is loaded by ./client/registerWhenIdle.ts instead.
  const resolved: PluginOptions = {...(options as PluginOptions), swRegister: false};
  // Plugin<void> (no content) as the config's plugin list types it, Plugin<unknown>.
  const plugin = pwa(context, resolved) as Plugin | null;
  // The PWA plugin is off outside production builds.
  if (!plugin) return null;
  const writeServiceWorker = plugin.postBuild;
  return {
    ...plugin,
    getClientModules: () => [path.resolve(__dirname, 'client/registerWhenIdle.ts')],
    // Docusaurus resolves a plugin's relative theme paths against the plugin module's folder,
    // which a plugin given as a function (this wrapper) does not have; the plugin names them
    // relative to its lib/ folder.
    getThemePath: () => path.resolve(PWA_LIB_DIR, plugin.getThemePath!()),
    getTypeScriptThemePath: () => path.resolve(PWA_LIB_DIR, plugin.getTypeScriptThemePath!()),
    async postBuild(props) {
      await searchIndexesReady;
      await writeServiceWorker?.call(plugin, props);
    },
  };
}

pwaPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];

export default pwaPlugin satisfies PluginModule;
