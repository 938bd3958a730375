import { checked } from '../lib/fetch-checked';
import { loadOnce } from '../lib/load-once';
import { loadPagefind } from '../lib/pagefind';
import { pagefindIndex, siteSearch, useTerms, type SearchTables } from '../lib/question-search';
import type { NameContext } from '../lib/search/names';
import { nameIndexFrom, NAMES_URL, termIndexFrom, TERMS_URL } from '../lib/search/tables';
import { activeAfterKey, flattenResults, type SearchHit } from '../lib/search-results';
import type { SearchParts } from './search';

/**
 * The search dialog's results, bundled on its own into /_static/search.js (builder/vendor.ts) and
 * fetched on intent by the enhancer (src/enhance/search.ts), which owns the dialog's frame.
 *
 * A combobox (the text box) controlling a listbox of results, as in the WAI-ARIA APG pattern. Focus
 * stays in the text box; the arrows, Home and End move the active result (`aria-activedescendant`,
 * scrolled into view) and Enter follows it. Each result is itself a link (`<a role="option">`), so a
 * middle click, Ctrl/Cmd+click or the context menu's "open in new tab" work as on any link, and a
 * plain click goes through the site's client-side navigation once React has started (Navigator's
 * one listener on the document), an ordinary one before. The links are out of the Tab order: Tab
 * goes from the text box to the close button. Ranking is the question search's
 * (src/lib/question-search.ts), the records' labels those of src/lib/search-results.ts.
 */

const optionId = (index: number) => `docs-search-hit-${index}`;

/**
 * The search's term and names tables (src/lib/search/tables.ts), fetched beside Pagefind when
 * search opens. Search works without them (a build without them, or a failed fetch): it is then
 * neither typo-tolerant nor exact-name-first.
 */
const loadTables = loadOnce(async (): Promise<SearchTables> => {
  const read = async (url: string) => (await fetch(url).then(checked(url))).json() as Promise<unknown>;
  const [terms, names] = await Promise.all([read(TERMS_URL), read(NAMES_URL)]);
  return { terms: termIndexFrom(terms, TERMS_URL), names: nameIndexFrom(names, NAMES_URL) };
});

let tables: SearchTables | undefined;

/** The `client-language` tab values (src/enhance/tabs.ts keeps the reader's choice in the URL) as reference keys. */
const TAB_LANGUAGES: Record<string, string> = {
  js: 'javascript',
  javascript: 'javascript',
  dart: 'dart',
  flutter: 'dart',
  python: 'python',
  swift: 'swift',
  kotlin: 'kotlin',
  csharp: 'csharp',
};

/** Where the reader is: the page (an older version's reference keeps its results) and their language. */
function readerContext(doc: Document): NameContext {
  const { pathname, search } = doc.defaultView!.location;
  const tab = new URLSearchParams(search).get('client-language');
  const reference = /^\/reference\/([a-z-]+)\//.exec(pathname)?.[1];
  return { path: pathname, language: (tab && TAB_LANGUAGES[tab]) ?? (reference && TAB_LANGUAGES[reference]) ?? undefined };
}

/** Results shown at most, from the best eight pages. */
const MAX_HITS = 12;
const MAX_PAGES = 8;

