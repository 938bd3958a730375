'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { fetchPageSlots, pageSlotsNow } from '@/lib/page-fetch';
import { SLOT_ATTRIBUTE } from '@/lib/slots';
import { fragmentId } from '@/lib/url';
import { CONTENT_EVENT } from '@/enhance/events';

/**
 * A page's static content (see src/lib/slots.ts). The build writes the HTML into the exported page;
 * this component never receives it in production, so React's page data carries none of it and
 * hydration leaves it as it is. After a client-side navigation the slot starts empty: the content
 * is taken from the target page's HTML (usually prefetched when the reader pointed at the link).
 * Under `next dev` the page passes `html` and it is rendered directly.
 */
export function ContentSlot({ id, html, className }: { id: string; html?: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const announce = () => document.dispatchEvent(new CustomEvent(CONTENT_EVENT, { detail: { slot: id } }));
    if (html !== undefined || node.childNodes.length > 0) {
      announce();
      return;
    }
    let current = true;
    const path = location.pathname;
    const fill = (slots: ReadonlyMap<string, string>) => {
      const content = slots.get(id);
      if (content === undefined) throw new Error(`${path} has no slot ${id}`);
      node.innerHTML = content;
      announce();
      // The fragment's target exists only now.
      if (location.hash) document.getElementById(fragmentId(location.hash))?.scrollIntoView();
    };
    // Prefetched (the usual case): written now, before the browser lays out the new page.
    const ready = pageSlotsNow(path);
    if (ready) {
      try {
        fill(ready);
      } catch {
        setFailed(true);
      }
      return;
    }
    fetchPageSlots(path)
      .then((slots) => current && fill(slots))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
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

