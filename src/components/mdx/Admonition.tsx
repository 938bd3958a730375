import type { ReactNode } from 'react';
import { DismissibleAlert } from './DismissibleAlert';

const STYLES = {
  note: { label: 'Note', box: 'border-sky-600 bg-sky-50 dark:bg-sky-950/40', title: 'text-sky-900 dark:text-sky-200' },
  tip: { label: 'Tip', box: 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40', title: 'text-emerald-900 dark:text-emerald-200' },
  caution: { label: 'Caution', box: 'border-amber-600 bg-amber-50 dark:bg-amber-950/40', title: 'text-amber-900 dark:text-amber-200' },
  danger: { label: 'Danger', box: 'border-red-600 bg-red-50 dark:bg-red-950/40', title: 'text-red-900 dark:text-red-200' },
} as const;

export type AdmonitionType = keyof typeof STYLES;

interface AdmonitionProps {
  type?: AdmonitionType;
  title?: string;
  /** With an `id`, the reader can close the alert and it stays closed on later visits. */
  dismissible?: boolean;
  id?: string;
  children: ReactNode;
}

/** A note, tip, caution or danger callout. */
export function Admonition({ type = 'note', title, dismissible, id, children }: AdmonitionProps) {
  const style = STYLES[type] ?? STYLES.note;
  if (!(type in STYLES)) throw new Error(`<Admonition type="${type}">: type must be one of ${Object.keys(STYLES).join(', ')}`);
  if (dismissible && !id) throw new Error('<Admonition dismissible> needs an id so the site can remember it was closed');
  const body = (
    <div className={`admonition my-5 rounded-md border-l-4 px-4 py-3 ${style.box}`} role={type === 'danger' || type === 'caution' ? 'note' : undefined} data-admonition={type}>
      <p className={`font-semibold ${style.title}`}>{title ?? style.label}</p>
      <div className="mt-1 [&>*+*]:mt-2">{children}</div>
    </div>
  );
  return dismissible && id ? <DismissibleAlert id={id} label={title ?? style.label}>{body}</DismissibleAlert> : body;
}