export function attachResults({ input, status, message, list, closeForResult }: SearchParts): void {
  const doc = input.ownerDocument;
  let hits: SearchHit[] = [];
  let active = 0;
  // Each search has a number: a result that arrives after a newer search started is dropped.
  let latest = 0;

  const say = (text: string) => {
    message.textContent = text;
    message.hidden = !text;
  };

  const select = (index: number, scroll: boolean) => {
    list.children[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = list.children[index];
    option?.setAttribute('aria-selected', 'true');
    if (option) input.setAttribute('aria-activedescendant', option.id);
    // The options are already in the list: only the active marker moves.
    if (scroll) option?.scrollIntoView({ block: 'nearest' });
  };

  /** `partial`: the best page's results only, the others still coming; the count waits for them (a screen reader would hear two counts, the first wrong). */
  const render = (query: string, partial = false) => {
    list.replaceChildren(
      ...hits.map((hit, index) => {
        const link = doc.createElement('a');
        link.id = optionId(index);
        link.href = hit.url;
        link.setAttribute('role', 'option');
        link.setAttribute('aria-selected', 'false');
        link.tabIndex = -1;
        link.className = 'block cursor-pointer rounded-md px-3 py-2 aria-selected:bg-[var(--bg-soft)]';
        const page = doc.createElement('span');
        page.className = 'block text-xs text-[var(--fg-muted)]';
        page.textContent = hit.pageTitle;
        const heading = doc.createElement('span');
        heading.className = 'block font-medium';
        heading.textContent = hit.heading;
        const excerpt = doc.createElement('span');
        excerpt.className = 'block text-sm text-[var(--fg-muted)] [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-[var(--fg)]';
        // Pagefind's excerpt: text it escaped, with <mark> around the matched words.
        excerpt.innerHTML = hit.excerpt;
        link.append(page, heading, excerpt);
        link.addEventListener('mousemove', () => select(index, false));
        return link;
      }),
    );
    input.setAttribute('aria-expanded', String(hits.length > 0));
    if (hits.length) select(0, false);
    else input.removeAttribute('aria-activedescendant');
    if (partial) return say('');
    status.textContent = `${hits.length} results`;
    say(hits.length ? '' : `No results for “${query}”.`);
  };

  const search = () => {
    const number = ++latest;
    const text = input.value.trim();
    if (!text) {
      hits = [];
      list.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      status.textContent = '';
      say('');
      return;
    }
    loadPagefind()
      .then(async (api) => {
        // Keys typed while Pagefind was loading each asked for a search: only the last one is made,
        // so the index's chunks for "r", "ro", "row"… are not fetched on a slow network.
        if (number !== latest) return;
        // The first search does not wait for the tables (165 KB gzip on a slow network): it is made
        // on Pagefind alone, on a fresh page with nothing loaded before it, and made again, exact
        // and deterministic, once they are in.
        const found = tables ?? {};
        if (found.terms) useTerms(api, found.terms);
        if (number !== latest) return;
        const results = await siteSearch(pagefindIndex(api), text, found, readerContext(doc), { want: MAX_PAGES });
        if (!results || number !== latest) return;
        const loads = results.slice(0, MAX_PAGES).map((result) => result.data());
        // The best page is shown as soon as its data is in (one request), the others when theirs are.
        const best = await loads[0];
        if (number !== latest) return;
        if (best && loads.length > 1) {
          hits = flattenResults([best], MAX_HITS);
          render(input.value, true);
        }
        const pages = await Promise.all(loads);
        if (number !== latest) return;
        const kept = active;
        hits = flattenResults(pages, MAX_HITS);
        render(input.value);
        if (!tables)
          loadTables()
            .then((loaded) => {
              tables = loaded;
              if (number === latest) search();
            })
            .catch(() => undefined);
        // The reader may have moved to another result of the first ones meanwhile.
        if (kept) select(Math.min(kept, hits.length - 1), false);
      })
      .catch(() => {
        if (number !== latest) return;
        hits = [];
        list.replaceChildren();
        status.textContent = '';
        // The next keystroke asks again (loadPagefind forgets a failed fetch): offline for a moment, or
        // a local copy whose index was never built.
        say('Search could not load its index. Check your connection and type again; on a local copy, run npm run build first.');
      });
  };

  input.addEventListener('input', search);
  input.addEventListener('keydown', (event) => {
    const next = activeAfterKey(event.key, active, hits.length);
    if (next !== null) {
      event.preventDefault();
      select(next, true);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      // Follows the link as a click would: the dialog closes, the navigation is the site's.
      doc.getElementById(optionId(active))?.click();
    }
  });
  list.addEventListener('click', (event) => {
    // A plain click leaves the dialog for the page; one that opens a new tab keeps it open.
    if (!(event.target as Element).closest('[role="option"]')) return;
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) closeForResult();
  });
  // Fetched now, beside Pagefind's first files, so that they are usually in by the second keystroke.
  loadTables()
    .then((loaded) => (tables = loaded))
    .catch(() => undefined);
  // What the reader typed while this module was on its way.
  search();
}
