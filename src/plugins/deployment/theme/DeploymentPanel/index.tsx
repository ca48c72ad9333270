/**
 * "Your deployment": a button in every doc page's tools (src/theme/DocItem/Content) that opens a
 * form for the Web App's host name, the proxy's port and a deployment zone. Saved values replace
 * the documented examples in the text and code of every page (theme/DeploymentValue, the code
 * block), and Copy copies them. They stay in this browser; Clear puts the examples back.
 *
 * The form is a native <dialog> opened with showModal(): the browser keeps focus inside it and
 * closes it with Escape, and focus returns to the button. Each field says why a value is
 * refused, tied to it with aria-describedby, and nothing is saved until every field is valid.
 */
import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import {clearDeployment, isOwnDeployment, saveDeployment, useDeployment} from '../../client/store';
import {
  DEFAULT_DEPLOYMENT,
  DEPLOYMENT_FIELDS,
  type DeploymentField,
  type DeploymentValues,
  normalizeDeploymentValue,
  validateDeploymentValue,
  validateRelease,
} from '../../client/values';
import {useKnownReleases} from '../ReleaseNotice';

import styles from './styles.module.css';

const LABELS: Record<DeploymentField, {label: string; hint: string}> = {
  host: {
    label: 'Web App host name',
    hint: `The name users type to reach Kasm, such as ${DEFAULT_DEPLOYMENT.host}, without https://`,
  },
  port: {
    label: 'Proxy port',
    hint: `The port the Kasm proxy listens on, ${DEFAULT_DEPLOYMENT.port} unless you changed it`,
  },
  zone: {
    label: 'Deployment zone',
    hint: `The zone's name in the Admin UI, such as ${DEFAULT_DEPLOYMENT.zone}`,
  },
};

type Errors = Partial<Record<DeploymentField | 'release', string>>;

export default function DeploymentPanel({className}: {className?: string}): ReactNode {
  const values = useDeployment();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<DeploymentValues>(values);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const id = useId();
  const isOwn = isOwnDeployment(values);
  const knownReleases = useKnownReleases();

  const open = () => {
    setDraft(values);
    setErrors({});
    setNotice('');
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const field of DEPLOYMENT_FIELDS) {
      const error = validateDeploymentValue(field, draft[field]);
      if (error) found[field] = error;
    }
    const releaseError = validateRelease(draft.release ?? '');
    if (releaseError) found.release = releaseError;
    setErrors(found);
    const firstInvalid = [...DEPLOYMENT_FIELDS, 'release' as const].find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    const release = draft.release?.trim() ?? '';
    const normalized = {
      ...Object.fromEntries(
        DEPLOYMENT_FIELDS.map((field) => [field, normalizeDeploymentValue(field, draft[field])]),
      ),
      ...(release === '' ? {} : {release}),
    } as DeploymentValues;
    const {kept} = saveDeployment(normalized);
    if (kept) {
      close();
    } else {
      setDraft(normalized);
      setNotice(
        'Saved for this page only: this browser keeps no data for this site, so the values are gone when you close or reload the page.',
      );
    }
  };

  const clear = () => {
    clearDeployment();
    setDraft(DEFAULT_DEPLOYMENT);
    setErrors({});
    setNotice('The pages show the documented examples again.');
  };

  return (
    <>
      <button
        type="button"
        className={clsx(className, isOwn && styles.active)}
        onClick={open}
        aria-haspopup="dialog"
        title="Show your own host name, port and zone in every page's commands">
        <span>Your deployment</span>
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <form className={styles.form} onSubmit={save} noValidate>
          <h2 id={`${id}-title`} className={styles.title}>
            Your deployment
          </h2>
          <p className={styles.intro}>
            Pages show these values in place of the examples, in text and in commands, and Copy
            copies them. They stay in this browser.
          </p>
          {DEPLOYMENT_FIELDS.map((field) => {
            const inputId = `${id}-${field}`;
            const error = errors[field];
            return (
              <div key={field} className={styles.field}>
                <label htmlFor={inputId}>{LABELS[field].label}</label>
                <input
                  id={inputId}
                  name={field}
                  value={draft[field]}
                  onChange={(event) => setDraft({...draft, [field]: event.target.value})}
                  inputMode={field === 'port' ? 'numeric' : undefined}
                  autoComplete="off"
                  spellCheck={false}
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
          <div className={styles.field}>
            <label htmlFor={`${id}-release`}>Release you run</label>
            <input
              id={`${id}-release`}
              name="release"
              value={draft.release ?? ''}
              onChange={(event) => setDraft({...draft, release: event.target.value})}
              list={`${id}-releases`}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.release ? true : undefined}
              aria-describedby={`${id}-release-hint${errors.release ? ` ${id}-release-error` : ''}`}
            />
            <datalist id={`${id}-releases`}>
              {knownReleases.map((entry) => (
                <option key={entry.release} value={entry.release} />
              ))}
            </datalist>
            <span id={`${id}-release-hint`} className={styles.hint}>
              Optional, such as 1.18.0: pages of another release then say so and link to yours
            </span>
            {errors.release && (
              <span id={`${id}-release-error`} className={styles.error}>
                {errors.release}
              </span>
            )}
          </div>
          <p role="status" className={styles.notice}>
            {notice}
          </p>
          <div className={styles.buttons}>
            <button type="submit" className="button button--primary">
              Save
            </button>
            <button type="button" className="button button--secondary" onClick={clear}>
              Clear values
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Close
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
