import {describe, expect, it} from 'vitest';

import {lintInventory, sectionOf} from '../../scripts/content-lint.mjs';

interface Finding {
  file: string;
  line: number;
  message: string;
}

describe('lintInventory', () => {
  const specPages = [
    {path: 'install', pattern: /^install$/, isDevelopOnly: false, section: 'install'},
    {
      path: 'install/uninstall',
      pattern: /^install\/uninstall$/,
      isDevelopOnly: false,
      section: 'install',
    },
    {
      path: 'install/{any}/steps',
      pattern: /^install\/(?:[^/]+\/)+steps$/,
      isDevelopOnly: false,
      section: 'install',
    },
    {path: 'guide/users', pattern: /^guide\/users$/, isDevelopOnly: false, section: 'guide'},
    {path: 'how-to/new', pattern: /^how-to\/new$/, isDevelopOnly: true, section: 'how-to'},
    {path: 'how-to/old', pattern: /^how-to\/old$/, isDevelopOnly: false, section: 'how-to'},
  ];

  it('checks only sections that have landed, in both trees', () => {
    const findings: Finding[] = lintInventory({
      specPages,
      developPaths: ['install', 'install/multi/steps'],
      latestPaths: ['install', 'install/uninstall', 'install/multi/steps'],
    });
    expect(findings.map((f) => f.message)).toEqual(['spec page install/uninstall is missing']);
  });

  it('keeps develop-only pages out of the latest tree', () => {
    const findings: Finding[] = lintInventory({
      specPages,
      developPaths: ['how-to/new', 'how-to/old'],
      latestPaths: ['how-to/new', 'how-to/old'],
    });
    expect(findings.map((f) => f.message)).toEqual([
      'develop-only page how-to/new is in the latest tree',
    ]);
  });
});

describe('sectionOf', () => {
  it('counts each admin guide topic as a section of its own', () => {
    expect(sectionOf('install/kubernetes')).toBe('install');
    expect(sectionOf('guide/compute/pools')).toBe('guide/compute');
    expect(sectionOf('guide/banners')).toBe('guide/banners');
  });
});
