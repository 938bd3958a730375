'use client';

import dynamic from 'next/dynamic';
import { ErrorBoundary } from '@/components/ErrorBoundary';

/** Rendered into the static HTML; the list's code and data load only on pages that show it. */
const List = dynamic(() => import('./ExtensionsList').then((m) => m.ExtensionsList));

export function ExtensionsList() {
  return (
    <ErrorBoundary
      fallback={
        <div role="alert" className="not-prose my-6 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 text-sm">
          The extensions list could not be displayed. Reload the page to try again, or query the <code>pg_available_extensions</code> view in your
          database.
        </div>
      }
    >
      <List />
    </ErrorBoundary>
  );
}
