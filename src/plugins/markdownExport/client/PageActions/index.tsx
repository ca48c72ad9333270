/**
 * "Copy page" and "Ask KasmGPT" on every doc page, beside the title.
 *
 * - Copy page fetches the page's Markdown (the .md file the build publishes, see
 *   src/plugins/markdownExport) and writes it to the clipboard. The fetch starts as soon as the
 *   pointer or the keyboard focus reaches the button, so that the clipboard write usually
 *   happens right in the click: browsers that require a fresh user gesture (Safari) then allow it.
 * - The result is always said: "Copied" in a status region, or an alert that names the problem
 *   (offline, no Markdown version, clipboard blocked).
 * - Ask KasmGPT opens the assistant widget (src/plugins/assistant).
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {openAssistant} from '@site/src/plugins/assistant/client/assistant';
import {useAssistant} from '@site/src/plugins/assistant/client/useAssistant';
import ChatIcon from '@site/src/plugins/assistant/client/icons/chat.svg';

import CheckIcon from './icons/check.svg';
import CopyIcon from './icons/copy.svg';

import styles from './styles.module.css';

/** How long "Copied" stays on screen. */
export const COPIED_VISIBLE_MS = 4000;

type Status =
  {kind: 'idle'} | {kind: 'copied'} | {kind: 'error'; message: string; canOpenMarkdown: boolean};

class CopyError extends Error {
  /** Whether the Markdown loaded, so that the reader can open it and copy it by hand. */
  constructor(
    message: string,
    readonly canOpenMarkdown = false,
  ) {
    super(message);
  }
}

async function loadMarkdown(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new CopyError(
      navigator.onLine
        ? 'Could not copy: the Markdown of this page did not load. Check your connection and try again.'
        : 'Could not copy: you are offline, and the Markdown of this page is not stored for offline use.',
    );
  }
  // A server that answers unknown paths with the site's HTML (the live preview does) has no
  // Markdown version of the page.
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  if (!response.ok || isHtml) {
    throw new CopyError(
      `Could not copy: this page has no Markdown version here (${response.ok ? 'the server sent HTML' : `HTTP ${response.status}`}). The production build publishes one for every page.`,
    );
  }
  return response.text();
}

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) {
    throw new CopyError(
      'Could not copy: this browser gives the page no clipboard access (it needs HTTPS).',
      true,
    );
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new CopyError(
      'Could not copy: the browser blocked access to the clipboard. Allow clipboard access for this site, or copy the text from the Markdown version.',
      true,
    );
  }
}

export interface PageActionsProps {
  /** Address of the page's Markdown (markdownUrlOf the page's permalink). */
  markdownUrl: string;
  className?: string;
  /** Other features' buttons for the same row, given this row's button class. */
  extraActions?: (buttonClassName: string) => ReactNode;
  /** What Copy page copies, from the page's Markdown (the reader's own values, for example). */
  prepareCopy?: (markdown: string) => string;
}

export default function PageActions({
  markdownUrl,
  className,
  extraActions,
  prepareCopy,
}: PageActionsProps): ReactNode {
  const assistant = useAssistant();
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [isBusy, setIsBusy] = useState(false);
  const pending = useRef<Promise<string> | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    pending.current = undefined;
    setStatus({kind: 'idle'});
    return () => window.clearTimeout(hideTimer.current);
  }, [markdownUrl]);

  const preload = useCallback(() => {
    pending.current ??= loadMarkdown(markdownUrl);
    // A failed load is reported on click; here it must not become an unhandled rejection.
    pending.current.catch(() => undefined);
  }, [markdownUrl]);

  const copy = useCallback(async () => {
    window.clearTimeout(hideTimer.current);
    setIsBusy(true);
    setStatus({kind: 'idle'});
    try {
      preload();
      const markdown = await pending.current!;
      await writeClipboard(prepareCopy ? prepareCopy(markdown) : markdown);
      setStatus({kind: 'copied'});
      hideTimer.current = window.setTimeout(() => setStatus({kind: 'idle'}), COPIED_VISIBLE_MS);
    } catch (error) {
      // Load again on the next try: the reader may have come back online.
      pending.current = undefined;
      const isKnown = error instanceof CopyError;
      setStatus({
        kind: 'error',
        message: isKnown ? error.message : 'Could not copy the page: unexpected error.',
        canOpenMarkdown: isKnown && error.canOpenMarkdown,
      });
    } finally {
      setIsBusy(false);
    }
  }, [preload, prepareCopy]);

  const isCopied = status.kind === 'copied';
  return (
    <div className={clsx(styles.actions, className)}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          onClick={copy}
          onPointerEnter={preload}
          onFocus={preload}
          aria-busy={isBusy}
          title="Copy this page as Markdown, for an AI tool or a note">
          {isCopied ? <CheckIcon /> : <CopyIcon />}
          <span>Copy page</span>
        </button>
        <button type="button" className={styles.button} onClick={openAssistant}>
          <ChatIcon />
          <span>Ask {assistant.name}</span>
        </button>
        {extraActions?.(styles.button)}
      </div>
      <p role="status" className={clsx(styles.status, !isCopied && styles.statusEmpty)}>
        {isCopied ? 'Copied as Markdown' : ''}
      </p>
      {status.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {status.message}
          {status.canOpenMarkdown && (
            <>
              {' '}
              <a href={markdownUrl} target="_blank" rel="noopener">
                Open the Markdown version
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
