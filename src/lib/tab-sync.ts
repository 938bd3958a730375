/**
 * Tab groups that share a key switch together, and the choice is kept in the URL query
 * (`?package-manager=pnpm`) so a shared link opens on the same tab. A tiny store the Tabs
 * component subscribes to with useSyncExternalStore.
 */
type Listener = () => void;
const selections = new Map<string, string>();
const listeners = new Set<Listener>();

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSelection(group: string): string | undefined {
  if (!selections.has(group) && typeof window !== 'undefined') {
    const fromUrl = new URLSearchParams(window.location.search).get(group);
    if (fromUrl) selections.set(group, fromUrl);
  }
  return selections.get(group);
}

export function select(group: string, value: string): void {
  selections.set(group, value);
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    url.searchParams.set(group, value);
    window.history.replaceState(window.history.state, '', url);
  }
  for (const listener of listeners) listener();
}

/** The value a group shows: the synced choice if this group has it, else its first tab. */
export function chooseTab(values: readonly string[], wanted: string | undefined): string | undefined {
  return wanted && values.includes(wanted) ? wanted : values[0];
}

/** Roving focus between tabs: arrows move, Home and End jump, focus wraps around. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
