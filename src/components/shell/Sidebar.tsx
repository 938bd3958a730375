import { ancestorsOf, resourcesMenu, sectionOf, topLevelMenu, type NavItem } from '@/nav';
import { references } from '@/nav/references';

/**
 * The sidebar of the current section, with the active page highlighted and the items above it
 * expanded. Computed on the server for each static page: no JavaScript decides what is active.
 * Links don't prefetch: a sidebar has dozens of them and prefetching all was measured as a
 * waste of bandwidth on every page view.
 */
export function Sidebar({ route }: { route: string }) {
  const section = sectionOf(route);
  if (!section) return <SiteMenu route={route} />;
  const open = new Set(ancestorsOf(section, route));
  return (
    <nav aria-label={`${section.title} pages`} className="text-sm" data-pagefind-ignore="">
      <a href="/" className="mb-3 inline-block text-xs text-[var(--fg-muted)] hover:text-[var(--fg)]">
        ← All sections
      </a>
      <p className="mb-3 font-semibold">{section.title}</p>
      {section.groups.map((group, index) => (
        <div key={group.title ?? index} className="mb-5">
          {group.title ? <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">{group.title}</p> : null}
          <NavList items={group.items} route={route} open={open} />
        </div>
      ))}
    </nav>
  );
}

function NavList({ items, route, open }: { items: NavItem[]; route: string; open: Set<string> }) {
  return (
    <ul className="space-y-0.5" role="list">
      {items.map((item) => {
        const active = item.href === route;
        return (
          <li key={item.href + item.title}>
            <a href={item.href} aria-current={active ? 'page' : undefined} className="nav-link">
              {item.title}
            </a>
            {item.items && open.has(item.href) ? (
              <div className="ml-3 border-l border-[var(--border)] pl-2">
                <NavList items={item.items} route={route} open={open} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Outside the guide sections (home, references, /contributing): the top-level menu, the references and the resources. */
function SiteMenu({ route }: { route: string }) {
  return (
    <nav aria-label="Documentation sections" className="text-sm" data-pagefind-ignore="">
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">Guides</p>
      <NavList items={topLevelMenu.map((m) => ({ ...m }))} route={route} open={new Set()} />
      <p className="mb-1.5 mt-5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">References</p>
      <NavList items={references.map((r) => ({ title: r.title, href: r.href }))} route={route} open={new Set()} />
      <p className="mb-1.5 mt-5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">Resources</p>
      <NavList items={resourcesMenu.map((r) => ({ title: r.title, href: r.href }))} route={route} open={new Set()} />
    </nav>
  );
}
