/**
 * KasmGPT's dialog, mounted once for the whole site (src/theme/Root.tsx), and the context its
 * navbar button (./AssistantButton.tsx) and "Ask KasmGPT" open it through.
 *
 * - The frame is created on the first open only (nothing is fetched before), shows a spinner
 *   until it has loaded, and stays mounted when the dialog closes, so a conversation survives.
 *   The dialog lives here, outside the pages, so it also survives moving to another page.
 * - A cross-origin frame fires its load event for the browser's error page too, so loaded means
 *   the load event and an answer from the assistant's origin (a no-cors probe, allowed by the
 *   CSP's connect-src). Offline, on a failed probe, or after FRAME_TIMEOUT_MS without both, the
 *   dialog says the assistant cannot be reached and offers it in a new tab and the search page;
 *   opening the dialog again tries again.
 * - The dialog is a native <dialog> opened with showModal(): the browser traps focus and closes
 *   it on Escape; focus then returns to the navbar button.
 */
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';

import {searchVersionParam} from '../../search/searchVersion';
import {FRAME_HEIGHT_PX, FRAME_SANDBOX, FRAME_TIMEOUT_MS, OPEN_ASSISTANT_EVENT} from './assistant';
import CloseIcon from './icons/close.svg';
import MaximizeIcon from './icons/maximize.svg';
import RestoreIcon from './icons/restore.svg';
import {useAssistant} from './useAssistant';

import styles from './styles.module.css';

interface AssistantState {
  isOpen: boolean;
  open: () => void;
  /** The navbar button, where focus returns when the dialog closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const AssistantContext = createContext<AssistantState | null>(null);

export function useAssistantDialog(): AssistantState {
  const state = useContext(AssistantContext);
  if (!state) throw new Error('useAssistantDialog needs the AssistantDialog around the page');
  return state;
}

/** Where the frame is: not created yet, loading, shown, or not reachable. */
type FrameState = 'none' | 'loading' | 'loaded' | 'unreachable';

/** The search page for the reader's docs version (searchVersionParam). */
function useSearchPageUrl(): string {
  const searchUrl = useBaseUrl('/search');
  const baseUrl = useBaseUrl('/');
  const version = useActivePluginAndVersion()?.activeVersion;
  const param =
    version &&
    searchVersionParam(
      {path: version.path, isLatest: version.isLast, pageCount: version.docs.length},
      baseUrl,
    );
  return param ? `${searchUrl}?version=${encodeURIComponent(param)}` : searchUrl;
}

/**
 * Loads the frame on each attempt: the load event counts only once the assistant's origin has
 * answered a probe; offline, a failed probe or the timeout make it unreachable.
 */
function useFrameState(attempt: number, embedUrl: string): [FrameState, () => void] {
  const [state, setState] = useState<FrameState>('none');
  const frameLoaded = useRef(false);
  const originAnswered = useRef(false);

  useEffect(() => {
    if (attempt === 0) return undefined;
    let current = true;
    frameLoaded.current = false;
    originAnswered.current = false;
    const fail = () => current && setState((now) => (now === 'loading' ? 'unreachable' : now));
    if (!navigator.onLine) {
      setState('unreachable');
      return undefined;
    }
    setState('loading');
    const timer = window.setTimeout(fail, FRAME_TIMEOUT_MS);
    fetch(new URL(embedUrl).origin, {mode: 'no-cors', cache: 'no-store', credentials: 'omit'})
      .then(() => {
        originAnswered.current = true;
        if (current && frameLoaded.current) setState('loaded');
      })
      .catch(fail);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [attempt, embedUrl]);

  const onFrameLoad = useCallback(() => {
    frameLoaded.current = true;
    if (originAnswered.current) setState((now) => (now === 'loading' ? 'loaded' : now));
  }, []);
  return [state, onFrameLoad];
}

export default function AssistantDialog({children}: {children: ReactNode}): ReactNode {
  const assistant = useAssistant();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isMaximized, setIsMaximized] = useState(false);
  // Each attempt (the first open, and each open after a failure) loads the frame afresh.
  const [attempt, setAttempt] = useState(0);
  const [frameState, onFrameLoad] = useFrameState(attempt, assistant.embedUrl);
  const searchPageUrl = useSearchPageUrl();

  const open = useCallback(() => {
    setAttempt((now) => (now === 0 || frameState === 'unreachable' ? now + 1 : now));
    setIsOpen(true);
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [frameState]);

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);

  // Both the close button and Escape end up in the dialog's close event.
  const handleClose = useCallback(() => {
    setIsOpen(false);
    setIsMaximized(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_ASSISTANT_EVENT, open);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, open);
  }, [open]);

  const state = useMemo(() => ({isOpen, open, buttonRef}), [isOpen, open]);
  const title = `${assistant.name} assistant`;

  return (
    <AssistantContext.Provider value={state}>
      {children}
      <dialog
        ref={dialogRef}
        className={clsx(styles.dialog, isMaximized && styles.dialogMaximized)}
        aria-labelledby="assistant-dialog-title"
        onClose={handleClose}>
        <div className={styles.header}>
          <h2 id="assistant-dialog-title" className={styles.title}>
            {assistant.name}
          </h2>
          <button
            type="button"
            className={styles.headerButton}
            aria-pressed={isMaximized}
            aria-label={isMaximized ? `Restore ${title} size` : `Maximize ${title}`}
            title={isMaximized ? 'Restore' : 'Maximize'}
            onClick={() => setIsMaximized((value) => !value)}>
            {isMaximized ? <RestoreIcon /> : <MaximizeIcon />}
          </button>
          <button
            type="button"
            className={styles.headerButton}
            aria-label={`Close ${title}`}
            title="Close"
            onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body} style={isMaximized ? undefined : {height: FRAME_HEIGHT_PX}}>
          {frameState === 'loading' && (
            <div className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {assistant.name} is loading…
            </div>
          )}
          {frameState === 'unreachable' && (
            <div className={styles.loading} role="alert">
              <p className={styles.unreachable}>
                {assistant.name} cannot be reached right now. Check your connection, or try another
                way:
              </p>
              <ul className={styles.unreachableLinks}>
                <li>
                  <a href={assistant.embedUrl} target="_blank" rel="noopener noreferrer">
                    Open {assistant.name} in a new tab
                  </a>
                </li>
                <li>
                  <Link to={searchPageUrl} onClick={close}>
                    Search the documentation instead
                  </Link>
                </li>
              </ul>
            </div>
          )}
          {attempt > 0 && frameState !== 'unreachable' && (
            <iframe
              key={attempt}
              className={styles.frame}
              src={assistant.embedUrl}
              title={title}
              sandbox={FRAME_SANDBOX}
              allow="clipboard-write"
              referrerPolicy="strict-origin-when-cross-origin"
              onLoad={onFrameLoad}
            />
          )}
        </div>
      </dialog>
    </AssistantContext.Provider>
  );
}
