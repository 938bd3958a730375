'use client';

import { useSyncExternalStore } from 'react';
import {
  BRANCH_STORAGE_KEY,
  PROJECT_STORAGE_KEY,
  parseStoredBranch,
  parseStoredProject,
  serializeStoredBranch,
  serializeStoredProject,
  storedProjectFor,
  type Branch,
  type Project,
  type StoredBranch,
  type StoredProject,
} from './selection';

/**
 * The reader's explicit choices, kept in localStorage and mirrored in memory so every panel on
 * the page (and the code blocks) shows the same selection. Choosing a project stores its
 * organization with it, so a mismatched pair cannot be stored; what is read back is validated
 * (selection.ts) and anything malformed is ignored.
 */
export interface SelectionSnapshot {
  project: StoredProject | null;
  branch: StoredBranch | null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SelectionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SelectionSnapshot;
  selectProject(project: Project): void;
  selectBranch(branch: Branch, projectRef: string): void;
  /** Forgets organization, project and branch (on log-out). */
  clear(): void;
}

const EMPTY: SelectionSnapshot = { project: null, branch: null };

export function createSelectionStore(storage: () => StorageLike | undefined): SelectionStore {
  let snapshot: SelectionSnapshot | null = null;
  const listeners = new Set<() => void>();

  const safe = <T>(fn: (s: StorageLike) => T): T | undefined => {
    try {
      const s = storage();
      return s ? fn(s) : undefined;
    } catch {
      return undefined; // Storage blocked or full: the choice lasts for this page only.
    }
  };

  const read = (): SelectionSnapshot => ({
    project: parseStoredProject(safe((s) => s.getItem(PROJECT_STORAGE_KEY))),
    branch: parseStoredBranch(safe((s) => s.getItem(BRANCH_STORAGE_KEY))),
  });

  const set = (next: SelectionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  let watching = false;
  const watch = () => {
    if (watching || typeof window === 'undefined') return;
    watching = true;
    // A choice made in another tab shows up here too.
    window.addEventListener('storage', (event) => {
      if (event.key === PROJECT_STORAGE_KEY || event.key === BRANCH_STORAGE_KEY || event.key === null) set(read());
    });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      watch();
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      snapshot ??= read();
      return snapshot;
    },
    selectProject(project) {
      const stored = storedProjectFor(project);
      safe((s) => s.setItem(PROJECT_STORAGE_KEY, serializeStoredProject(stored)));
      set({ project: stored, branch: this.getSnapshot().branch });
    },
    selectBranch(branch, projectRef) {
      const stored = { projectRef, branchId: branch.id };
      safe((s) => s.setItem(BRANCH_STORAGE_KEY, serializeStoredBranch(stored)));
      set({ project: this.getSnapshot().project, branch: stored });
    },
    clear() {
      safe((s) => {
        s.removeItem(PROJECT_STORAGE_KEY);
        s.removeItem(BRANCH_STORAGE_KEY);
      });
      set(EMPTY);
    },
  };
}

export const selectionStore = createSelectionStore(() => (typeof window === 'undefined' ? undefined : window.localStorage));

const serverSnapshot = () => EMPTY;

export function useSelection(): SelectionSnapshot {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.getSnapshot, serverSnapshot);
}
