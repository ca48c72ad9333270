/**
 * Build plugin: makes the local search worker use src/search/tokenize.ts instead of the search
 * plugin's own tokenizer, so that punctuation around query words does not hide every result.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

const PLUGIN_TOKENIZER =
  /@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]utils[\\/]tokenize\.js$/;

export default function searchTokenizerPlugin(): Plugin {
  return {
    name: 'search-tokenizer',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = path.resolve(__dirname, '../search/tokenize.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(PLUGIN_TOKENIZER, replacement),
        ],
      };
    },
  };
}
