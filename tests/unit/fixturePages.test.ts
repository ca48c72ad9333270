/**
 * The fixture pages (docs/_fixtures/, config/fixtures.ts) are in a build only when
 * DOCS_FIXTURES=true, and then they are unlisted, so the build's sidebar, sitemap, search index,
 * llms.txt and PDF keep to the manual. That the build npm test makes has them, and that the
 * checks of the manual still see the manual only, is tests/build/fixturePages.test.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {validateOptions} from '@docusaurus/plugin-content-docs';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {createMatcher, GlobExcludeDefault} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {
  DOCS_PLUGIN_DEFAULT_EXCLUDE,
  docsFixturesOptions,
  FIXTURES_FOLDER,
  shouldIncludeFixtures,
} from '../../config/fixtures';

const siteDir = path.resolve(__dirname, '../..');
const fixturesDir = path.join(siteDir, 'docs', FIXTURES_FOLDER);

/** The `exclude` globs the docs plugin ends up with, after its own option validation. */
function normalizedExclude(env: NodeJS.ProcessEnv): string[] {
  const options = validateOptions({
    validate: normalizePluginOptions as never,
    options: {id: 'default', ...docsFixturesOptions(env)} as DocsOptions & {id: string},
  });
  return options.exclude;
}

/** Whether the docs plugin leaves out a file of a tree, by its path relative to the tree. */
function excluded(env: NodeJS.ProcessEnv, file: string): boolean {
  return createMatcher(normalizedExclude(env))(file);
}

const fixturePages = readdirSync(fixturesDir).filter((file) => /\.mdx?$/.test(file));

describe('fixture pages', () => {
  it("copies the docs plugin's own default exclude list", () => {
    expect([...DOCS_PLUGIN_DEFAULT_EXCLUDE]).toEqual(GlobExcludeDefault);
  });

  it('are in no build without DOCS_FIXTURES=true', () => {
    for (const env of [{}, {DOCS_FIXTURES: 'false'}, {DOCS_FIXTURES: '1'}]) {
      expect(shouldIncludeFixtures(env)).toBe(false);
      expect(docsFixturesOptions(env)).toEqual({});
      expect(normalizedExclude(env)).toEqual(GlobExcludeDefault);
      for (const page of fixturePages) {
        expect(excluded(env, `${FIXTURES_FOLDER}/${page}`), page).toBe(true);
      }
    }
  });

  it('are in the build with DOCS_FIXTURES=true, and other partials stay out', () => {
    const env = {DOCS_FIXTURES: 'true'};
    expect(fixturePages.length).toBeGreaterThan(3);
    for (const page of fixturePages) {
      expect(excluded(env, `${FIXTURES_FOLDER}/${page}`), page).toBe(false);
    }
    for (const partial of [
      '_partial.md',
      'install/_partial.mdx',
      '_drafts/page.md',
      'guide/_snippets/page.md',
      `${FIXTURES_FOLDER}/_partial.md`,
      `${FIXTURES_FOLDER}s/page.md`,
      'page.test.ts',
    ]) {
      expect(excluded(env, partial), partial).toBe(true);
    }
    expect(excluded(env, 'install/index.md')).toBe(false);
  });

  describe("the develop tree's sidebars", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });
    const sidebarNames = async () => Object.keys((await import('../../sidebars')).default);

    it("are the manual's alone without DOCS_FIXTURES=true", async () => {
      vi.stubEnv('DOCS_FIXTURES', '');
      vi.resetModules();
      expect(await sidebarNames()).toEqual(['tutorialSidebar']);
    });

    it("add the fixtures' own sidebar with it", async () => {
      vi.stubEnv('DOCS_FIXTURES', 'true');
      vi.resetModules();
      expect(await sidebarNames()).toEqual(['tutorialSidebar', 'fixtures']);
    });
  });

  it('are each unlisted, served under /fixtures/, and written for the develop tree only', () => {
    for (const page of fixturePages) {
      const text = readFileSync(path.join(fixturesDir, page), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
      expect(frontMatter, page).toMatch(/^unlisted: true$/m);
      expect(frontMatter, page).toMatch(/^slug: \/fixtures(\/[a-z-]+)?$/m);
    }
    expect(
      readdirSync(path.join(siteDir, 'versioned_docs'), {recursive: true, encoding: 'utf8'}).filter(
        (file) => file.split(path.sep).includes(FIXTURES_FOLDER),
      ),
    ).toEqual([]);
  });
});
