/**
 * The browser-safe half of the one adapter to Next.js's static export (the Node half, which reads
 * the exported pages, is builder/next-export.ts). What the browser and the server need to know of
 * Next's output is here and nowhere else: where Next's own files are served from, which of them
 * never change, the route's flight data file, and the global queue Next's client reads a page's
 * flight data from. Browser-safe: no Node import, so the enhancer, the server and the build all
 * read it.
 *
 * The queue, `self.__next_f`, is filled by the page's inline scripts before its runtime starts
 * (next/dist/client/app-index.js, `nextServerDataCallback`): `[0]` opens the queue, `[1, text]` is
 * a piece of the data as text, `[2, formState]` the form state, `[3, base64]` a binary piece. It is
 * not a public API, so it is written in one place, here: the enhancer's runtime loader
 * (src/enhance/runtime.ts) queues the data the build moved into the route's `.txt` file through
 * queueFlight. Its test runs Next's own reader of the queue, from the installed Next.
 */

/** The folder of the export Next writes its own files into (scripts, style sheets, its build id). */
export const NEXT_DIR = '_next';

/** The address of every file in NEXT_DIR: Next's scripts and style sheets. */
export const NEXT_PREFIX = `/${NEXT_DIR}/`;

/**
 * Next's compiled assets: each name holds a hash of the file's content, so a file under this prefix
 * never changes and is cached for a year (server/host-config.ts).
 */
export const NEXT_STATIC_PREFIX = `${NEXT_PREFIX}static/`;

/** Whether an address is one of Next's own files (`/_next/…`), not a page of the site. */
export const isNextAddress = (url: string): boolean => url.startsWith(NEXT_PREFIX);

/** The extension of a route's flight data file, beside its page: `guides/x.html` → `guides/x.txt`. */
export const FLIGHT_FILE_EXTENSION = '.txt';

/**
 * The pages Next exports besides the app's routes: `404.html`, which hosts answer a missing
 * address with, and `_not-found.html`, its not-found route's copy of the same page.
 */
export const NEXT_ERROR_ROUTES: readonly string[] = ['/404', '/_not-found'];

/** Whether an address is a flight data file of this site: `/guides/x.txt`, never `//host/…` or another origin. */
export const isFlightFileAddress = (url: string): boolean => url.endsWith(FLIGHT_FILE_EXTENSION) && /^\/(?!\/)[^\\]*$/.test(url);

/** The global Next's client reads the page data from. */
export const FLIGHT_QUEUE = '__next_f';

/** An entry of the queue, as Next 16's client reads it. */
export type FlightEntry = [0] | [1, string] | [2, unknown] | [3, string];

/** Whether a value is an entry of a shape Next 16's client reads (builder/next-export.ts checks inline scripts with it). */
export function isFlightEntry(value: unknown): value is FlightEntry {
  if (!Array.isArray(value)) return false;
  const [kind, data] = value as unknown[];
  if (kind === 0) return value.length === 1;
  if (value.length !== 2) return false;
  return kind === 2 || ((kind === 1 || kind === 3) && typeof data === 'string');
}

/**
 * Queues a page's flight data, fetched whole from its `.txt` file, as the page's inline scripts
 * would have: one text entry after the boot entry (`[0]`), which the page's own inline script has
 * already queued. Before Next's runtime runs the queue is a plain array; after, its push is Next's reader.
 */
export function queueFlight(win: Window, text: string): void {
  const queue = ((win as Window & { [FLIGHT_QUEUE]?: FlightEntry[] })[FLIGHT_QUEUE] ??= []);
  queue.push([1, text]);
}
