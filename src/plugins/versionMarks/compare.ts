/**
 * What a develop page changes against the same page of the latest release: nothing, a new page,
 * or changed text with the lines that differ. The text is the page's Markdown source without its
 * front matter (writers' metadata such as sources), with trailing spaces and runs of blank lines
 * evened out, so that only a change a reader can see counts. Release variables (`{{release}}`)
 * are compared as written: the same sentence about a different release is no change.
 */
import {diffLines} from 'diff';

/** A line of the comparison: unchanged context, removed from the release, or added in develop. */
export type CompareLine = {type: 'same' | 'removed' | 'added'; text: string};
/** Unchanged lines left out between two changes. */
export type CompareGap = {type: 'gap'; lines: number};
/** Changed lines left out at the end of a long comparison. */
export type CompareMore = {type: 'more'; lines: number};
export type CompareItem = CompareLine | CompareGap | CompareMore;

export type VersionMark = {kind: 'new'} | {kind: 'changed'; changes: CompareItem[]};

/** Unchanged lines shown around each change. */
const CONTEXT = 1;
/** Changed lines shown at most; a longer comparison ends with a count of the rest. */
export const MAX_CHANGED_LINES = 120;

/** The page's text: no front matter, no trailing spaces, single blank lines, no blank edges. */
export function pageText(source: string): string {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '');
  return body
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The mark of a develop page whose source is `develop`, against `release`, the source of the
 * same page in the latest release (undefined when that release has no such page).
 */
export function versionMark(develop: string, release: string | undefined): VersionMark | undefined {
  if (release === undefined) return {kind: 'new'};
  const before = pageText(release);
  const after = pageText(develop);
  if (before === after) return undefined;

  const lines: CompareLine[] = diffLines(`${before}\n`, `${after}\n`).flatMap((part) =>
    linesOf(part.value)
      .filter((text) => text !== '')
      .map((text) => ({
        type: part.added
          ? ('added' as const)
          : part.removed
            ? ('removed' as const)
            : ('same' as const),
        text,
      })),
  );
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
