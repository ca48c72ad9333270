/**
 * The upgrade planner (upgrade/planner.mdx in each docs tree): the upgrade notes of every
 * release between the one the reader runs and the tree's own release, oldest first.
 *
 * The page is rendered on the server with every release of the tree, so it is complete without
 * JavaScript and in the offline app; the data is a JSON module of the page's own bundle
 * (written by the plugin at build time), so nothing is fetched. In the browser a menu narrows the
 * list to the releases after the chosen one, and keeps the choice in the address (`?from=1.16.0`)
 * so it can be shared. The address is read only after hydration, because the server-rendered
 * HTML has no query string and React must first see the same page.
 */
import React, {useId, type ChangeEvent, type ReactNode} from 'react';

import plannerData from '@generated/release-notes/default/upgrade-planner.json';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import type {PlannerData, PlannerRelease, PlannerTree} from '../../client/data';
import styles from './styles.module.css';

/** The query parameter that holds the release the reader runs. */
export const FROM_PARAMETER = 'from';

type Choice =
  | {kind: 'all'}
  | {kind: 'from'; version: string; index: number}
  | {kind: 'current'}
  | {kind: 'unknown'; value: string};

function readChoice(tree: PlannerTree, value: string | null): Choice {
  if (value === null || value === '') return {kind: 'all'};
  if (value === tree.target) return {kind: 'current'};
  const index = tree.releases.findIndex((release) => release.version === value);
  return index === -1 ? {kind: 'unknown', value} : {kind: 'from', version: value, index};
}

function countOf(releases: readonly PlannerRelease[]): string {
  return releases.length === 1 ? '1 release' : `${releases.length} releases`;
}

function NoteList({title, notes}: {title: string; notes: string[]}): ReactNode {
  if (notes.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {notes.map((html) => (
          <li key={html} dangerouslySetInnerHTML={{__html: html}} />
        ))}
      </ul>
    </>
  );
}

function ReleaseEntry({release, tree}: {release: PlannerRelease; tree: PlannerTree}): ReactNode {
  const headingId = `release-${release.version.replaceAll('.', '-')}`;
  const hasNotes = release.breaking.length + release.required.length + release.other.length > 0;
  return (
    <section className={styles.release} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={release.permalink}>Kasm Workspaces {release.version}</Link>
      </h2>
      <NoteList title="Breaking changes" notes={release.breaking} />
      <NoteList title="Required steps" notes={release.required} />
      <NoteList title="Upgrade notes" notes={release.other} />
      {!hasNotes && <p>The notes of {release.version} list nothing to do for an upgrade.</p>}
      <p className={styles.procedures}>
        Upgrade procedure:{' '}
        {tree.procedures.map((procedure, position) => (
          <React.Fragment key={procedure.permalink}>
            {position > 0 && ' or '}
            <Link to={procedure.permalink}>{procedure.title}</Link>
          </React.Fragment>
        ))}
      </p>
    </section>
  );
}

export default function UpgradePlanner(): ReactNode {
  const {version} = useDocsVersion();
  const tree = (plannerData as PlannerData)[version];
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const selectId = useId();
  if (!tree) return null;

  const choice = readChoice(
    tree,
    isBrowser ? new URLSearchParams(location.search).get(FROM_PARAMETER) : null,
  );
  const shown =
    choice.kind === 'from'
      ? tree.releases.slice(choice.index + 1)
      : choice.kind === 'current'
        ? []
        : tree.releases;
  // The menu offers every release before the tree's own, newest first.
  const runnable = tree.releases.filter((release) => release.version !== tree.target).reverse();

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const params = new URLSearchParams(location.search);
    if (event.target.value) params.set(FROM_PARAMETER, event.target.value);
    else params.delete(FROM_PARAMETER);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }

  let summary: string;
  if (choice.kind === 'from') {
    summary = `From ${choice.version} to ${tree.target}: ${countOf(shown)}, oldest first.`;
  } else if (choice.kind === 'current') {
    summary = `You run ${tree.target} already: there is no release to upgrade through.`;
  } else {
    summary = `Every release up to ${tree.target}, oldest first: ${countOf(shown)}.`;
  }

  return (
    <div className={styles.planner}>
      {isBrowser && (
        <div className={styles.chooser}>
          <label htmlFor={selectId}>The release you run</label>
          <select
            id={selectId}
            value={choice.kind === 'from' ? choice.version : ''}
            onChange={choose}>
            <option value="">Show every release</option>
            {runnable.map((release) => (
              <option key={release.version} value={release.version}>
                {release.version}
              </option>
            ))}
          </select>
        </div>
      )}
      {choice.kind === 'unknown' && (
        <div className="alert alert--warning" role="alert">
          “{choice.value}” is not a release before {tree.target}. Choose the release you run from
          the menu; until then every release is listed.
        </div>
      )}
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {shown.map((release) => (
        <ReleaseEntry key={release.version} release={release} tree={tree} />
      ))}
    </div>
  );
}
