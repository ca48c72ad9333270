/**
 * @docusaurus/plugin-pwa, whose postBuild lists the build's files for the service worker's
 * precache, made to wait until the search indexes are written and split
 * (src/plugins/search/index.ts). Docusaurus runs every plugin's postBuild at the same time, so
 * without the wait the precache could miss an index file, and offline search with it.
 */
import path from 'node:path';

import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
// The package's typings describe its options and client API; its entry point (lib/index.js) has
// its own declarations.
import pwa, {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';

import {searchIndexesReady} from './search';

/** The plugin's own folder: its default `swRegister` ('./registerSw.js') is relative to it. */
const PWA_LIB_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/lib/index.js'));

function pwaPlugin(context: LoadContext, options: unknown): Plugin | null {
  const {swRegister} = options as PluginOptions;
  // Docusaurus resolves a plugin's relative client module and theme paths against the plugin
  // module's folder, which a plugin given as a function (this wrapper) does not have.
  const resolved = {
    ...(options as PluginOptions),
    swRegister: swRegister && path.resolve(PWA_LIB_DIR, swRegister),
  };
  // Plugin<void> (no content) as the config's plugin list types it, Plugin<unknown>.
  const plugin = pwa(context, resolved) as Plugin | null;
  // The PWA plugin is off outside production builds.
  if (!plugin) return null;
  const writeServiceWorker = plugin.postBuild;
  return {
    ...plugin,
    // The same resolution for its theme folders, which it names relative to its lib/ folder.
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
