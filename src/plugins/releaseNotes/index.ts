/**
 * Plugin: the release notes as data, for two features that read the same pages.
 *
 * - The upgrade planner (upgrade/planner.mdx in each tree, client/UpgradePlanner.tsx): after the
 *   docs are loaded, the upgrade notes of every release of the latest and develop trees are
 *   written to a JSON module (createData) that the planner page imports, so the page renders
 *   them on the server and needs nothing fetched in the browser.
 * - The feeds: after the build, `<tree>/release_notes/atom.xml` and `rss.xml` for the same
 *   trees (./feeds.ts). Their addresses go to global data, from which every page's head
 *   announces its tree's feeds (client/FeedLinks.tsx, mounted by src/theme/Root.tsx).
 *
 * Both read the notes with ./parseNotes.ts: a tree's releases are its `release_notes/<x.y.z>`
 * pages, in version order. Titles, descriptions, addresses and commit dates come from the docs
 * plugin's loaded content, so they match the pages. `docusaurus start` runs no postBuild: the
 * preview has the planner but no feed files.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {releaseVariablesByVersion} from '../../data/releases';
import {renderValue} from '../../markdown/releaseVariables';
import {
  PLANNER_DATA_FILE,
  RELEASE_NOTES_PLUGIN_NAME,
  type FeedAddresses,
  type PlannerData,
  type PlannerTree,
  type ReleaseNotesGlobalData,
} from './client/data';
import {docSourceFile, loadedDocsVersions, permalinkBySource} from '../docsContent';
import {buildFeed, type FeedTree} from './feeds';
import {compareVersions, parseNotes, parseVersion, type ParsedNotes} from './parseNotes';
import {blocksToHtml, type LinkContext} from './renderHtml';

const NOTES_FOLDER = 'release_notes';
const NOTES_INDEX_ID = `${NOTES_FOLDER}/index`;
/** The upgrade procedures each planner entry links to, in this order. */
const PROCEDURE_IDS = ['upgrade/single_server_upgrade', 'upgrade/multi_server_upgrade'];
const ATOM_FILE = 'atom.xml';
const RSS_FILE = 'rss.xml';

type Doc = LoadedVersion['docs'][number];

interface Release {
  version: string;
  doc: Doc;
  sourceFile: string;
  notes: ParsedNotes;
}

interface Tree {
  version: LoadedVersion;
  target: string;
  index: Doc;
  /** Oldest first. */
  releases: Release[];
  permalinkBySource: Map<string, string>;
}

/** A tree's release notes, or undefined for a tree without them (an archived release). */
function readTree(siteDir: string, version: LoadedVersion): Tree | undefined {
  const index = version.docs.find((doc) => doc.id === NOTES_INDEX_ID);
  if (!index) return undefined;
  const releases = version.docs
    .filter(
      (doc) =>
        doc.id.startsWith(`${NOTES_FOLDER}/`) &&
        parseVersion(doc.id.slice(NOTES_FOLDER.length + 1)),
    )
    .map((doc): Release => {
      const file = docSourceFile(siteDir, doc.source);
      return {
        version: doc.id.slice(NOTES_FOLDER.length + 1),
        doc,
        sourceFile: file,
        notes: parseNotes(fs.readFileSync(file, 'utf8'), doc.source),
      };
    })
    .sort((a, b) => compareVersions(a.version, b.version));
  const variables = releaseVariablesByVersion[version.versionName];
  if (!variables) {
    throw new Error(
      `No release variables for docs version ${version.versionName} (src/data/releases)`,
    );
  }
  const target = renderValue(variables.release);
  if (!releases.some((release) => release.version === target)) {
    throw new Error(
      `The ${version.label} docs tree is for release ${target} but has no ${NOTES_FOLDER}/${target} page`,
    );
  }
  return {
    version,
    target,
    index,
    // A tree plans upgrades up to its own release; notes of later releases are not its concern.
    releases: releases.filter((release) => compareVersions(release.version, target) <= 0),
    permalinkBySource: permalinkBySource(siteDir, version),
  };
}

