import {describe, expect, it} from 'vitest';

import {withoutProductName} from '../../src/plugins/search/query/productName';
import {tokenize} from '../../src/plugins/search/query/tokenize';

const without = (query: string) => withoutProductName(tokenize(query));

describe('search: the product name beside a task', () => {
  it('leaves the task words of a query that names the product', () => {
    expect(without('install kasm')).toEqual(['install']);
    expect(without('Kasm LDAP')).toEqual(['ldap']);
    expect(without('update Kasm Workspaces now')).toEqual(['update', 'now']);
    expect(without('kasm workspaces multi server')).toEqual(['multi', 'server']);
  });

  it('keeps "workspaces" that is not part of the name, and words that only contain it', () => {
    expect(without('workspaces kasm')).toEqual(['workspaces']);
    expect(without('create workspace')).toBeUndefined();
    expect(without('kasmvnc settings')).toBeUndefined();
  });

  it('searches the name as typed when there is nothing else', () => {
    expect(without('kasm')).toBeUndefined();
    expect(without('Kasm Workspaces')).toBeUndefined();
    expect(without('')).toBeUndefined();
  });
});
