import { loadOnce } from './load-once';
import type { PagefindApi } from './search-results';

/**
 * Pagefind's browser API, fetched the first time search is used. The index is written next to the
 * static pages by `pagefind --site out` at build time, so it is imported by URL, never bundled.
 * Its own module so the search dialog's tests can stand in for it.
 */
export const loadPagefind: () => Promise<PagefindApi> = loadOnce(async () => {
  const url = '/pagefind/pagefind.js';
  const api = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
  await api.options({ excerptLength: 18 });
  return api;
});

/**
 * Starts fetching Pagefind's script, its WebAssembly and the index's entry, without waiting for
 * them: the enhancer calls it when search is wanted, beside the fetch of the dialog's results
 * module. The browser keeps one instance of a module per URL, so the module's own `loadPagefind`
 * then finds the same, already initialised, Pagefind.
 */
export function warmPagefind(): void {
  loadPagefind()
    .then((api) => api.init?.())
    .catch(() => undefined);
}
