import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import {parse} from '../../src/plugins/markdownExport/parseSource';
import {MAX_CHANGED_LINES, versionMark} from '../../src/plugins/versionMarks/compare';
import {readerLines} from '../../src/plugins/versionMarks/readerText';
import remarkVersionMarks from '../../src/plugins/versionMarks/remarkVersionMarks';

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;
const lines = (source: string) => readerLines(parse(source).tree);
const mark = (develop: string, release: string | undefined) =>
  versionMark(lines(develop), release === undefined ? undefined : lines(release));

describe("version marks: the reader's text", () => {
  it('shows text without Markdown syntax: emphasis, links, code, images', () => {
    expect(
      lines(
        page(
          'title: A',
          '## Set **up** the [agent](./agent.md)\n\nRun `install.sh` as *root*. ![Diagram](./d.png)',
        ),
      ),
    ).toEqual([
      {kind: 'heading', text: 'Set up the agent'},
      {kind: 'text', text: 'Run install.sh as root. Diagram'},
    ]);
  });

  it('gives list items their markers, table rows their cells, code its lines', () => {
    const body = [
      '1. First step',
      '   - nested point',
      '2. Second step',
      '',
      '| Port | Use |',
      '| --- | --- |',
      '| 443 | [Web App](./a.md) |',
      '',
      '```bash',
      'sudo systemctl restart kasm',
      '```',
    ].join('\n');
    expect(lines(page('title: A', body))).toEqual([
      {kind: 'item', text: '1. First step'},
      {kind: 'item', text: '   • nested point'},
      {kind: 'item', text: '2. Second step'},
      {kind: 'row', text: 'Port\tUse'},
      {kind: 'row', text: '443\tWeb App'},
      {kind: 'code', text: 'sudo systemctl restart kasm'},
    ]);
  });

  it('shows an admonition by its label and a tab by its name, and keeps release variables', () => {
    const body = [
      ':::warning[Back up first]',
      '',
      'Upgrading to {{release}} changes the database.',
      '',
      ':::',
      '',
      '<Tabs>',
      '<TabItem value="a" label="Ubuntu">',
      '',
      'Use `apt`.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(lines(page('title: A', body))).toEqual([
      {kind: 'label', text: 'Warning: Back up first'},
      {kind: 'text', text: 'Upgrading to {{release}} changes the database.'},
      {kind: 'label', text: 'Ubuntu'},
      {kind: 'text', text: 'Use apt.'},
    ]);
  });
});

describe('version marks: the comparison', () => {
  it('counts no change a reader cannot see: front matter, syntax, link addresses, blank lines', () => {
    const release = page(
      'title: A\nsources:\n  - https://a',
      'First **step**, see [the guide](./a.md).\n\nSecond.',
    );
    const develop = page(
      'title: A\nsources:\n  - https://b',
      'First __step__, see [the guide](../b/a.md).   \n\n\n\nSecond.\n',
    );
    expect(mark(develop, release)).toBeUndefined();
  });

  it('marks a page the release does not have as new', () => {
    expect(mark(page('title: A', 'Text.'), undefined)).toEqual({kind: 'new'});
  });

  it('lists the removed and added lines with one line of context, and counts the rest', () => {
    const unchanged = Array.from({length: 6}, (_, i) => `Line ${i}.`);
    const release = page('title: A', [...unchanged, 'Old sentence.', ...unchanged].join('\n\n'));
    const develop = page('title: A', [...unchanged, 'A new text.', ...unchanged].join('\n\n'));
    expect(mark(develop, release)).toEqual({
      kind: 'changed',
      changes: [
        {type: 'gap', lines: 5},
        {type: 'same', kind: 'text', text: 'Line 5.'},
        {type: 'removed', kind: 'text', text: 'Old sentence.'},
        {type: 'added', kind: 'text', text: 'A new text.'},
        {type: 'same', kind: 'text', text: 'Line 0.'},
        {type: 'gap', lines: 5},
      ],
    });
  });

  it('marks the changed words of an edited line', () => {
    const release = page('title: A', 'Set **Max Sessions** to 10 on each agent.');
    const develop = page('title: A', 'Set **Max Sessions** to 20 on each agent.');
    const changes = mark(develop, release);
    expect(changes?.kind === 'changed' && changes.changes).toEqual([
      {
        type: 'removed',
        kind: 'text',
        text: 'Set Max Sessions to 10 on each agent.',
        parts: [
          {text: 'Set Max Sessions to '},
          {text: '10', changed: true},
          {text: ' on each agent.'},
        ],
      },
      {
        type: 'added',
        kind: 'text',
        text: 'Set Max Sessions to 20 on each agent.',
        parts: [
          {text: 'Set Max Sessions to '},
          {text: '20', changed: true},
          {text: ' on each agent.'},
        ],
      },
    ]);
  });

  it('shows each side with its own release values, and sees none as a change', () => {
    const release = page('title: A', 'Install {{release}} now.\n\nOld.');
    const develop = page('title: A', 'Install {{release}} now.\n\nNew.');
    const display = {
      develop: (text: string) => text.replace('{{release}}', '1.19.0'),
      release: (text: string) => text.replace('{{release}}', '1.18.0'),
    };
    const changes = versionMark(lines(develop), lines(release), display);
    expect(changes?.kind === 'changed' && changes.changes).toEqual([
      {type: 'same', kind: 'text', text: 'Install 1.19.0 now.'},
      {type: 'removed', kind: 'text', text: 'Old.'},
      {type: 'added', kind: 'text', text: 'New.'},
    ]);
  });

  it(`shows at most ${MAX_CHANGED_LINES} changed lines and counts the others`, () => {
    const release = page('title: A', 'Same.');
    const added = Array.from({length: MAX_CHANGED_LINES + 30}, (_, i) => `Added ${i}.`);
    const develop = page('title: A', ['Same.', ...added].join('\n\n'));
    const result = mark(develop, release);
    expect(result?.kind).toBe('changed');
    const changes = result?.kind === 'changed' ? result.changes : [];
    expect(changes.filter((item) => item.type === 'added')).toHaveLength(MAX_CHANGED_LINES);
    expect(changes.at(-1)).toEqual({type: 'more', lines: 30});
  });
});

