/** One result of a Pagefind search: its page's id, and the page's data, loaded on demand. */
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindPage>;
}

/** The part of Pagefind's browser API the search dialog uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  /** Fetches the WebAssembly and the index's entry ahead of the first search (absent from stand-ins). */
  init?(): Promise<void>;
  search(query: string, options?: Record<string, unknown>): Promise<{ results: PagefindResult[] } | null>;
  /** Loads the index chunks the words of `query` need, without searching (absent from stand-ins). */
  preload?(query: string): Promise<void>;
}

export interface PagefindPage {
  url: string;
  excerpt: string;
  /** `page`: the title of the page a record belongs to, when the record's own title does not name it (a CLI command's record: "plinth db push"). */
  meta: { title?: string; page?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface SearchHit {
  url: string;
  pageTitle: string;
  /** The heading the match is under (the page title when it is above the first heading). */
  heading: string;
  /** Pagefind's excerpt: escaped text with <mark> around the matched words. */
  excerpt: string;
}

/** Pages whose static file is `x.html` are served at `x`: drop the extension from links. */
export function cleanUrl(url: string): string {
  return url.replace(/\.html(?=#|$)/, '').replace(/\/index(?=#|$)/, '/') || '/';
}

/** One hit per matching section (up to three per page), best pages first. */
export function flattenResults(pages: PagefindPage[], limit: number): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const page of pages) {
    // A record that names its page (src/reference/outputs.ts) is one item or parameter: its own title is the heading, the page is its reference.
    const pageTitle = page.meta.page ?? page.meta.title ?? cleanUrl(page.url);
    const sections =
      page.sub_results?.length && page.meta.page === undefined
        ? page.sub_results.slice(0, 3)
        : [{ title: page.meta.title ?? pageTitle, url: page.url, excerpt: page.excerpt }];
    for (const section of sections) hits.push({ url: cleanUrl(section.url), pageTitle, heading: section.title, excerpt: section.excerpt });
  }
  return hits.slice(0, limit);
}

/**
 * The result a key makes active in the search combobox (WAI-ARIA APG combobox with a listbox
 * popup): the arrows move one result, without wrapping; Home and End go to the first and the
 * last. Null for any other key, and when there are no results, so the text box keeps the key.
 */
export function activeAfterKey(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const from = Math.min(Math.max(active, 0), last);
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
