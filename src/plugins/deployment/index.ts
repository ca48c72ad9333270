/**
 * Your deployment: readers give their Web App's host name, proxy port and deployment zone once,
 * and every page shows them in place of the documented examples (see README.md). This build
 * plugin provides the theme components (theme/); the Markdown steps are remarkDeploymentTokens.ts
 * and rehypeDeploymentValues.ts, which docusaurus.config.ts gives the docs plugin.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export default function deploymentPlugin(): Plugin {
  return {
    name: 'deployment',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getClientModules() {
      return [path.resolve(__dirname, 'client/deployment.css')];
    },
  };
}
