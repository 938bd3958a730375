import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchFailure, fetchWithTimeout } from './fetch';

/** A fetch that answers after `ms`, or never, and honours its abort signal like the real one. */
function slowFetch(ms: number | undefined, response = new Response('{"ok":true}', { status: 503 })): typeof fetch {
  return (_url, init) =>
    new Promise((resolve, reject) => {
      if (ms !== undefined) setTimeout(() => resolve(response), ms);
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')));
    });
}

describe('fetchWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it("gives the response and its body whatever the status: the status rule is the caller's", async () => {
    const { response, body } = await fetchWithTimeout('/x', { timeoutMs: 1000, fetch: slowFetch(0) }, (r) => r.text());
    expect(response.status).toBe(503);
    expect(body).toBe('{"ok":true}');
  });

  it('fails as a timeout when the server is slower than allowed', async () => {
    vi.useFakeTimers();
    const pending = fetchWithTimeout('/slow', { timeoutMs: 50, fetch: slowFetch(undefined) });
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout', url: '/slow' });
    await vi.advanceTimersByTimeAsync(50);
    await outcome;
  });

  it('fails as a network failure when the request itself fails', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await fetchWithTimeout('/down', { timeoutMs: 1000, fetch: failing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailure);
    expect(error).toMatchObject({ kind: 'network', message: '/down: could not be reached' });
  });

  it("lets the caller's own abort through as it is, not as a failure", async () => {
    const caller = new AbortController();
    const pending = fetchWithTimeout('/x', { timeoutMs: 1000, fetch: slowFetch(undefined), signal: caller.signal });
    caller.abort(new Error('moved on'));
    await expect(pending).rejects.toThrow('moved on');
  });
});
