/**
 * A fetch with a deadline, for everything the browser asks a server with a reader waiting: the
 * credential panel's platform API calls (src/panel/api.ts) and "Was this page helpful?"
 * (src/enhance/feedback.ts). The status rule, that a response that is not 2xx is a failure, is
 * `checked` (src/lib/fetch-checked.ts); this module decides only between an answer, a timeout and
 * an unreachable server, in one way for the enhancer and the islands.
 */

/** Why no response came: the server took longer than allowed, or could not be reached. */
export class FetchFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    readonly url: string,
  ) {
    super(kind === 'timeout' ? `${url}: no answer in time` : `${url}: could not be reached`);
    this.name = 'FetchFailure';
  }
}

export interface TimedRequest extends RequestInit {
  /** Longest wait in milliseconds for the response and its body together. */
  timeoutMs: number;
  /** The fetch to use (tests pass a fake); the window's by default. */
  fetch?: typeof fetch;
}

/**
 * Fetches `url` and reads the body with `read` (the body counts against the deadline too),
 * whatever the status. Rejects with FetchFailure('timeout') past `timeoutMs` and
 * FetchFailure('network') when the request fails otherwise; when the caller's own `signal` aborts,
 * the abort comes through as it is, so a caller that moved on sees no failure of its own.
 */
export async function fetchWithTimeout<T = undefined>(
  url: string,
  { timeoutMs, fetch: fetchImpl = fetch, signal, ...init }: TimedRequest,
  read: (response: Response) => Promise<T> = async () => undefined as T,
): Promise<{ response: Response; body: T }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    return { response, body: await read(response) };
  } catch (error) {
    if (timedOut) throw new FetchFailure('timeout', url);
    if (signal?.aborted) throw error;
    throw new FetchFailure('network', url);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
