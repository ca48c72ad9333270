/**
 * What a develop page changes against the same page of the latest release: nothing, a new page,
 * or changed text with the lines that differ. Both pages are compared as their readers see them
 * (readerText.ts): a line per heading, paragraph, list item, table row or code line, without
 * Markdown syntax, so a change only a writer would see (a link's address, emphasis markers,
 * front matter such as sources) is no change. Release variables (`{{release}}`) are compared as
 * written: the same sentence about a different release is no change; each side then shows its
 * own tree's values. A removed line and the added line that replaces it mark the words that
 * differ.
 */
import {diffArrays, diffWordsWithSpace} from 'diff';

import type {LineKind, ReaderLine} from './readerText';

/** Part of a changed line: its words, and whether they are what changed. */
type LinePart = {text: string; changed?: true};
/** A line of the comparison: unchanged context, removed from the release, or added in develop. */
export type CompareLine = {
  type: 'same' | 'removed' | 'added';
  kind: LineKind;
  text: string;
  /** The words of a line that replaces another (or is replaced), with the changed ones marked. */
  parts?: LinePart[];
};
/** Unchanged lines left out between two changes. */
type CompareGap = {type: 'gap'; lines: number};
/** Changed lines left out at the end of a long comparison. */
type CompareMore = {type: 'more'; lines: number};
export type CompareItem = CompareLine | CompareGap | CompareMore;

export type VersionMark = {kind: 'new'} | {kind: 'changed'; changes: CompareItem[]};

/** How each side shows a line's text: its tree's release variables filled in. */
export interface Display {
  develop: (text: string) => string;
  release: (text: string) => string;
}

/** Unchanged lines shown around each change. */
const CONTEXT = 1;
/** Changed lines shown at most; a longer comparison ends with a count of the rest. */
export const MAX_CHANGED_LINES = 120;
/** A removed and an added line are one edited line when at least this share of words is kept. */
const SAME_LINE_SHARE = 0.4;

const same = (a: ReaderLine, b: ReaderLine) => a.kind === b.kind && a.text === b.text;
const asWritten: Display = {develop: (text) => text, release: (text) => text};

/** The shown text of each line of a diff, with word marks where a line replaces another. */
function markWords(lines: CompareLine[]): void {
  for (let start = 0; start < lines.length;) {
    if (lines[start].type !== 'removed') {
      start += 1;
      continue;
    }
    let middle = start;
    while (lines[middle]?.type === 'removed') middle += 1;
    let end = middle;
    while (lines[end]?.type === 'added') end += 1;
    for (let n = 0; n < Math.min(middle - start, end - middle); n += 1) {
      const removed = lines[start + n];
      const added = lines[middle + n];
      if (removed.kind !== added.kind) continue;
      const words = diffWordsWithSpace(removed.text, added.text);
      const kept = words.filter((part) => !part.added && !part.removed);
      const share =
        kept.reduce((sum, part) => sum + part.value.length, 0) /
        Math.max(removed.text.length, added.text.length, 1);
      if (share < SAME_LINE_SHARE) continue;
      removed.parts = words
        .filter((part) => !part.added)
        .map((part) => (part.removed ? {text: part.value, changed: true} : {text: part.value}));
      added.parts = words
        .filter((part) => !part.removed)
        .map((part) => (part.added ? {text: part.value, changed: true} : {text: part.value}));
    }
    start = Math.max(end, start + 1);
  }
}

/**
 * The mark of a develop page whose reader's lines are `develop`, against `release`, the lines
 * of the same page in the latest release (undefined when that release has no such page).
 */
export function versionMark(
  develop: readonly ReaderLine[],
  release: readonly ReaderLine[] | undefined,
  display: Display = asWritten,
): VersionMark | undefined {
  if (release === undefined) return {kind: 'new'};
  const parts = diffArrays(release as ReaderLine[], develop as ReaderLine[], {comparator: same});
  if (parts.every((part) => !part.added && !part.removed)) return undefined;

  const lines: CompareLine[] = parts.flatMap((part) =>
    part.value.map(({kind, text}) => {
      const type = part.added ? 'added' : part.removed ? 'removed' : 'same';
      return {type, kind, text: type === 'removed' ? display.release(text) : display.develop(text)};
    }),
  );
  markWords(lines);

  // Keep CONTEXT unchanged lines on each side of a change; count the others as gaps.
  const near = lines.map((line, index) =>
    lines
      .slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1)
      .some((other) => other.type !== 'same'),
  );
  const changes: CompareItem[] = [];
  let shown = 0;
  for (const [index, line] of lines.entries()) {
    if (line.type !== 'same' && shown >= MAX_CHANGED_LINES) {
      const rest = lines.slice(index).filter((other) => other.type !== 'same').length;
      changes.push({type: 'more', lines: rest});
      break;
    }
    if (near[index]) {
      changes.push(line);
      if (line.type !== 'same') shown += 1;
      continue;
    }
    const last = changes.at(-1);
    if (last?.type === 'gap') last.lines += 1;
    else changes.push({type: 'gap', lines: 1});
  }
  return {kind: 'changed', changes};
}