describe('version marks: the remark step', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'version-marks-'));
  const developDir = path.join(site, 'docs');
  const releaseDir = path.join(site, 'versioned_docs/version-1.18.0');
  for (const dir of [developDir, releaseDir]) mkdirSync(path.join(dir, 'guide'), {recursive: true});
  writeFileSync(path.join(developDir, 'guide/same.md'), page('title: Same', 'Text.'));
  writeFileSync(path.join(releaseDir, 'guide/same.md'), page('title: Same', 'Text.'));
  writeFileSync(path.join(developDir, 'guide/changed.md'), page('title: C', 'New text.'));
  writeFileSync(path.join(releaseDir, 'guide/changed.mdx'), page('title: C', 'Old text.'));
  writeFileSync(path.join(developDir, 'guide/new.md'), page('title: N', '# New page\n\nText.'));

  const run = async (file: string): Promise<Root> => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'text', value: 'x'}]}],
    };
    if (file.endsWith('new.md')) {
      tree.children.unshift({type: 'heading', depth: 1, children: [{type: 'text', value: 'New'}]});
    }
    await remarkVersionMarks({
      developDir,
      releaseDir,
      developRelease: '1.19.0',
      latestRelease: '1.18.0',
    })(tree, new VFile({path: file, value: ''}));
    return tree;
  };
  const marks = (tree: Root) =>
    tree.children.flatMap((node, index) =>
      node.type === 'mdxJsxFlowElement'
        ? [
            {
              index,
              attributes: Object.fromEntries(
                node.attributes.map((a) => [
                  'name' in a ? a.name : '',
                  'value' in a ? a.value : '',
                ]),
              ),
            },
          ]
        : [],
    );

  it('leaves an unchanged page and every page of a release alone', async () => {
    expect(marks(await run(path.join(developDir, 'guide/same.md')))).toEqual([]);
    expect(marks(await run(path.join(releaseDir, 'guide/same.md')))).toEqual([]);
  });

  it('puts the mark of a changed page first, with its comparison, against .md or .mdx', async () => {
    const [mark] = marks(await run(path.join(developDir, 'guide/changed.md')));
    expect(mark.index).toBe(0);
    expect(mark.attributes).toMatchObject({
      kind: 'changed',
      release: '1.19.0',
      compareWith: '1.18.0',
    });
    expect(JSON.parse(String(mark.attributes.changes))).toEqual([
      {
        type: 'removed',
        kind: 'text',
        text: 'Old text.',
        parts: [{text: 'Old', changed: true}, {text: ' text.'}],
      },
      {
        type: 'added',
        kind: 'text',
        text: 'New text.',
        parts: [{text: 'New', changed: true}, {text: ' text.'}],
      },
    ]);
  });

  it("puts the mark of a new page under the page's own H1", async () => {
    const [mark] = marks(await run(path.join(developDir, 'guide/new.md')));
    expect(mark).toEqual({
      index: 1,
      attributes: {kind: 'new', release: '1.19.0', compareWith: '1.18.0'},
    });
  });
});
