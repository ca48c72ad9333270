/**
 * Reads one release-notes page (release_notes/<version>.md) into the parts the feeds and the
 * upgrade planner show: the `## Highlights` section, and the items of `## Upgrade notes` sorted
 * into breaking changes, required steps and other notes.
 *
 * Writers sort an upgrade note with an MDX comment at the start of its list item, which the page
 * does not show:
 *
 *     - {/*breaking*\/} After the upgrade, use `systemctl` to stop and start Kasm.
 *     - {/*required*\/} Install Kasm Desktop Service 1.7 on your Windows servers.
 *
 * (Without spaces inside the comment: markdownlint reads `/* breaking *\/` as emphasis with
 * spaces inside its markers. The parser accepts both.)
 *
 * An item without a marker is an ordinary upgrade note. Any other comment at that place is an
 * error that names the file and line, so a typo cannot drop a note silently. The page is parsed
 * as the site compiles it (MDX, GFM), so what the parser sees is what the reader sees.
 */
import type {Nodes, Root, RootContent} from 'mdast';

import {parseDocSource} from '../../markdown/parseDocSource';

/** The section headings the parser reads, as the pages write them. */
const HIGHLIGHTS_HEADING = 'Highlights';
const UPGRADE_NOTES_HEADING = 'Upgrade notes';

/** The markers of an upgrade note, written `{/*breaking*\/}` at the start of a list item. */
const NOTE_MARKERS = ['breaking', 'required'] as const;
type NoteMarker = (typeof NOTE_MARKERS)[number];

/** A release number: three dot-separated numbers, as the notes' file names are. */
export type ReleaseVersion = readonly [number, number, number];

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)$/;

/** `1.16.1` -> [1, 16, 1]; undefined for anything that is not a three-part release number. */
export function parseVersion(text: string): ReleaseVersion | undefined {
  const match = VERSION_PATTERN.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * Orders two release numbers as semantic versions (1.9.0 < 1.10.0 < 1.16.0 < 1.16.1), not as
 * text. The site's releases are plain major.minor.patch numbers, without pre-release tags.
 */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) {
    throw new Error(`Cannot compare release numbers "${a}" and "${b}": expected x.y.z`);
  }
  for (let part = 0; part < 3; part += 1) {
    if (left[part] !== right[part]) return left[part] - right[part];
  }
  return 0;
}

/** The upgrade notes of a release, each a Markdown block (a list item's content). */
interface UpgradeNotes {
  breaking: RootContent[][];
  required: RootContent[][];
  other: RootContent[][];
}

export interface ParsedNotes {
  /** The content of `## Highlights` (a list, or paragraphs and sub-sections), or none. */
  highlights: RootContent[] | undefined;
  upgradeNotes: UpgradeNotes;
}

function headingText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return node.children.map((child) => headingText(child)).join('');
  return '';
}

/** The top-level nodes under each `## ` heading, by the heading's text. */
function sections(tree: Root): Map<string, RootContent[]> {
  const result = new Map<string, RootContent[]>();
  let current: RootContent[] | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = node.depth === 2 ? [] : undefined;
      if (current) result.set(headingText(node).trim(), current);
      continue;
    }
    current?.push(node);
  }
  return result;
}

const COMMENT = /^\s*\/\*\s*([\s\S]*?)\s*\*\/\s*$/;

/**
 * The marker at the start of a list item's first paragraph, removed from the item; undefined
 * when the item starts with anything else.
 */
function takeMarker(blocks: RootContent[], where: string): NoteMarker | undefined {
  const first = blocks[0];
  if (first?.type !== 'paragraph') return undefined;
  const [lead, next] = first.children;
  if (lead?.type !== 'mdxTextExpression') return undefined;
  const comment = COMMENT.exec(lead.value);
  const name = comment?.[1];
  if (!NOTE_MARKERS.includes(name as NoteMarker)) {
    throw new Error(
      `${where}:${lead.position?.start.line ?? '?'}: an upgrade note starts with {${lead.value}}; ` +
        `mark it with ${NOTE_MARKERS.map((marker) => `{/*${marker}*/}`).join(' or ')}, ` +
        'or leave the marker out for an ordinary note',
    );
  }
  first.children.shift();
  if (next?.type === 'text') next.value = next.value.replace(/^\s+/, '');
  return name as NoteMarker;
}

/** Parses a release-notes page; `where` names the file in error messages. */
export function parseNotes(source: string, where: string): ParsedNotes {
  const found = sections(parseDocSource(source));
  const upgradeNotes: UpgradeNotes = {breaking: [], required: [], other: []};
  for (const node of found.get(UPGRADE_NOTES_HEADING) ?? []) {
    if (node.type !== 'list') {
      // A paragraph or a table under the heading is a note of its own.
      upgradeNotes.other.push([node]);
      continue;
    }
    for (const item of node.children) {
      const blocks = item.children as RootContent[];
      const marker = takeMarker(blocks, where);
      upgradeNotes[marker ?? 'other'].push(blocks);
    }
  }
  return {highlights: found.get(HIGHLIGHTS_HEADING), upgradeNotes};
}
