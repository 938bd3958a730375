'use client';

import { useSyncExternalStore } from 'react';

/**
 * The contract between the credential panel and the widgets that show the reader's own project
 * (setup steps, callback URLs): the ref of the project the reader picked, or null when logged out
 * or nothing is picked. The panel publishes; widgets subscribe. No other module reads the panel's
 * storage directly.
 */
let selectedRef: string | null = null;
const listeners = new Set<() => void>();

export function publishSelectedProjectRef(ref: string | null): void {
  if (ref === selectedRef) return;
  selectedRef = ref;
  for (const listener of listeners) listener();
}

export function getSelectedProjectRef(): string | null {
  return selectedRef;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected project's ref for widgets; null on the server and before the panel knows. */
export function useSelectedProjectRef(): string | null {
  return useSyncExternalStore(subscribe, getSelectedProjectRef, () => null);
}
