import { checked } from '../lib/fetch-checked';
import { loadOnce } from '../lib/load-once';
import { loadPagefind } from '../lib/pagefind';
import { PAGEFIND_RANKING, pagefindIndex, siteSearch, useTerms, type SearchTables } from '../lib/question-search';
import type { NameContext, NameIndex } from '../lib/search/names';
import { nameIndexFrom, NAMES_URL, termIndexFrom, TERMS_URL } from '../lib/search/tables';
import { SEARCH_SCOPES } from '../lib/search/scopes';
import { activeAfterKey, groupResults, type SearchGroup } from '../lib/search-results';
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

/** The performance measure of each search's own time (after the debounce, to its final results shown). */
export const SEARCH_MEASURE = 'plinth:search';

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

/** Pagefind, ranking as the MCP server's does (PAGEFIND_RANKING), once per page. */
const rankedPagefind = loadOnce(async () => {
  const api = await loadPagefind();
  await api.options({ ranking: PAGEFIND_RANKING });
  return api;
});

/**
 * Where the reader is: the page (an older version's reference keeps its results) and their
 * language, the `client-language` tab they chose (src/enhance/tabs.ts keeps it in the URL) or the
 * client library whose reference they are in, read as the names table reads a library's words.
 */
function readerContext(doc: Document, names: NameIndex | undefined): NameContext {
  const { pathname, search } = doc.defaultView!.location;
  const tab = new URLSearchParams(search).get('client-language');
  const reference = /^\/reference\/([a-z-]+)\//.exec(pathname)?.[1];
  return { path: pathname, language: (tab && names?.languageOf(tab)) || (reference && names?.languageOf(reference)) || undefined };
}

/** Results (pages and reference items) shown at most, each with up to MAX_SECTIONS sections under it. */
const MAX_RESULTS = 8;

const SCOPE_NAME = 'docs-search-scope';

/**
 * The filter row (src/lib/search/scopes.ts): native radio buttons in a fieldset, so it is one Tab
 * stop after the close button whose arrows choose the filter, and a screen reader says "Search in,
 * CLI, radio button, 9 of 11". Built here, with the results, so the page's first load does not carry it.
 */
function filterRow(doc: Document): HTMLFieldSetElement {
  const row = doc.createElement('fieldset');
  row.className = 'flex flex-wrap gap-1 border-b border-[var(--border)] px-3 py-2 text-xs';
  const legend = doc.createElement('legend');
  legend.className = 'sr-only';
  legend.textContent = 'Search in';
  row.append(legend);
  for (const scope of SEARCH_SCOPES) {
    const label = doc.createElement('label');
    label.className = 'cursor-pointer';
    const radio = doc.createElement('input');
    radio.type = 'radio';
    radio.name = SCOPE_NAME;
    radio.value = scope.id;
    radio.checked = scope.id === 'all';
    radio.className = 'peer sr-only';
    const text = doc.createElement('span');
    text.className =
      'block rounded-full border border-[var(--border)] px-2 py-0.5 text-[var(--fg-muted)] peer-checked:border-[var(--fg)] peer-checked:text-[var(--fg)] peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1';
    text.textContent = scope.label;
    label.append(radio, text);
    row.append(label);
  }
  return row;
}

const count = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

