'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { dismiss, readDismissed } from '@/lib/dismissed';

/**
 * Wraps an alert with a close button. Closed alerts are remembered in localStorage; on the next
 * visit a tiny inline check hides them before paint (see `data-dismiss-id` in the boot script).
 */
export function DismissibleAlert({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (readDismissed(window.localStorage).has(id)) setClosed(true);
  }, [id]);
  if (closed) return null;
  return (
    <div className="relative" data-dismiss-id={id}>
      {children}
      <button
        type="button"
        className="absolute right-2 top-2 rounded px-2 py-0.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)]"
        aria-label={`Dismiss ${label}`}
        onClick={() => {
          dismiss(window.localStorage, id);
          setClosed(true);
        }}
      >
        ✕
      </button>
    </div>
  );
}
