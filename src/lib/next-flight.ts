/**
 * The browser's half of the build's knowledge of Next.js's page data (the other half, which reads
 * it out of the exported pages, is builder/next-export.ts). Next's client reads a page's flight data
 * from a global queue, `self.__next_f`, that the page's inline scripts fill before its runtime
 * starts (next/dist/client/app-index.js, `nextServerDataCallback`): `[0]` opens the queue, `[1, text]`
 * is a piece of the data as text, `[2, formState]` the form state, `[3, base64]` a binary piece.
 * The queue is not a public API, so it is written in one place, here: the enhancer's runtime loader
 * (src/enhance/runtime.ts) queues the data the build moved into the route's `.txt` file through
 * queueFlight. Browser-safe: no Node import.
 */

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
