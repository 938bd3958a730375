// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchSearchWhenIdle } from './search-prefetch';

const preloaded = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('search scripts fetched ahead', () => {
  it('once the page has loaded and the browser is idle: the results module and Pagefind, preloaded, not run', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => (idle = fn));
    prefetchSearchWhenIdle(document);
    expect(preloaded()).toEqual([]);
    idle!();
    expect(preloaded()).toEqual(['/_static/search.js', '/pagefind/pagefind.js']);
    // Once per page, however often it is asked.
    prefetchSearchWhenIdle(document);
    idle!();
    expect(preloaded()).toHaveLength(2);
  });

  it('fetches nothing for a reader who saves data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => fn());
    prefetchSearchWhenIdle(document);
    expect(preloaded()).toEqual([]);
  });
});
