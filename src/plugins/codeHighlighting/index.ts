/**
 * Code highlighting: code blocks are highlighted when pages are compiled (rehypeHighlight.ts,
 * which docusaurus.config.ts gives the docs plugin), so a page ships tokens and no
 * highlighter; this plugin supplies the rest.
 *
 * - The stylesheet of the token colours in both colour modes, written from the themes of
 *   config/prism.ts (highlight.ts, TokenStyles), with the background of highlighted lines, and
 *   loaded on every page.
 * - The theme's CodeBlock (theme/CodeBlock): renders a pre-highlighted block as given, and loads
 *   Prism only for a block the build did not highlight (client/PrismCodeBlock.tsx).
 * - The classic theme's client module `lib/prism-include-languages.js`, which put Prism in the
 *   main bundle and registered every language before the first render, is swapped for an empty
 *   one (client/noStartupLanguages.ts); client/PrismCodeBlock.tsx registers them when needed.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {PRISM_INCLUDE_LANGUAGES} from '../../internals/themeClassic';
import {validateOptionsWith} from '../validateOptions';
import {CODE_BLOCK_CLASS} from './className';
import {TokenStyles} from './highlight';
import {type CodeHighlightingOptions, optionsSchema} from './options';

function codeHighlightingPlugin(context: LoadContext, options: unknown): Plugin {
  const {lightTheme, darkTheme, highlightedLineBackground} = options as CodeHighlightingOptions;
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  // Every code block's highlighted lines (the classic theme's too) take this background.
  const variable = '--docusaurus-highlighted-code-line-bg';
  writeFileSync(
    stylesheet,
    `:root{${variable}:${highlightedLineBackground.light}}\n` +
      `[data-theme='dark']{${variable}:${highlightedLineBackground.dark}}\n` +
      new TokenStyles(lightTheme, darkTheme).css(`.${CODE_BLOCK_CLASS}`),
  );
  return {
    name: 'code-highlighting',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = path.resolve(__dirname, 'client/noStartupLanguages.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_INCLUDE_LANGUAGES,
            replacement,
          ),
        ],
      };
    },
  };
}

codeHighlightingPlugin.validateOptions = validateOptionsWith(optionsSchema);

export default codeHighlightingPlugin satisfies PluginModule;