export function attachResults({ input, status, message, list, closeForResult }: SearchParts): void {
  const doc = input.ownerDocument;
  const row = filterRow(doc);
  list.parentElement!.before(row);
  let scope = 'all';
  const scopeLabel = () => SEARCH_SCOPES.find((s) => s.id === scope)!.label;
  /** The options in the listbox, in order: each result, then its sections. */
  let options: HTMLAnchorElement[] = [];
  let active = 0;
  // Each search has a number: a result that arrives after a newer search started is dropped.
  let latest = 0;

  const say = (text: string) => {
    message.textContent = text;
    message.hidden = !text;
  };

  /** Says the count once: a live region whose text is set again is read again. */
  const announce = (text: string) => {
    if (status.textContent !== text) status.textContent = text;
  };

  const select = (index: number, scroll: boolean) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[index];
    option?.setAttribute('aria-selected', 'true');
    if (option) input.setAttribute('aria-activedescendant', option.id);
    // The options are already in the list: only the active marker moves.
    if (scroll) option?.scrollIntoView({ block: 'nearest' });
  };

  const option = (url: string, className: string, ...parts: Node[]) => {
    const index = options.length;
    const link = doc.createElement('a');
    link.id = optionId(index);
    link.href = url;
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
    link.tabIndex = -1;
    link.className = `block cursor-pointer rounded-md py-2 pr-3 aria-selected:bg-[var(--bg-soft)] ${className}`;
    link.append(...parts);
    link.addEventListener('mousemove', () => select(index, false));
    options.push(link);
    return link;
  };
  const span = (className: string, text: string, html = false) => {
    const element = doc.createElement('span');
    element.className = className;
    // Pagefind's excerpts: text it escaped, with <mark> around the matched words.
    if (html) element.innerHTML = text;
    else element.textContent = text;
    return element;
  };
  const EXCERPT = 'block text-sm text-[var(--fg-muted)] [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-[var(--fg)]';

  /**
   * Each result is a group of options (`role="group"`, named by its title): the page or item
   * itself, then its matching sections, indented. `partial`: the best result only, the others
   * still coming; the count waits for them (a screen reader would hear two counts, the first wrong).
   */
  const render = (query: string, groups: SearchGroup[], partial: boolean) => {
    const kept = active;
    options = [];
    list.replaceChildren(
      ...groups.map((group) => {
        const element = doc.createElement('div');
        element.setAttribute('role', 'group');
        const title = span('font-medium', group.title);
        title.id = `${optionId(options.length)}-title`;
        element.setAttribute('aria-labelledby', title.id);
        const heading = doc.createElement('span');
        heading.className = 'flex items-baseline justify-between gap-2';
        heading.append(title);
        if (group.where) heading.append(span('shrink-0 text-xs text-[var(--fg-muted)]', group.where));
        element.append(option(group.url, 'pl-3', heading, ...(group.excerpt ? [span(EXCERPT, group.excerpt, true)] : [])));
        for (const section of group.sections)
          element.append(
            option(section.url, 'ml-3 border-l border-[var(--border)] pl-3', span('block text-sm', section.heading), span(EXCERPT, section.excerpt, true)),
          );
        return element;
      }),
    );
    input.setAttribute('aria-expanded', String(options.length > 0));
    active = 0;
    if (options.length) select(Math.min(kept, options.length - 1), false);
    else input.removeAttribute('aria-activedescendant');
    if (partial) return say('');
    const where = scope === 'all' ? '' : ` in ${scopeLabel()}`;
    announce(`${count(groups.length)}${where}`);
    say(groups.length ? '' : `No results for “${query}”${where}.`);
  };

  // The tables, asked for once the first results are shown: on a slow network their 165 KB (gzip)
  // would share the line with Pagefind's WebAssembly, index and result data, which the first
  // results wait for (the peer bench's first result came 0.6 s later with them fetched at once).
  // Until they are in or have failed, results are shown but not counted: the search is made again
  // with them, and the count is said once, for those results.
  let tablesSettled = tables !== undefined;
  let tablesIn: Promise<void> | undefined;
  const fetchTables = () =>
    (tablesIn ??= loadTables()
      .then((loaded) => void (tables = loaded))
      .catch(() => undefined)
      .finally(() => (tablesSettled = true)));

  const search = (keepActive = false) => {
    const number = ++latest;
    const text = input.value.trim();
    if (!keepActive) active = 0;
    if (!text) {
      options = [];
      list.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      status.textContent = '';
      say('');
      return;
    }
    rankedPagefind()
      .then(async (api) => {
        // Keys typed while Pagefind was loading each asked for a search: only the last one is made,
        // so the index's chunks for "r", "ro", "row"… are not fetched on a slow network.
        if (number !== latest) return;
        // The first search does not wait for the tables: it is made on Pagefind alone, on a fresh
        // page with nothing loaded before it, and made again, exact and deterministic, once they are in.
        const used = tables;
        const found = used ?? {};
        if (found.terms) useTerms(api, found.terms);
        // The search's own time, from the end of the debounce to the results shown (npm run bench:search reads it).
        const index = pagefindIndex(api);
        let settled = 0;
        const timed = {
          settle: async (t: string) => {
            const ok = await index.settle!(t);
            settled = performance.now();
            return ok;
          },
          search: index.search,
        };
        // Without the tables, no guides' ranking beside the query's (Pagefind would first fetch its filter index).
        const results = await siteSearch(timed, text, found, readerContext(doc, found.names), {
          want: MAX_RESULTS,
          scope,
          guides: used !== undefined || tablesSettled,
        });
        if (!results || number !== latest) return;
        const loads = results.slice(0, MAX_RESULTS).map(async (result) => ({ page: await result.data(), sections: result.sections }));
        // The best result is shown as soon as its data is in (one request), the others when theirs are.
        const best = await loads[0];
        if (number !== latest) return;
        if (best && loads.length > 1) render(input.value, groupResults([best]), true);
        const pages = await Promise.all(loads);
        if (number !== latest) return;
        // Made with the tables, or without them once they failed: final. Else made again when they are in.
        const complete = tablesSettled && tables === used;
        render(input.value, groupResults(pages), !complete);
        if (complete) performance.measure(SEARCH_MEASURE, { start: settled, end: performance.now() });
        if (!complete)
          void fetchTables().then(() => {
            if (number === latest) search(true);
          });
      })
      .catch(() => {
        if (number !== latest) return;
        options = [];
        list.replaceChildren();
        status.textContent = '';
        // The next keystroke asks again (loadPagefind forgets a failed fetch): offline for a moment, or
        // a local copy whose index was never built.
        say('Search could not load its index. Check your connection and type again; on a local copy, run npm run build first.');
      });
  };

  input.addEventListener('input', () => search());
  row.addEventListener('change', (event) => {
    scope = (event.target as HTMLInputElement).value;
    search();
  });
  input.addEventListener('keydown', (event) => {
    const next = activeAfterKey(event.key, active, options.length);
    if (next !== null) {
      event.preventDefault();
      select(next, true);
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      // Follows the link as a click would: the dialog closes, the navigation is the site's.
      options[active]!.click();
    }
  });
  list.addEventListener('click', (event) => {
    // A plain click leaves the dialog for the page; one that opens a new tab keeps it open.
    if (!(event.target as Element).closest('[role="option"]')) return;
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) closeForResult();
  });
  // What the reader typed while this module was on its way.
  search();
}
