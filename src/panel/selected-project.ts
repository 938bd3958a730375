'use client';

import { useSyncExternalStore } from 'react';
import { loadOnce } from '@/lib/load-once';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import type { ProjectCredentialValues } from './selection';

/**
 * The contract between the credential panel and everything else that shows the reader's own
 * project (widgets with setup steps and callback URLs, code blocks with the project URL and anon
 * key): the ref of the project the reader picked (a branch's own ref when a branch is picked), or
 * null when logged out or nothing is picked, and that project's URL and anon key once known.
 *
 * The panel publishes when it is on the page. Without a panel, the first subscriber bootstraps
 * the values from the session and the stored selection, lazily: when a session is stored, a
 * small resolver (bootstrap.ts: plain fetch, no react-query) is loaded; it publishes the stored
 * ref at once and then applies the panel's rules. A logged-out reader loads nothing more. This
 * module is on every guide page, so it stays tiny. No other module reads the panel's storage.
 */
export type { ProjectCredentialValues };

let selectedRef: string | null = null;
let credentials: ProjectCredentialValues | null = null;
/** Once a panel has published, it alone decides; bootstrap results are discarded. */
let panelOwned = false;
let resolutionRequested = false;
const listeners = new Set<() => void>();
const panelHosts = new Set<() => void>();
/** What finds the reader's project on a page without a panel: fetched only for a stored session. */
const loadBootstrap = loadOnce(() => import('./bootstrap'));
/** Listeners and resolvers started by the bootstrap, stopped by resetSelectedProjectForTests. */
let teardown: (() => void)[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function set(ref: string | null, values: ProjectCredentialValues | null) {
  const sameValues =
    values === credentials || (!!values && !!credentials && values.projectUrl === credentials.projectUrl && values.anonKey === credentials.anonKey);
  if (ref === selectedRef && sameValues) return;
  selectedRef = ref;
  if (!sameValues) credentials = values;
  emit();
}

export function publishSelectedProjectRef(ref: string | null): void {
  panelOwned = true;
  set(ref, credentials);
}

/** The panel publishes the shown project's URL and anon key (null while unknown or logged out). */
export function publishProjectCredentials(values: ProjectCredentialValues | null): void {
  panelOwned = true;
  set(selectedRef, values);
}

export function getSelectedProjectRef(): string | null {
  return selectedRef;
}

export function getProjectCredentials(): ProjectCredentialValues | null {
  return credentials;
}

/**
 * A credential panel on the page that has not loaded yet registers how to load it. When a
 * widget or code block needs the values, the panel is loaded instead of a second resolver.
 */
export function registerPanelHost(load: () => void): () => void {
  panelHosts.add(load);
  return () => panelHosts.delete(load);
}

function applyBootstrap(ref: string | null, values: ProjectCredentialValues | null) {
  if (!panelOwned) set(ref, values);
}

function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return false;
  }
}

function requestResolution() {
  if (resolutionRequested || typeof window === 'undefined') return;
  resolutionRequested = true;
  // After the current commit: every panel on the page has registered by then.
  setTimeout(() => {
    if (panelOwned) return;
    if (panelHosts.size > 0) {
      for (const load of [...panelHosts]) load();
      return;
    }
    let loading = false;
    const check = () => {
      if (loading || !hasStoredSession()) return;
      loading = true;
      loadBootstrap()
        .then(({ startBootstrap }) => {
          if (resolutionRequested) teardown.push(startBootstrap(applyBootstrap));
        })
        .catch(() => {
          // The resolver could not load (offline): placeholders stay, the page works as before, and
          // the next sign of a session (a log-in in another tab) asks again.
          loading = false;
        });
    };
    // A reader who logs in later (in another tab) gets the values too.
    const onStorage = (event: StorageEvent) => (event.key === SESSION_STORAGE_KEY || event.key === null) && check();
    window.addEventListener('storage', onStorage);
    teardown.push(() => window.removeEventListener('storage', onStorage));
    check();
  }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  requestResolution();
  return () => listeners.delete(listener);
}

/** The selected project's ref for widgets; null on the server and until it is known. */
export function useSelectedProjectRef(): string | null {
  return useSyncExternalStore(subscribe, getSelectedProjectRef, () => null);
}

/** The selected project's URL and anon key; null on the server, when logged out and until known. */
export function useProjectCredentials(): ProjectCredentialValues | null {
  return useSyncExternalStore(subscribe, getProjectCredentials, () => null);
}

/** Test helper: forget everything published (module state outlives a test otherwise). */
export function resetSelectedProjectForTests(): void {
  selectedRef = null;
  credentials = null;
  panelOwned = false;
  resolutionRequested = false;
  panelHosts.clear();
  for (const stop of teardown) stop();
  teardown = [];
}
