import {describe, expect, it} from 'vitest';

import type {IndexDocument} from '../../src/plugins/search/firstFile';
import {pageTitleWeight} from '../../src/plugins/search/query/ranking';

const page = (title: string) => ({i: 1, t: title, u: '/docs/page'}) as IndexDocument;

describe('search: a section counts more when its page title names the query', () => {
  it('weighs by the share of the query words the title names, compared by stem', () => {
    expect(pageTitleWeight(page('Single server installation'), ['install'])).toBe(2);
    expect(pageTitleWeight(page('Single server installation'), ['install', 'ubuntu'])).toBe(1.5);
    expect(pageTitleWeight(page('Uninstall'), ['install'])).toBe(1);
  });

  it('leaves titles, which are the page itself, and empty queries alone', () => {
    expect(pageTitleWeight(undefined, ['install'])).toBe(1);
    expect(pageTitleWeight(page('Installation overview'), [])).toBe(1);
  });
});
