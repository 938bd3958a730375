import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage';
import { createSessionStore, loginHref, parseStoredSession, SESSION_STORAGE_KEY, sessionValidity, type StoredSession } from './session';

const NOW = 1_800_000_000;
const valid: StoredSession = { access_token: 'access-1', refresh_token: 'refresh-1', expires_at: NOW + 3600, user: { email: 'dev@plinth.test' } };
const expired: StoredSession = { ...valid, access_token: 'old', expires_at: NOW - 5 };

describe('stored session', () => {
  it('parses a session and ignores anything else without throwing', () => {
    expect(parseStoredSession(JSON.stringify(valid))).toEqual(valid);
    for (const raw of [null, '', '{', '[]', 'null', '{"access_token":"a"}', '{"access_token":"","expires_at":1}', '{"access_token":1,"expires_at":1}']) {
      expect(parseStoredSession(raw)).toBeNull();
    }
  });

  it('is valid before it expires, refreshable after with a refresh token, and none otherwise', () => {
    expect(sessionValidity(valid, NOW)).toBe('valid');
    expect(sessionValidity(expired, NOW)).toBe('refreshable');
    expect(sessionValidity({ ...expired, refresh_token: undefined }, NOW)).toBe('none');
    expect(sessionValidity(null, NOW)).toBe('none');
    // A token about to expire is refreshed rather than sent.
    expect(sessionValidity({ ...valid, expires_at: NOW + 3 }, NOW)).toBe('refreshable');
  });

  it('builds the log-in link with a return address', () => {
    expect(loginHref('http://127.0.0.1:3000/guides/x?a=1#b', '/dev/sign-in')).toBe(
      '/dev/sign-in?return_to=http%3A%2F%2F127.0.0.1%3A3000%2Fguides%2Fx%3Fa%3D1%23b',
    );
    expect(loginHref('/p', 'https://app.plinth.co/sign-in?from=docs')).toBe('https://app.plinth.co/sign-in?from=docs&return_to=%2Fp');
  });
});

describe('session store', () => {
  it('is loading until first read, then logged in with the access token', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(valid) });
    const store = createSessionStore({ storage: () => storage, fetch: () => vi.fn(), now: () => NOW });
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual({ status: 'loggedIn', accessToken: 'access-1', email: 'dev@plinth.test' });
    expect(listener).toHaveBeenCalled();
  });

  it('is logged out without a session, and with a corrupted one', async () => {
    for (const raw of [undefined, 'not json', '{"expires_at":1}']) {
      const storage = memoryStorage(raw === undefined ? {} : { [SESSION_STORAGE_KEY]: raw });
      const store = createSessionStore({ storage: () => storage, fetch: () => vi.fn(), now: () => NOW });
      await expect(store.settled()).resolves.toEqual({ status: 'loggedOut' });
    }
  });

  it('is logged out when storage itself throws', async () => {
    const store = createSessionStore({
      storage: () => ({
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {},
        removeItem: () => {},
      }),
      fetch: () => vi.fn(),
      now: () => NOW,
    });
    await expect(store.settled()).resolves.toEqual({ status: 'loggedOut' });
  });

  it('stays loading while an expired token is refreshed, then saves the new session', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(expired) });
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = createSessionStore({ storage: () => storage, fetch: () => fetch, now: () => NOW, authUrl: 'http://auth' });
    const settled = store.settled();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    expect(fetch).toHaveBeenCalledWith(
      'http://auth/auth/v1/token?grant_type=refresh_token',
      expect.objectContaining({ method: 'POST', body: '{"refresh_token":"refresh-1"}' }),
    );
    answer(new Response(JSON.stringify({ ...valid, access_token: 'access-2' })));
    await expect(settled).resolves.toMatchObject({ status: 'loggedIn', accessToken: 'access-2' });
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY)!).access_token).toBe('access-2');
  });

  it('logs out and forgets the session when the refresh is refused', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(expired) });
    const fetch = vi.fn(async () => new Response('{"message":"invalid refresh token"}', { status: 401 }));
    const store = createSessionStore({ storage: () => storage, fetch: () => fetch, now: () => NOW });
    await expect(store.settled()).resolves.toEqual({ status: 'loggedOut' });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('logs out, keeping the session for later, when the token endpoint is unreachable', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(expired) });
    const store = createSessionStore({ storage: () => storage, fetch: () => vi.fn(async () => Promise.reject(new TypeError('offline'))), now: () => NOW });
    await expect(store.settled()).resolves.toEqual({ status: 'loggedOut' });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(true);
  });

  it('signs out: clears the stored session and notifies', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(valid) });
    const store = createSessionStore({ storage: () => storage, fetch: () => vi.fn(), now: () => NOW });
    const listener = vi.fn();
    store.subscribe(listener);
    listener.mockClear();
    store.signOut();
    expect(store.getSnapshot()).toEqual({ status: 'loggedOut' });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('picks up a sign-in that happened elsewhere on reload', async () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage: () => storage, fetch: () => vi.fn(), now: () => NOW });
    await expect(store.settled()).resolves.toEqual({ status: 'loggedOut' });
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(valid));
    store.reload();
    expect(store.getSnapshot()).toMatchObject({ status: 'loggedIn', accessToken: 'access-1' });
  });
});
