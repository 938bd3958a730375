import type { TocEntry } from '@/content/remark-headings';

/**
 * "On this page": built from the page's headings at build time. The heading being read is marked
 * by src/enhance/scroll-spy.ts (aria-current="location"), without React.
 */
export function Toc({ entries }: { entries: TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <nav aria-label="On this page" className="text-sm" data-pagefind-ignore="" data-toc="">
      <p className="mb-2 font-semibold">On this page</p>
      <ul className="space-y-1.5 border-l border-[var(--border)]" role="list">
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: `${(entry.depth - 2) * 0.75 + 0.75}rem` }}>
            <a
              href={`#${entry.id}`}
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
