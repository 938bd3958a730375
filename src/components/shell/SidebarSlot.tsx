'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { withPageSlots } from '@/lib/page-fetch';
import { updateSidebar } from '@/lib/sidebar-update';
import { SIDEBAR_SLOT, SLOT_ATTRIBUTE } from '@/lib/slots';
import { announceSlot } from '@/dom/events';

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
  /** Whether the effect has run: its first run finds the exported page's own sidebar, unless the slot is new. */
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const hydrated = !mounted.current && node.childNodes.length > 0;
    mounted.current = true;
    if (hydrated) return;
    return withPageSlots(
      location.pathname,
      (slots) => {
        const parts = slots.get(SIDEBAR_SLOT);
        if (parts === undefined) return;
        const html = parts.join('');
        if (node.childNodes.length === 0) node.innerHTML = html;
        else if (updateSidebar(node, html).otherSection) node.closest('[data-nav-panel]')?.scrollTo(0, 0);
        announceSlot(SIDEBAR_SLOT);
      },
      // The list stays as it was; the content slot says the page could not be loaded.
      () => undefined,
    );
  }, [pathname]);
  const slot = { [SLOT_ATTRIBUTE]: SIDEBAR_SLOT };
  return <div ref={ref} {...slot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
