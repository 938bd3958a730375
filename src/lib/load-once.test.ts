import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once however many callers ask, and gives each the same result', async () => {
    const fetchModule = vi.fn(async () => ({ value: 42 }));
    const load = loadOnce(fetchModule);
    const [a, b] = await Promise.all([load(), load()]);
    const c = await load();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('forgets a failed fetch: the next call asks again and can succeed', async () => {
    const fetchModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const load = loadOnce(fetchModule);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('callers waiting on a request that fails all see the failure; a loader that throws at once rejects too', async () => {
    const load = loadOnce(() => Promise.reject(new Error('offline')));
    const results = await Promise.allSettled([load(), load()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const throwing = loadOnce((): Promise<never> => {
      throw new Error('no such chunk');
    });
    await expect(throwing()).rejects.toThrow('no such chunk');
  });
});
