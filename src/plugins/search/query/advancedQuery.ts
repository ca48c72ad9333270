/**
 * The advanced query engine of the /search page. The search plugin tokenizes input itself and
 * never calls lunr's query parser, so queries that use lunr's syntax (./querySyntax.ts) are parsed
 * here with lunr's own QueryParser and run against the plugin's per-type indexes.
 *
 * Fields name the plugin's five sub-indexes (titles, headings, descriptions, keywords and
 * content sections), in the order the index file stores them. A clause limited to fields runs
 * only in those sub-indexes; a required clause limited to other fields excludes a sub-index.
 */
import lunr from 'lunr';

import {withPositions, type IndexDocument} from '../firstFile';

const QUERY_FIELDS = ['title', 'heading', 'description', 'keywords', 'content'] as const;
type QueryField = (typeof QUERY_FIELDS)[number];

/** The one field every sub-index of the plugin stores its text in. */
const INDEX_FIELD = 't';

/**
 * The largest edit distance a query runs with; `term~N` with a larger N runs with this one.
 * lunr builds every spelling within N edits of the term before it looks anything up, and that
 * set grows exponentially: `install~9` froze the page for seconds and `install~99` for good, while
 * the reader types. Lucene caps fuzzy queries at 2 edits for the same reason.
 */
export const MAX_EDIT_DISTANCE = 2;

/** A parse error, with lunr's message (in the words the results page shows). */
export class QuerySyntaxError extends Error {}

export type Clause = lunr.Query.Clause;

/**
 * How a reader would name each kind of token lunr can find in the wrong place. lunr's messages
 * name the token's lexeme type ("found EDIT_DISTANCE"); the reader typed "~".
 */
const TOKEN_NAMES: Record<string, string> = {
  FIELD: 'a field name',
  TERM: 'a word',
  PRESENCE: "'+' or '-'",
  EDIT_DISTANCE: "'~'",
  BOOST: "'^'",
  EOS: 'nothing',
};

/**
 * lunr's parse message in the words the results page shows: a token out of place is reported as
 * "expecting term or field, found '~'" or "expecting term, found '^'", with the character the
 * reader typed instead of lunr's lexeme type.
 */
function readerMessage(message: string): string {
  const outOfPlace =
    /^(?:expected either a field or a term, found (\w+)|expecting term or field, found '(\w+)'|Unexpected lexeme type '(\w+)')/.exec(
      message,
    );
  if (outOfPlace) {
    const type = outOfPlace[1] ?? outOfPlace[2] ?? outOfPlace[3];
    return `expecting term or field, found ${TOKEN_NAMES[type] ?? type.toLowerCase()}`;
  }
  const termExpected = /^expecting term, found '(\w+)'/.exec(message);
  if (termExpected) {
    return `expecting term, found ${TOKEN_NAMES[termExpected[1]] ?? termExpected[1].toLowerCase()}`;
  }
  return message;
}

/**
 * Parses `input` into lunr clauses; throws QuerySyntaxError with lunr's message
 * (e.g. "edit distance must be numeric") when the query cannot be read.
 */
export function parseAdvancedQuery(input: string): Clause[] {
  const query = new lunr.Query([...QUERY_FIELDS]);
  try {
    new lunr.QueryParser(input, query).parse();
  } catch (error) {
    if (error instanceof lunr.QueryParseError) {
      throw new QuerySyntaxError(readerMessage(error.message));
    }
    throw error;
  }
  if (query.clauses.length === 0) {
    throw new QuerySyntaxError('expecting term or field, found nothing');
  }
  return query.clauses.map((clause) =>
    (clause.editDistance ?? 0) > MAX_EDIT_DISTANCE
      ? {...clause, editDistance: MAX_EDIT_DISTANCE}
      : clause,
  );
}

/** The words to highlight on the results and target pages: the terms the reader looks for. */
export function highlightTokens(clauses: readonly Clause[]): string[] {
  const tokens = clauses
    .filter((clause) => clause.presence !== lunr.Query.presence.PROHIBITED)
    .map((clause) => clause.term.replace(/\*/g, ''))
    .filter((term) => term.length > 0);
  return [...new Set(tokens)].sort((a, b) => b.length - a.length);
}

export interface WrappedIndex {
  type: number;
  documents: IndexDocument[];
  index: lunr.Index;
}

/** A hit in the shape the search plugin's results page renders. */
export interface SearchResult {
  document: IndexDocument;
  type: number;
  page: IndexDocument | false | undefined;
  metadata: lunr.MatchData['metadata'];
  tokens: string[];
  score: number;
}

function clausesFor(field: QueryField, clauses: readonly Clause[]): Clause[] | undefined {
  const isRequiredElsewhere = clauses.some(
    (clause) => clause.presence === lunr.Query.presence.REQUIRED && !clause.fields.includes(field),
  );
  if (isRequiredElsewhere) return undefined;
  const applicable = clauses.filter((clause) => clause.fields.includes(field));
  return applicable.length > 0 ? applicable : undefined;
}

export function runAdvancedQuery(
  indexes: readonly WrappedIndex[],
  clauses: readonly Clause[],
  limit: number,
): SearchResult[] {
  const tokens = highlightTokens(clauses);
  const pages = indexes[0]?.documents ?? [];
  const seen = new Set<string>();
  const results: SearchResult[] = [];

  for (const {type, documents, index} of indexes) {
    const field = QUERY_FIELDS[type];
    const applicable = field && clausesFor(field, clauses);
    if (!applicable) continue;
    const hits = index.query((query) => {
      for (const clause of applicable) query.clause({...clause, fields: [INDEX_FIELD]});
    });
    for (const hit of hits) {
      if (seen.has(hit.ref)) continue;
      const document = documents.find((doc) => String(doc.i) === hit.ref);
      if (!document) continue;
      seen.add(hit.ref);
      results.push({
        document,
        type,
        page: type === 0 ? undefined : pages.find((doc) => doc.i === document.p),
        metadata: hit.matchData.metadata,
        tokens,
        score: hit.score,
      });
    }
  }
  // The first file's indexes hold no word positions: find them for the hits shown.
  return results
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((result) => ({...result, metadata: withPositions(result.metadata, result.document.t)}));
}
