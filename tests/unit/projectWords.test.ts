import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

/** The order of `LC_ALL=C sort -f`: by code point with case folded, then as written. */
const byteOrderIgnoringCase = (a: string, b: string) => {
  const [foldedA, foldedB] = [a.toUpperCase(), b.toUpperCase()];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

describe('cspell/project-words.txt', () => {
  const words = readFileSync('cspell/project-words.txt', 'utf8').trimEnd().split('\n');

  it('holds one word a line, sorted as LC_ALL=C sort -f sorts, without repeats', () => {
    expect(words.filter((word) => !/^\S+$/.test(word))).toEqual([]);
    expect(words).toEqual([...words].sort(byteOrderIgnoringCase));
    expect(new Set(words.map((word) => word.toLowerCase())).size).toBe(words.length);
  });
});
