'use client';

import { useEffect, useMemo, useState } from 'react';
import { activeCommandId } from '@/cli/active-command';
import { REFERENCE_OBSERVER_OPTIONS, currentSection } from '@/lib/scroll-spy';
import { fragmentId } from '@/lib/url';

export interface FunctionListGroup {
  title: string;
  commands: { id: string; title: string; depth: number }[];
}

/**
 * The left menu of the CLI reference. On the full reference it follows the reader: the section in
 * view becomes the active entry and the URL fragment is updated with history.replaceState. On a
 * crawler page the entry matching the last path segment is active.
 */
export function FunctionList({ groups, spy }: { groups: FunctionListGroup[]; spy: boolean }) {
  const ids = useMemo(() => new Set(groups.flatMap((g) => g.commands.map((c) => c.id))), [groups]);
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const fromLocation = () => setActive(activeCommandId(location.pathname, location.hash, ids));
    fromLocation();
    window.addEventListener('hashchange', fromLocation);
    window.addEventListener('popstate', fromLocation);
    if (!spy) {
      return () => {
        window.removeEventListener('hashchange', fromLocation);
        window.removeEventListener('popstate', fromLocation);
      };
    }
    const sections = [...document.querySelectorAll<HTMLElement>('[data-command-section]')];
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
      // A fragment that already points inside this section (a flag's row) is more precise: keep it.
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
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('hashchange', fromLocation);
      window.removeEventListener('popstate', fromLocation);
    };
  }, [ids, spy]);

  useEffect(() => {
    if (!active) return;
    document.querySelector(`[data-function-link="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <nav aria-label="CLI commands" className="text-sm" data-pagefind-ignore="">
      <a href="/reference/cli/introduction" className="mb-3 block font-semibold">
        CLI reference
      </a>
      {groups.map((group) => (
        <div key={group.title} className="mb-5">
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">{group.title}</p>
          <ul className="space-y-0.5">
            {group.commands.map((command) => (
              <li key={command.id}>
                <a
                  href={`/reference/cli/introduction#${command.id}`}
                  data-function-link={command.id}
                  aria-current={active === command.id ? 'location' : undefined}
                  className="function-link"
                  style={{ paddingLeft: `${0.5 + command.depth * 0.75}rem` }}
                >
                  {command.title.replace(/^plinth /, '')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
