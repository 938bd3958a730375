'use client';

import { useEffect, useState } from 'react';
import type { TocEntry } from '@/content/remark-headings';
import { TOC_OBSERVER_OPTIONS, activeHeading } from '@/lib/scroll-spy';

/** "On this page": built from the page's headings at build time; highlights the one in view. */
export function Toc({ entries }: { entries: TocEntry[] }) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const order = entries.map((e) => e.id);
    const visible = new Set<string>();
    let current: string | null = null;
    const update = () => {
      current = activeHeading(order, visible, current, window.scrollY < 8);
      setActive(current);
    };
    const observer = new IntersectionObserver((changes) => {
      for (const change of changes) {
        if (change.isIntersecting) visible.add(change.target.id);
        else visible.delete(change.target.id);
      }
      update();
    }, TOC_OBSERVER_OPTIONS);
    for (const id of order) {
      const heading = document.getElementById(id);
      if (heading) observer.observe(heading);
    }
    const onScroll = () => {
      if (window.scrollY < 8 && current !== null) update();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [entries]);

  if (!entries.length) return null;
  return (
    <nav aria-label="On this page" className="text-sm" data-pagefind-ignore="">
      <p className="mb-2 font-semibold">On this page</p>
      <ul className="space-y-1.5 border-l border-[var(--border)]">
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: `${(entry.depth - 2) * 0.75 + 0.75}rem` }}>
            <a
              href={`#${entry.id}`}
              aria-current={active === entry.id ? 'location' : undefined}
              className="-ml-px block border-l-2 border-transparent pl-3 text-[var(--fg-muted)] hover:text-[var(--fg)] aria-[current]:border-[var(--link)] aria-[current]:font-medium aria-[current]:text-[var(--fg)]"
              style={{ marginLeft: `calc(-${(entry.depth - 2) * 0.75 + 0.75}rem - 1px)`, paddingLeft: `${(entry.depth - 2) * 0.75 + 0.75}rem` }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
