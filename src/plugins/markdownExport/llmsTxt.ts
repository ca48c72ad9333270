/**
 * llms.txt and llms-full.txt of one docs tree, following the llms.txt proposal
 * (https://llmstxt.org): an H1 with the site's name, a blockquote summary, a few notes, then one
 * H2 section per top-level sidebar entry listing its pages in reading order as
 * `- [title](markdown URL): description`. An "Optional" section lists what a tool can skip
 * when its context is short (other versions). llms-full.txt is every listed page's Markdown in
 * the same order. Pure: the unit tests call it directly.
 */
import {markdownUrlOf} from './client/markdownUrl';

export interface TreeDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** Unlisted pages are reachable but not advertised: left out of both files. */
  unlisted: boolean;
}

/** The sidebar shapes of the docs plugin's loaded content that matter here. */
export type TreeSidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string; description?: string}
  | {type: 'category'; label: string; items: TreeSidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'html'};

export interface TreeLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsTree {
  siteUrl: string;
  /** The H1: the site's name, e.g. "Kasm Workspaces". */
  title: string;
  /** One paragraph: what this tree is (version, what the manual covers). */
  summary: string;
  /** Short notes shown before the sections (how to read the links). */
  notes: string[];
  /** Related files of this tree (its llms-full.txt, the other tree's llms.txt). */
  links: TreeLink[];
  /** Pages an AI tool may skip (archived versions). */
  optional: TreeLink[];
  docs: TreeDoc[];
  sidebar: TreeSidebarItem[];
}

interface Section {
  title: string;
  docs: TreeDoc[];
  links: TreeLink[];
}

/** The tree's listed docs in sidebar order, one section per top-level sidebar entry. */
function sections(tree: Pick<LlmsTree, 'docs' | 'sidebar'>): Section[] {
  const byId = new Map(tree.docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const collect = (item: TreeSidebarItem, section: Section) => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = byId.get(item.id);
      if (doc && !doc.unlisted && !placed.has(doc.id)) {
        placed.add(doc.id);
        section.docs.push(doc);
      }
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id)
        collect({type: 'doc', id: item.link.id}, section);
      item.items.forEach((child) => collect(child, section));
    } else if (item.type === 'link') {
      section.links.push({title: item.label, url: item.href, description: item.description});
    }
  };
  const result: Section[] = [];
  for (const item of tree.sidebar) {
    if (item.type === 'html') continue;
    const title =
      item.type === 'category' || item.type === 'link'
        ? item.label
        : (item.label ?? byId.get(item.id)?.title ?? item.id);
    const section: Section = {title, docs: [], links: []};
    collect(item, section);
    if (section.docs.length > 0 || section.links.length > 0) result.push(section);
  }
  const others = tree.docs.filter((doc) => !doc.unlisted && !placed.has(doc.id));
  if (others.length > 0) result.push({title: 'Other pages', docs: others, links: []});
  return result;
}

/** Markdown link text: brackets would end it early. */
function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function listItem({title, url, description}: TreeLink): string {
  const note = oneLine(description);
  return `- [${linkText(title)}](${url})${note ? `: ${note}` : ''}`;
}

export function docLink(siteUrl: string, doc: TreeDoc): TreeLink {
  return {
    title: doc.title,
    url: `${siteUrl}${markdownUrlOf(doc.permalink)}`,
    description: doc.description,
  };
}

export function buildLlmsTxt(tree: LlmsTree): string {
  const parts = [`# ${tree.title}`, `> ${oneLine(tree.summary)}`, ...tree.notes];
  if (tree.links.length > 0) parts.push(tree.links.map(listItem).join('\n'));
  for (const section of sections(tree)) {
    const items = [...section.docs.map((doc) => docLink(tree.siteUrl, doc)), ...section.links];
    parts.push(`## ${section.title}`, items.map(listItem).join('\n'));
  }
  if (tree.optional.length > 0) parts.push('## Optional', tree.optional.map(listItem).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/**
 * Every listed page's Markdown, in the order of llms.txt. `markdownOf` returns a page's
 * exported Markdown (which starts with its H1); each page gets its web address under the H1.
 */
export function buildLlmsFullTxt(tree: LlmsTree, markdownOf: (doc: TreeDoc) => string): string {
  const header = [
    `# ${tree.title}`,
    `> ${oneLine(tree.summary)}`,
    'Every page of this version in reading order. Each page starts with its title as a level-1 heading and its address on the web.',
  ].join('\n\n');
  const pages = sections(tree)
    .flatMap((section) => section.docs)
    .map((doc) => {
      const [heading, ...rest] = markdownOf(doc).trimEnd().split('\n');
      return [heading, '', `Source: ${tree.siteUrl}${doc.permalink}`, ...rest].join('\n');
    });
  return `${[header, ...pages].join('\n\n---\n\n')}\n`;
}
