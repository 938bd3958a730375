/**
 * How an element of a page opens site search, with or without React. Any element with
 * `data-search-button` opens it when clicked: the header's button, and others such as the 404
 * page's "search for this address" button. One with `data-search-query` also puts that text in
 * the search box, replacing what was there. The enhancer's search (src/enhance/search.ts) takes
 * the click, before React and after alike.
 */

export const SEARCH_BUTTON_ATTRIBUTE = 'data-search-button';
export const SEARCH_QUERY_ATTRIBUTE = 'data-search-query';

/** What a click on `target` asks of search: undefined when it is not on an opener; `query` when the opener carries text. */
export function searchOpener(target: EventTarget | null): { query?: string } | undefined {
  const opener = (target as Element | null)?.closest?.(`[${SEARCH_BUTTON_ATTRIBUTE}]`);
  if (!opener) return undefined;
  const query = opener.getAttribute(SEARCH_QUERY_ATTRIBUTE);
  return query === null ? {} : { query };
}

/**
 * Whether a keydown asks for search: Ctrl/Cmd+K anywhere, `/` when the reader is not typing in a
 * field. Free of imports and outer names on purpose: the inline boot script (src/enhance/boot.ts)
 * carries its source, so keys pressed while the page is still parsing follow the same rule.
 */
export function isSearchKey(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'target'>): boolean {
  if (event.key === 'k' && (event.metaKey || event.ctrlKey)) return true;
  if (event.key !== '/') return false;
  const target = event.target as HTMLElement | null;
  return !(target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? ''));
}
