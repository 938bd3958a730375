/**
 * The words of the site's Pagefind index, as the search uses them to stay deterministic and to
 * read past typos.
 *
 * Pagefind keeps the index in chunks (ranges of words) and loads a chunk when a search needs it; a
 * word of a search also matches the index words it is a prefix of ("user" → "users", "username"),
 * but only among the chunks already loaded, and a word no chunk has is matched against whatever is
 * loaded. So the same query ranked differently after other searches had loaded other chunks. Here a
 * query is made deterministic before Pagefind sees it: each word is stemmed as Pagefind stems it
 * (Porter2), a word the index does not have is corrected to the index word within a small edit
 * distance that most pages use, or dropped; and every chunk holding a word the stem is a prefix of
 * is loaded first. Pagefind then ranks as if the whole index were loaded, whatever came before.
 *
 * The table (`TermTable`) is written at build time from the index itself (builder/search-terms.ts):
 * each chunk's first word, and every stem with the number of pages that have it.
 */
import damerau from 'damerau-levenshtein';
import leven from 'leven';
import stem from 'wink-porter2-stemmer';

export interface TermTable {
  /** The first word of each of Pagefind's index chunks, in index order (sorted). */
  chunks: string[];
  /** Every word (stem) of the index, sorted, one per line; `pages` gives how many pages have it. */
  words: string;
  pages: number[];
}

