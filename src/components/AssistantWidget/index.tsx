/**
 * KasmGPT: a floating button on every page that opens the hosted assistant in a modal dialog.
 *
 * - Pressing the button plays a 200 ms press effect, then opens the dialog.
 * - The frame is created on the first open only (nothing is fetched before), shows a spinner
 *   until its load event, and stays mounted when the dialog closes, so a conversation survives.
 * - The dialog is a native <dialog> opened with showModal(): the browser traps focus, closes it
 *   on Escape and returns focus to the button.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {assistant} from '@site/config/product';

import styles from './styles.module.css';

/** Delay between the press effect and the dialog opening (spec section 9). */
export const PRESS_EFFECT_MS = 200;
/** Height of the assistant frame in the normal (not maximized) state (spec section 9). */
export const FRAME_HEIGHT_PX = 500;

/**
 * What the frame may do: run the assistant's scripts, keep its own session (same-origin for its
 * own origin only; the frame is cross-origin to us), submit its message form and open the links
 * it cites in a new tab. Nothing else: no top navigation, no downloads, no modals.
 */
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Window event that opens the assistant from anywhere on the page (e.g. "Ask KasmGPT"). */
export const OPEN_ASSISTANT_EVENT = 'kasm:open-assistant';

export function openAssistant(): void {
  window.dispatchEvent(new Event(OPEN_ASSISTANT_EVENT));
}

export default function AssistantWidget(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pressTimer = useRef<number | undefined>(undefined);
  const [isPressed, setIsPressed] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [isMaximized, setIsMaximized] = useState(false);
  const [hasFrame, setHasFrame] = useState(false);
  const [isLoading, setIsLoading] = useState(true);

  const open = useCallback(() => {
    setHasFrame(true);
    setIsOpen(true);
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);

  // Both the close button and Escape end up in the dialog's close event.
  const handleClose = useCallback(() => {
    setIsOpen(false);
    setIsMaximized(false);
    buttonRef.current?.focus();
  }, []);

  const press = useCallback(() => {
    if (pressTimer.current !== undefined) return;
    setIsPressed(true);
    pressTimer.current = window.setTimeout(() => {
      pressTimer.current = undefined;
      setIsPressed(false);
      open();
    }, PRESS_EFFECT_MS);
  }, [open]);

  useEffect(() => {
    window.addEventListener(OPEN_ASSISTANT_EVENT, open);
    return () => {
      window.removeEventListener(OPEN_ASSISTANT_EVENT, open);
      window.clearTimeout(pressTimer.current);
    };
  }, [open]);

  const title = `${assistant.name} assistant`;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.launcher, isPressed && styles.launcherPressed)}
        aria-label={`Open ${title}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={press}>
        <ChatIcon />
      </button>
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
          {isLoading && hasFrame && (
            <div className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {assistant.name} is loading…
            </div>
          )}
          {hasFrame && (
            <iframe
              className={styles.frame}
              src={assistant.embedUrl}
              title={title}
              sandbox={FRAME_SANDBOX}
              allow="clipboard-write"
              referrerPolicy="strict-origin-when-cross-origin"
              onLoad={() => setIsLoading(false)}
            />
          )}
        </div>
      </dialog>
    </>
  );
}

function ChatIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0-.01zm5 0a1.5 1.5 0 1 0 0-.01zm5 0a1.5 1.5 0 1 0 0-.01z"
      />
    </svg>
  );
}

function MaximizeIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
      />
    </svg>
  );
}

function RestoreIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5"
      />
    </svg>
  );
}

function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}
