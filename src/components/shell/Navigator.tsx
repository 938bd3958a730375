'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { onPointerRest } from '@/lib/hover-intent';
import { prefetchPage, rememberCurrentPage } from '@/lib/page-fetch';
import { isAppRoute } from '@/lib/site-urls';

/** How long the pointer rests on a link before its page is prefetched (a pointer crossing a link takes less). */
export const HOVER_INTENT_MS = 60;

/** The link an event happened on, if it is one this site can open without a full page load. */
function appLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!link || link.target || link.hasAttribute('download') || link.dataset.fullLoad !== undefined) return undefined;
  if (link.origin !== location.origin || !isAppRoute(link.pathname)) return undefined;
  return link;
}

/**
 * Client-side navigation for every in-site link, as Next's `<Link>` does it, with one delegated
 * listener instead of a component per link (a sidebar has dozens: none of them is hydrated):
 * - a click on a link to another page of the app is a router navigation (the layout, search index
 *   and theme stay; scroll goes to the top, or to the fragment once the content is in);
 * - pointing at a link (resting on it for HOVER_INTENT_MS, keyboard focus, touch) prefetches its
 *   page data and its HTML, and nothing is prefetched for links the reader never approaches, nor
 *   for those the pointer only crosses (or that land under a resting pointer as a new page is
 *   drawn: prefetching then would compete with drawing it);
 * - after a navigation, focus moves to the new page's heading, so screen readers announce it,
 *   before the new page is first painted.
 * Modified clicks (new tab, download) and other files behave as usual.
 */
export function Navigator() {
  const router = useRouter();
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    const prefetched = new Set<string>();
    const intent = (event: Event) => {
      const link = appLink(event.target);
      if (!link || link.pathname === location.pathname || prefetched.has(link.pathname)) return;
      prefetched.add(link.pathname);
      router.prefetch(link.pathname);
      prefetchPage(link.href);
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = appLink(event.target);
      if (!link) return;
      // A fragment of the page being read: the browser scrolls, as with any anchor.
      if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
      event.preventDefault();
      router.push(`${link.pathname}${link.search}${link.hash}`);
    };
    document.addEventListener('click', click);
    // The runtime was most likely loaded because the reader pointed at a link: prefetch that one now.
    const pointed = [...document.querySelectorAll('a[href]:hover')].at(-1) ?? document.activeElement;
    if (pointed) intent({ target: pointed } as unknown as Event);
    // The pointer: only a link it rests on.
    const stopResting = onPointerRest(document, appLink, (link) => intent({ target: link } as unknown as Event), HOVER_INTENT_MS);
    document.addEventListener('focusin', intent);
    document.addEventListener('touchstart', intent, { passive: true });
    return () => {
      stopResting();
      document.removeEventListener('click', click);
      document.removeEventListener('focusin', intent);
      document.removeEventListener('touchstart', intent);
    };
  }, [router]);

  // Last of the layout's effects: React has hydrated the page (src/enhance/runtime.ts hands over).
  useEffect(() => {
    window.__plinthRuntime?.ready();
    rememberCurrentPage();
  }, []);

  // A layout effect: the heading has focus in the first frame that shows the new page, instead of
  // one frame (and every passive effect of the new page) later.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A new page: screen readers announce its heading; the page itself is not scrolled by this.
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
