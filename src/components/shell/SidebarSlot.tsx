'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { fetchPageSlots, pageSlotsNow, type SlotParts } from '@/lib/page-fetch';
import { updateSidebar } from '@/lib/sidebar-update';
import { SIDEBAR_SLOT, SLOT_ATTRIBUTE } from '@/lib/slots';
import { CONTENT_EVENT } from '@/enhance/events';

/**
 * The section sidebar of the guides, which stays while the reader moves between them
 * (src/app/guides/layout.tsx). The build writes each page's sidebar into its exported HTML, as for
 * any slot (src/lib/slots.ts); after a client-side navigation the list on screen is brought to the
 * new page's, taken from that page's HTML (src/lib/sidebar-update.ts): within a section only the
 * current page's mark and the open sub-lists change, and the list keeps its scroll position. A
 * list of another section starts at the top. Arriving from a page outside the guides (the slot is
 * new and empty), the list is written whole.
 *
 * Updated in a layout effect, in the same task as React's commit, like the content: the browser
 * lays out the new page once. If the page's HTML cannot be fetched, the list stays as it was (the
 * content slot says the page could not be loaded).
 */
export function SidebarSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  /** The page whose sidebar the slot shows. */
  const shown = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const path = location.pathname;
    // Hydrated: the exported page holds its own sidebar.
    if (shown.current === undefined && node.childNodes.length > 0) shown.current = path;
    if (shown.current === path) return;
    let current = true;
    const apply = (slots: ReadonlyMap<string, SlotParts>) => {
      const parts = slots.get(SIDEBAR_SLOT);
      if (parts === undefined) return;
      const html = parts.join('');
      if (node.childNodes.length === 0) node.innerHTML = html;
      else if (updateSidebar(node, html).otherSection) node.closest('[data-nav-panel]')?.scrollTo(0, 0);
      shown.current = path;
      document.dispatchEvent(new CustomEvent(CONTENT_EVENT, { detail: { slot: SIDEBAR_SLOT } }));
    };
    const ready = pageSlotsNow(path);
    if (ready) {
      apply(ready);
      return;
    }
    fetchPageSlots(path)
      .then((slots) => current && apply(slots))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  const slot = { [SLOT_ATTRIBUTE]: SIDEBAR_SLOT };
  return <div ref={ref} {...slot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
