'use client';

import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import { withReturnTo } from '@/lib/return-to';

export { SESSION_STORAGE_KEY };

/**
 * The shared session check (spec §7): whether the reader is logged in to the platform, and the
 * access token the panel sends as a bearer token. The platform's sign-in page (locally: the
 * stand-in's /dev/sign-in) stores the session in localStorage on this origin; this module reads
 * it, refreshes an expired access token once with the refresh token, and notifies subscribers.
 * Tiny on purpose: code blocks and widgets use it on pages that load no other panel code.
 */
/** Where "Log in" sends the reader; `return_to` brings them back to the page. */
export const PLATFORM_LOGIN_URL = process.env.NEXT_PUBLIC_PLATFORM_LOGIN_URL || '/dev/sign-in';

/** Base of the token endpoint (`/auth/v1/token`); defaults to the API base, i.e. the stand-in. */
export const PLATFORM_AUTH_URL = (process.env.NEXT_PUBLIC_PLATFORM_AUTH_URL ?? process.env.NEXT_PUBLIC_PLATFORM_API_URL ?? '').replace(/\/+$/, '');

export interface StoredSession {
  access_token: string;
  refresh_token?: string;
  /** Unix time in seconds. */
  expires_at: number;
  user?: { email?: string };
}

export type SessionState = { status: 'loading' } | { status: 'loggedOut' } | { status: 'loggedIn'; accessToken: string; email?: string };

const LOADING: SessionState = { status: 'loading' };
const LOGGED_OUT: SessionState = { status: 'loggedOut' };

/** Seconds of validity below which a token counts as expired (requests would race its expiry). */
const EXPIRY_MARGIN_S = 10;

/** A stored session, or null for anything that is not one. Never throws. */
export function parseStoredSession(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value !== 'object') return null;
    if (typeof value.access_token !== 'string' || !value.access_token || typeof value.expires_at !== 'number') return null;
    const refresh = typeof value.refresh_token === 'string' && value.refresh_token ? value.refresh_token : undefined;
    const email = typeof value.user?.email === 'string' ? value.user.email : undefined;
    return { access_token: value.access_token, refresh_token: refresh, expires_at: value.expires_at, user: email ? { email } : undefined };
  } catch {
    return null;
  }
}

/** valid: use it; refreshable: expired with a refresh token; none: logged out. */
export function sessionValidity(session: StoredSession | null, nowSeconds: number): 'valid' | 'refreshable' | 'none' {
  if (!session) return 'none';
  if (session.expires_at - EXPIRY_MARGIN_S > nowSeconds) return 'valid';
  return session.refresh_token ? 'refreshable' : 'none';
}

/** The log-in link for a page. */
export function loginHref(returnTo: string, loginUrl = PLATFORM_LOGIN_URL): string {
  return withReturnTo(loginUrl, returnTo);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface SessionStoreOptions {
  storage: () => StorageLike | undefined;
  fetch: () => typeof fetch;
  now?: () => number;
  authUrl?: string;
}

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionState;
  /** Resolves once the state is no longer loading. */
  settled(): Promise<SessionState>;
  /** Reads storage again (after a sign-in in another tab, for example). */
  reload(): void;
  signOut(): void;
}

export function createSessionStore({
  storage,
  fetch: getFetch,
  now = () => Date.now() / 1000,
  authUrl = PLATFORM_AUTH_URL,
}: SessionStoreOptions): SessionStore {
  let state: SessionState = LOADING;
  let started = false;
  let generation = 0;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const waiters: ((s: SessionState) => void)[] = [];

  const set = (next: SessionState) => {
    state = next;
    if (next.status !== 'loading') for (const resolve of waiters.splice(0)) resolve(next);
    for (const listener of listeners) listener();
  };

  const read = (): StoredSession | null => {
    try {
      return parseStoredSession(storage()?.getItem(SESSION_STORAGE_KEY));
    } catch {
      return null;
    }
  };

  const remove = () => {
    try {
      storage()?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage blocked: nothing was stored either.
    }
  };

  const loggedIn = (session: StoredSession) => {
    clearTimeout(expiryTimer);
    // Check again when the token runs out, so a long-open page refreshes or logs out in time.
    const ms = Math.max(0, (session.expires_at - EXPIRY_MARGIN_S - now()) * 1000);
    if (ms < 2 ** 31 - 1) expiryTimer = setTimeout(load, ms + 50);
    set({ status: 'loggedIn', accessToken: session.access_token, email: session.user?.email });
  };

  async function refresh(session: StoredSession, current: number) {
    try {
      const response = await getFetch()(`${authUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      const next = parseStoredSession(await response.text());
      if (current !== generation) return;
      if (!response.ok || !next) {
        if (response.status >= 400 && response.status < 500) remove();
        set(LOGGED_OUT);
        return;
      }
      try {
        storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the refreshed session lasts for this page only.
      }
      loggedIn(next);
    } catch {
      if (current === generation) set(LOGGED_OUT);
    }
  }

  function load() {
    const current = ++generation;
    const session = read();
    switch (sessionValidity(session, now())) {
      case 'valid':
        loggedIn(session!);
        break;
      case 'refreshable':
        if (state.status !== 'loading') set(LOADING);
        void refresh(session!, current);
        break;
      default:
        clearTimeout(expiryTimer);
        set(LOGGED_OUT);
    }
  }

  const start = () => {
    if (started) return;
    started = true;
    load();
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === SESSION_STORAGE_KEY || event.key === null) load();
      });
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    settled() {
      start();
      return state.status === 'loading' ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve(state);
    },
    reload: () => (started ? load() : start()),
    signOut() {
      generation++;
      clearTimeout(expiryTimer);
      remove();
      set(LOGGED_OUT);
    },
  };
}

/** The page's session. */
export const session = createSessionStore({
  storage: () => (typeof window === 'undefined' ? undefined : window.localStorage),
  fetch: () => fetch,
});

/** Login status for components: "loading" on the server and until the session has been read. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, () => LOADING);
}
