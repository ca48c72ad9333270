import {describe, expect, it} from 'vitest';

import {contentIndexUrl, FIRST_TYPES, indexUrlOf} from '../../src/plugins/search/indexFiles';
import {splitIndex, withoutHeadingUrls} from '../../src/plugins/search/splitIndex';

const index = {fields: ['t']};
const pages = [
  {i: 1, t: 'Install', u: '/docs/install/'},
  {i: 2, t: 'Upgrade', u: '/docs/upgrade/'},
];
const headings = [
  {i: 3, t: 'Before you begin', u: '/docs/install/', h: '#before-you-begin', p: 1},
  // A heading whose address differs from its page's keeps it.
  {i: 4, t: 'Elsewhere', u: '/docs/other/', h: '#elsewhere', p: 2},
];
const serialized = [
  {documents: pages, index},
  {documents: headings, index},
  {documents: [{i: 5, t: 'Install Kasm on one host.', p: 1}], index},
  {documents: [], index},
  {documents: [{i: 6, t: 'Run the installer.', p: 1}], index},
];

describe('search index split', () => {
  it('keeps titles and headings in the first file and the rest in the second', () => {
    const {first, content} = splitIndex(serialized);
    expect(first).toHaveLength(FIRST_TYPES);
    expect(first.map((entry) => entry.documents[0]?.i)).toEqual([1, 3]);
    expect(content.map((entry) => entry.documents[0]?.i)).toEqual([5, undefined, 6]);
  });

  it('refuses a file that is not the search plugin’s five-type format', () => {
    expect(() => splitIndex(serialized.slice(0, 4))).toThrow(/5 document types/);
  });

  it('leaves out a heading’s address only where its page has the same one', () => {
    const [, headingEntry] = withoutHeadingUrls(splitIndex(serialized).first);
    expect(headingEntry.documents).toEqual([
      {i: 3, t: 'Before you begin', h: '#before-you-begin', p: 1},
      {i: 4, t: 'Elsewhere', u: '/docs/other/', h: '#elsewhere', p: 2},
    ]);
  });

  it('names the files of a version beside each other', () => {
    const url = indexUrlOf('/docs/develop/', '', 'search-index{dir}-abc123.json');
    expect(url).toBe('/docs/develop/search-index-abc123.json');
    expect(indexUrlOf('/', 'docs/guide', 'search-index{dir}-abc123.json')).toBe(
      '/search-index-docs-guide-abc123.json',
    );
    expect(contentIndexUrl(url)).toBe('/docs/develop/search-index-abc123-content.json');
  });
});
