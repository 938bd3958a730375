'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { withPageSlots } from '@/lib/page-fetch';
import { writeSlot } from '@/lib/slot-writer';
import { SLOT_ATTRIBUTE } from '@/lib/slots';
import { fragmentId } from '@/lib/url';
import { announceSlot } from '@/dom/events';

/**
 * The address the browser went back or forward to (popstate), until the slots of the page it
 * shows have been written: they are written whole, so the browser can restore the reader's scroll
 * position. One listener for the module, like the router's own.
 */
let traversed: string | undefined;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (traversed = location.href));

/**
 * A page's static content (see src/lib/slots.ts). The build writes the HTML into the exported page;
 * this component never receives it in production, so React's page data carries none of it and
 * hydration leaves it as it is. After a client-side navigation the slot starts empty: the content
 * is taken from the target page's HTML (usually prefetched when the reader pointed at the link).
 * Under `next dev` the page passes `html` and it is rendered directly.
 *
 * The content is written first screen first (src/lib/slot-writer.ts), except when the reader goes
 * further down the new page: to a fragment, or back or forward in history, where the browser
 * restores the scroll position it had.
 */
export function ContentSlot({ id, html, className }: { id: string; html?: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const announce = () => announceSlot(id);
    if (html !== undefined || node.childNodes.length > 0) {
      announce();
      return;
    }
    let cancel: () => void = () => undefined;
    const path = location.pathname;
    // Read now: the flag is cleared once this navigation's effects have run (below).
    const whole = location.hash !== '' || traversed === location.href;
    // Prefetched (the usual case): written now, before the browser lays out the new page.
    const drop = withPageSlots(
      path,
      (slots) => {
        const parts = slots.get(id);
        if (parts === undefined) throw new Error(`${path} has no slot ${id}`);
        cancel = writeSlot(node, parts, { whole, written: announce });
        // The fragment's target exists only now.
        if (location.hash) document.getElementById(fragmentId(location.hash))?.scrollIntoView();
      },
      () => setFailed(true),
    );
    return () => {
      drop();
      cancel();
    };
  }, [id, html]);
  // After every slot of the new page has read it (layout effects all run before passive ones).
  useEffect(() => {
    traversed = undefined;
  }, [id, html]);
  const slot = { [SLOT_ATTRIBUTE]: id };
  return (
    <>
      <div ref={ref} className={className} {...slot} dangerouslySetInnerHTML={{ __html: html ?? '' }} suppressHydrationWarning />
      {failed ? (
        <p role="alert" className="rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 text-sm">
          This page could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => location.reload()}>
            Reload it
          </button>{' '}
          to try again.
        </p>
      ) : null}
    </>
  );
}
