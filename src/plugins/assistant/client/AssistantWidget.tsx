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

import {FRAME_HEIGHT_PX, FRAME_SANDBOX, OPEN_ASSISTANT_EVENT, PRESS_EFFECT_MS} from './assistant';
import ChatIcon from './icons/chat.svg';
import CloseIcon from './icons/close.svg';
import MaximizeIcon from './icons/maximize.svg';
import RestoreIcon from './icons/restore.svg';
import {useAssistant} from './useAssistant';

import styles from './styles.module.css';

export default function AssistantWidget(): ReactNode {
  const assistant = useAssistant();
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
        <ChatIcon width={28} height={28} />
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
