export interface FunctionListGroup {
  title: string;
  items: { id: string; title: string; depth: number }[];
}

/**
 * The left menu of a reference's long page. It follows the reader (src/enhance/scroll-spy.ts,
 * without React): the item in view becomes the active entry and the URL's fragment is updated
 * with history.replaceState (observer margins 30% top, −35% bottom: spec §9); loading the page
 * with a fragment lands on that item. The entry matching the fragment, or else the last path
 * segment, is active (spec §2).
 */
export function FunctionList({ groups, page, label }: { groups: FunctionListGroup[]; page: string; label: string }) {
  return (
    <nav aria-label={label} className="text-sm" data-pagefind-ignore="" data-function-list="">
      {groups.map((group) => (
        <div key={group.title} className="mb-5">
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">{group.title}</p>
          <ul className="space-y-0.5" role="list">
            {group.items.map((item) => (
              <li key={item.id}>
                <a href={`${page}#${item.id}`} data-function-link={item.id} className="function-link" style={{ paddingLeft: `${0.5 + item.depth * 0.75}rem` }}>
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
