import type { ReactNode } from 'react';

/** Shared look of the generators' form controls. */
export const inputClass =
  'w-full rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2 font-mono text-sm text-[var(--fg)] aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

export const buttonClass = 'rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-sm font-medium text-[var(--fg)] hover:bg-[var(--bg-soft)]';

export const primaryButtonClass =
  'rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-400 dark:text-emerald-950 dark:hover:bg-emerald-300';

export interface Issue {
  level: 'error' | 'warning';
  message: string;
}

/** The ids that tie a control to its hint and its message (`aria-describedby`). */
export function describedBy(id: string, hint: boolean, issue: Issue | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', issue ? `${id}-issue` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * A labelled control with its hint and, right below it, its error or warning. The control itself
 * is passed as children and must use `id` and `describedBy(id, …)`.
 */
export function Field({ id, label, hint, issue, children }: { id: string; label: string; hint?: ReactNode; issue?: Issue; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-[var(--fg)]">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-[var(--fg-muted)]">
          {hint}
        </p>
      ) : null}
      {issue ? (
        <p
          id={`${id}-issue`}
          data-level={issue.level}
          className={issue.level === 'error' ? 'text-sm font-medium text-red-700 dark:text-red-300' : 'text-sm text-amber-800 dark:text-amber-200'}
        >
          {issue.level === 'error' ? 'Error: ' : 'Warning: '}
          {issue.message}
        </p>
      ) : null}
    </div>
  );
}
