/**
 * The first index file (titles and headings) is what a phone downloads before the search box can
 * suggest anything, so the build leaves out of it what the worker can work out again:
 *
 * - a heading's page address, which the heading's page (`p`) gives;
 * - a heading's anchor, where the slug of its text gives it (every heading of this manual today;
 *   an anchor the slug would not give, such as an explicit `{#id}`, stays in the file);
 * - the word positions of the title and heading indexes, which only highlight the words of a
 *   suggestion: the worker finds them again in the few documents a search returns.
 *
 * `compactFirstFile` runs at build time (splitIndex.ts), `restoreFirstFile` and `withPositions`
 * in the search worker; the unit tests check that the round trip gives the plugin's file back.
 * Browser-safe: no Node imports.
 */
import lunr from 'lunr';

/** A document of the plugin's index: a page, a heading or a paragraph. */
export interface IndexDocument {
  /** Document id, unique over all sub-indexes. */
  i: number;
  /** URL. */
  u: string;
  /** Title or text. */
  t: string;
  /** Heading anchor. */
  h?: string;
  /** Section title. */
  s?: string;
  /** Breadcrumb. */
  b?: string[];
  /** Parent page document id. */
  p?: number;
}

/** An index file as the plugin writes it: {documents, index} per document type. */
export type IndexEntry = {documents: IndexDocument[]; index: SerializedLunrIndex};
type Posting = {_index: number} & Record<string, Record<string, {position?: number[][]}>>;
type SerializedLunrIndex = {invertedIndex?: [string, Posting][]} & Record<string, unknown>;

/** The type of section headings in the plugin's index file (SearchDocumentType.Heading). */
const HEADING_TYPE = 1;

/** A heading's slug as Docusaurus writes its anchor (github-slugger) for plain text. */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors of one page's headings, in order: as github-slugger does, a repeated slug gets
 * `-1`, `-2`… Both the build and the worker run every heading through `take`, so the two agree
 * on the numbering whether or not a heading kept its anchor in the file.
 */
class PageAnchors {
  private readonly taken = new Set<string>();

  next(text: string): string {
    const base = slugOf(text);
    let slug = base;
    for (let n = 1; this.taken.has(slug); n++) slug = `${base}-${n}`;
    return `#${slug}`;
  }

  take(anchor: string): void {
    this.taken.add(anchor.slice(1));
  }
}

function anchorsByPage(): (page: number | undefined) => PageAnchors {
  const byPage = new Map<number | undefined, PageAnchors>();
  return (page) => {
    let anchors = byPage.get(page);
    if (!anchors) byPage.set(page, (anchors = new PageAnchors()));
    return anchors;
  };
}

function withoutPositions(index: SerializedLunrIndex): SerializedLunrIndex {
  if (!index.invertedIndex) return index;
  return {
    ...index,
    invertedIndex: index.invertedIndex.map(([term, posting]) => [
      term,
      Object.fromEntries(
        Object.entries(posting).map(([field, refs]) =>
          field === '_index'
            ? [field, refs]
            : [field, Object.fromEntries(Object.keys(refs).map((ref) => [ref, {}]))],
        ),
      ) as Posting,
    ]),
  };
}

/** The first file as published: see the top of this file for what it leaves out. */
export function compactFirstFile(first: IndexEntry[]): IndexEntry[] {
  const pageUrls = new Map(first[0].documents.map((page) => [page.i, page.u]));
  const anchorsOf = anchorsByPage();
  return first.map(({documents, index}, type) => ({
    documents:
      type !== HEADING_TYPE
        ? documents
        : documents.map(({u, h, ...heading}) => {
            const anchors = anchorsOf(heading.p);
            const anchor = h ?? '';
            const derived = anchors.next(heading.t);
            anchors.take(anchor);
            return {
              ...heading,
              ...(pageUrls.get(heading.p!) === u ? null : {u}),
              ...(anchor === derived ? null : {h: anchor}),
            } as IndexDocument;
          }),
    index: withoutPositions(index),
  }));
}

