/**
 * The developer API's OpenAPI documents as the build serves them: openapi.json and openapi.yaml
 * under each tree's developers section, the same document in both forms, built from that tree's
 * files (src/data/openapi) with its release; the reference page links them and llms.txt names
 * them.
 *
 * Runs after the production build (`npm test`, `npm run test:build`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {releaseVariablesByVersion, textOf} from '../../src/data/releases';
import {loadOpenApiDocument, openApiFolder} from '../../src/plugins/openapi/document';
import {BUILD_DIR} from '../lib/builtSite';

const TREES = [
  {version: '1.18.0', path: 'docs', llms: 'llms.txt'},
  {version: 'current', path: 'docs/develop', llms: 'docs/develop/llms.txt'},
];

describe.each(TREES)('the $path tree', ({version, path: treePath, llms}) => {
  const dir = path.join(BUILD_DIR, treePath, 'developers');

  it('serves its document as JSON and YAML, built from its files with its release', () => {
    const json = JSON.parse(readFileSync(path.join(dir, 'openapi.json'), 'utf8'));
    const fromYaml = yaml.load(readFileSync(path.join(dir, 'openapi.yaml'), 'utf8'));
    expect(fromYaml).toEqual(json);
    const release = textOf(releaseVariablesByVersion[version].release)!;
    expect(json.info.version).toBe(release);
    expect(json).toEqual(loadOpenApiDocument(openApiFolder(process.cwd(), version), release));
    expect(JSON.stringify(json)).not.toMatch(/\{\{/);
  });

  it('is linked from the reference page and named in llms.txt', () => {
    const page = readFileSync(path.join(dir, 'developer_api', 'index.html'), 'utf8');
    // The built HTML is minified: attribute values go without quotes where they can.
    for (const file of ['openapi.json', 'openapi.yaml'])
      expect(page).toMatch(new RegExp(`href="?/${treePath}/developers/${file.replace('.', '\\.')}[" >]`));
    expect(readFileSync(path.join(BUILD_DIR, llms), 'utf8')).toMatch(
      new RegExp(`\\(https://[^)]+/${treePath}/developers/openapi\\.json\\)`),
    );
  });
});
