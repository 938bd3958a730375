/** One result of a Pagefind search: its page's id, and the page's data, loaded on demand. */
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindPage>;
}

/** Pagefind's search options the site uses: `filters`, as Pagefind takes them (`{ kind: 'cli' }`, `{ kind: { any: [...] } }`). */
export interface PagefindSearchOptions {
  filters?: Record<string, unknown>;
}

/** The part of Pagefind's browser API the search dialog uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  /** Fetches the WebAssembly and the index's entry ahead of the first search (absent from stand-ins). */
  init?(): Promise<void>;
  search(query: string, options?: PagefindSearchOptions): Promise<{ results: PagefindResult[] } | null>;
  /** Loads the index chunks the words of `query` need, without searching (absent from stand-ins). */
  preload?(query: string, options?: PagefindSearchOptions): Promise<void>;
}

export interface PagefindPage {
  url: string;
  excerpt: string;
  /**
   * `page`: the title of the page a record belongs to, when the record's own title does not name it
   * (a CLI command's record: "plinth db push"). A reference record's `item`, `where` and, for a
   * parameter, `part` and `of` (its item's record) are what a result shows (builder/search-index.ts);
   * a start page has `where` too.
   */
  meta: { title?: string; page?: string; item?: string; where?: string; part?: string; of?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

/** A matching part of a result: a guide's section, a reference item's parameter or flag. */
export interface SearchSection {
  url: string;
  /** The section's heading, or the parameter's name. */
  heading: string;
  /** Pagefind's excerpt: escaped text with <mark> around the matched words. */
  excerpt: string;
}

/** One result of the dialog: a page or a reference item, with its matching sections under it. */
export interface SearchGroup {
  url: string;
  title: string;
  /** Where it is: "Guide", "JavaScript v2", "CLI", "Auth server". */
  where: string;
  /** Pagefind's excerpt (escaped, with <mark>s); empty for an item known by its name alone. */
  excerpt: string;
  sections: SearchSection[];
}

/** Pages whose static file is `x.html` are served at `x`: drop the extension from links. */
export function cleanUrl(url: string): string {
  return url.replace(/\.html(?=#|$)/, '').replace(/\/index(?=#|$)/, '/') || '/';
}

/** Matching sections shown under a result at most. */
export const MAX_SECTIONS = 3;

/**
 * The dialog's results: one per page or reference item, best first, each with its matching
 * sections under it (as DocSearch groups them). A guide's sections are Pagefind's `sub_results`
 * (the page's own top left out: it is the result itself); a reference item's are the records of
 * its parameters the search found (`sections`, src/lib/question-search.ts). A parameter's record
 * that leads its item stands under the item it belongs to.
 */
export function groupResults(results: readonly { page: PagefindPage; sections?: readonly PagefindPage[] }[], maxSections = MAX_SECTIONS): SearchGroup[] {
  return results.map(({ page, sections = [] }) => {
    const url = cleanUrl(page.url);
    const { meta } = page;
    if (meta.item === undefined) {
      const guide = url.startsWith('/guides/');
      const subs = (page.sub_results ?? []).filter((sub) => cleanUrl(sub.url) !== url);
      return {
        url,
        title: meta.page ?? meta.title ?? url,
        where: meta.where ?? (guide ? 'Guide' : ''),
        excerpt: page.excerpt,
        sections: subs.slice(0, maxSections).map((sub) => ({ url: cleanUrl(sub.url), heading: sub.title, excerpt: sub.excerpt })),
      };
    }
    const part = (p: PagefindPage): SearchSection => ({ url: cleanUrl(p.url), heading: p.meta.part ?? p.meta.item ?? p.meta.title ?? '', excerpt: p.excerpt });
    const led = meta.part !== undefined && meta.of !== undefined;
    const own = led ? cleanUrl(meta.of!) : url;
    return {
      url: own,
      title: meta.item,
      where: meta.where ?? '',
      excerpt: led ? '' : page.excerpt,
      // A name's item may be a flag itself (`plinth stop --no-backup`): its own record adds nothing under it.
      sections: [...(led ? [page] : []), ...sections]
        .filter((p) => cleanUrl(p.url) !== own)
        .slice(0, maxSections)
        .map(part),
    };
  });
}

/** The addresses of the dialog's results in the order a reader meets them: each result, then its sections. */
export const groupUrls = (groups: readonly SearchGroup[]): string[][] => groups.map((g) => [g.url, ...g.sections.map((s) => s.url)]);

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
