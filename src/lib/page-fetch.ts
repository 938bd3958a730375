import { checked } from './fetch-checked';
import { SLOT_ATTRIBUTE } from './slots';

/**
 * Exported pages fetched for client-side navigation: a slot's content is taken from the target
 * page's own HTML, so every page's content exists once, in its HTML file. Prefetching on intent
 * (src/components/shell/Navigator.tsx) fetches the page, then reads its slots when the browser is
 * idle, so a click usually only writes them: the page is parsed once, however many slots it has (a
 * reference page has a dozen). The read waits for idle time because a prefetch often starts while
 * a navigation is being drawn (the pointer rests on a link of the new page), and parsing a long page
 * then delays the frame the reader is waiting for. Bounded, so a long reading session does not keep
 * every page it visited in memory.
 */
const MAX_PAGES = 12;
interface Entry {
  html: Promise<string>;
  /** The page's HTML once it has arrived. */
  text?: string;
  slots?: Promise<ReadonlyMap<string, SlotParts>>;
  /** The slots once read. */
  read?: ReadonlyMap<string, SlotParts>;
}
const pages = new Map<string, Entry>();

/** The page path a URL is served from (no query, no fragment). */
export const pageKey = (href: string): string => new URL(href, location.href).pathname;

/**
 * A slot's content as HTML, split at its top-level blocks (text between blocks goes with the block
 * after it): joined, the parts are the slot's HTML. The writer appends them a few at a time
 * (src/lib/slot-writer.ts).
 */
export type SlotParts = readonly string[];

/** `element`'s children as HTML, one part per child element. */
export function partsOf(element: Element): SlotParts {
  const parts: string[] = [];
  let between = '';
  const box = element.ownerDocument.createElement('div');
  for (const child of element.childNodes) {
    if (child.nodeType === 1) {
      parts.push(between + (child as Element).outerHTML);
      between = '';
      continue;
    }
    // Text and comments: serialized as the parser would read them back.
    box.replaceChildren(child.cloneNode());
    between += box.innerHTML;
  }
  if (between && parts.length > 0) parts[parts.length - 1] += between;
  else if (between) parts.push(between);
  return parts;
}

/** Every slot of an HTML page, by id: its content in top-level parts. */
export function slotsOf(html: string): Map<string, SlotParts> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return new Map([...doc.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)].map((slot) => [slot.getAttribute(SLOT_ATTRIBUTE)!, partsOf(slot)]));
}

/** A page's cache entry, fetched if it is not there (most recently used last: the oldest is evicted). */
function entryOf(href: string): Entry {
  const key = pageKey(href);
  let entry = pages.get(key);
  if (entry) {
    pages.delete(key);
    pages.set(key, entry);
    return entry;
  }
  const html = fetch(key, { credentials: 'same-origin' })
    .then(checked(key))
    .then((response) => response.text());
  const created: Entry = { html };
  entry = created;
  html.then(
    (text) => (created.text = text),
    () => pages.delete(key),
  );
  pages.set(key, entry);
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  return entry;
}

/** Reads an entry's slots, once. */
function read(entry: Entry, text: string): ReadonlyMap<string, SlotParts> {
  entry.read ??= slotsOf(text);
  return entry.read;
}

/** The slots of a page of this site, fetched and read once while it is in the cache. */
export function fetchPageSlots(href: string): Promise<ReadonlyMap<string, SlotParts>> {
  const entry = entryOf(href);
  entry.slots ??= entry.html.then((text) => read(entry, text));
  return entry.slots;
}

/**
 * The slots of a page whose HTML has already arrived, read now if they have not been; undefined
 * while it is still on its way (or was never asked for). A navigation to a prefetched page writes
 * its content in the same task as React's commit, so the browser lays the page out once, with its
 * content, instead of once without and once again a moment later.
 */
export function pageSlotsNow(href: string): ReadonlyMap<string, SlotParts> | undefined {
  const entry = pages.get(pageKey(href));
  if (entry?.text === undefined) return undefined;
  return read(entry, entry.text);
}

/**
 * Gives `write` the slots of the page at `path`: at once, in the caller's task, when its HTML has
 * arrived (a navigation to a prefetched page is then laid out once, with its content), else when
 * it arrives. `failed` is called instead when it cannot be fetched, or when `write` throws. Returns
 * a function that drops an answer still to come (the reader has left the page).
 */
export function withPageSlots(path: string, write: (slots: ReadonlyMap<string, SlotParts>) => void, failed: () => void): () => void {
  const ready = pageSlotsNow(path);
  if (ready) {
    try {
      write(ready);
    } catch {
      failed();
    }
    return () => undefined;
  }
  let current = true;
  fetchPageSlots(path)
    .then((slots) => current && write(slots))
    .catch(() => current && failed());
  return () => {
    current = false;
  };
}

/** Runs `task` when the main thread is idle (within a second at the latest). */
const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
};

/**
 * Keeps the page the reader landed on, when the browser is next idle: its slots were written by
 * the server, not read from the cache, and a step back to it from a later page must be able to
 * write them at once, so the browser can restore the reader's scroll position (fetched after the
 * step, they arrive too late for it). Revalidated from the HTTP cache. Never throws.
 */
export function rememberCurrentPage(): void {
  whenIdle(() => prefetchPage(location.href));
}

/** Warms the cache for a link the reader is about to follow: fetched now, read when idle. Never throws. */
export function prefetchPage(href: string): void {
  entryOf(href).html.then(
    () => whenIdle(() => void fetchPageSlots(href).catch(() => undefined)),
    () => undefined,
  );
}
