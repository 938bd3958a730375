/**
 * The one way the site fetches code on demand in the browser (issue 28: it had four). Every
 * dynamic `import()` of browser code is the argument of `loadOnce`, and a component fetched on
 * demand is `React.lazy` over such a loader; `npm run lint` fails on a bare `import()` in the
 * browser's rooms (eslint.config.js).
 *
 * The loader it returns can be called by any number of callers: the first call fetches, the others
 * share that request and its result. A request that fails is forgotten, so the next call asks
 * again: a reader who was offline when search or a widget was first wanted gets it once the
 * connection is back, without reloading the page. (A memoised promise kept its rejection for the
 * page's life: Pagefind's loader did, so one failed fetch broke search until a reload.)
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= Promise.resolve()
      .then(load)
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
