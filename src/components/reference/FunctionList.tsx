'use client';

import { useEffect, useMemo, useState } from 'react';
import { activeItemId } from '@/reference/active-item';
import { REFERENCE_OBSERVER_OPTIONS, currentSection } from '@/lib/scroll-spy';
import { fragmentId } from '@/lib/url';

export interface FunctionListGroup {
  title: string;
  items: { id: string; title: string; depth: number }[];
}

/**
 * The left menu of a reference's long page. It follows the reader: the item in view becomes the
 * active entry and the URL's fragment is updated with history.replaceState (observer margins 30%
 * top, −35% bottom: spec §9); loading the page with a fragment lands on that item. The entry
 * matching the fragment, or else the last path segment, is active (spec §2).
 */
export function FunctionList({ groups, page, label }: { groups: FunctionListGroup[]; page: string; label: string }) {
  const ids = useMemo(() => new Set(groups.flatMap((g) => g.items.map((c) => c.id))), [groups]);
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const fromLocation = () => setActive(activeItemId(location.pathname, location.hash, ids));
    fromLocation();
    const sections = [...document.querySelectorAll<HTMLElement>('[data-ref-item]')];
    const order = sections.map((s) => s.id);
    const visible = new Set<string>();
    let frame = 0;
    const compute = () => {
      frame = 0;
      if (window.scrollY < 8) {
        setActive(null);
        if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
        return;
      }
      const current = currentSection(order.filter((id) => visible.has(id)), (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity, window.innerHeight);
      if (!current) return;
      setActive(current);
      // A fragment that already points inside this item (a parameter's row) is more precise: keep it.
      const target = location.hash ? document.getElementById(fragmentId(location.hash)) : null;
      if (target && document.getElementById(current)?.contains(target)) return;
      history.replaceState(history.state, '', `#${current}`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(compute);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      schedule();
    }, REFERENCE_OBSERVER_OPTIONS);
    for (const section of sections) observer.observe(section);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('hashchange', fromLocation);
    window.addEventListener('popstate', fromLocation);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('hashchange', fromLocation);
      window.removeEventListener('popstate', fromLocation);
    };
  }, [ids]);

  useEffect(() => {
    if (!active) return;
    document.querySelector(`[data-function-link="${CSS.escape(active)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <nav aria-label={label} className="text-sm" data-pagefind-ignore="">
      {groups.map((group) => (
        <div key={group.title} className="mb-5">
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">{group.title}</p>
          <ul className="space-y-0.5" role="list">
            {group.items.map((item) => (
              <li key={item.id}>
                <a href={`${page}#${item.id}`} data-function-link={item.id} aria-current={active === item.id ? 'location' : undefined} className="function-link" style={{ paddingLeft: `${0.5 + item.depth * 0.75}rem` }}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