/** A query word as Pagefind normalises it: lower case, without the punctuation it drops (keeps `_`). */
export const normaliseWord = (word: string): string => word.toLowerCase().replace(/[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu, '');

/** The Porter2 stem, as Pagefind's index holds it. */
export const stemOf = (word: string): string => stem(word);

/** The shortest word a typo is corrected for, and the length from which two edits are allowed. */
export const TYPO_MIN_LENGTH = 5;
export const TYPO_TWO_EDITS_FROM = 8;

const PLAIN_WORD = /^[\p{L}\p{N}_]+$/u;

export class TermIndex {
  readonly words: readonly string[];
  private readonly pages: readonly number[];
  private readonly position = new Map<string, number>();
  /** Word indexes by length and first letter (`7a`), and by length and second letter (`7~b`). */
  private readonly buckets = new Map<string, number[]>();
  private readonly chunks: readonly string[];

  constructor(table: TermTable) {
    this.words = table.words ? table.words.split('\n') : [];
    this.pages = table.pages;
    if (this.pages.length !== this.words.length) throw new Error(`search terms: ${this.words.length} words but ${this.pages.length} page counts`);
    this.chunks = table.chunks;
    this.words.forEach((word, i) => {
      this.position.set(word, i);
      for (const key of [`${word.length}${word[0]}`, `${word.length}~${word[1] ?? ''}`]) {
        const bucket = this.buckets.get(key) ?? [];
        bucket.push(i);
        this.buckets.set(key, bucket);
      }
    });
  }

  /** How many pages have the stem (0: not in the index). */
  pagesWith(stemmed: string): number {
    const i = this.position.get(stemmed);
    return i === undefined ? 0 : this.pages[i]!;
  }

  /** The first index word at or after `prefix` (binary search), or -1. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.words.length ? lo : -1;
  }

  /** Whether some index word starts with `prefix` (a word still being typed). */
  hasPrefix(prefix: string): boolean {
    const i = this.lowerBound(prefix);
    return i >= 0 && this.words[i]!.startsWith(prefix);
  }

  /**
   * The index word a misspelt `word` stands for: among the stems within one edit of its stem (two
   * from 8 letters; swapping two adjacent letters is one edit), the one most pages have; ties go to
   * the alphabetically first, so the answer depends only on the word and the index. Undefined for a
   * word shorter than 5 letters, with a digit, or with no such neighbour. Only words that share the
   * first or the second letter are compared: typos there are rare, and it keeps a correction to a
   * few hundred comparisons.
   */
  correct(word: string): string | undefined {
    if (word.length < TYPO_MIN_LENGTH || /\d/.test(word)) return undefined;
    const target = stemOf(word);
    const max = word.length >= TYPO_TWO_EDITS_FROM ? 2 : 1;
    const distance = (a: string, b: string) => {
      const plain = leven(a, b, { maxDistance: max + 1 });
      // Levenshtein counts a swap as two edits: one over the limit may be a swap.
      return plain === max + 1 ? damerau(a, b).steps : plain;
    };
    let best: { word: string; pages: number; distance: number } | undefined;
    const seen = new Set<number>();
    for (let length = Math.max(Math.min(4, TYPO_MIN_LENGTH - max), 1); length <= Math.max(target.length, word.length) + max; length++) {
      for (const i of [...(this.buckets.get(`${length}${word[0]}`) ?? []), ...(this.buckets.get(`${length}~${word[1]}`) ?? [])]) {
        if (seen.has(i)) continue;
        seen.add(i);
        const candidate = this.words[i]!;
        // Only a plain word is a correction (the index also holds breadcrumb and range fragments: `›organ`, `0–23`).
        if (!PLAIN_WORD.test(candidate)) continue;
        // The index holds stems: the misspelt word's stem is compared with them, and so is the word
        // itself with the stem given the word's own ending ("chnages" with "chang" + "es"), a little
        // worse than the same distance between stems.
        let d = Math.abs(length - target.length) <= max ? distance(target, candidate) : max + 1;
        let viaEnding = false;
        if (d > max && length >= 4 && word.length - length <= 3) {
          d = distance(word, candidate + word.slice(length));
          viaEnding = true;
        }
        // The ending is a guess: one edit at most that way, whatever the length.
        if (d > (viaEnding ? 1 : max)) continue;
        if (viaEnding) d += 0.01;
        const pages = this.pages[i]!;
        if (!best || d < best.distance || (d === best.distance && (pages > best.pages || (pages === best.pages && candidate < best.word))))
          best = { word: candidate, pages, distance: d };
      }
    }
    return best?.word;
  }

  /**
   * The words to preload, one per chunk, so that every index word starting with `stemmed` (and the
   * chunk `stemmed` itself falls in) is loaded before the search: each chunk's first word names it.
   */
  chunkKeys(stemmed: string): string[] {
    const keys: string[] = [];
    // The chunk `stemmed` falls in: the last one whose first word is not after it.
    let at = 0;
    for (let i = 0; i < this.chunks.length; i++) if (this.chunks[i]! <= stemmed) at = i;
    keys.push(this.chunks[at]!);
    for (let i = at + 1; i < this.chunks.length && this.chunks[i]!.startsWith(stemmed); i++) keys.push(this.chunks[i]!);
    // A chunk whose first word sorts after every word with the prefix ends the range.
    return keys;
  }
}

/** What a query's words become before Pagefind sees them. */
export interface PreparedWord {
  /** As typed. */
  typed: string;
  /** What is searched: the typed word, the index word a typo stands for, or null (dropped). */
  search: string | null;
  corrected: boolean;
}

/**
 * Each word of `text`: kept when its stem is in the index (or, for the last word, while it is still
 * being typed, starts an index word), corrected when it is a typo of an index word, dropped
 * otherwise (Pagefind would match a word it does not have against whatever chunks happen to be loaded).
 */
export function prepareWords(text: string, terms: TermIndex): PreparedWord[] {
  const typed = text.split(/\s+/).filter(Boolean);
  return typed.map((word, i) => {
    const normal = normaliseWord(word);
    if (!normal) return { typed: word, search: null, corrected: false };
    const stemmed = stemOf(normal);
    const last = i === typed.length - 1;
    // Our Porter2 stem can be shorter than Pagefind's (`organization`: organ, Pagefind's organiz): an
    // index word that starts with it is as good as the stem itself.
    if (terms.pagesWith(stemmed) || terms.pagesWith(normal) || terms.hasPrefix(stemmed) || (last && terms.hasPrefix(normal)))
      return { typed: word, search: word, corrected: false };
    // A word joined by punctuation (`no-backup`, `pg_net`) is kept when its parts are all words of the index.
    const parts = word
      .split(/[^\p{L}\p{N}_]+/u)
      .map(normaliseWord)
      .filter(Boolean);
    if (parts.length > 1 && parts.every((part) => terms.pagesWith(stemOf(part)) || terms.hasPrefix(stemOf(part))))
      return { typed: word, search: word, corrected: false };
    const fixed = terms.correct(normal);
    return fixed ? { typed: word, search: fixed, corrected: true } : { typed: word, search: null, corrected: false };
  });
}

/** The chunk keys to preload for a prepared query (every word, stemmed and as typed). */
export function preloadKeys(query: string, terms: TermIndex): string[] {
  const keys = new Set<string>();
  for (const word of query.split(/\s+/)) {
    const normal = normaliseWord(word);
    if (!normal) continue;
    const stemmed = stemOf(normal);
    // Pagefind's stem may also be a little shorter than ours: its chunks are covered by a shorter prefix.
    const forms = new Set([normal, stemmed, stemmed.length > 5 ? stemmed.slice(0, -2) : stemmed]);
    for (const form of forms) for (const key of terms.chunkKeys(form)) keys.add(key);
  }
  return [...keys].sort();
}
