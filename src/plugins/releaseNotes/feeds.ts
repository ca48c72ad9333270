/**
 * Writes the Atom and RSS feeds of one docs tree's release notes with the `feed` package: one
 * entry per release, newest first, each with the release's highlights as content and the last
 * commit date of its notes page as its date. A release page without a commit date (a build
 * outside git) is left out rather than given a made-up date.
 */
import {Feed} from 'feed';

export interface FeedRelease {
  version: string;
  /** Absolute URL of the release's notes page. */
  url: string;
  title: string;
  description: string | undefined;
  /** The highlights as HTML, links absolute. */
  contentHtml: string | undefined;
  /** Last commit of the notes page, in milliseconds; undefined outside git. */
  updatedAt: number | undefined;
}

export interface FeedTree {
  title: string;
  description: string;
  /** Absolute URLs: the release notes index page and the two feed files. */
  indexUrl: string;
  atomUrl: string;
  rssUrl: string;
  copyright: string;
  /** Releases newest first. */
  releases: FeedRelease[];
}

export function buildFeed(tree: FeedTree): Feed {
  const dated = tree.releases.filter(
    (release): release is FeedRelease & {updatedAt: number} => release.updatedAt !== undefined,
  );
  const newest = Math.max(...dated.map((release) => release.updatedAt));
  const feed = new Feed({
    id: tree.indexUrl,
    title: tree.title,
    description: tree.description,
    link: tree.indexUrl,
    language: 'en',
    copyright: tree.copyright,
    // The feed changes when a notes page does; without any dated page there is no date to give.
    updated: dated.length > 0 ? new Date(newest) : undefined,
    feedLinks: {atom: tree.atomUrl, rss: tree.rssUrl},
  });
  for (const release of dated) {
    feed.addItem({
      id: release.url,
      title: release.title,
      link: release.url,
      date: new Date(release.updatedAt),
      description: release.description,
      content: release.contentHtml ?? release.description,
    });
  }
  return feed;
}
