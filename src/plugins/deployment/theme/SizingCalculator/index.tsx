/**
 * The sizing calculator on the system requirements page: the peak number of concurrent sessions,
 * what each session asks for and the size of an agent give the sessions per agent (by cores and
 * by memory, and which of the two limits it), the number of agents, and the swap and disk of
 * each, from the numbers the page states (src/data/releases, `sizing_*`). The values stay in the
 * page's address. The server's HTML holds the result for the page's example, so the page shows
 * it without JavaScript; the form appears in the browser.
 */
import clsx from 'clsx';
import React, {useId, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {releaseVariablesByVersion, sizingByVersion, textOf} from '@site/src/data/releases';

import {
  defaultSizingInput,
  queryOfSizing,
  SIZING_FIELDS,
  type SizingField,
  type SizingInput,
  sizeAgents,
  sizingFromQuery,
  validateSizingValue,
} from '../../client/sizing';

import tools from '../../client/tools.module.css';
import styles from './styles.module.css';

const LABELS: Record<SizingField, {label: string; hint: string}> = {
  sessions: {label: 'Concurrent sessions at peak', hint: 'Sessions running at the busiest time'},
  sessionCores: {label: 'Cores per session', hint: "The workspace's Cores setting"},
  sessionMemoryGb: {
    label: 'Memory per session (GB)',
    hint: "The workspace's Memory setting, in GB (10⁹ bytes)",
  },
  agentCores: {
    label: 'Cores of an agent',
    hint: 'Or its Cores Override, if you oversubscribe it',
  },
  agentMemoryGb: {
    label: 'Memory of an agent (GB)',
    hint: 'Or its Memory Override, if you oversubscribe it',
  },
  spareAgents: {label: 'Spare agents', hint: 'Kept on top of what the peak needs'},
};

const format = (value: number) => String(Math.round(value * 1000) / 1000);

export default function SizingCalculator(): ReactNode {
  const {version} = useDocsVersion();
  const facts = sizingByVersion[version];
  const swapGb = textOf(releaseVariablesByVersion[version]?.autoscale_agent_swap_size_gb ?? '');
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  // What the reader is typing, by field; a field the reader has not touched shows the address's value.
  const [drafts, setDrafts] = useState<Partial<Record<SizingField, string>>>({});

  if (!facts) {
    return <p role="alert">The sizing calculator has no numbers for this version.</p>;
  }
  const defaults = defaultSizingInput(facts);
  const fromAddress = isBrowser ? sizingFromQuery(location.search, defaults) : {input: defaults};
  const input = fromAddress.input;
  const errors = Object.fromEntries(
    SIZING_FIELDS.flatMap((field) => {
      const draft = drafts[field];
      const error = draft === undefined ? undefined : validateSizingValue(field, draft);
      return error ? [[field, error]] : [];
    }),
  ) as Partial<Record<SizingField, string>>;

  const change = (field: SizingField, value: string) => {
    setDrafts({...drafts, [field]: value});
    if (validateSizingValue(field, value) !== undefined) return;
    const next: SizingInput = {...input, [field]: Number(value)};
    const params = new URLSearchParams(location.search);
    for (const [key, v] of new URLSearchParams(queryOfSizing(next))) params.set(key, v);
    history.replace({search: `?${params.toString()}`, hash: location.hash});
  };

  const result = sizeAgents(facts, input);
  const limit =
    result.limit === 'both'
      ? 'Cores and memory limit it equally'
      : result.limit === 'cores'
        ? 'Its cores limit it'
        : 'Its memory limits it';

  return (
    <div className={styles.calculator}>
      {isBrowser && (
        <form
          className={clsx(tools.form, styles.form)}
          onSubmit={(event) => event.preventDefault()}
          noValidate>
          {SIZING_FIELDS.map((field) => {
            const inputId = `${id}-${field}`;
            const error = errors[field];
            return (
              <div key={field} className={styles.field}>
                <label htmlFor={inputId}>{LABELS[field].label}</label>
                <input
                  id={inputId}
                  name={field}
                  inputMode="decimal"
                  autoComplete="off"
                  value={drafts[field] ?? format(input[field])}
                  onChange={(event) => change(field, event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
                />
                <span id={`${inputId}-hint`} className={styles.hint}>
                  {LABELS[field].hint}
                </span>
                {error && (
                  <span id={`${inputId}-error`} className={styles.error}>
                    {error}
                  </span>
                )}
              </div>
            );
          })}
        </form>
      )}
      <p role="status" className={tools.problem}>
        {fromAddress.problem}
      </p>
      <div className={styles.result} aria-live="polite">
        {result.perAgent === 0 ? (
          <p>
            An agent with {format(input.agentCores)} cores and {format(input.agentMemoryGb)} GB fits
            no session that asks for {format(input.sessionCores)} cores and{' '}
            {format(input.sessionMemoryGb)} GB: give the agent more{' '}
            {result.byCores === 0 ? 'cores' : 'memory'}, or the workspace less.
          </p>
        ) : (
          <>
            <p>
              An agent with {format(input.agentCores)} cores and {format(input.agentMemoryGb)} GB
              fits <strong>{result.byCores}</strong> sessions by cores ({format(input.agentCores)} ÷{' '}
              {format(input.sessionCores)}) and <strong>{result.byMemory}</strong> by memory (
              {format(input.agentMemoryGb)} ÷ {format(input.sessionMemoryGb)}). {limit}:{' '}
              <strong>{result.perAgent} sessions per agent</strong>.
            </p>
            <p>
              For {format(input.sessions)} concurrent sessions you need{' '}
              <strong>
                {result.needed} {result.needed === 1 ? 'agent' : 'agents'}
              </strong>
              {input.spareAgents > 0 && (
                <>
                  , <strong>{result.agents}</strong> with {format(input.spareAgents)} spare
                </>
              )}
              .
            </p>
          </>
        )}
        <p>
          Each agent also needs swap
          {swapGb
            ? ` (Kasm's agent startup script creates a swap file of ${swapGb} GB on a host that has none)`
            : ''}{' '}
          and at least {result.minimumDiskGb} GB free for Docker, plus the space of every workspace
          image you enable. Every host needs at least {result.minimumCores} cores and{' '}
          {result.minimumMemoryGb} GB of memory.
        </p>
      </div>
    </div>
  );
}
