/**
 * Build plugin: keeps Prism out of the main bundle. The classic theme's client module
 * `lib/prism-include-languages.js` is swapped for an empty one (src/prism/noStartupLanguages.ts);
 * the code block registers the languages itself (src/theme/CodeBlock/Content/index.tsx).
 * The swizzlable `lib/theme/prism-include-languages.js`, which does the registering, is kept.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

const STARTUP_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function prismWithCodeBlocksPlugin(): Plugin {
  return {
    name: 'prism-with-code-blocks',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = path.resolve(__dirname, '../prism/noStartupLanguages.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            STARTUP_CLIENT_MODULE,
            replacement,
          ),
        ],
      };
    },
  };
}
