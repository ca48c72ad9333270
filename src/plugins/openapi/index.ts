/**
 * Plugin: the developer API's OpenAPI 3.1 document of each docs tree (./document.ts), written
 * after the build as `openapi.json` and `openapi.yaml` under the tree's developers section, such
 * as /docs/developers/openapi.json and /docs/develop/developers/openapi.json. The reference page
 * links them and llms.txt names them; its endpoint browser (theme/ApiExplorer) reads the same
 * openapi.json. `docusaurus start` runs no postBuild: the documents exist
 * in production builds only.
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import yaml from 'js-yaml';

import {releaseVariablesByVersion, textOf} from '../../data/releases';
import {loadedDocsVersions} from '../docsContent';
import {loadOpenApiDocument, openApiFolder} from './document';

/** Where a tree's documents go, relative to the tree's path. */
export const OPENAPI_DIR = 'developers';

export default function openApiPlugin(context: LoadContext): Plugin {
  let trees: {folder: string; release: string; urlPath: string}[] = [];
  return {
    name: 'openapi',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      trees = loadedDocsVersions(allContent).flatMap((version) => {
        const folder = openApiFolder(context.siteDir, version.versionName);
        const release = textOf(releaseVariablesByVersion[version.versionName]?.release ?? '');
        return existsSync(folder) && release ? [{folder, release, urlPath: version.path}] : [];
      });
    },
    async postBuild({outDir}) {
      await Promise.all(
        trees.map(async ({folder, release, urlPath}) => {
          const document = loadOpenApiDocument(folder, release);
          const dir = path.join(outDir, urlPath, OPENAPI_DIR);
          await mkdir(dir, {recursive: true});
          await writeFile(path.join(dir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
          await writeFile(path.join(dir, 'openapi.yaml'), yaml.dump(document, {lineWidth: 100}));
        }),
      );
    },
  };
}
