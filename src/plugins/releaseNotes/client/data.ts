/**
 * What the release-notes plugin hands to the browser: the upgrade planner's data (a JSON module
 * the planner page imports, written at build time) and the feeds' addresses (global data, a few
 * hundred bytes, which every page's head needs). Types and names only: no build code.
 */

/** The plugin's name, under which its global data and generated files are kept. */
export const RELEASE_NOTES_PLUGIN_NAME = 'release-notes';

/** The file the plugin writes with createData; the planner imports it through @generated. */
export const PLANNER_DATA_FILE = 'upgrade-planner.json';

/** One release in the planner: its notes page and its upgrade notes as HTML, one per item. */
export interface PlannerRelease {
  version: string;
  permalink: string;
  breaking: string[];
  required: string[];
  other: string[];
}

/** A page the planner links to. */
export interface PlannerLink {
  title: string;
  permalink: string;
}

/** The planner of one docs tree. */
export interface PlannerTree {
  /** The tree's own release, which the planner plans the upgrade to. */
  target: string;
  /** Every release of the tree up to the target, oldest first. */
  releases: PlannerRelease[];
  /** The upgrade procedures of the tree (single server, multi-server). */
  procedures: PlannerLink[];
}

/** Planner data per docs version name ("current" is the develop tree). */
export type PlannerData = Record<string, PlannerTree>;

export interface FeedAddresses {
  atom: string;
  rss: string;
  /** The feeds' title, which the head links carry. */
  title: string;
}

export interface ReleaseNotesGlobalData {
  /** Feed addresses per docs version name. */
  feeds: Record<string, FeedAddresses>;
  /** The version whose feeds pages outside its tree announce: the latest release. */
  defaultVersion: string;
}
