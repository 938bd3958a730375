import { CONTENT_EVENT } from '../dom/events';
import { type Later, now } from './later';

/**
 * Every tab set of the site (`[data-tabs]`: guide tabs and reference example tabs), one delegated
 * listener, WAI-ARIA tabs pattern: click, arrow keys (focus wraps), Home, End. Sets with the same
 * `data-tabs-group` switch together and keep the choice in the URL (`?package-manager=pnpm`), so a
 * shared link opens on the same tab; the choice also carries to the next page of a client-side
 * navigation. The boot script (boot.ts) shows the chosen tab before the first paint; this keeps
 * the ARIA state right.
 */
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

const tabsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];

/** Shows `tab`'s panel in its set and updates the ARIA state of every tab of the set. */
export function showTab(tab: HTMLElement): void {
  const root = tab.closest('[data-tabs]');
  if (!root) return;
  for (const other of tabsOf(root)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = root.ownerDocument.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

/** In every set of `group` that has a tab with this value, shows that tab. */
function showInGroup(doc: Document, group: string, value: string): void {
  for (const root of doc.querySelectorAll(`[data-tabs][data-tabs-group="${CSS.escape(group)}"]`)) {
    const tab = tabsOf(root).find((t) => t.dataset.value === value);
    if (tab) showTab(tab);
  }
}

export function installTabs(doc: Document, later: Later = now): () => void {
  const chosen = new Map<string, string>();
  const win = doc.defaultView!;
  let restored = false;

  function choose(tab: HTMLElement, focus: boolean) {
    // Chosen before the page's tabs were restored (restore runs after the first paint): restore first.
    if (!restored) restore();
    const root = tab.closest<HTMLElement>('[data-tabs]');
    const group = root?.dataset.tabsGroup;
    const value = tab.dataset.value;
    if (group && value) {
      chosen.set(group, value);
      showInGroup(doc, group, value);
      const url = new URL(win.location.href);
      url.searchParams.set(group, value);
      win.history.replaceState(win.history.state, '', url);
    } else showTab(tab);
    if (focus) tab.focus();
  }

  /**
   * Choices from the URL and from earlier pages of this visit, applied to the sets on the page.
   * The tabs now show the URL's choice themselves: the boot script's rules, which showed it before
   * the first paint, go (with their `!important`s, the next tab chosen would show no panel at all).
   */
  function restore() {
    const params = new URLSearchParams(win.location.search);
    const groups = new Set([...doc.querySelectorAll<HTMLElement>('[data-tabs][data-tabs-group]')].map((r) => r.dataset.tabsGroup!));
    for (const group of groups) {
      const value = params.get(group) ?? chosen.get(group);
      if (value) showInGroup(doc, group, value);
    }
    doc.head.querySelector('style[data-boot="tabs"]')?.remove();
    restored = true;
  }

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[data-tabs] [role="tab"]');
    if (tab) choose(tab, false);
  };
  const onKey = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[data-tabs] [role="tab"]');
    const root = tab?.closest('[data-tabs]');
    if (!tab || !root) return;
    const tabs = tabsOf(root);
    const next = nextTabIndex(event.key, tabs.indexOf(tab), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(tabs[next]!, true);
  };
  // Again if a choice came first: made while the page was still being parsed, it reached only the
  // sets parsed by then (the URL holds it now, so the rest follow).
  later(restore);
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener(CONTENT_EVENT, restore);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener(CONTENT_EVENT, restore);
  };
}
