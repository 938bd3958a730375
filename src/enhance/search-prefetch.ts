import { SEARCH_MODULE_URL } from './search';

/** Pagefind's browser script, written by `pagefind --site out` (src/lib/pagefind.ts imports it). */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

/**
 * Once the page has loaded and the browser is idle, fetches and compiles, without running, the two
 * scripts a first search needs: the results module and Pagefind's script (about 20 KB gzip, then
 * cached). Asked for with <link rel=modulepreload>, they wait in the page's module map, so when the
 * reader asks for search Pagefind starts at once instead of after two downloads.
 *
 * Measured on the peer bench (docs/benchmarks.md): starting Pagefind itself at idle (its script run,
 * its worker loading the WebAssembly and index metadata) made the first result 0.59x Starlight's,
 * but running its script right after load put 35-50 ms of main-thread work in Lighthouse's window
 * (guide TBT 101 -> 161 ms, perf 0.99 -> 0.98), so it is not done. <link rel=prefetch> does not help
 * either: a `no-cache` response without a validator is downloaded again. A reader who saves data,
 * or is on a 2G connection, is not charged for a search they may never make.
 */
export function prefetchSearchWhenIdle(doc: Document): () => void {
  const win = doc.defaultView!;
  let cancelled = false;
  const preload = (href: string) => {
    if (doc.head.querySelector(`link[rel=modulepreload][href="${href}"]`)) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  };
  const run = () => {
    if (cancelled) return;
    const connection = (win.navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    preload(SEARCH_MODULE_URL);
    preload(PAGEFIND_SCRIPT);
  };
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 500);
  };
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', idle);
  };
}
