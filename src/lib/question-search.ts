/**
 * Search that understands a question, on the site's one Pagefind index: "how do I let users sign
 * in without a password" should find the passwordless and phone pages, which share few of its
 * words. Pagefind ranks pages by the words they contain (BM25-like); a question carries words no
 * page has ("how", "let", "without") and lacks the ones pages use ("passwordless", "magic link").
 * So a question becomes a few searches of the same index (`planSearches`): the text as typed,
 * its content words together and one by one, and the docs' own words for the phrases it contains
 * (src/lib/search-phrases.ts); their rankings are merged by weighted reciprocal rank fusion
 * (`fuseRankings`). A page found by several searches, or high in one, comes first.
 *
 * Before that, two tables the build writes make it exact and deterministic:
 * - the names table (src/lib/search/names.ts): a query that contains a reference name (a command,
 *   flag, function, operation id, variable, log field, error code) gets that item first;
 * - the term table (src/lib/search/terms.ts): each word is checked against the index's own words, a
 *   typo corrected to the word it stands for, and the index chunks a word extends into loaded before
 *   Pagefind searches, so a query ranks the same whatever was searched before.
 * After the fusion, old versions' results are dropped (unless the reader is on that version) and the
 * same function in several client libraries is shown once, in the reader's language.
 *
 * Pure and browser-safe: the search dialog runs it on Pagefind in the browser, the MCP server
 * (mcp/) on the same index in Node, so both rank alike (docs/benchmarks.md, npm run eval:search).
 */
import { nameKey, type NameContext, type NameIndex, type NameMatch } from './search/names';
import type { SemanticIndex } from './search/semantic';
import { normaliseWord, preloadKeys, prepareWords, stemOf, type TermIndex } from './search/terms';
import { SEARCH_PHRASES, type PhraseEntry } from './search-phrases';
import { inScope, scopeSearchOptions } from './search/scopes';
import type { PagefindApi, PagefindPage, PagefindSearchOptions } from './search-results';

/** One search of the index and how much its ranking counts in the fusion. */
export interface PlannedSearch {
  query: string;
  weight: number;
  /** Why it is searched: the text as typed, its content words, or a phrase entry's words. */
  kind: 'typed' | 'keywords' | 'phrase' | 'word';
}

