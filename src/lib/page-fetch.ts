/**
 * Exported pages fetched for client-side navigation: a slot's content is taken from the target
 * page's own HTML, so every page's content exists once, in its HTML file. Prefetching on intent
 * (hover, focus, touch) fills this cache before the click. Bounded, so a long reading session does
 * not keep every page it visited in memory.
 */
const MAX_PAGES = 12;
const pages = new Map<string, Promise<string>>();

/** The page path a URL is served from (no query, no fragment). */
export const pageKey = (href: string): string => new URL(href, location.href).pathname;

/** The HTML text of a page of this site, fetched once while it is in the cache. */
export function fetchPageHtml(href: string): Promise<string> {
  const key = pageKey(href);
  let page = pages.get(key);
  if (page) {
    // Most recently used last: the oldest entry is the one evicted.
    pages.delete(key);
    pages.set(key, page);
    return page;
  }
  page = fetch(key, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`${key}: ${response.status}`);
    return response.text();
  });
  page.catch(() => pages.delete(key));
  pages.set(key, page);
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  return page;
}

/** Warms the cache for a link the reader is about to follow. Never throws. */
export function prefetchPage(href: string): void {
  fetchPageHtml(href).catch(() => undefined);
}
