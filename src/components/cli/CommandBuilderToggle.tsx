'use client';

import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';

const CommandBuilder = lazy(() => import('./CommandBuilder'));

/** "Build this command": the form and the command data load only when a reader opens it. */
export function CommandBuilderToggle({ commandId }: { commandId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${commandId}-builder`}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-[var(--border)] px-3 py-1.5 text-sm font-medium hover:bg-[var(--bg-soft)]"
        data-builder-toggle={commandId}
      >
        {open ? 'Hide command builder' : 'Build this command'}
      </button>
      {open ? (
        <div id={`${commandId}-builder`} className="mt-3">
          <ErrorBoundary fallback={<p className="text-sm">The command builder could not load. The flags table above lists every option.</p>}>
            <Suspense fallback={<p className="text-sm text-[var(--fg-muted)]">Loading the builder…</p>}>
              <CommandBuilder commandId={commandId} />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
