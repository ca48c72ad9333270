/**
 * Private modules of other packages (files a package does not export as its API) are imported in
 * one place only, the adapters in src/internals/, each of which says why it needs them and what
 * public API would replace it. This test fails when code elsewhere imports a private module, and
 * when the installed version of a package differs from the one its adapter was reviewed against,
 * so that an upgrade looks at the adapters again.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const ADAPTERS = 'src/internals';

/**
 * A package's files that are not its API: its build folders and Docusaurus's `internal` entry
 * point, reached by a deep import.
 */
const PRIVATE_MODULE =
  /^(?!\.|@site\/)((?:@[a-z0-9-]+\/)?[a-z0-9.-]+)\/(?:dist|lib|src|internal)(?:\/[^'"]*)?$/;

/** Deep imports that are a package's documented files, with why. */
const PUBLIC_SUBPATHS: Record<string, string> = {
  // mark.js documents its dist/ builds as the files to load (its package has no exports map).
  'mark.js/dist/mark.min.js': 'documented build',
};

/** Every module specifier a source file names: static and dynamic imports, require.resolve. */
function specifiers(text: string): string[] {
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bdeclare module\s+['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

const files = [...sourceFiles('src'), ...sourceFiles('config'), 'docusaurus.config.ts'];

describe('private modules of other packages', () => {
  it('are imported only in the adapters of src/internals', () => {
    const outside = files
      .filter((file) => !file.startsWith(`${ADAPTERS}/`))
      .flatMap((file) =>
        specifiers(readFileSync(path.join(siteDir, file), 'utf8'))
          .filter((specifier) => PRIVATE_MODULE.test(specifier) && !PUBLIC_SUBPATHS[specifier])
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(outside, 'private modules imported outside src/internals').toEqual([]);
  });

  it('are matched by path for a bundler swap only in the adapters', () => {
    // A pattern such as /@scope[\\/]package[\\/]lib[\\/]file\.js$/ that a plugin hands to
    // the bundler's NormalModuleReplacementPlugin reaches into the package's build files too.
    const bundlerPath =
      /(?:@[a-z0-9-]+|node_modules)\[\\\\\/\][a-z0-9.\\-]+\[\\\\\/\](?:dist|lib)\b/;
    const outside = files
      .filter((file) => !file.startsWith(`${ADAPTERS}/`))
      .filter((file) => bundlerPath.test(readFileSync(path.join(siteDir, file), 'utf8')));
    expect(outside, 'package paths matched outside src/internals').toEqual([]);
  });

  const adapters = files.filter((file) => file.startsWith(`${ADAPTERS}/`) && file.endsWith('.ts'));

  it('each adapter names the package version it was reviewed against', () => {
    expect(adapters.length).toBeGreaterThan(0);
    for (const file of adapters) {
      if (file.endsWith('.d.ts')) continue;
      const text = readFileSync(path.join(siteDir, file), 'utf8');
      expect(text, `${file} says "reviewed against <package> <version>"`).toMatch(
        /reviewed against (\S+) (\d+\.\d+\.\d+)/,
      );
    }
  });

  it('were reviewed against the versions installed now', () => {
    const stale: string[] = [];
    for (const file of adapters) {
      const text = readFileSync(path.join(siteDir, file), 'utf8');
      const reviewed = /reviewed against (\S+) (\d+\.\d+\.\d+)/.exec(text);
      if (!reviewed) continue;
      const [, name, version] = reviewed;
      const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
      const installed = JSON.parse(readFileSync(manifest, 'utf8')).version as string;
      if (installed !== version) {
        stale.push(
          `${file}: ${name} is ${installed} now, reviewed against ${version}. Check that the ` +
            'modules it imports still exist and behave the same, then update its version.',
        );
      }
      // Every private module the adapter imports belongs to the package it names.
      for (const specifier of specifiers(text).filter((s) => PRIVATE_MODULE.test(s))) {
        expect(PRIVATE_MODULE.exec(specifier)![1], `${file}: ${specifier}`).toBe(name);
      }
    }
    expect(stale).toEqual([]);
  });
});
