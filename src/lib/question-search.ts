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
 * Pure and browser-safe: the search dialog runs it on Pagefind in the browser, the MCP server
 * (mcp/) on the same index in Node, so both rank alike. Chosen over a second index or an
 * embedding model by the evaluation in docs/benchmarks.md (npm run eval:search).
 */
import { SEARCH_PHRASES, type PhraseEntry } from './search-phrases';
import type { PagefindApi, PagefindPage } from './search-results';

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
  search(query: string): Promise<readonly RankedResult<Data>[]>;
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

const indexes = new WeakMap<PagefindApi, SearchIndex<PagefindPage>>();

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
      search: async (query) => (await api.search(query))?.results ?? [],
    };
    indexes.set(api, index);
  }
  return index;
}
