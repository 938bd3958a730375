'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { dashboardLink } from '@/site.config';
import { watchNearViewport } from '@/dom/near-viewport';
import { loadOnce } from '@/lib/load-once';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import type { CredentialVariable } from './Panel';
import { PanelBeforeCheck } from './PanelView';
import { registerPanelHost } from './selected-project';

/**
 * The MDX components of the credential panel. Each is a small wrapper: what it shows until the
 * panel's code runs is the panel as built (PanelBeforeCheck: the logged-out panel, or "Checking
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

function PanelHost({ variables, codeSamples }: { variables: CredentialVariable[]; codeSamples?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [load, setLoad] = useState(false);
  // Room for selectors, fields and footer, so the page does not jump when the panel arrives.
  const minHeight = 150 + 76 * variables.length;
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

const BOTH: CredentialVariable[] = ['url', 'anonKey'];
const URL_ONLY: CredentialVariable[] = ['url'];
const KEY_ONLY: CredentialVariable[] = ['anonKey'];

/** `<ProjectCredentials />`: project and branch selectors, project URL and anon key. */
export function ProjectCredentials({ codeSamples }: { codeSamples?: boolean }) {
  return <PanelHost variables={BOTH} codeSamples={codeSamples} />;
}

/** `<ProjectUrl />`: the selectors and the project URL alone. */
export function ProjectUrl({ codeSamples }: { codeSamples?: boolean }) {
  return <PanelHost variables={URL_ONLY} codeSamples={codeSamples} />;
}

/** `<AnonKey />`: the selectors and the anon key alone. */
export function AnonKey({ codeSamples }: { codeSamples?: boolean }) {
  return <PanelHost variables={KEY_ONLY} codeSamples={codeSamples} />;
}
