/**
 * Local search: @easyops-cn/docusaurus-search-local as the engine and the interface, with what
 * this site adds, in one place:
 * - each version's index is split in two after the plugin writes it (splitIndex.ts), so the
 *   search box answers from a small first file;
 * - the worker and the module that talks to it are ours (client/), replacing the plugin's:
 *   they load the two halves, and run the query syntax of the results page off the main thread;
 * - the worker's tokenizer is query/tokenize.ts (punctuation around words is trimmed);
 * - mark.js, which marks the searched words on the page a suggestion opens, loads only when
 *   there are words to mark (client/lazyMark.ts).
 *
 * `searchIndexesReady` settles when the split files are written: the PWA plugin waits for it
 * before it lists the build's files for its precache (src/plugins/pwa), so offline search
 * gets both halves. Docusaurus runs every plugin's postBuild at the same time.
 */
import path from 'node:path';

import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

import {splitIndexes} from './splitIndex';

const PLUGIN_CLIENT = /@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]/;
/** Plugin modules replaced by ours, by their path inside the plugin's client folder. */
const REPLACEMENTS: [RegExp, string][] = [
  [/utils[\\/]tokenize\.js$/, path.resolve(__dirname, 'query/tokenize.ts')],
  [/theme[\\/]searchByWorker\.js$/, path.resolve(__dirname, 'client/searchByWorker.ts')],
];

/** mark.js's main file, which the plugin's generated module exports as `Mark`. */
const MARK_JS = /[\\/]node_modules[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;

/** The package's typings declare its options only; these are its two exports. */
const {default: searchLocal, validateOptions} = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};

let markIndexesReady: () => void = () => undefined;
/** Settles once this build's index files are split (or the build has none). */
export const searchIndexesReady = new Promise<void>((resolve) => {
  markIndexesReady = resolve;
});

function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options as PluginOptions);
  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      try {
        await writeIndexes?.call(plugin, props);
        const count = await splitIndexes(props.outDir);
        console.log(`[INFO] Search: ${count} indexes split into first and content files.`);
      } finally {
        markIndexesReady();
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...own,
        plugins: [
          ...(own.plugins ?? []),
          // The generated module's mark.js, loaded only when a page has words to mark.
          new NormalModuleReplacementPlugin(MARK_JS, path.resolve(__dirname, 'client/lazyMark.ts')),
          ...REPLACEMENTS.map(
            ([file, replacement]) =>
              new NormalModuleReplacementPlugin(
                new RegExp(PLUGIN_CLIENT.source + file.source),
                replacement,
              ),
          ),
        ],
      };
    },
  };
}

// Docusaurus validates a plugin's options (and fills in the defaults) through this property.
searchPlugin.validateOptions = validateOptions;

export default searchPlugin satisfies PluginModule;
