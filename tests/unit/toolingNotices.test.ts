/**
 * A newcomer's console stays quiet: no Docusaurus update notice, no Rspack
 * deprecation, and every package that would run an install script has been decided on in
 * package.json's allowScripts. `npm test` also fails when a build prints either notice
 * (scripts/test.mjs, NOISE); these checks name the cause without a build.
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import rspackOptionsPlugin from '../../src/plugins/rspackOptions';

const siteDir = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

/** Installed packages (any depth) whose package.json has an install-time script. */
function packagesWithInstallScripts(dir: string, found = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(path.join(dir, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      const packageDir = path.join(dir, name);
      const file = path.join(packageDir, 'package.json');
      if (!existsSync(file)) continue;
      const {scripts = {}} = JSON.parse(readFileSync(file, 'utf8')) as {
        scripts?: Record<string, string>;
      };
      if (scripts.preinstall || scripts.install || scripts.postinstall) found.add(name);
      packagesWithInstallScripts(path.join(packageDir, 'node_modules'), found);
    }
  }
  return found;
}

describe('tooling notices', () => {
  it('runs every docusaurus command the docs name without the update notice', () => {
    for (const name of ['start', 'build', 'serve', 'clear']) {
      expect(manifest.scripts[name], name).toMatch(/^NO_UPDATE_NOTIFIER=1 docusaurus /);
    }
  });

  it('decides on every installed package with an install script', () => {
    const withScripts = [...packagesWithInstallScripts(path.join(siteDir, 'node_modules'))];
    expect(withScripts.filter((name) => !(name in manifest.allowScripts))).toEqual([]);
  });

  it("drops Docusaurus's experiments.lazyBarrel, which Rspack 1.7 deprecates", () => {
    const config = {experiments: {lazyBarrel: true, css: true}};
    const plugin = rspackOptionsPlugin();
    (plugin.configureWebpack as (config: object) => object)(config);
    expect(config.experiments).toEqual({css: true});
  });
});
