/**
 * @docusaurus/plugin-pwa with two changes:
 * - Its postBuild, which lists the build's files for the service worker's precache, waits for
 *   the build steps of its option `waitFor` (../buildStep.ts): the search plugin's split indexes
 *   (src/plugins/search/index.ts). Docusaurus runs every plugin's postBuild at the same time, so
 *   without the wait the precache could miss an index file, and offline search with it.
 * - The service worker is registered once the page is idle (./client/registerWhenIdle.ts), not
 *   while main.js is evaluated: the plugin's own client module asks for the display mode there,
 *   which makes the browser compute the style of the whole page inside that long task.
 */
import path from 'node:path';

import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

import {PWA_LIB_DIR, pwaPlugin as pwa, validateOptions} from '../../internals/pwa';
import {type BuildStep, buildStepSchema} from '../buildStep';

type PwaOptions = PluginOptions & {
  /** Steps of other plugins' postBuild that write files the precache lists. */
  waitFor: BuildStep[];
};

function pwaPlugin(context: LoadContext, options: unknown): Plugin | null {
  const {waitFor, ...packageOptions} = options as PwaOptions;
  // The plugin's own registration module is loaded by ./client/registerWhenIdle.ts instead.
  const resolved: PluginOptions = {...packageOptions, swRegister: false};
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
      await Promise.all(waitFor.map((step) => step.done));
      await writeServiceWorker?.call(plugin, props);
    },
  };
}

// The package's schema for its options, ours for the build steps.
function validatePwaOptions({
  validate,
  options,
}: OptionValidationContext<Partial<PwaOptions>, Partial<PwaOptions>>): PwaOptions {
  const {waitFor, ...packageOptions} = options;
  validate(Joi.object({waitFor: Joi.array().items(buildStepSchema).required()}), {waitFor});
  const validatePackage = validateOptions as NonNullable<PluginModule['validateOptions']>;
  return {...validatePackage({validate, options: packageOptions}), waitFor} as PwaOptions;
}
pwaPlugin.validateOptions = validatePwaOptions as PluginModule['validateOptions'];

export default pwaPlugin satisfies PluginModule;
