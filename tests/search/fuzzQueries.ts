/**
 * Generated odd queries for the search fuzz tests (tests/build/search.test.ts runs them all in
 * Node; tests/e2e/searchFuzz.spec.ts runs a sample in the browser): each syntax character of
 * lunr's query syntax alone, doubled, in every pair, and mixed with words, numbers, unicode and
 * other punctuation. The same list on every run.
 */

/** Field, required, prohibited, edit distance, boost, wildcard. */
export const SYNTAX = [':', '+', '-', '~', '^', '*'];
const WORDS = ['install', 'agent', 'title', 'content', 'zone', 'kasm', 'multi-server', 'TITLE'];
const NUMBERS = ['0', '1', '2', '10', '-1', '1.5', '99999'];
const UNICODE = [
  'ünïcödé',
  'Straße',
  '日本語',
  'العربية',
  'עברית',
  '🚀',
  '👩‍💻',
  'e\u0301',
  '\u200b',
  '\u00a0',
  '＋',
  '：',
  '\ud800',
];
const OTHER = [' ', '  ', '"', "'", '\\', '(', ')', '[', ']', '{', '}', '<b>', '&amp;', '%', '#'];

/** The parse messages the results page shows, as lunr words them. */
export const PARSE_MESSAGE =
  /edit distance must be numeric|boost must be numeric|unrecognised field '.*', possible fields: |expecting term or field, found|expecting term, found/;

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateQueries(count: number): string[] {
  const queries = new Set<string>();
  for (const char of SYNTAX) {
    queries.add(char);
    queries.add(char + char);
    for (const other of SYNTAX) queries.add(char + other);
    for (const text of UNICODE.slice(0, 8)) {
      queries.add(char + text);
      queries.add(text + char);
    }
    queries.add(`install${char}`);
    queries.add(`${char}install`);
    queries.add(`install${char}2`);
  }
  const next = random(20_261_122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const pools = [SYNTAX, SYNTAX, WORDS, WORDS, NUMBERS, UNICODE, OTHER];
  while (queries.size < count) {
    const length = 1 + Math.floor(next() * 6);
    let query = '';
    for (let part = 0; part < length; part += 1) {
      query += pick(pick(pools));
      if (next() < 0.3) query += ' ';
    }
    queries.add(query);
  }
  return [...queries];
}
