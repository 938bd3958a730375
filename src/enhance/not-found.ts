import { decodeRoutes, nearestRoutes, searchTextFromPath } from '../lib/nearest-routes';
import { SEARCH_BUTTON_ATTRIBUTE, SEARCH_QUERY_ATTRIBUTE } from '../lib/search-open';

/**
 * The 404 page's help, filled in the browser. The export has one 404 page for every missing
 * address, so nothing about the address can be rendered at build time: the page carries an empty
 * container (`data-not-found`) and the site's page list as JSON (`#plinth-routes`, see
 * src/app/not-found.tsx), and this fills the container from `location.pathname` with a button that
 * opens the site search with words from the address, and links to the pages whose addresses are
 * closest (src/lib/nearest-routes.ts). Plain DOM, in the enhancer: React loads on demand on this
 * site, and a reader who landed on a wrong address should not wait for it to be helped. React
 * leaves the container's children alone when it hydrates (it renders it with empty
 * `dangerouslySetInnerHTML`).
 */

/** The attribute of the container the suggestions go into. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
/** The id of the JSON script listing the site's pages as `[route, title]` pairs. */
export const ROUTES_DATA_ID = 'plinth-routes';
/** How many pages are suggested. */
export const SUGGESTION_COUNT = 5;

const HEADING_ID = 'similar-pages-heading';

export function installNotFound(doc: Document): void {
  const container = doc.querySelector<HTMLElement>(`[${NOT_FOUND_ATTRIBUTE}]`);
  // Filled once: the script may be included twice, and a filled page must not get a second copy.
  if (!container || container.childElementCount > 0) return;
  const path = doc.defaultView?.location.pathname ?? '/';
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const el = doc.createElement(tag);
    el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  };

  const words = searchTextFromPath(path);
  if (words) {
    const button = make(
      'button',
      'rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-sm hover:text-[var(--link)]',
      `Search the docs for “${words}”`,
    );
    button.type = 'button';
    button.setAttribute(SEARCH_BUTTON_ATTRIBUTE, '');
    button.setAttribute(SEARCH_QUERY_ATTRIBUTE, words);
    const line = make('p', 'mt-6');
    line.append(button);
    container.append(line);
  }

  const suggestions = nearestRoutes(path, decodeRoutes(doc.getElementById(ROUTES_DATA_ID)?.textContent), SUGGESTION_COUNT);
  if (suggestions.length) {
    const section = make('section', 'mt-8');
    section.setAttribute('aria-labelledby', HEADING_ID);
    const heading = make('h2', 'text-xl font-semibold', 'Pages with a similar address');
    heading.id = HEADING_ID;
    // role="list": lists without bullets lose their list semantics in some browsers.
    const list = make('ul', 'mt-3 space-y-2');
    list.setAttribute('role', 'list');
    for (const page of suggestions) {
      const item = make('li', 'flex flex-wrap items-baseline gap-x-2');
      const link = make('a', 'text-[var(--link)] underline underline-offset-2', page.title);
      link.href = page.route;
      item.append(link, make('span', 'font-mono text-xs text-[var(--fg-muted)]', page.route));
      list.append(item);
    }
    section.append(heading, list);
    container.append(section);
  }
}
