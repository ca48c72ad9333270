/**
 * Where the reader's values live in the browser: one entry of local storage, through
 * @docusaurus/theme-common's storage slot (fail-safe when storage is unavailable). When the browser
 * keeps nothing (storage blocked, full, or a privacy mode), the values last until the page is
 * closed, and saveDeployment says so, so the panel can tell the reader.
 *
 * useDeployment reads the values with useSyncExternalStore, whose server snapshot is "nothing
 * stored": the first render in the browser matches the server's HTML (the documented defaults),
 * and the reader's values follow right after hydration. Other tabs see a change at once.
 */
import {useMemo, useSyncExternalStore} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';

import {type DeploymentValues, parseStoredDeployment, serializeDeployment} from './values';

export const DEPLOYMENT_STORAGE_KEY = 'kasm-docs-deployment';

const slot = createStorageSlot(DEPLOYMENT_STORAGE_KEY);
/** The values of this page's session when storage keeps nothing (undefined: storage works). */
let unsaved: string | null | undefined;
const listeners = new Set<() => void>();

function snapshot(): string | null {
  return unsaved !== undefined ? unsaved : slot.get();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Changes made in other tabs.
  const stopListening = slot.listen(() => onChange());
  return () => {
    listeners.delete(onChange);
    stopListening();
  };
}

/** Stores the values; returns whether the browser keeps them beyond this page. */
export function saveDeployment(values: DeploymentValues): {kept: boolean} {
  const stored = serializeDeployment(values);
  if (stored === null) slot.del();
  else slot.set(stored);
  const kept = slot.get() === stored;
  unsaved = kept ? undefined : stored;
  notify();
  return {kept};
}

export function clearDeployment(): void {
  slot.del();
  unsaved = undefined;
  notify();
}

/** The reader's values, or the documented defaults (always the defaults on the server). */
export function useDeployment(): DeploymentValues {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => parseStoredDeployment(stored), [stored]);
}

/** Whether the reader has given any value of their own. */
export function isOwnDeployment(values: DeploymentValues): boolean {
  return serializeDeployment(values) !== null;
}
