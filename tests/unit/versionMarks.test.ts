import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import {MAX_CHANGED_LINES, pageText, versionMark} from '../../src/plugins/versionMarks/compare';
import remarkVersionMarks from '../../src/plugins/versionMarks/remarkVersionMarks';

const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;

describe('version marks: the comparison', () => {
  it('counts no change in front matter, trailing spaces or blank lines', () => {
    const release = page('title: A\nsources:\n  - https://a', 'First.\n\nSecond.');
    const develop = page('title: A\nsources:\n  - https://b', 'First.   \n\n\n\nSecond.\n');
    expect(versionMark(develop, release)).toBeUndefined();
    expect(pageText(develop)).toBe('First.\n\nSecond.');
  });

  it('marks a page the release does not have as new', () => {
    expect(versionMark(page('title: A', 'Text.'), undefined)).toEqual({kind: 'new'});
  });

  it('lists the removed and added lines with one line of context, and counts the rest', () => {
    const unchanged = Array.from({length: 6}, (_, i) => `Line ${i}.`);
    const release = page('title: A', [...unchanged, 'Old sentence.', ...unchanged].join('\n'));
    const develop = page('title: A', [...unchanged, 'New sentence.', ...unchanged].join('\n'));
    const mark = versionMark(develop, release);
    expect(mark).toEqual({
      kind: 'changed',
      changes: [
        {type: 'gap', lines: 5},
        {type: 'same', text: 'Line 5.'},
        {type: 'removed', text: 'Old sentence.'},
        {type: 'added', text: 'New sentence.'},
        {type: 'same', text: 'Line 0.'},
        {type: 'gap', lines: 5},
      ],
    });
  });

  it(`shows at most ${MAX_CHANGED_LINES} changed lines and counts the others`, () => {
    const release = page('title: A', 'Same.');
    const added = Array.from({length: MAX_CHANGED_LINES + 30}, (_, i) => `Added ${i}.`);
    const develop = page('title: A', ['Same.', ...added].join('\n'));
    const mark = versionMark(develop, release);
    expect(mark?.kind).toBe('changed');
    const changes = mark?.kind === 'changed' ? mark.changes : [];
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

  const run = (file: string): Root => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'text', value: 'x'}]}],
    };
    if (file.endsWith('new.md')) {
      tree.children.unshift({type: 'heading', depth: 1, children: [{type: 'text', value: 'New'}]});
    }
    remarkVersionMarks({developDir, releaseDir, developRelease: '1.19.0', latestRelease: '1.18.0'})(
      tree,
      new VFile({path: file, value: ''}),
    );
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

  it('leaves an unchanged page and every page of a release alone', () => {
    expect(marks(run(path.join(developDir, 'guide/same.md')))).toEqual([]);
    expect(marks(run(path.join(releaseDir, 'guide/same.md')))).toEqual([]);
  });

  it('puts the mark of a changed page first, with its comparison, against .md or .mdx', () => {
    const [mark] = marks(run(path.join(developDir, 'guide/changed.md')));
    expect(mark.index).toBe(0);
    expect(mark.attributes).toMatchObject({
      kind: 'changed',
      release: '1.19.0',
      compareWith: '1.18.0',
    });
    expect(JSON.parse(String(mark.attributes.changes))).toEqual([
      {type: 'removed', text: 'Old text.'},
      {type: 'added', text: 'New text.'},
    ]);
  });

  it("puts the mark of a new page under the page's own H1", () => {
    const [mark] = marks(run(path.join(developDir, 'guide/new.md')));
    expect(mark).toEqual({
      index: 1,
      attributes: {kind: 'new', release: '1.19.0', compareWith: '1.18.0'},
    });
  });
});
