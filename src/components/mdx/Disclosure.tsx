import type { ReactNode } from 'react';

/** A section that opens and closes. Native <details>: keyboard and screen-reader support for free. */
export function Accordion({ title, children, defaultOpen }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <details className="accordion group my-3 rounded-md border border-[var(--border)]" open={defaultOpen}>
      <summary className="cursor-pointer list-none px-4 py-2.5 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {title}
      </summary>
      <div className="border-t border-[var(--border)] px-4 py-3 [&>*+*]:mt-3">{children}</div>
    </details>
  );
}
