import type { ReactNode } from 'react';

/** A numbered walkthrough. Each `<Step>` is a list item, so the numbering is real. */
export function Steps({ children }: { children: ReactNode }) {
  return (
    <ol className="steps my-6 list-none! pl-0! [counter-reset:step]" role="list">
      {children}
    </ol>
  );
}

export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="relative border-l border-[var(--border)] pb-6 pl-8 [counter-increment:step] last:pb-1 before:absolute before:-left-3.5 before:top-0 before:flex before:h-7 before:w-7 before:items-center before:justify-center before:rounded-full before:border before:border-[var(--border)] before:bg-[var(--bg-soft)] before:text-sm before:font-semibold before:content-[counter(step)]">
      <p className="font-semibold leading-7">{title}</p>
      <div className="mt-2 [&>*+*]:mt-3">{children}</div>
    </li>
  );
}
