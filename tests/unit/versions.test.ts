import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  archivedVersions,
  docsVersionOptions,
  LATEST_VERSION,
  latestVersionAliases,
  shouldIncludeAllVersions,
} from '../../config/versions';
import {buildTutorialSidebar, inLatestTree} from '../../src/sidebar/tutorialSidebar';

const siteDir = path.resolve(__dirname, '../..');

describe('version aliases', () => {
  it('aliases latest pages at /docs/latest and /docs/<latest>', () => {
    expect(latestVersionAliases('/docs/install/single_server_install')).toEqual([
      '/docs/latest/install/single_server_install',
      `/docs/${LATEST_VERSION}/install/single_server_install`,
    ]);
  });

  it('aliases the docs root', () => {
    expect(latestVersionAliases('/docs/')).toEqual(['/docs/latest', `/docs/${LATEST_VERSION}`]);
    expect(latestVersionAliases('/docs')).toEqual(['/docs/latest', `/docs/${LATEST_VERSION}`]);
  });

  it('gives develop, archived and non-docs routes no alias', () => {
    expect(latestVersionAliases('/docs/develop/install')).toEqual([]);
    expect(latestVersionAliases('/docs/1.17.0/')).toEqual([]);
    expect(latestVersionAliases('/search')).toEqual([]);
    // The latest tree's not-found page (src/plugins/notFound) is no page.
    expect(latestVersionAliases('/docs/404.html')).toEqual([]);
    expect(latestVersionAliases('/')).toEqual([]);
    expect(latestVersionAliases('/docsearch')).toEqual([]);
  });
});

describe('versions included in a build', () => {
  it('builds every version in production and only develop and latest in the preview', () => {
    expect(shouldIncludeAllVersions({NODE_ENV: 'production'})).toBe(true);
    expect(shouldIncludeAllVersions({NODE_ENV: 'development'})).toBe(false);
    expect(docsVersionOptions({NODE_ENV: 'development'}).onlyIncludeVersions).toEqual([
      'current',
      LATEST_VERSION,
    ]);
    expect(docsVersionOptions({NODE_ENV: 'production'}).onlyIncludeVersions).toBeUndefined();
  });

  it('lets DOCS_ALL_VERSIONS override the default both ways', () => {
    expect(shouldIncludeAllVersions({NODE_ENV: 'development', DOCS_ALL_VERSIONS: 'true'})).toBe(
      true,
    );
    expect(shouldIncludeAllVersions({NODE_ENV: 'production', DOCS_ALL_VERSIONS: 'false'})).toBe(
      false,
    );
  });

  it('serves latest at /docs/, develop at /docs/develop and archives at their number', () => {
    const {versions, lastVersion} = docsVersionOptions({NODE_ENV: 'production'});
    expect(lastVersion).toBe(LATEST_VERSION);
    expect(versions?.current).toMatchObject({label: 'develop', path: 'develop'});
    expect(versions?.[LATEST_VERSION]?.path).toBe('');
    // Every release on disk other than the latest is archived, served under its own number.
    const onDisk = readdirSync(path.join(siteDir, 'versioned_docs'))
      .map((folder) => folder.replace(/^version-/, ''))
      .filter((version) => version !== LATEST_VERSION);
    expect([...archivedVersions].sort()).toEqual(onDisk.sort());
    expect(archivedVersions).toContain('1.17.0');
    expect(archivedVersions).not.toContain(LATEST_VERSION);
    for (const version of archivedVersions) expect(versions?.[version]?.path).toBe(version);
  });

  it('keeps one unlisted index page per archived version', () => {
    for (const version of archivedVersions) {
      const page = readFileSync(
        path.join(siteDir, `versioned_docs/version-${version}/index.md`),
        'utf8',
      );
      expect(page, version).toMatch(/^unlisted: true$/m);
      expect(page, version).toMatch(/^slug: \/$/m);
      expect(page, version).toContain(`/docs/release_notes/${version}`);
    }
  });
});

describe('sidebars', () => {
  it('keeps the latest tree sidebar in sync with the shared definition', () => {
    const file = path.join(siteDir, `versioned_sidebars/version-${LATEST_VERSION}-sidebars.json`);
    const expected = {tutorialSidebar: buildTutorialSidebar({isDevelop: false})};
    expect(JSON.parse(readFileSync(file, 'utf8')), 'run npm run sidebars:sync').toEqual(expected);
  });

  it('leaves the pages new in develop out of the latest sidebar, and only those', () => {
    const isDevelopPage = (id: string) =>
      ['.md', '.mdx'].some((extension) => existsSync(path.join(siteDir, 'docs', id + extension)));
    /** Every doc id a sidebar names (strings and `id` values that are pages of docs/). */
    const docIds = (value: unknown): string[] =>
      typeof value === 'string'
        ? isDevelopPage(value)
          ? [value]
          : []
        : Array.isArray(value)
          ? value.flatMap(docIds)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(docIds)
            : [];
    const develop = docIds(buildTutorialSidebar({isDevelop: true}));
    const latest = new Set(docIds(buildTutorialSidebar({isDevelop: false})));
    const newInDevelop = develop.filter((id) => !inLatestTree(id));
    // The develop tree's newest release-notes page is the coming release's: never in the latest.
    const newest = readdirSync(path.join(siteDir, 'docs/release_notes'))
      .filter((file) => /^\d+\.\d+\.\d+\.md$/.test(file))
      .map((file) => file.replace(/\.md$/, ''))
      .sort((a, b) => b.localeCompare(a, 'en', {numeric: true}))[0];
    expect(newInDevelop).toContain(`release_notes/${newest}`);
    for (const id of newInDevelop) expect(latest.has(id), id).toBe(false);
    for (const id of develop.filter(inLatestTree)) expect(latest.has(id), id).toBe(true);
  });
});
