import { SLOT_ATTRIBUTE } from './slots';

/**
 * Exported pages fetched for client-side navigation: a slot's content is taken from the target
 * page's own HTML, so every page's content exists once, in its HTML file. Prefetching on intent
 * (hover, focus, touch) fetches the page and reads its slots before the click, so the click only
 * writes them: the page is parsed once, however many slots it has (a reference page has a dozen,
 * and each used to parse the whole page again). Bounded, so a long reading session does not keep
 * every page it visited in memory.
 */
const MAX_PAGES = 12;
const pages = new Map<string, Promise<ReadonlyMap<string, string>>>();

/** The page path a URL is served from (no query, no fragment). */
export const pageKey = (href: string): string => new URL(href, location.href).pathname;

/** Every slot of an HTML page, by id: its content as HTML. */
export function slotsOf(html: string): Map<string, string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return new Map([...doc.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)].map((slot) => [slot.getAttribute(SLOT_ATTRIBUTE)!, slot.innerHTML]));
}

/** The slots of a page of this site, fetched and read once while it is in the cache. */
export function fetchPageSlots(href: string): Promise<ReadonlyMap<string, string>> {
  const key = pageKey(href);
  let page = pages.get(key);
  if (page) {
    // Most recently used last: the oldest entry is the one evicted.
    pages.delete(key);
    pages.set(key, page);
    return page;
  }
  page = fetch(key, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`${key}: ${response.status}`);
      return response.text();
    })
    .then(slotsOf);
  page.catch(() => pages.delete(key));
  pages.set(key, page);
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  return page;
}

/** Warms the cache for a link the reader is about to follow. Never throws. */
export function prefetchPage(href: string): void {
  fetchPageSlots(href).catch(() => undefined);
}
