import type { NavItem } from '@/nav';

export function PrevNext({ prev, next }: { prev?: NavItem; next?: NavItem }) {
  if (!prev && !next) return null;
  const card = 'block rounded-lg border border-[var(--border)] px-4 py-3 hover:border-[var(--link)]';
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-3 sm:grid-cols-2" data-pagefind-ignore="">
      {prev ? (
        <a href={prev.href} className={card} rel="prev">
          <span className="block text-xs text-[var(--fg-muted)]">Previous</span>
          <span className="font-medium">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={next.href} className={`${card} text-right`} rel="next">
          <span className="block text-xs text-[var(--fg-muted)]">Next</span>
          <span className="font-medium">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
