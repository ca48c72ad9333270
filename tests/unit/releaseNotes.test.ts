import path from 'node:path';

import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';

import {buildFeed, type FeedRelease} from '../../src/plugins/releaseNotes/feeds';
import {compareVersions, parseNotes, parseVersion} from '../../src/plugins/releaseNotes/parseNotes';
import {blocksToHtml, type LinkContext} from '../../src/plugins/releaseNotes/renderHtml';

const root = path.resolve('/site/docs');
const notesFile = path.join(root, 'release_notes/1.18.0.md');
const context: LinkContext = {
  sourceFile: notesFile,
  versionRoot: root,
  pagePermalink: '/docs/release_notes/1.18.0',
  permalinkBySource: new Map([
    [path.join(root, 'upgrade/index.md'), '/docs/upgrade/'],
    [path.join(root, 'release_notes/1.18.0.md'), '/docs/release_notes/1.18.0'],
  ]),
  origin: '',
};

const FULL_PAGE = `---
title: Release notes for Kasm Workspaces 1.18.0
---

Intro.

## Highlights

- Services run under \`systemctl\`.
- Tokens renew themselves.

## New features

### Something

Text.

## Upgrade notes

- {/*required*/} Follow the [upgrade guide](../upgrade/index.md).
- {/* breaking */} Use \`systemctl\` instead of \`/opt/kasm/bin/stop\`.
- A maintenance release followed.

## Known issues

- An issue.
`;

describe('release versions', () => {
  it('orders releases as versions, not as text', () => {
    const files = ['1.10.0', '1.9.0', '1.16.1', '1.2.0', '1.16.0', '1.13.1'];
    expect([...files].sort(compareVersions)).toEqual([
      '1.2.0',
      '1.9.0',
      '1.10.0',
      '1.13.1',
      '1.16.0',
      '1.16.1',
    ]);
  });

  it('reads only three-part release numbers', () => {
    expect(parseVersion('1.18.0')).toEqual([1, 18, 0]);
    for (const text of ['index', '1.18', '1.18.0-rc1', 'v1.18.0', '']) {
      expect(parseVersion(text)).toBeUndefined();
    }
    expect(() => compareVersions('1.18.0', 'index')).toThrow(/expected x\.y\.z/);
  });
});

describe('parseNotes', () => {
  it('reads the highlights and sorts the upgrade notes by their markers', () => {
    const notes = parseNotes(FULL_PAGE, 'release_notes/1.18.0.md');
    expect(notes.highlights?.map((node) => node.type)).toEqual(['list']);
    const html = (items: typeof notes.upgradeNotes.other) =>
      items.map((blocks) => blocksToHtml(blocks, context));
    expect(html(notes.upgradeNotes.required)).toEqual([
      'Follow the <a href="/docs/upgrade/">upgrade guide</a>.',
    ]);
    expect(html(notes.upgradeNotes.breaking)).toEqual([
      'Use <code>systemctl</code> instead of <code>/opt/kasm/bin/stop</code>.',
    ]);
    expect(html(notes.upgradeNotes.other)).toEqual(['A maintenance release followed.']);
  });

  it('reads a page without highlights or upgrade notes as having none', () => {
    const notes = parseNotes('---\ntitle: x\n---\n\n## Documentation\n\nText.\n', 'x.md');
    expect(notes.highlights).toBeUndefined();
    expect(notes.upgradeNotes).toEqual({breaking: [], required: [], other: []});
  });

  it('keeps highlights written as paragraphs and sub-sections', () => {
    const notes = parseNotes(
      '## Highlights\n\nIn 1.7.0 you create API keys.\n\n### API keys\n\nTwo parts.\n\n## Upgrade notes\n\n- Note.\n',
      'x.md',
    );
    expect(notes.highlights?.map((node) => node.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
    ]);
  });

  it('takes unmarked notes and paragraphs under the heading as ordinary notes', () => {
    const notes = parseNotes('## Upgrade notes\n\nRead this first.\n\n- One.\n- Two.\n', 'x.md');
    expect(notes.upgradeNotes.breaking).toEqual([]);
    expect(notes.upgradeNotes.required).toEqual([]);
    expect(notes.upgradeNotes.other).toHaveLength(3);
  });

  it('names the file and line of an unknown marker', () => {
    expect(() =>
      parseNotes(
        '## Upgrade notes\n\n- Fine.\n- {/* braking */} Typo.\n',
        'release_notes/1.9.0.md',
      ),
    ).toThrow(/^release_notes\/1\.9\.0\.md:4: .*\{\/\*breaking\*\/\} or \{\/\*required\*\/\}/);
  });
});

describe('blocksToHtml', () => {
  it('resolves page links, heading links and site paths, absolute in the feeds', () => {
    const [item] = parseNotes(
      '## Upgrade notes\n\n- See [the guide](../upgrade/index.md#back-up-first), [issues](#known-issues), [home](/docs/) and [Kasm](https://www.kasm.com).\n',
      'x.md',
    ).upgradeNotes.other;
    expect(blocksToHtml(item!, {...context, origin: 'https://docs.example.test'})).toBe(
      'See <a href="https://docs.example.test/docs/upgrade/#back-up-first">the guide</a>, ' +
        '<a href="https://docs.example.test/docs/release_notes/1.18.0#known-issues">issues</a>, ' +
        '<a href="https://docs.example.test/docs/">home</a> and ' +
        '<a href="https://www.kasm.com" target="_blank" rel="noopener noreferrer">Kasm</a>.',
    );
  });

  it('fails with the file name on a link to a page the tree does not have', () => {
    const [item] = parseNotes('## Upgrade notes\n\n- [Gone](./missing.md).\n', 'x.md').upgradeNotes
      .other;
    expect(() => blocksToHtml(item!, context)).toThrow(
      /1\.18\.0\.md: the link "\.\/missing\.md" does not name a page/,
    );
  });
});

describe('buildFeed', () => {
  const release = (version: string, updatedAt: number | undefined): FeedRelease => ({
    version,
    url: `https://docs.example.test/docs/release_notes/${version}`,
    title: `Kasm Workspaces ${version}`,
    description: `About ${version}.`,
    contentHtml: '<ul><li>Highlight.</li></ul>',
    updatedAt,
  });
  const feed = buildFeed({
    title: 'Kasm Workspaces release notes',
    description: 'Every release.',
    indexUrl: 'https://docs.example.test/docs/release_notes/',
    atomUrl: 'https://docs.example.test/docs/release_notes/atom.xml',
    rssUrl: 'https://docs.example.test/docs/release_notes/rss.xml',
    copyright: 'Copyright',
    releases: [
      release('1.18.0', Date.UTC(2025, 4, 16)),
      release('1.17.0', undefined),
      release('1.16.0', Date.UTC(2025, 0, 2)),
    ],
  });
  const atom = new XMLParser({ignoreAttributes: false}).parse(feed.atom1()).feed;

  it('dates the feed by its newest page and leaves out a release without a commit date', () => {
    expect(atom.updated).toBe('2025-05-16T00:00:00.000Z');
    expect(atom.entry.map((entry: {id: string}) => entry.id)).toEqual([
      'https://docs.example.test/docs/release_notes/1.18.0',
      'https://docs.example.test/docs/release_notes/1.16.0',
    ]);
    expect(atom.entry[1].updated).toBe('2025-01-02T00:00:00.000Z');
  });
});
