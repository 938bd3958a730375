import type { ReactNode } from 'react';

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="not-prose my-6 grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** A link to a key page, with a sentence on what the reader finds there. */
export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  return (
    <a href={href} className="block rounded-lg border border-[var(--border)] p-4 no-underline! hover:border-[var(--link)] hover:bg-[var(--bg-soft)]">
      <span className="block font-semibold text-[var(--fg)]">{title}</span>
      {children ? <span className="mt-1 block text-sm text-[var(--fg-muted)] [&_p]:m-0">{children}</span> : null}
    </a>
  );
}
