/**
 * The release-notes feeds of the built site (src/plugins/releaseNotes), parsed as a feed reader
 * would: for the latest and the develop tree, the Atom feed has the elements RFC 4287 requires
 * (feed id, title, updated, links; entry id, title, updated, link) and the RSS 2.0 feed the
 * required channel and item elements; each has one entry per release-notes page of the tree,
 * newest release first, each linking a page the build wrote and dated by that page's last commit.
 *
 * Runs after the production build (`npm test`, or
 * `npx vitest run --config vitest.build.config.ts tests/build/releaseNotesFeeds.test.ts`).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';

import {product} from '../../config/product';
import {compareVersions, parseVersion} from '../../src/plugins/releaseNotes/parseNotes';
import {BUILD_DIR, builtHtmlFile} from '../lib/builtSite';

const siteDir = path.resolve(__dirname, '../..');

const TREES = [
  {name: 'latest', path: '/docs/release_notes/', source: 'versioned_docs/version-1.18.0'},
  {name: 'develop', path: '/docs/develop/release_notes/', source: 'docs'},
];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['entry', 'item', 'link'].includes(name),
});

function read(file: string): string {
  const full = path.join(BUILD_DIR, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: run npm run build first`);
  return readFileSync(full, 'utf8');
}

/** The releases a tree has notes for, newest first, from its source folder. */
function releasesOf(source: string): string[] {
  return readdirSync(path.join(siteDir, source, 'release_notes'))
    .map((file) => file.replace(/\.md$/, ''))
    .filter((name) => parseVersion(name))
    .sort(compareVersions)
    .reverse();
}

/** The last commit date of a file, as git tells it, in milliseconds. */
function lastCommit(file: string): number {
  const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  }).trim();
  if (!date) throw new Error(`${file} has no commit`);
  return Date.parse(date);
}

/** A site address from an absolute feed link; fails on a link to another site. */
function sitePath(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(new URL(product.siteUrl).origin);
  return parsed.pathname;
}

function versionOf(url: string): string {
  return url.split('/').pop()!;
}

const text = (value: unknown) => (typeof value === 'object' ? (value as {'#text': string})['#text'] : value);

describe.each(TREES)('the $name tree', (tree) => {
  const releases = releasesOf(tree.source);

  it('has a valid Atom feed with one entry per release, newest first, dated by git', () => {
    const {feed} = parser.parse(read(`${tree.path}atom.xml`));
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${product.siteUrl}${tree.path}`);
    expect(text(feed.title)).toMatch(/release notes/);
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    const links = feed.link as {rel?: string; href: string}[];
    expect(links.find((link) => link.rel === 'self')?.href).toBe(
      `${product.siteUrl}${tree.path}atom.xml`,
    );
    expect(sitePath(links.find((link) => link.rel === 'alternate')!.href)).toBe(tree.path);

    const entries = feed.entry as {id: string; title: unknown; updated: string; link: {href: string}[]}[];
    expect(entries.map((entry) => versionOf(entry.id))).toEqual(releases);
    for (const entry of entries) {
      const version = versionOf(entry.id);
      expect(text(entry.title)).toBe(`${product.name} ${version}`);
      expect(entry.link[0]!.href).toBe(entry.id);
      expect(builtHtmlFile(sitePath(entry.id)), entry.id).toBeDefined();
      expect(Date.parse(entry.updated), entry.id).toBe(
        lastCommit(`${tree.source}/release_notes/${version}.md`),
      );
    }
    // The feed is as new as its newest entry.
    expect(Date.parse(feed.updated)).toBe(
      Math.max(...entries.map((entry) => Date.parse(entry.updated))),
    );
  });

  it('has a valid RSS feed with the same releases', () => {
    const {rss} = parser.parse(read(`${tree.path}rss.xml`));
    expect(rss.version).toBe('2.0');
    const {channel} = rss;
    expect(text(channel.title)).toMatch(/release notes/);
    expect(sitePath(channel.link[0] as string)).toBe(tree.path);
    expect(String(text(channel.description)).length).toBeGreaterThan(20);
    const items = (channel.item as {title: unknown; link: string[]; guid: unknown}[]).map(
      (item) => ({...item, link: item.link[0]!}),
    );
    expect(items.map((item) => versionOf(item.link))).toEqual(releases);
    for (const item of items) {
      expect(text(item.title)).toBe(`${product.name} ${versionOf(item.link)}`);
      expect(text(item.guid)).toBe(item.link);
      expect(builtHtmlFile(sitePath(item.link)), item.link).toBeDefined();
    }
  });

  it('gives each release its highlights, with absolute links', () => {
    const {feed} = parser.parse(read(`${tree.path}atom.xml`));
    const newest = feed.entry[0];
    const content = String(text(newest.content));
    expect(content).toMatch(/^<ul>\s*<li>/);
    expect(content).not.toMatch(/href="\/|\.md"/);
  });
});
