import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import type {IndexDocument} from '../../src/plugins/search/firstFile';
import {
  checkRoundTrip,
  compactFirstFile,
  restoreFirstFile,
  withPositions,
  type IndexEntry,
} from '../../src/plugins/search/firstFile';
import {contentIndexUrl, FIRST_TYPES, indexUrlOf} from '../../src/plugins/search/indexFiles';
import {splitIndex} from '../../src/plugins/search/splitIndex';

/** A sub-index as the search plugin builds it (dist/server/server/utils/buildIndex.js). */
function entry(documents: IndexDocument[]): IndexEntry {
  const index = lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({...doc, i: String(doc.i)});
  });
  return {documents, index: JSON.parse(JSON.stringify(index))};
}

const pages = [
  {i: 1, t: 'Install', u: '/docs/install/'},
  {i: 2, t: 'Upgrade the agents', u: '/docs/upgrade/'},
];
const headings = [
  {i: 3, t: 'Before you begin', u: '/docs/install/', h: '#before-you-begin', p: 1},
  // The same words twice on a page: github-slugger numbers the second.
  {i: 4, t: 'Troubleshooting', u: '/docs/install/', h: '#troubleshooting', p: 1},
  {i: 5, t: 'Troubleshooting', u: '/docs/install/', h: '#troubleshooting-1', p: 1},
  // Punctuation leaves the slug; an explicit id and another page's address stay in the file.
  {i: 6, t: 'Ports (TCP/UDP): 443', u: '/docs/upgrade/', h: '#ports-tcpudp-443', p: 2},
  {i: 7, t: 'Upgrade agents, then servers', u: '/docs/upgrade/', h: '#order', p: 2},
  {i: 8, t: 'Elsewhere', u: '/docs/other/', h: '#elsewhere', p: 2},
];
const serialized = [
  entry(pages),
  entry(headings),
  entry([{i: 9, t: 'Install Kasm on one host.', u: '/docs/install/', p: 1}]),
  entry([]),
  entry([{i: 10, t: 'Run the installer.', u: '/docs/install/', p: 1}]),
];

describe('search index split', () => {
  it('keeps titles and headings in the first file and the rest in the second', () => {
    const {first, content} = splitIndex(serialized);
    expect(first).toHaveLength(FIRST_TYPES);
    expect(first.map((item) => item.documents[0]?.i)).toEqual([1, 3]);
    expect(content.map((item) => item.documents[0]?.i)).toEqual([9, undefined, 10]);
  });

  it('refuses a file that is not the search plugin’s five-type format', () => {
    expect(() => splitIndex(serialized.slice(0, 4))).toThrow(/5 document types/);
  });

  it('leaves out of the first file the addresses and anchors the worker can work out', () => {
    const [, compactHeadings] = compactFirstFile(splitIndex(serialized).first);
    expect(compactHeadings.documents).toEqual([
      {i: 3, t: 'Before you begin', p: 1},
      {i: 4, t: 'Troubleshooting', p: 1},
      {i: 5, t: 'Troubleshooting', p: 1},
      {i: 6, t: 'Ports (TCP/UDP): 443', p: 2},
      {i: 7, t: 'Upgrade agents, then servers', h: '#order', p: 2},
      {i: 8, t: 'Elsewhere', u: '/docs/other/', p: 2},
    ]);
    expect(JSON.stringify(compactHeadings.index)).not.toContain('position');
  });

  it('gives the plugin’s documents back in the worker', () => {
    const {first} = splitIndex(serialized);
    const restored = restoreFirstFile(structuredClone(compactFirstFile(first)));
    expect(restored.map((item) => item.documents)).toEqual([pages, headings]);
    expect(() => checkRoundTrip(first, compactFirstFile(first))).not.toThrow();
  });

  it('finds the positions the index left out, for the words a search matched', () => {
    const {first} = splitIndex(serialized);
    const compact = compactFirstFile(first);
    const [original, stripped] = [first[1], compact[1]].map((item) => lunr.Index.load(item.index));
    for (const q of ['upgrade', 'troubleshoot', 'agent serv*', 'port']) {
      const expected = original.search(q);
      const hits = stripped.search(q);
      expect(hits.map((hit) => hit.ref)).toEqual(expected.map((hit) => hit.ref));
      hits.forEach((hit, n) => {
        const text = headings.find((doc) => String(doc.i) === hit.ref)!.t;
        expect(withPositions(hit.matchData.metadata, text)).toEqual(expected[n].matchData.metadata);
      });
    }
  });

  it('fails the build when the worker would get a document wrong', () => {
    const {first} = splitIndex(serialized);
    const compact = compactFirstFile(first);
    compact[1].documents[3] = {...compact[1].documents[3], t: 'Ports'};
    expect(() => checkRoundTrip(first, compact)).toThrow(/would not restore document 6/);
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
