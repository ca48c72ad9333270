/**
 * KasmGPT's button, a navbar item (`type: 'custom-assistant'` in config/navbar.ts) beside the
 * search box at every width: in the navbar it covers no text, link or control of any page, and
 * the phone menu and the search suggestions open over it. Pressing it plays a 200 ms press
 * effect, then opens the dialog (./AssistantDialog.tsx).
 *
 * The phone menu lists the navbar's items too; the button stays in the bar there (`mobile` is
 * set only for the menu's copy), so it renders nothing in the menu.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {PRESS_EFFECT_MS} from './assistant';
import {useAssistantDialog} from './AssistantDialog';
import ChatIcon from './icons/chat.svg';
import {useAssistant} from './useAssistant';

import styles from './styles.module.css';

export default function AssistantButton({mobile}: {mobile?: boolean}): ReactNode {
  const assistant = useAssistant();
  const {isOpen, open, buttonRef} = useAssistantDialog();
  const pressTimer = useRef<number | undefined>(undefined);
  const [isPressed, setIsPressed] = useState(false);

  const press = useCallback(() => {
    if (pressTimer.current !== undefined) return;
    setIsPressed(true);
    pressTimer.current = window.setTimeout(() => {
      pressTimer.current = undefined;
      setIsPressed(false);
      open();
    }, PRESS_EFFECT_MS);
  }, [open]);

  useEffect(() => () => window.clearTimeout(pressTimer.current), []);

  if (mobile) return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={clsx(styles.launcher, isPressed && styles.launcherPressed)}
      aria-label={`Open ${assistant.name} assistant`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      title={assistant.name}
      onClick={press}>
      <ChatIcon width={22} height={22} />
    </button>
  );
}
