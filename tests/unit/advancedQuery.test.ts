import lunr from 'lunr';
import {describe, expect, it} from 'vitest';

import {
  highlightTokens,
  MAX_EDIT_DISTANCE,
  parseAdvancedQuery,
  QuerySyntaxError,
  runAdvancedQuery,
  type WrappedIndex,
} from '../../src/plugins/search/query/advancedQuery';
import type {IndexDocument} from '../../src/plugins/search/firstFile';
import {isAdvancedQuery} from '../../src/plugins/search/query/querySyntax';
import {tokenize} from '../../src/plugins/search/query/tokenize';

/** Builds indexes the way the search plugin does: one lunr index per type, field "t". */
function buildIndexes(byType: IndexDocument[][]): WrappedIndex[] {
  return byType.map((documents, type) => ({
    type,
    documents,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents) this.add({...doc, i: String(doc.i)});
    }),
  }));
}

const indexes = buildIndexes([
  [
    {i: 1, u: '/docs/install', t: 'Installation overview', b: ['Installation']},
    {i: 2, u: '/docs/upgrade', t: 'Upgrade overview', b: ['Upgrade']},
    {i: 3, u: '/docs/install/uninstall', t: 'Uninstall Kasm', b: ['Installation']},
  ],
  [{i: 10, u: '/docs/install', t: 'Install the agent', h: '#agent', p: 1}],
  [],
  [],
  [
    {
      i: 20,
      u: '/docs/upgrade',
      t: 'Back up the database before you upgrade the agent.',
      s: 'Upgrade',
      p: 2,
    },
    {
      i: 21,
      u: '/docs/install/uninstall',
      t: 'Removing the proxy and the database.',
      s: 'Uninstall',
      p: 3,
    },
  ],
]);

const urls = (query: string) =>
  runAdvancedQuery(indexes, parseAdvancedQuery(query), 100).map((r) => `${r.type}:${r.document.u}`);

describe('isAdvancedQuery', () => {
  it('recognises each syntax element', () => {
    for (const query of [
      'title:install',
      '+agent',
      '-proxy',
      'upgrde~1',
      'agent^5',
      'inst*',
      'a +b',
    ]) {
      expect(isAdvancedQuery(query), query).toBe(true);
    }
  });

  it('treats plain words and hyphenated words as plain', () => {
    for (const query of ['install', 'multi-server install', 'single server', 'c++ x']) {
      expect(isAdvancedQuery(query), query).toBe(false);
    }
  });
});

describe('parseAdvancedQuery', () => {
  it('reports the parse messages in the words the results page shows', () => {
    const cases: [string, RegExp][] = [
      ['agent~x', /^edit distance must be numeric$/],
      ['agent^x', /^boost must be numeric$/],
      [
        'port:443',
        /^unrecognised field 'port', possible fields: 'title', 'heading', 'description', 'keywords', 'content'$/,
      ],
      ['path/to:x', /^unrecognised field 'path\/to'/],
      ['+', /^expecting term or field, found nothing$/],
      ['title:', /^expecting term, found nothing$/],
      // A token out of place is named by what the reader typed, not by lunr's lexeme type.
      ['title:+x', /^expecting term, found '\+' or '-'$/],
      ['~', /^expecting term or field, found '~'$/],
      ['^2 agent', /^expecting term or field, found '\^'$/],
      ['+~', /^expecting term or field, found '~'$/],
    ];
    for (const [query, message] of cases) {
      expect(() => parseAdvancedQuery(query), query).toThrow(QuerySyntaxError);
      expect(() => parseAdvancedQuery(query), query).toThrow(message);
    }
  });

  it('lower-cases terms, splits on hyphens and reads numbers as integers', () => {
    const clauses = parseAdvancedQuery('title:Multi-Server agent~2 proxy^10');
    expect(clauses.map((c) => c.term)).toEqual(['multi', 'server', 'agent', 'proxy']);
    expect(clauses[0].fields).toEqual(['title']);
    expect(clauses[2].editDistance).toBe(2);
    expect(clauses[3].boost).toBe(10);
  });

  it('runs a larger edit distance than MAX_EDIT_DISTANCE with the maximum', () => {
    const [clause] = parseAdvancedQuery('install~99999');
    expect(clause.editDistance).toBe(MAX_EDIT_DISTANCE);
    expect(parseAdvancedQuery('install~1')[0].editDistance).toBe(1);
  });
});

describe('runAdvancedQuery', () => {
  it('limits a field clause to its sub-index', () => {
    expect(urls('title:upgrade')).toEqual(['0:/docs/upgrade']);
    expect(urls('content:upgrade')).toEqual(['4:/docs/upgrade']);
  });

  it('honours required and prohibited terms', () => {
    expect(urls('+database +agent')).toEqual(['4:/docs/upgrade']);
    expect(urls('database -agent')).toEqual(['4:/docs/install/uninstall']);
  });

  it('matches wildcards and edit distances', () => {
    expect(urls('title:uninst*')).toEqual(['0:/docs/install/uninstall']);
    expect(urls('title:upgrde~1')).toEqual(['0:/docs/upgrade']);
  });

  it('ranks boosted terms first', () => {
    expect(urls('content:proxy^10 content:upgrade')[0]).toBe('4:/docs/install/uninstall');
    expect(urls('content:proxy content:upgrade^10')[0]).toBe('4:/docs/upgrade');
  });

  it('links hits below a page to that page', () => {
    const [hit] = runAdvancedQuery(indexes, parseAdvancedQuery('heading:agent'), 10);
    expect(hit.page).toMatchObject({i: 1, t: 'Installation overview'});
    expect(hit.document.h).toBe('#agent');
  });

  it('highlights the wanted terms, not the excluded ones', () => {
    expect(highlightTokens(parseAdvancedQuery('databa* -agent +proxy'))).toEqual([
      'databa',
      'proxy',
    ]);
  });
});

describe('search tokenizer', () => {
  it('lower-cases, splits on whitespace and hyphens, and trims edge punctuation', () => {
    expect(tokenize('Entra ID (your organization)')).toEqual([
      'entra',
      'id',
      'your',
      'organization',
    ]);
    expect(tokenize('Multi-Server  install, "quickly"!')).toEqual([
      'multi',
      'server',
      'install',
      'quickly',
    ]);
    expect(tokenize('kasm_release_1.18.0.tar.gz')).toEqual(['kasm_release_1.18.0.tar.gz']);
    expect(tokenize(' ( ) - ')).toEqual([]);
  });
});
