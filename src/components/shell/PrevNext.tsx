import Link from 'next/link';
import type { NavItem } from '@/nav';

export function PrevNext({ prev, next }: { prev?: NavItem; next?: NavItem }) {
  if (!prev && !next) return null;
  const card = 'block rounded-lg border border-[var(--border)] px-4 py-3 hover:border-[var(--link)]';
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-3 sm:grid-cols-2" data-pagefind-ignore="">
      {prev ? (
        <Link href={prev.href} prefetch={false} className={card} rel="prev">
          <span className="block text-xs text-[var(--fg-muted)]">Previous</span>
          <span className="font-medium">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} prefetch={false} className={`${card} text-right`} rel="next">
          <span className="block text-xs text-[var(--fg-muted)]">Next</span>
          <span className="font-medium">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
