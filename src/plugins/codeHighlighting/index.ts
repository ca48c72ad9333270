/**
 * Code highlighting: Prism with the site's additional languages and colour themes
 * (config/prism.ts), kept out of the main bundle.
 *
 * - The classic theme's client module `lib/prism-include-languages.js`, which put Prism in the
 *   main bundle and registered every language before the first render, is swapped for an empty
 *   one (client/noStartupLanguages.ts).
 * - This plugin's theme wraps the code block (theme/CodeBlock/Content), which registers the
 *   languages itself, so Prism loads with the first code block. The swizzlable
 *   `lib/theme/prism-include-languages.js`, which does the registering, is kept.
 * - accessibleTheme.ts raises the token colours of the stock themes to a readable contrast;
 *   config/prism.ts applies it.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

const STARTUP_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = path.resolve(__dirname, 'client/noStartupLanguages.ts');
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
