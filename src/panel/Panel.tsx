'use client';

import { lazy, Suspense, useEffect, useId } from 'react';
import { loadOnce } from '@/lib/load-once';
import { PanelView, type CredentialVariable } from './PanelView';
import { publishProjectCredentials, publishSelectedProjectRef } from './selected-project';
import { session, useSession } from './session';
import { selectionStore } from './store';

export { VARIABLE_LABELS, type CredentialVariable } from './PanelView';

// TanStack Query, the API client and its response schemas: only for a logged-in reader.
const PanelData = lazy(loadOnce(() => import('./PanelData')));

/**
 * The credential panel: organization / project selector, branch selector (projects with
 * branching only), read-only fields with copy buttons, and the log-in hint. Loaded lazily by the
 * MDX wrappers in mdx.tsx. While the login is being checked, and for a reader who is not logged
 * in, it is the session and the markup alone (spec §4: userLoading, loggedOut); the data part
 * arrives once the session says logged in, showing "Loading projects…" until it has.
 */
export default function CredentialPanel({ variables, codeSamples }: { variables: CredentialVariable[]; codeSamples?: boolean }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const sessionState = useSession();
  const loggedIn = sessionState.status === 'loggedIn';
  useEffect(() => {
    // What the boot script read from storage, kept true for the built panels of the next pages.
    if (sessionState.status !== 'loading') document.documentElement.toggleAttribute('data-session', loggedIn);
  }, [sessionState.status, loggedIn]);
  useEffect(() => {
    // No project while nobody is logged in (the data part publishes the reader's own).
    if (loggedIn) return;
    publishSelectedProjectRef(null);
    publishProjectCredentials(null);
  }, [loggedIn]);
  const logOut = () => {
    session.signOut();
    selectionStore.clear();
  };
  if (!loggedIn)
    return (
      <PanelView
        id={id}
        variables={variables}
        session={sessionState}
        state={sessionState.status === 'loading' ? 'userLoading' : 'loggedOut'}
        codeSamples={codeSamples}
      />
    );
  return (
    <Suspense fallback={<PanelView id={id} variables={variables} session={sessionState} state="loggedInPending" onLogOut={logOut} />}>
      <PanelData id={id} variables={variables} session={sessionState} />
    </Suspense>
  );
}
