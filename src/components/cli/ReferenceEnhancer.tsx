'use client';

import { lazy, Suspense, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { nextTabIndex } from '@/lib/tab-sync';

const CommandBuilder = lazy(() => import('./CommandBuilder'));

/** Shows one example tab of a tab group and updates the ARIA state of all of them. */
export function selectTab(tab: HTMLElement, focus: boolean): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

/**
 * Makes the statically rendered command sections interactive with two delegated listeners:
 * example tabs (click, arrows, Home, End) and "Build this command", which mounts the builder
 * (its own chunk, loaded on first use) into the section. Nothing here runs per section.
 */
export function ReferenceEnhancer() {
  useEffect(() => {
    const roots = new Map<string, Root>();
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>('[data-cli-sections] [role="tab"]');
      if (tab) {
        selectTab(tab, false);
        return;
      }
      const toggle = target.closest<HTMLButtonElement>('[data-cli-sections] [data-builder-toggle]');
      if (!toggle) return;
      const id = toggle.dataset.builderToggle!;
      const container = document.getElementById(`${id}-builder`);
      if (!container) return;
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      toggle.textContent = open ? 'Hide command builder' : 'Build this command';
      container.hidden = !open;
      if (open && !roots.has(id)) {
        const root = createRoot(container);
        roots.set(id, root);
        root.render(
          <ErrorBoundary fallback={<p className="text-sm">The command builder could not load. The flags list above has every option.</p>}>
            <Suspense fallback={<p className="text-sm text-[var(--fg-muted)]">Loading the builder…</p>}>
              <CommandBuilder commandId={id} />
            </Suspense>
          </ErrorBoundary>,
        );
      }
    };
    const onKey = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-cli-sections] [role="tab"]');
      if (!tab) return;
      const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
      const next = nextTabIndex(event.key, tabs.indexOf(tab), tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      selectTab(tabs[next]!, true);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      for (const root of roots.values()) root.unmount();
    };
  }, []);
  return null;
}
