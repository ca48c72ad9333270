/**
 * Generated odd queries (tests/search/fuzzQueries.ts) on the built index, in Node: none throws;
 * the results page answers each with results, none, or a parse message, and
 * the search box with at most 8 suggestions or none.
 */
import {describe, expect, it} from 'vitest';

import {generateQueries, PARSE_MESSAGE} from '../search/fuzzQueries';
import {resultsPage, suggestions, SUGGESTIONS} from './lib/builtSearch';

describe('search fuzz', () => {
  const fuzz = generateQueries(300);

  it('the results page answers every generated query with results, none or a parse message', () => {
    const outcomes = {results: 0, none: 0, message: 0};
    const unexpected: string[] = [];
    for (const input of fuzz) {
      const answer = resultsPage(input);
      if ('syntaxError' in answer) {
        outcomes.message += 1;
        if (!PARSE_MESSAGE.test(answer.syntaxError)) {
          unexpected.push(`${JSON.stringify(input)}: ${answer.syntaxError}`);
        }
      } else if (answer.results.length > 0) outcomes.results += 1;
      else outcomes.none += 1;
    }
    expect(unexpected).toEqual([]);
    // The generator reaches all three outcomes; a change that breaks one of them shows here.
    expect(outcomes.results).toBeGreaterThan(0);
    expect(outcomes.none).toBeGreaterThan(0);
    expect(outcomes.message).toBeGreaterThan(0);
  });

  it('the search box answers every generated query with suggestions or none', () => {
    let withResults = 0;
    for (const input of fuzz) {
      const hits = suggestions(input);
      expect(hits.length).toBeLessThanOrEqual(SUGGESTIONS);
      if (hits.length > 0) withResults += 1;
    }
    expect(withResults).toBeGreaterThan(0);
    expect(withResults).toBeLessThan(fuzz.length);
  });
});
