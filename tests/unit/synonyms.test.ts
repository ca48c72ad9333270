import {describe, expect, it} from 'vitest';

import {SYNONYMS, synonymVariants} from '../../src/plugins/search/query/synonyms';
import {tokenize} from '../../src/plugins/search/query/tokenize';

describe('search synonyms', () => {
  it('adds the manual’s words for a reader’s, keeping the rest of the query', () => {
    expect(synonymVariants(tokenize('timezones list'))).toEqual([['time', 'zones', 'list']]);
    expect(synonymVariants(tokenize('Enable 2FA'))).toEqual([['enable', 'two', 'factor']]);
    expect(synonymVariants(tokenize('sso'))).toEqual([['saml'], ['openid', 'connect']]);
  });

  it('matches phrases the tokenizer splits on hyphens', () => {
    expect(synonymVariants(tokenize('pre-warmed sessions'))).toContainEqual([
      'staging',
      'sessions',
    ]);
  });

  it('adds nothing to a query without a synonym', () => {
    expect(synonymVariants(tokenize('install kasm'))).toEqual([]);
  });

  it('keys and values are lower-case words as the tokenizer splits them', () => {
    for (const [phrase, replacements] of Object.entries(SYNONYMS)) {
      expect(tokenize(phrase).join(' ')).toBe(phrase);
      for (const replacement of replacements)
        expect(tokenize(replacement).join(' ')).toBe(replacement);
    }
  });
});