/** Words that say how a question is asked, not what it is about. */
const QUESTION_WORDS = new Set(
  'a about after all am an and any are as at be been being but by can could did do does doing for from get gets getting had has have how i if in into is it its let lets me my need of on or our should so some that the their them then there these they this those to up us use using want was way we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** How many phrase entries a question may bring in: the first ones found in it, longest cue first. */
export const MAX_PHRASE_SEARCHES = 3;

/** How many of a question's content words are searched one by one (the first ones). */
export const MAX_WORD_SEARCHES = 6;

/**
 * The fusion's constant: a result at rank r of a search adds weight / (RRF_K + r). Reciprocal rank
 * fusion's usual 60 flattens the head of each list; with three to five short lists the first
 * places should count more (chosen on the evaluation's dev questions only).
 */
export const RRF_K = 10;

/**
 * How much a phrase entry's search counts against the text as typed and its content words (1
 * each): the docs' own words for what was asked are the better evidence. Chosen on the evaluation's
 * dev questions (1: 88.9%, 1.5: 93.3%, 2: 95.6% recall@5), K and the entry count left as they were.
 */
export const PHRASE_WEIGHT = 2;

/**
 * Pagefind's ranking options, given to Pagefind in the browser and in Node alike. Its default
 * pageLength (0.75) ranks a short record far above a long page with the same words: a parameter's
 * record above the guide that explains it. Chosen on the evaluation's dev questions only (dialog,
 * R@1/R@5 of 80): 0.75: 34/58, 0.5: 37/61, 0.3: 38/63, 0.25: 41/63, 0.2: 43/63, 0.15: 41/62, 0: 41/58;
 * termSaturation 1 or 2 and termFrequency 0.5 did no better.
 */
export const PAGEFIND_RANKING: Readonly<Record<string, number>> = { termFrequency: 1, pageLength: 0.2, termSimilarity: 1, termSaturation: 1.4 };

/** Lowercase words, with a plural or possessive "s" removed, so "passwords" meets "password". */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+(?:'[\p{L}]+)?/gu) ?? []).map(stem);
}

export function stem(word: string): string {
  const w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The content words of a question, in order, each once. */
export function keywords(text: string): string[] {
  return [...new Set(words(text).filter((w) => !QUESTION_WORDS.has(w)))];
}

/** Whether every word of `cue` is among `questionWords`. */
const cueMatches = (cue: string, questionWords: ReadonlySet<string>) => words(cue).every((w) => questionWords.has(w));

/** The phrase entries a question contains, most specific (longest matching cue) first. */
export function matchPhrases(text: string, phrases: readonly PhraseEntry[] = SEARCH_PHRASES): PhraseEntry[] {
  const present = new Set(words(text));
  const matched: { entry: PhraseEntry; length: number; order: number }[] = [];
  phrases.forEach((entry, order) => {
    const lengths = entry.when.filter((cue) => cueMatches(cue, present)).map((cue) => words(cue).length);
    if (lengths.length) matched.push({ entry, length: Math.max(...lengths), order });
  });
  return matched.sort((a, b) => b.length - a.length || a.order - b.order).map((m) => m.entry);
}

/** The searches a text becomes: itself, its content words when they differ, and its phrases' words. */
export function planSearches(text: string, phrases: readonly PhraseEntry[] = SEARCH_PHRASES): PlannedSearch[] {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return [];
  const plan: PlannedSearch[] = [{ query: typed, weight: 1, kind: 'typed' }];
  // A CLI flag (`--no-backup`) names one exact thing: its words alone ("no", "backup") would bring
  // in everything about backups above the flag.
  if (/(^|\s)--?[a-z]/i.test(typed)) return plan;
  const contentWords = keywords(typed);
  const content = contentWords.join(' ');
  const sentence = content !== '' && content !== words(typed).join(' ');
  if (sentence) plan.push({ query: content, weight: 1, kind: 'keywords' });
  for (const entry of matchPhrases(typed, phrases).slice(0, MAX_PHRASE_SEARCHES)) {
    if (!plan.some((p) => p.query === entry.search)) plan.push({ query: entry.search, weight: PHRASE_WEIGHT, kind: 'phrase' });
  }
  // Pagefind returns only pages that have every word of a search: one word no page uses ("youtube")
  // leaves a question with no result at all. Each content word searched alone lets the pages with
  // most of them win the fusion. Only for a sentence: a few typed terms keep Pagefind's own order.
  if (sentence && contentWords.length > 1) {
    for (const word of contentWords.slice(0, MAX_WORD_SEARCHES)) if (!plan.some((p) => p.query === word)) plan.push({ query: word, weight: 1, kind: 'word' });
  }
  return plan;
}

/**
 * Weighted reciprocal rank fusion: each item scores the sum, over the rankings it is in, of
 * weight / (k + rank), rank from 1. Items are told apart by `idOf`; the first object seen for an
 * id is the one returned (its search's excerpt). Ties keep the order of the first ranking.
 */
export function fuseRankings<T>(rankings: readonly { weight: number; items: readonly T[] }[], idOf: (item: T) => string, k = RRF_K): T[] {
  const scores = new Map<string, { item: T; score: number; first: number }>();
  let seen = 0;
  for (const { weight, items } of rankings) {
    items.forEach((item, index) => {
      const id = idOf(item);
      const entry = scores.get(id) ?? { item, score: 0, first: seen++ };
      entry.score += weight / (k + index + 1);
      scores.set(id, entry);
    });
  }
  return [...scores.values()].sort((a, b) => b.score - a.score || a.first - b.first).map((e) => e.item);
}

/** The part of a Pagefind search result the fusion needs: its page id and its data, loaded on demand. */
export interface RankedResult<Data> {
  id: string;
  data(): Promise<Data>;
}

export interface SearchIndex<Data> {
  /**
   * Resolves true once `text` has stayed the reader's latest for the debounce, false when newer
   * text replaced it. Without it, searches start at once (the MCP server, the evaluation).
   */
  settle?(text: string): Promise<boolean>;
  /** `options`: Pagefind's search options (a scope's filter, src/lib/search/scopes.ts). */
  search(query: string, options?: PagefindSearchOptions): Promise<readonly RankedResult<Data>[]>;
}

/**
 * Runs the planned searches of `text` on `index`, all at once, and returns the fused results, best
 * first (their data not yet loaded), or null when newer text superseded this one. How many results
 * each search contributes is cut at `depth`: Pagefind returns every page that has a word of the query.
 */
export async function questionSearch<Data>(index: SearchIndex<Data>, text: string, depth = 50): Promise<RankedResult<Data>[] | null> {
  const plan = planSearches(text);
  if (!plan.length) return [];
  if (index.settle && !(await index.settle(text))) return null;
  const lists = await Promise.all(plan.map((p) => index.search(p.query)));
  return fuseRankings(
    lists.map((items, i) => ({ weight: plan[i]!.weight, items: items.slice(0, depth) })),
    (r) => r.id,
  );
}

/** The tables the build writes for search, each optional (a stand-in index in a test has none). */
export interface SearchTables {
  terms?: TermIndex;
  names?: NameIndex;
  /** The semantic layer (src/lib/search/semantic.ts); only the evaluation gives it today (mcp/search-tables.ts says why). */
  semantic?: SemanticIndex;
}

/**
 * The most pages a content word may be on and still be searched alone: 40 of the 437 one-word
 * searches of the evaluation's questions, the costliest (Pagefind's time grows with its results:
 * "user" has 1,433). On the dev questions, no change at 1,000; one fewer in the top 5 at 500.
 */
export const MAX_WORD_PAGES = 1000;

/**
 * How much the guides' own ranking of the query counts in the fusion, when the search is not
 * narrowed, as much as the query itself. Dev questions (R@1/R@5 of 80, with PAGEFIND_RANKING):
 * without it 43/63, 0.5: 44/64, 1: 44/63, 1.5: 44/64, 2: 44/63; at 1 "sessions" lists the sessions
 * guide first (the issue's example; at 0.5 it is sixth, after five client functions).
 */
export const GUIDES_WEIGHT = 1;

/**
 * How much a client library's own ranking counts, when an unnarrowed query names that library
 * ("insert or update a row from my iOS app", "upload an image from a .NET app"): its content
 * words, without the library's name, each searched in that library's reference alone. A reference
 * record rarely says "iOS", and Pagefind returns only records with every word of a search.
 */
export const LIBRARY_WEIGHT = 1;

/** How many of the semantic layer's nearest pages and items are fused with the keyword results. */
export const SEMANTIC_RESULTS = 10;

/** How much the semantic layer's ranking counts in the fusion against the keyword results' (1), when it is given. */
export const SEMANTIC_WEIGHT = 0.5;

/** A result of the site search: a page or section of the Pagefind index, or an item a name in the query named. */
export interface SiteResult extends RankedResult<PagefindPage> {
  /** Set for a name's item: it is known before any data is loaded. */
  name?: NameMatch;
  /**
   * For a reference item: the other records of that item the search found (its parameters, flags,
   * responses), best first, already loaded. A reader sees them under the item, as a guide's
   * matching sections (Pagefind's `sub_results`) are under its page.
   */
  sections?: PagefindPage[];
}

/** How many of the items a query names are put first (the best of each of the first names). */
export const MAX_NAME_RESULTS = 3;

/** The query with its typos corrected and the words the index does not have dropped (src/lib/search/terms.ts). */
export function preparedQuery(text: string, terms?: TermIndex): string {
  if (!terms) return text.trim().replace(/\s+/g, ' ');
  return prepareWords(text, terms)
    .map((w) => w.search)
    .filter((w): w is string => w !== null)
    .join(' ');
}

/** The result of a name's item, shaped as a Pagefind record so every caller shows it alike (it has no excerpt: no text of it matched). */
function nameResult(match: NameMatch): SiteResult {
  const page: PagefindPage = { url: match.target.url, meta: { title: match.target.title, item: match.target.title, where: match.target.label }, excerpt: '' };
  return { id: `name:${match.target.url}`, name: match, data: async () => page };
}

/** What a result is, from its address: a reference's item (key, version prefix, item id) or a guide page. */
export interface ResultPlace {
  reference?: string;
  version?: string;
  current: boolean;
  /** The item's id, for a reference result: `sign-in-with-otp` (a parameter's anchor gives its item's id). */
  item?: string;
  /** The address prefix of the reference version: `/reference/javascript/v1/`. */
  prefix?: string;
}

/** The place of `url` among the references the names table lists (`[key, version, long page, current]`). */
export function placeOf(url: string, references: NameIndex['references']): ResultPlace {
  const [route, anchor] = url.split('#') as [string, string | undefined];
  let best: { key: string; version: string; prefix: string; current: boolean; page: string } | undefined;
  for (const [key, version, page, current] of references) {
    const prefix = page.replace(/[^/]+$/, '');
    if (route.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { key, version, prefix, current, page };
  }
  if (!best) return { current: true };
  const own = route.slice(best.prefix.length);
  // A library's start page (`/reference/javascript/start`) is its reference's, and no item of it.
  const item = route === best.page ? anchor?.replace(/-(param|flag|response|request-body)(-.*)?$/, '') : own && own !== 'start' ? own : undefined;
  return { reference: best.key, version: best.version, current: best.current, item, prefix: best.prefix };
}

/**
 * What tells the same function apart across the client libraries: its name, whatever its case style
 * (`resetPasswordForEmail()`, `ResetPasswordForEmail()`, `reset_password_for_email`; the libraries'
 * item ids differ: `auth-reset-password-for-email`) or its id (Kotlin's "Send a password reset request" is
 * `reset-password-for-email`, as JavaScript's): one function for either.
 */
const functionKeys = (title: string | undefined, id: string): string[] => {
  const name = title !== undefined && /^[\w.]+(\(\))?$/.test(title) ? nameKey(title) : '';
  return name ? [`name:${name}`, `id:${id}`] : [`id:${id}`];
};

/** The client libraries: the same function in several of them is one result, in the reader's language. */
const LIBRARIES = new Set(['javascript', 'dart', 'swift', 'python', 'csharp', 'kotlin']);

/** Options of `siteSearch`. */
export interface SiteSearchOptions {
  /** How many results to keep (their data is loaded to tell them apart). */
  want?: number;
  /** How deep into each search's ranking and into the fused ranking it looks. */
  depth?: number;
  /** The semantic layer's weight in the fusion, when the tables carry it. */
  semanticWeight?: number;
  /** A scope of the filter row (src/lib/search/scopes.ts): Pagefind searches only it, and only its names count. */
  scope?: string;
  /** Whether an unnarrowed search also ranks the guides among themselves (GUIDES_WEIGHT); on by default. */
  guides?: boolean;
}

/**
 * How much a result of the references suits the reader, among the same function in several
 * libraries and versions: the version whose pages they are on, then their language.
 */
function suits(place: ResultPlace, language: string | undefined, readerPrefix: string | undefined): number {
  if (place.reference !== language) return 0;
  return place.prefix !== undefined && place.prefix === readerPrefix ? 2 : 1;
}

/**
 * The site's search: the items the query names first, then the fused Pagefind results, without an
 * older version's results (unless the reader is on that version's pages), one result per
 * reference item (its other records, parameters and flags, become its `sections`), and one per
 * function across the client libraries (the one that suits the reader: the version they are on,
 * their language, else the first). Results carry their data on demand, as Pagefind's do.
 */
export async function siteSearch(
  index: SearchIndex<PagefindPage>,
  text: string,
  tables: SearchTables = {},
  context: NameContext = {},
  { want = 10, depth = 50, semanticWeight = SEMANTIC_WEIGHT, scope, guides: rankGuides = true }: SiteSearchOptions = {},
): Promise<SiteResult[] | null> {
  const typed = text.trim();
  if (!typed) return [];
  const searchOptions = scopeSearchOptions(scope);
  const query = preparedQuery(typed, tables.terms);
  // The names' items, one per function across the client libraries (the names table orders the one that suits the reader first).
  const functions = new Set<string>();
  // A query whose every word the docs use is no typo of a name.
  const typos = !tables.terms || prepareWords(typed, tables.terms).some((w) => w.search === null || w.corrected);
  const named = (tables.names?.match(typed, context, { typos }) ?? [])
    .filter((m) => inScope(scope, m.target.reference))
    .filter(({ target }) => {
      if (!LIBRARIES.has(target.reference)) return true;
      const keys = functionKeys(target.title, target.id);
      if (keys.some((key) => functions.has(key))) return false;
      for (const key of keys) functions.add(key);
      return true;
    })
    .slice(0, MAX_NAME_RESULTS)
    .map(nameResult);
  // A word most pages have ranks them all, in no useful order, at the most cost (Pagefind's time
  // grows with its results): searched alone it adds nothing.
  const plan = planSearches(query).filter(
    (p) => p.kind !== 'word' || !tables.terms || tables.terms.pagesWith(stemOf(normaliseWord(p.query))) <= MAX_WORD_PAGES,
  );
  if (index.settle && !(await index.settle(text))) return null;
  // Unnarrowed, the guides are also ranked among themselves: a guide's page is long and the
  // references' records short, and word for word Pagefind puts a record above the guide that explains it.
  const guides = rankGuides && (scope === undefined || scope === 'all') ? GUIDES_WEIGHT : 0;
  // The client library the query names ("… from my iOS app"), if any: read once, for the ranking and the choice among libraries.
  const said = tables.names?.languageIn(typed);
  const library = LIBRARY_WEIGHT && (scope === undefined || scope === 'all') ? said : undefined;
  const librarySearches = library
    ? keywords(typed)
        .filter((word) => !tables.names?.languageOf(word))
        .slice(0, MAX_WORD_SEARCHES)
    : [];
  const [guideList, libraryLists, ...lists] = await Promise.all([
    guides && plan.length ? index.search(plan[0]!.query, scopeSearchOptions('guides')) : Promise.resolve([]),
    Promise.all(librarySearches.map((word) => index.search(word, scopeSearchOptions(library)))),
    ...plan.map((p) => index.search(p.query, searchOptions)),
  ]);
  const fused = fuseRankings(
    [
      ...lists.map((items, i) => ({ weight: plan[i]!.weight, items: items.slice(0, depth) })),
      { weight: guides, items: guideList!.slice(0, depth) },
      ...libraryLists.map((items) => ({ weight: LIBRARY_WEIGHT, items: items.slice(0, depth) })),
    ],
    (r) => r.id,
  );
  if (!tables.names) return [...named, ...fused];
  const references = tables.names.references;
  const path = context.path ?? '';
  const language = said ?? context.language;
  // The reference version whose pages the reader is on (`/reference/javascript/v1/`), if any.
  const readerPrefix = placeOf(path, references).prefix;
  const itemKey = (place: ResultPlace) => place.item && `${place.reference}:${place.version}:${place.item}`;
  /** The kept result of each reference item, by its key: the later records of the item are its sections. */
  const items = new Map<string, SiteResult>(named.map((n) => [`${n.name!.target.reference}:${n.name!.target.version}:${n.name!.target.id}`, n]));
  const out: SiteResult[] = [];
  /** What each kept result is (an item, or a page), for the fusion with the semantic layer. */
  const keys: string[] = [];
  const keyOf = (place: ResultPlace, url: string) =>
    itemKey(place) ||
    url
      .replace(/\.html(?=#|$)/, '')
      .split('#')[0]!
      .replace(/(.)\/$/, '$1');
  // A function a name gave is taken by it: no other library's comes after it.
  const taken = new Map<string, { at: number; suits: number }>([...functions].map((id) => [id, { at: -1, suits: Infinity }]));
  // Pagefind's results carry their address only in their data (a small file each, fetched in the
  // browser): they are loaded a batch at a time, until `want` results are kept.
  const batch = want + 4;
  for (let from = 0; from < Math.min(fused.length, depth) && out.length < want; from += batch) {
    const pages = await Promise.all(fused.slice(from, Math.min(from + batch, depth)).map(async (r) => ({ result: r as SiteResult, page: await r.data() })));
    for (const { result, page } of pages) {
      const url = page.url.replace(/\.html(?=#|$)/, '');
      const place = placeOf(url, references);
      if (!place.current && !path.startsWith(place.prefix ?? '\0')) continue;
      // One result per item: a later record of it (a parameter, or the item a name already gave) is one of its sections.
      const item = itemKey(place);
      const kept = item ? items.get(item) : undefined;
      if (kept) {
        const [route, anchor] = url.split('#') as [string, string | undefined];
        if (anchor !== undefined && anchor !== place.item && route === placeLongPage(place, references)) (kept.sections ??= []).push(page);
        continue;
      }
      // One result per function across the libraries: the one that suits the reader takes the place of the first.
      const fit = suits(place, language, readerPrefix);
      if (place.reference && LIBRARIES.has(place.reference) && place.item) {
        const functionsOf = functionKeys(page.meta.item, place.item);
        const first = functionsOf.map((key) => taken.get(key)).find(Boolean);
        if (!first) {
          const entry = { at: out.length, suits: fit };
          for (const key of functionsOf) taken.set(key, entry);
        } else {
          for (const key of functionsOf) taken.set(key, first);
          if (fit > first.suits) {
            out[first.at] = { id: result.id, data: result.data };
            keys[first.at] = keyOf(place, page.url);
            items.set(item!, out[first.at]!);
            first.suits = fit;
          }
          continue;
        }
      }
      const own: SiteResult = { id: result.id, data: result.data };
      if (item) items.set(item, own);
      out.push(own);
      keys.push(keyOf(place, page.url));
    }
  }
  if (!tables.semantic) return [...named, ...out];
  // Meaning: the nearest pages and items, fused by rank with the keyword results (the first object
  // of a page or item is the keyword result's, whose excerpt shows the words that matched).
  const seenItems = new Set(items.keys());
  const nearest = tables.semantic
    .search(query, SEMANTIC_RESULTS)
    .map((section) => ({ section, place: placeOf(section.url, references) }))
    .filter(({ place }) => inScope(scope, place.reference) && (place.current || path.startsWith(place.prefix ?? '\0')))
    .map(({ section, place }) => ({ section, key: keyOf(place, section.url) }))
    .filter(({ key }) => !seenItems.has(key) || keys.includes(key));
  const byKey = new Map<SiteResult, string>(out.map((r, i) => [r, keys[i]!]));
  const semanticResults = nearest.map(({ section, key }) => {
    const result: SiteResult = {
      id: `semantic:${section.url}`,
      data: async () => ({ url: section.url, meta: { title: section.title }, excerpt: '' }),
    };
    byKey.set(result, key);
    return result;
  });
  const merged = fuseRankings(
    [
      { weight: 1, items: out },
      { weight: semanticWeight, items: semanticResults },
    ],
    (r) => byKey.get(r)!,
  );
  return [...named, ...merged];
}

/** The long page of a result's reference version, where its items and their parameters have anchors. */
function placeLongPage(place: ResultPlace, references: NameIndex['references']): string | undefined {
  return references.find(([key, version]) => key === place.reference && version === place.version)?.[2];
}

/** The significant digits of a Pagefind score that rank: beyond them, two scores are equal. */
export const SCORE_DIGITS = 6;

/**
 * A Pagefind search that ranks the same whatever was searched before: the chunks holding every
 * index word the query's words extend to are loaded first (src/lib/search/terms.ts).
 */
export async function deterministicSearch(
  api: {
    search(query: string, options?: PagefindSearchOptions): Promise<readonly RankedResult<PagefindPage>[]>;
    preload?(query: string): Promise<void>;
  },
  terms: TermIndex | undefined,
  query: string,
  options?: PagefindSearchOptions,
): Promise<readonly RankedResult<PagefindPage>[]> {
  if (terms && api.preload) {
    const keys = preloadKeys(
      query
        .split(/\s+/)
        .flatMap((w) => [w, ...w.split(/[^\p{L}\p{N}_]+/u)])
        .map(normaliseWord)
        .filter(Boolean)
        .join(' '),
      terms,
    );
    if (keys.length) await api.preload(keys.join(' '));
  }
  // Pagefind orders equal scores as its loaded data happens to lie: ties go by result id instead.
  // Equal, to six digits: the last bits of a score depend on the order Pagefind summed its terms
  // in, which follows what it had loaded (83.9126 came out a hair apart for two records after
  // other searches, and swapped them). Results without scores (a stand-in index) have no ties to
  // break: their order is kept.
  const results = [...(await api.search(query, options))] as (RankedResult<PagefindPage> & { score?: number })[];
  if (!results.every((r) => typeof r.score === 'number')) return results;
  const score = new Map(results.map((r) => [r, Number(r.score!.toPrecision(SCORE_DIGITS))]));
  return results.sort((a, b) => score.get(b)! - score.get(a)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const indexes = new WeakMap<PagefindApi, SearchIndex<PagefindPage>>();
const termsOf = new WeakMap<PagefindApi, TermIndex>();

/** Gives the browser's index its term table once it has arrived (searches before it are not yet deterministic). */
export function useTerms(api: PagefindApi, terms: TermIndex): void {
  termsOf.set(api, terms);
}

/**
 * The site's Pagefind index in the browser as `questionSearch` takes it, one per API object so
 * that every keystroke shares one debounce: the searches of a text start together once it has
 * stood for `debounceMs` (Pagefind's own debouncedSearch would hold back only the first of them).
 */
export function pagefindIndex(api: PagefindApi, debounceMs = 120): SearchIndex<PagefindPage> {
  let index = indexes.get(api);
  if (!index) {
    let latest = 0;
    index = {
      settle: () => {
        const mine = ++latest;
        return new Promise((resolve) => setTimeout(() => resolve(mine === latest), debounceMs));
      },
      search: (query, options) =>
        deterministicSearch(
          { search: async (q, o) => (await api.search(q, o))?.results ?? [], preload: api.preload ? (q) => api.preload!(q) : undefined },
          termsOf.get(api),
          query,
          options,
        ),
    };
    indexes.set(api, index);
  }
  return index;
}