/** Puts back the headings' addresses and anchors that compactFirstFile left out (in place). */
export function restoreFirstFile<T extends {documents: IndexDocument[]}[]>(first: T): T {
  const pageUrls = new Map(first[0].documents.map((page) => [page.i, page.u]));
  const anchorsOf = anchorsByPage();
  for (const heading of first[HEADING_TYPE]?.documents ?? []) {
    heading.u ??= pageUrls.get(heading.p!)!;
    const anchors = anchorsOf(heading.p);
    heading.h ??= anchors.next(heading.t);
    anchors.take(heading.h);
  }
  return first;
}

/** The plugin's indexing pipeline (lunr's default for English): what the build ran on each word. */
const indexingPipeline = new lunr.Pipeline();
indexingPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

/** The positions of each indexed term in `text`, as the build stores them for field `t`. */
function positionsByTerm(text: string): Map<string, number[][]> {
  const positions = new Map<string, number[][]>();
  for (const token of indexingPipeline.run(lunr.tokenizer(text))) {
    const term = token.toString();
    const list = positions.get(term) ?? [];
    // lunr's tokenizer gives each token its [start, length]; @types/lunr leaves it out.
    list.push((token as unknown as {metadata: {position: number[]}}).metadata.position);
    positions.set(term, list);
  }
  return positions;
}

/**
 * A hit's match data with the word positions of field `t` filled in from the document's text,
 * where the index had none (the first file's).
 */
export function withPositions(
  metadata: lunr.MatchData['metadata'],
  text: string,
): lunr.MatchData['metadata'] {
  const missing = Object.values(metadata).some((fields) => fields.t && !fields.t.position);
  if (!missing) return metadata;
  const positions = positionsByTerm(text);
  return Object.fromEntries(
    Object.entries(metadata).map(([term, fields]) => [
      term,
      fields.t && !fields.t.position
        ? {...fields, t: {...fields.t, position: positions.get(term) ?? []}}
        : fields,
    ]),
  );
}

function sameDocument(a: IndexDocument, b: IndexDocument): boolean {
  const keys = Object.keys(a).sort();
  return (
    JSON.stringify(keys) === JSON.stringify(Object.keys(b).sort()) &&
    keys.every(
      (key) =>
        JSON.stringify(a[key as keyof IndexDocument]) ===
        JSON.stringify(b[key as keyof IndexDocument]),
    )
  );
}

/**
 * Throws unless the worker gets `original` back from `compact`: the same documents, and for
 * every posting the positions the plugin stored. Run by the build on every index it splits.
 */
export function checkRoundTrip(original: IndexEntry[], compact: IndexEntry[]): void {
  const restored = restoreFirstFile(structuredClone(compact));
  original.forEach(({documents, index}, type) => {
    const byId = new Map(documents.map((doc) => [String(doc.i), doc]));
    documents.forEach((doc, n) => {
      const back = restored[type].documents[n];
      if (!sameDocument(back, doc)) {
        throw new Error(
          `The search worker would not restore document ${doc.i} ("${doc.t}"): ${JSON.stringify(back)}`,
        );
      }
    });
    const cache = new Map<string, Map<string, number[][]>>();
    for (const [term, posting] of index.invertedIndex ?? []) {
      for (const [ref, {position}] of Object.entries(posting.t ?? {})) {
        const text = byId.get(ref)?.t ?? '';
        if (!cache.has(ref)) cache.set(ref, positionsByTerm(text));
        const found = cache.get(ref)!.get(term) ?? [];
        if (JSON.stringify(found) !== JSON.stringify(position ?? [])) {
          throw new Error(
            `The search worker would highlight "${term}" in "${text}" at ${JSON.stringify(found)}, the index says ${JSON.stringify(position)}`,
          );
        }
      }
    }
  });
}
