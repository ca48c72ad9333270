import {describe, expect, it} from 'vitest';

import {
  askedWords,
  closestPages,
  treeOf,
  wordsOf,
  type ListedTree,
} from '../../src/plugins/notFound/closestPages';

const page = (path: string, title: string) => ({path, title});

const latest: ListedTree = {
  path: '/docs/',
  label: '1.18.0',
  isLatest: true,
  sections: [page('/docs/install/', 'Installation')],
  pages: [
    page('/docs/', 'Getting started'),
    page('/docs/install/single_server_install', 'Single server installation'),
    page('/docs/install/multi_server_install/', 'Multi-server installation'),
    page('/docs/install/system_requirements', 'System requirements'),
    page('/docs/upgrade/single_server_upgrade', 'Single server upgrade'),
    page('/docs/guide/settings', 'Global settings'),
  ],
};
const develop: ListedTree = {
  ...latest,
  path: '/docs/develop/',
  label: 'develop',
  isLatest: false,
  pages: latest.pages.map(({path, title}) => page(path.replace('/docs/', '/docs/develop/'), title)),
};
const archived: ListedTree = {
  path: '/docs/1.17.0/',
  label: '1.17.0',
  isLatest: false,
  sections: [],
  pages: [page('/docs/1.17.0/', 'Kasm Workspaces 1.17.0')],
};
const trees = [develop, latest, archived];

describe('not-found suggestions', () => {
  it('reads the words of an address, without separators, case or filler', () => {
    expect(wordsOf('/docs/install/single_server-Install.html')).toEqual([
      'install',
      'single',
      'server',
      'install',
    ]);
    expect(wordsOf('GlobalSettings')).toEqual(['global', 'settings']);
  });

  it('finds the tree of an address, the latest for /docs/ and nothing outside the docs', () => {
    expect(treeOf('/docs/develop/install/x', trees)).toBe(develop);
    expect(treeOf('/docs/1.17.0/install/x', trees)).toBe(archived);
    expect(treeOf('/docs/install/x', trees)).toBe(latest);
    expect(treeOf('/blog/x', trees)).toBeUndefined();
    expect(askedWords('/docs/develop/install/%E0%A4%A', develop)).toEqual([
      'install',
      'e0',
      'a4',
      'a',
    ]);
  });

  it('puts the page a typo or an old address meant first', () => {
    expect(closestPages('/docs/install/single_server_instal', trees)[0].path).toBe(
      '/docs/install/single_server_install',
    );
    expect(closestPages('/docs/install/requirements.html', trees)[0].path).toBe(
      '/docs/install/system_requirements',
    );
    expect(closestPages('/docs/settings', trees)[0].title).toBe('Global settings');
  });

  it('suggests pages of the tree the address is in', () => {
    const suggestions = closestPages('/docs/develop/upgrade/single_server', trees);
    expect(suggestions[0].path).toBe('/docs/develop/upgrade/single_server_upgrade');
    expect(suggestions.every(({path}) => path.startsWith('/docs/develop/'))).toBe(true);
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('adds the latest pages for an archived release, whose tree is one page', () => {
    const suggestions = closestPages('/docs/1.17.0/install/system_requirements', trees);
    expect(suggestions.map(({path}) => path)).toContain('/docs/install/system_requirements');
  });

  it('suggests nothing when no page is close, or the address has no words', () => {
    expect(closestPages('/docs/qzxjvw', trees)).toEqual([]);
    expect(closestPages('/docs/', trees)).toEqual([]);
    expect(closestPages('/docs/install/x', [], 5)).toEqual([]);
  });

  it('lists at most the limit asked for', () => {
    expect(closestPages('/docs/install', trees, 2)).toHaveLength(2);
  });
});
