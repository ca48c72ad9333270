/**
 * One resolver of relative links between doc files (src/plugins/docsContent.ts): the Markdown
 * export and the release notes' planner and feeds give a reader the same address for the same
 * link, looked up as Docusaurus looks it up.
 */
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {isDocFileLink, resolveDocLink} from '../../src/plugins/docsContent';
import {absoluteUrl} from '../../src/plugins/markdownExport/links';
import {blocksToHtml} from '../../src/plugins/releaseNotes/renderHtml';
import {parseNotes} from '../../src/plugins/releaseNotes/parseNotes';

const root = path.resolve('/site/docs');
const sourceFile = path.join(root, 'release_notes/1.18.0.md');
const permalinkBySource = new Map([
  [path.join(root, 'upgrade/index.md'), '/docs/upgrade/'],
  [path.join(root, 'release_notes/1.18.0.md'), '/docs/release_notes/1.18.0'],
  [path.join(root, 'release_notes/upgrade notes.md'), '/docs/release_notes/upgrade-notes'],
]);
const context = {sourceFile, versionRoot: root, permalinkBySource};

describe('links between doc files', () => {
  it('resolve from the linking file, then from the version root, keeping query and hash', () => {
    expect(resolveDocLink('../upgrade/index.md', context)).toBe('/docs/upgrade/');
    expect(resolveDocLink('upgrade/index.md#before', context)).toBe('/docs/upgrade/#before');
    expect(resolveDocLink('./1.18.0.md?x=1#a', context)).toBe('/docs/release_notes/1.18.0?x=1#a');
    expect(resolveDocLink('upgrade%20notes.md', context)).toBe('/docs/release_notes/upgrade-notes');
    expect(resolveDocLink('../upgrade/missing.md', context)).toBeUndefined();
  });

  it('are only relative links to .md and .mdx files', () => {
    expect(isDocFileLink('../a.md#x')).toBe(true);
    expect(isDocFileLink('b.mdx')).toBe(true);
    expect(isDocFileLink('https://example.com/a.md')).toBe(false);
    expect(isDocFileLink('/docs/a.md')).toBe(false);
    expect(isDocFileLink('./image.png')).toBe(false);
  });

  it('give the Markdown export and the release notes the same address', () => {
    const siteUrl = 'https://docs.kasm.com';
    for (const link of ['../upgrade/index.md#before', 'upgrade/index.md', 'upgrade%20notes.md']) {
      const exported = absoluteUrl(link, {
        siteUrl,
        pageUrl: '/docs/release_notes/1.18.0',
        sourcePath: sourceFile,
        versionRoot: root,
        permalinkBySource,
        assets: new Map(),
        warnings: [],
      });
      const notes = parseNotes(`## Upgrade notes\n\n- See [the guide](${link}).\n`, 'x.md');
      const html = blocksToHtml(notes.upgradeNotes.other[0]!, {
        ...context,
        pagePermalink: '/docs/release_notes/1.18.0',
        origin: siteUrl,
      });
      expect(html).toContain(`href="${exported}"`);
    }
  });
});
