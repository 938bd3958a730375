'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { CONTENT_EVENT, ISLANDS_EVENT, ISLAND_HYDRATED_EVENT } from '@/dom/events';
import { islandFailureMessage, showIslandFailure } from '@/dom/islands';
import { watchNearViewport } from '@/dom/near-viewport';
import { ISLANDS } from './registry';

/**
 * The intent handler of the effect now in charge. The document listeners themselves are this one
 * module-level function, added once: in a long reading session a handler of an earlier page's
 * effect was seen staying registered (one more after some navigations away from a diagram page),
 * and a shared function cannot be registered twice.
 */
let currentIntent: ((event: Event) => void) | undefined;
const onDocumentIntent = (event: Event) => currentIntent?.(event);

/**
 * Tells the page that `element`'s island has hydrated, once React has committed it: what the
 * reader did to the island before (src/enhance/island-input.ts) is replayed into it then.
 */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  }, [element]);
  return children;
}

/**
 * Mounts the page's islands: every `[data-island]` placeholder in the static HTML becomes its own
 * small React root when it comes near the viewport (hydrate="visible", and hydrate="session" once
 * React is on the page at all: the runtime loader fetches it for those only for a reader with a
 * stored session, or on intent), with the component its name maps to in registry.ts and the props
 * of its `data-island-props`. Placeholders marked hydrate="never" keep the HTML the build rendered
 * for them.
 *
 * One host for the whole site, mounted once by the root layout. After a client-side navigation it
 * unmounts the islands of the page that left (their roots and observers), so a long reading
 * session does not accumulate them, and mounts the new page's.
 */
export function IslandHost() {
  const pathname = usePathname();
  useEffect(() => {
    const roots = new Map<Element, Root>();
    const pending = new Set<Element>();
    const mounting = new Set<Element>();
    let disposed = false;
    const observer = watchNearViewport((element) => {
      pending.delete(element);
      void mount(element as HTMLElement);
    });

    async function mount(element: HTMLElement) {
      const name = element.dataset.island ?? '';
      const load = ISLANDS[name];
      if (!load || roots.has(element) || mounting.has(element)) return;
      mounting.add(element);
      let props: Record<string, unknown> = {};
      try {
        props = JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>;
      } catch {
        // A malformed placeholder keeps its static HTML.
        return;
      }
      const message = islandFailureMessage(element.dataset.widget);
      const fallback = (
        <div role="alert" className="rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 text-sm">
          {message}
        </div>
      );
      let Component: Awaited<ReturnType<typeof load>>;
      try {
        Component = await load();
      } catch {
        mounting.delete(element);
        // Its code could not be fetched: say so. What the build rendered, if anything, stays.
        showIslandFailure(element);
        return;
      }
      mounting.delete(element);
      if (!element.isConnected || roots.has(element)) return;
      const tree = (
        <ErrorBoundary fallback={fallback}>
          <Hydrated element={element}>
            <Component {...props} />
          </Hydrated>
        </ErrorBoundary>
      );
      // Rendered at build time (data-ssr): React takes over the HTML as it is, so focus, scroll
      // and what the reader sees stay put. Otherwise it renders into the placeholder.
      const root = element.dataset.ssr !== undefined ? hydrateRoot(element, tree) : createRoot(element);
      if (element.dataset.ssr === undefined) root.render(tree);
      roots.set(element, root);
      element.dataset.islandMounted = '';
    }

    /** A reader who reaches into an island before it comes into view (Tab, a pointer) gets it at once. */
    function onIntent(event: Event) {
      const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]:not([data-island-mounted])');
      if (!element || !pending.has(element)) return;
      observer.unobserve(element);
      pending.delete(element);
      void mount(element);
    }

    function scan() {
      // Nothing after this effect was cleaned up: a late scan would make its handler the current one again.
      if (disposed) return;
      // Islands of a page that is gone: unmount them and forget their elements.
      for (const [element, root] of roots) {
        if (element.isConnected) continue;
        root.unmount();
        roots.delete(element);
      }
      for (const element of pending) {
        if (element.isConnected) continue;
        observer.unobserve(element);
        pending.delete(element);
      }
      for (const element of document.querySelectorAll<HTMLElement>('[data-island]:not([data-island-mounted])')) {
        if (pending.has(element)) continue;
        // Under `next dev` nothing was rendered at build time: every island renders in the browser.
        if (element.dataset.hydrate === 'never' && process.env.NODE_ENV === 'production') continue;
        pending.add(element);
        observer.observe(element);
      }
      currentIntent = onIntent;
      document.addEventListener('focusin', onDocumentIntent);
      document.addEventListener('pointerover', onDocumentIntent, { passive: true });
      ensureCodeCredentials();
    }

    /** Code blocks that show the project URL or anon key get the reader's values: one controller per page. */
    function ensureCodeCredentials() {
      if (!document.querySelector('[data-credentials]') || document.querySelector('[data-island="CodeCredentials"]')) return;
      const holder = document.createElement('div');
      holder.hidden = true;
      holder.dataset.island = 'CodeCredentials';
      document.body.append(holder);
      void mount(holder);
    }

    scan();
    document.addEventListener(CONTENT_EVENT, scan);
    document.addEventListener(ISLANDS_EVENT, scan);
    return () => {
      disposed = true;
      document.removeEventListener(CONTENT_EVENT, scan);
      document.removeEventListener(ISLANDS_EVENT, scan);
      if (currentIntent === onIntent) {
        currentIntent = undefined;
        document.removeEventListener('focusin', onDocumentIntent);
        document.removeEventListener('pointerover', onDocumentIntent);
      }
      observer.stop();
      // Not while React is committing the navigation that ran this cleanup: right after.
      const stale = [...roots.values()];
      setTimeout(() => stale.forEach((root) => root.unmount()));
      roots.clear();
      pending.clear();
      document.querySelector('[data-island="CodeCredentials"]')?.remove();
    };
  }, [pathname]);
  return null;
}
