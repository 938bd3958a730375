import type { FunctionListGroup } from '@/reference/pages';

interface Props {
  groups: FunctionListGroup[];
  /** The long page: without `item`, every entry links to its anchor there. */
  page: string;
  label: string;
  /**
   * On an item's own page (`/reference/cli/plinth-db-push`): every entry links to its item's own
   * page and the one shown is marked for good (spec §2: the last path segment). The list is not
   * tracked, there being nothing to scroll through.
   */
  item?: { current: string; href: (id: string) => string };
}

/**
 * The left menu of a reference. On the long page it follows the reader (src/enhance/scroll-spy.ts,
 * without React): the item in view becomes the active entry and the URL's fragment is updated
 * with history.replaceState (observer margins 30% top, −35% bottom: spec §9); loading the page
 * with a fragment lands on that item. The entry matching the fragment, or else the last path
 * segment, is active (spec §2).
 */
export function FunctionList({ groups, page, label, item }: Props) {
  return (
    <nav aria-label={label} className="text-sm" data-pagefind-ignore="" data-function-list={item ? undefined : ''}>
      {groups.map((group) => (
        <div key={group.title} className="mb-5">
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]">{group.title}</p>
          <ul className="space-y-0.5" role="list">
            {group.items.map(({ id, title, depth }) => (
              <li key={id}>
                <a
                  href={item ? item.href(id) : `${page}#${id}`}
                  aria-current={item?.current === id ? 'page' : undefined}
                  data-function-link={id}
                  className="function-link"
                  style={{ paddingLeft: `${0.5 + depth * 0.75}rem` }}
                >
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
