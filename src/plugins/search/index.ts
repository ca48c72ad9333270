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
 * Its option `indexesSplit`, a BuildStep (../buildStep.ts), finishes when the split files are
 * written: the PWA plugin waits for it before it lists the build's files for its precache
 * (src/plugins/pwa), so offline search gets both halves. Every other option is the package's.
 */
import path from 'node:path';

import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

import {MARK_JS, SEARCH_BY_WORKER, SEARCH_TOKENIZER} from '../../internals/searchLocalSwaps';
import {BuildStep, buildStepSchema} from '../buildStep';
import {splitIndexes} from './splitIndex';

/** The plugin's client files replaced by ours when the bundler resolves them. */
const REPLACEMENTS: [RegExp, string][] = [
  [SEARCH_TOKENIZER, path.resolve(__dirname, 'query/tokenize.ts')],
  [SEARCH_BY_WORKER, path.resolve(__dirname, 'client/searchByWorker.ts')],
  // The generated module's mark.js, loaded only when a page has words to mark.
  [MARK_JS, path.resolve(__dirname, 'client/lazyMark.ts')],
];

/** The package's typings declare its options only; these are its two exports. */
const {default: searchLocal, validateOptions} = searchLocalModule as unknown as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};

type SearchOptions = PluginOptions & {
  /** Finishes once this build's index files are split (or the build has none). */
  indexesSplit: BuildStep;
};

function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const {indexesSplit, ...packageOptions} = options as SearchOptions;
  const plugin = searchLocal(context, packageOptions);
  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      try {
        await writeIndexes?.call(plugin, props);
        const count = await splitIndexes(props.outDir);
        console.log(`[INFO] Search: ${count} indexes split into first and content files.`);
      } finally {
        indexesSplit.finish();
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...own,
        plugins: [
          ...(own.plugins ?? []),
          ...REPLACEMENTS.map(
            ([file, replacement]) => new NormalModuleReplacementPlugin(file, replacement),
          ),
        ],
      };
    },
  };
}

// Docusaurus validates a plugin's options (and fills in the defaults) through this property:
// the package's schema for its options, ours for the build step.
function validateSearchOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchOptions>, Partial<SearchOptions>>): SearchOptions {
  const {indexesSplit, ...packageOptions} = options;
  validate(Joi.object({indexesSplit: buildStepSchema.required()}), {indexesSplit});
  return {...validateOptions!({validate, options: packageOptions}), indexesSplit} as SearchOptions;
}
searchPlugin.validateOptions = validateSearchOptions as PluginModule['validateOptions'];

export default searchPlugin satisfies PluginModule;