function linkContext(tree: Tree, release: Release, origin: string): LinkContext {
  return {
    sourceFile: release.sourceFile,
    versionRoot: tree.version.contentPath,
    pagePermalink: release.doc.permalink,
    permalinkBySource: tree.permalinkBySource,
    origin,
  };
}

function plannerTree(tree: Tree): PlannerTree {
  return {
    target: tree.target,
    releases: tree.releases.map((release) => {
      const context = linkContext(tree, release, '');
      const html = (notes: ParsedNotes['upgradeNotes']['other']) =>
        notes.map((blocks) => blocksToHtml(blocks, context));
      const {breaking, required, other} = release.notes.upgradeNotes;
      return {
        version: release.version,
        permalink: release.doc.permalink,
        breaking: html(breaking),
        required: html(required),
        other: html(other),
      };
    }),
    procedures: PROCEDURE_IDS.map((id) => {
      const doc = tree.version.docs.find((candidate) => candidate.id === id);
      if (!doc) throw new Error(`The ${tree.version.label} docs tree has no ${id} page`);
      return {title: doc.title, permalink: doc.permalink};
    }),
  };
}

function feedFolder(tree: Tree): string {
  return tree.index.permalink.endsWith('/') ? tree.index.permalink : `${tree.index.permalink}/`;
}

function feedTitle(productName: string, tree: Tree): string {
  return tree.version.isLast
    ? `${productName} release notes`
    : `${productName} release notes (${tree.version.label}, ${tree.target})`;
}

function feedAddresses(productName: string, tree: Tree): FeedAddresses {
  const folder = feedFolder(tree);
  return {
    atom: `${folder}${ATOM_FILE}`,
    rss: `${folder}${RSS_FILE}`,
    title: feedTitle(productName, tree),
  };
}

export default function releaseNotesPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const productName = siteConfig.title;
  // The feeds carry the footer's copyright line (config/footer.ts).
  const copyright = String(
    (siteConfig.themeConfig.footer as {copyright?: string} | undefined)?.copyright ?? productName,
  );
  let trees: Tree[] = [];

  return {
    name: RELEASE_NOTES_PLUGIN_NAME,
    // The upgrade planner, which the planner pages import as @theme/UpgradePlanner.
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      trees = loadedDocsVersions(allContent).flatMap((version) => readTree(siteDir, version) ?? []);
      const planner: PlannerData = Object.fromEntries(
        trees.map((tree) => [tree.version.versionName, plannerTree(tree)]),
      );
      await actions.createData(PLANNER_DATA_FILE, JSON.stringify(planner));
      const latest = trees.find((tree) => tree.version.isLast) ?? trees[0];
      actions.setGlobalData({
        feeds: Object.fromEntries(
          trees.map((tree) => [tree.version.versionName, feedAddresses(productName, tree)]),
        ),
        defaultVersion: latest?.version.versionName ?? '',
      } satisfies ReleaseNotesGlobalData);
    },

    async postBuild({outDir}) {
      for (const tree of trees) {
        const addresses = feedAddresses(productName, tree);
        const feedTree: FeedTree = {
          title: addresses.title,
          description: tree.index.description,
          indexUrl: `${siteUrl}${tree.index.permalink}`,
          atomUrl: `${siteUrl}${addresses.atom}`,
          rssUrl: `${siteUrl}${addresses.rss}`,
          copyright,
          releases: [...tree.releases].reverse().map((release) => ({
            version: release.version,
            url: `${siteUrl}${release.doc.permalink}`,
            title: `${productName} ${release.version}`,
            description: release.doc.description,
            contentHtml: release.notes.highlights
              ? blocksToHtml(release.notes.highlights, linkContext(tree, release, siteUrl))
              : undefined,
            updatedAt: release.doc.lastUpdatedAt ?? undefined,
          })),
        };
        const feed = buildFeed(feedTree);
        const folder = path.join(outDir, ...feedFolder(tree).split('/'));
        fs.mkdirSync(folder, {recursive: true});
        fs.writeFileSync(path.join(folder, ATOM_FILE), feed.atom1());
        fs.writeFileSync(path.join(folder, RSS_FILE), feed.rss2());
      }
    },
  };
}
