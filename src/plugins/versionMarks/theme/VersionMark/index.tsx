/**
 * The "New in 1.19" or "Changed in 1.19" mark under the title of a develop page, from
 * src/plugins/versionMarks (computed when the site is built). A changed page also gets
 * "Compare with 1.18.0": the lines of its text, as the reader sees it, that differ from the
 * latest release's page, with a line of context around each change and the changed words of an
 * edited line marked; the rest is counted, not shown.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import type {CompareItem, CompareLine} from '../../compare';
import {CELL_SEPARATOR} from '../../readerText';

import styles from './styles.module.css';

interface Props {
  kind: 'new' | 'changed';
  /** The coming release, such as 1.19.0, and the latest one the page is compared with. */
  release: string;
  compareWith: string;
  /** The comparison, as JSON (CompareItem[]); only for a changed page. */
  changes?: string;
}

/** 1.19.0 → 1.19: the release line readers name. */
const releaseLine = (version: string) => version.split('.').slice(0, 2).join('.');

function parseChanges(changes: string | undefined): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(changes ?? '[]');
    return Array.isArray(parsed) ? (parsed as CompareItem[]) : [];
  } catch {
    return [];
  }
}

/** Text with a table row's cells set apart (the separator is read as a pause, not a word). */
function Cells({text}: {text: string}): ReactNode {
  const cells = text.split(CELL_SEPARATOR);
  return cells.map((cell, index) => (
    <React.Fragment key={index}>
      {index > 0 && (
        <span className={styles.cellSeparator} aria-hidden="true">
          {' │ '}
        </span>
      )}
      {cell}
    </React.Fragment>
  ));
}

/** A line's words, the changed ones marked with `Mark` (del or ins) where the line has parts. */
function Words({line, Mark}: {line: CompareLine; Mark: 'del' | 'ins' | null}): ReactNode {
  const body = line.parts
    ? line.parts.map((part, index) =>
        part.changed && Mark ? (
          <Mark key={index} className={styles.word}>
            <Cells text={part.text} />
          </Mark>
        ) : (
          <Cells key={index} text={part.text} />
        ),
      )
    : [<Cells key={0} text={line.text} />];
  switch (line.kind) {
    case 'heading':
    case 'label':
      return <strong>{body}</strong>;
    case 'code':
      return <code className={styles.code}>{body}</code>;
    default:
      return body;
  }
}

function Line({item}: {item: CompareItem}): ReactNode {
  switch (item.type) {
    case 'gap':
      return (
        <li className={styles.gap}>
          {item.lines === 1 ? '1 unchanged line' : `${item.lines} unchanged lines`}
        </li>
      );
    case 'more':
      return (
        <li className={styles.gap}>
          {item.lines === 1 ? '1 more changed line' : `${item.lines} more changed lines`}
        </li>
      );
    case 'removed':
      return (
        <li className={styles.removed}>
          {item.parts ? (
            <Words line={item} Mark="del" />
          ) : (
            <del>
              <Words line={item} Mark={null} />
            </del>
          )}
        </li>
      );
    case 'added':
      return (
        <li className={styles.added}>
          {item.parts ? (
            <Words line={item} Mark="ins" />
          ) : (
            <ins>
              <Words line={item} Mark={null} />
            </ins>
          )}
        </li>
      );
    default:
      return (
        <li className={styles.same}>
          <Words line={item} Mark={null} />
        </li>
      );
  }
}

export default function VersionMark({kind, release, compareWith, changes}: Props): ReactNode {
  const line = releaseLine(release);
  const items = kind === 'changed' ? parseChanges(changes) : [];
  return (
    <div className={clsx(styles.mark, 'version-mark')}>
      <span className={clsx(styles.badge, kind === 'new' ? styles.new : styles.changed)}>
        {kind === 'new' ? `New in ${line}` : `Changed in ${line}`}
      </span>
      {items.length > 0 && (
        <details className={styles.compare}>
          <summary>Compare with {compareWith}</summary>
          <p className={styles.legend}>
            Text of this page in {compareWith} (<del>removed</del>) and in {line} (<ins>added</ins>
            ):
          </p>
          <ol className={styles.lines}>
            {items.map((item, index) => (
              // The list never changes order: the index is the line's identity.
              <Line key={index} item={item} />
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
