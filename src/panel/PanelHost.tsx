'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { dashboardLink } from '@/site.config';
import { watchNearViewport } from '@/dom/near-viewport';
import { loadOnce } from '@/lib/load-once';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import type { CredentialVariable } from './Panel';
import { panelMinHeight } from './panel-height';
import { PanelBeforeCheck } from './PanelView';
import { registerPanelHost } from './selected-project';

/**
 * The credential panel as a page holds it: the island of the authoring components
 * ProjectCredentials, ProjectUrl and AnonKey (src/authoring/), each a PanelHost with its
 * variables. What it shows until the panel's code runs is the panel as built (PanelBeforeCheck: the logged-out panel, or "Checking
 * your login…" for a reader with a stored session), rendered into the page at build time and
 * hydrated as it is. The panel itself (the selectors and the session check) is fetched once React
 * is on the page and the wrapper near the viewport, or earlier when a code block or widget on the
 * page needs the reader's values; its data part (react-query, the API client and its schemas:
 * PanelData.tsx) only for a logged-in reader. Pages that do not use these components load none of
 * the panel's code.
 */
// A stored session means the panel will ask for its data part as soon as it has read the
// session: fetch both in one go (PanelWithData.tsx) instead of one
// after the other.
const CredentialPanel = lazy(loadOnce(() => (hasStoredSession() ? import('./PanelWithData') : import('./Panel'))));

function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return false;
  }
}

/** The whole-panel failure message (spec §8), word for word. */
export const PANEL_FAILURE_TEXT = "Couldn't display your API settings. You can get them from the dashboard.";

function PanelFailure() {
  return (
    <div role="alert" className="rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 text-sm" data-panel-failure="">
      Couldn&apos;t display your API settings. You can get them from the{' '}
      <a className="text-[var(--link)] underline underline-offset-2" href={dashboardLink('projects')}>
        dashboard
      </a>
      .
    </div>
  );
}

export function PanelHost({ variables, codeSamples }: { variables: CredentialVariable[]; codeSamples?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [load, setLoad] = useState(false);
  // Room for selectors, fields and footer, so the page does not jump when the panel arrives.
  const minHeight = panelMinHeight(variables.length);
  useEffect(() => {
    if (load) return;
    const unregister = registerPanelHost(() => setLoad(true));
    const node = ref.current;
    const near = watchNearViewport(() => setLoad(true));
    if (node) near.observe(node);
    return () => {
      unregister();
      near.stop();
    };
  }, [load]);
  return (
    <div ref={ref} className="not-prose my-6" data-credential-panel="" style={{ minHeight }}>
      <ErrorBoundary fallback={<PanelFailure />}>
        {load ? (
          <Suspense fallback={<PanelBeforeCheck id={id} variables={variables} codeSamples={codeSamples} />}>
            <CredentialPanel variables={variables} codeSamples={codeSamples} />
          </Suspense>
        ) : (
          <PanelBeforeCheck id={id} variables={variables} codeSamples={codeSamples} />
        )}
      </ErrorBoundary>
    </div>
  );
}
