import {describe, expect, it} from 'vitest';

import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {lintInventory, REQUIRED_PAGES_FILE} from '../../scripts/content-lint.mjs';

const siteDir = path.resolve(__dirname, '../..');

interface Finding {
  file: string;
  line: number;
  message: string;
}

describe('lintInventory', () => {
  const specPages = [
    {path: 'install', pattern: /^install$/, isDevelopOnly: false},
    {path: 'install/uninstall', pattern: /^install\/uninstall$/, isDevelopOnly: false},
    {path: 'install/{any}/steps', pattern: /^install\/(?:[^/]+\/)+steps$/, isDevelopOnly: false},
    {path: 'guide/users', pattern: /^guide\/users$/, isDevelopOnly: false},
    {path: 'how-to/new', pattern: /^how-to\/new$/, isDevelopOnly: true},
    {path: 'how-to/old', pattern: /^how-to\/old$/, isDevelopOnly: false},
  ];

  it('reports every required page a tree lacks, a whole section gone included', () => {
    const findings: Finding[] = lintInventory({
      specPages,
      developPaths: ['install', 'install/multi/steps', 'how-to/new', 'how-to/old'],
      latestPaths: ['install', 'install/uninstall', 'install/multi/steps', 'how-to/old'],
    });
    expect(findings.map((f) => f.message)).toEqual([
      'spec page install/uninstall is missing',
      'spec page guide/users is missing',
      'spec page guide/users is missing from the latest tree',
    ]);
  });

  it('keeps develop-only pages out of the latest tree', () => {
    const findings: Finding[] = lintInventory({
      specPages: specPages.filter((page) => page.path.startsWith('how-to')),
      developPaths: ['how-to/new', 'how-to/old'],
      latestPaths: ['how-to/new', 'how-to/old'],
    });
    expect(findings.map((f) => f.message)).toEqual([
      'develop-only page how-to/new is in the latest tree',
    ]);
  });
});

describe('the page inventory in a clone', () => {
  /** A copy of the repository's trees and list, in a temporary folder of its own. */
  function cloneTrees(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kasm-docs-inventory-'));
    for (const part of ['docs', 'versioned_docs', 'versions.json', REQUIRED_PAGES_FILE]) {
      cpSync(path.join(siteDir, part), path.join(dir, part), {recursive: true});
    }
    cpSync(path.join(siteDir, 'scripts'), path.join(dir, 'scripts'), {recursive: true});
    return dir;
  }
  const inventory = (dir: string) =>
    spawnSync('node', ['scripts/content-lint.mjs'], {cwd: dir, encoding: 'utf8'});

  it('passes on the repository as it is, naming the list it checked', () => {
    const result = inventory(siteDir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\d+ required by config\/required-pages\.txt, 0 findings/);
  });

  it('fails on a deleted page, and without its list of required pages', () => {
    const dir = cloneTrees();
    try {
      rmSync(path.join(dir, 'docs/install/uninstall.md'));
      const missing = inventory(dir);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('spec page install/uninstall is missing');

      rmSync(path.join(dir, REQUIRED_PAGES_FILE));
      writeFileSync(path.join(dir, 'docs/install/uninstall.md'), '# back\n');
      const noList = inventory(dir);
      expect(noList.status).toBe(1);
      expect(noList.stderr).toContain('config/required-pages.txt not found');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
