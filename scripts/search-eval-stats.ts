/**
 * The arithmetic of `npm run eval:search` (scripts/eval-search.ts), kept pure so it is tested on its own:
 * - the 2026-11 set (tests/search-eval/questions.json): where a question's expected page first
 *   appears among a search's results, and recall@k;
 * - the 2026-12 set (tests/search-eval/questions-2026-12.json): its questions read and checked, each
 *   result resolved to the page or reference item a reader lands on, and recall@1, recall@5 and
 *   MRR over distinct pages, per kind and split, as a Markdown table.
 */
import { cleanUrl } from '../src/lib/search-results';

export interface EvalQuestion {
  q: string;
  /** Routes (`/guides/auth/passwords`) any of which answers the question. */
  expected: string[];
  split: 'dev' | 'held-out' | 'late' | 'final';
}

/** A result's page as a reader lands on it: no `.html`, no fragment, no trailing slash. */
export const pageOf = (url: string): string => cleanUrl(url.split('#')[0] ?? '').replace(/(.)\/$/, '$1');

/** The 1-based rank of the first result whose page is expected, or null when none is. */
export function firstHit(resultUrls: readonly string[], expected: readonly string[]): number | null {
  const wanted = new Set(expected.map(pageOf));
  const index = resultUrls.findIndex((url) => wanted.has(pageOf(url)));
  return index < 0 ? null : index + 1;
}

/** The share of questions whose expected page is within the first `k` results. */
export function recallAt(ranks: readonly (number | null)[], k: number): number {
  if (!ranks.length) return 0;
  return ranks.filter((r) => r !== null && r <= k).length / ranks.length;
}

/** Mean reciprocal rank: the mean of 1/rank, a question whose page is not found counting 0. */
export function meanReciprocalRank(ranks: readonly (number | null)[]): number {
  if (!ranks.length) return 0;
  return ranks.reduce<number>((sum, r) => sum + (r === null ? 0 : 1 / r), 0) / ranks.length;
}

// ---------------------------------------------------------------------------------------------
// Pages and reference items

/** What the build lists of one reference (out/_mcp/): its long page and its items' addresses. */
export interface ReferenceListing {
  /** The long page: `/reference/javascript/introduction`. */
  page: string;
  /** `url` is the item's own page, or its anchor on the long page (self-hosting groups). */
  items: readonly { id: string; url: string; anchors: readonly string[] }[];
  /** Self-hosting variables: anchors of their own on the long page. */
  variables?: readonly { id: string }[];
}

/**
 * Resolves a URL to what a reader lands on, so two URLs of the same thing compare equal: a guide
 * is its route (fragment, `.html` and trailing slash dropped); a reference item is its own page,
 * reached by that page or by its anchor (or one of its parameters' anchors) on the long page; a
 * self-hosting variable is its anchor on the long page. Anything else is its route.
 */
export type Resolver = (url: string) => string;

const routeOf = (url: string): [string, string | undefined] => {
  const [route, anchor] = cleanUrl(url).split('#') as [string, string | undefined];
  return [route.replace(/(.)\/$/, '$1'), anchor || undefined];
};

export function referenceResolver(references: readonly ReferenceListing[]): Resolver {
  const itemPages = new Set<string>();
  const longPages = new Map<string, Map<string, string>>();
  for (const ref of references) {
    const [page] = routeOf(ref.page);
    const anchors = longPages.get(page) ?? new Map<string, string>();
    longPages.set(page, anchors);
    const own = (key: string, anchor: string) => {
      if (!anchors.has(anchor)) anchors.set(anchor, key);
    };
    // A variable is more precise than the group item that also lists its anchor.
    for (const variable of ref.variables ?? []) own(`${page}#${variable.id}`, variable.id);
    for (const item of ref.items) {
      const [itemRoute, itemAnchor] = routeOf(item.url);
      const key = itemAnchor ? `${itemRoute}#${itemAnchor}` : itemRoute;
      if (!itemAnchor) itemPages.add(itemRoute);
      own(key, item.id);
      for (const anchor of item.anchors) own(key, anchor);
    }
  }
  return (url) => {
    const [route, anchor] = routeOf(url);
    if (itemPages.has(route)) return route;
    const anchors = longPages.get(route);
    if (anchors && anchor) return anchors.get(anchor) ?? route;
    return route;
  };
}

/** The results' distinct pages and items, in the order they first appear. */
export function distinctDocuments(resultUrls: readonly string[], resolve: Resolver): string[] {
  return [...new Set(resultUrls.map(resolve))];
}

/**
 * The results as a reader meets them: each result (a string, or a result with its sections, as the
 * search dialog groups them) as the distinct pages and items it shows; a result that shows nothing
 * new is dropped. For one address per result this is `distinctDocuments`, one per result.
 */
export function distinctResults(results: readonly (string | readonly string[])[], resolve: Resolver): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const result of results) {
    const docs = [...new Set((typeof result === 'string' ? [result] : result).map(resolve))];
    if (docs.every((doc) => seen.has(doc))) continue;
    for (const doc of docs) seen.add(doc);
    out.push(docs);
  }
  return out;
}

/**
 * The 1-based rank, among distinct results (`distinctResults`), of the first that shows an expected
 * page or item (itself or one of its sections); null when none does.
 */
export function rankOf(results: readonly (string | readonly string[])[], expected: readonly string[], resolve: Resolver): number | null {
  const wanted = new Set(expected.map(resolve));
  const index = distinctResults(results, resolve).findIndex((docs) => docs.some((doc) => wanted.has(doc)));
  return index < 0 ? null : index + 1;
}

// ---------------------------------------------------------------------------------------------
// The 2026-12 question set

export const KINDS = ['task', 'error', 'keyword', 'typo', 'synonym', 'other-platform', 'exact-name'] as const;
export type Kind = (typeof KINDS)[number];
export const SPLITS = ['test', 'dev'] as const;
export type Split = (typeof SPLITS)[number];

export interface Question {
  q: string;
  kind: Kind;
  /** Guide routes or reference item URLs, any of which answers the question. */
  expected: string[];
  split: Split;
  /** `error-pages`: its best answer is an error-code page planned but not yet built. */
  needs?: 'error-pages';
  /** The line of the file it is on, for messages. */
  line: number;
}

/** The search_docs tool refuses longer queries. */
export const MAX_QUERY_LENGTH = 300;

/**
 * Reads a question file and checks every question: its fields, and that each expected URL is in
 * the build (`missing(url)` says why not, or null when it is), except in a question marked
 * `needs: "error-pages"`, which may name a page planned but not built yet.
 * Returns the questions, or every problem as `file:line: what is wrong`.
 */
export function readQuestions(text: string, file: string, missing: (url: string) => string | null): { questions: Question[]; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { questions: [], problems: [`${file}: not valid JSON: ${(error as Error).message}`] };
  }
  const list = (data as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) return { questions: [], problems: [`${file}: no "questions" array at the top level`] };
  const problems: string[] = [];
  const questions: Question[] = [];
  const seen = new Map<string, number>();
  let from = 0;
  list.forEach((raw: unknown, index) => {
    const entry = (raw ?? {}) as Record<string, unknown>;
    // Each question is found in the text after the previous one, for its line number.
    const at = typeof entry.q === 'string' ? text.indexOf(JSON.stringify(entry.q), from) : -1;
    if (at >= 0) from = at + 1;
    const line = at >= 0 ? text.slice(0, at).split('\n').length : 0;
    const where = `${file}:${line || '?'}: question ${index + 1}${typeof entry.q === 'string' ? ` ("${entry.q}")` : ''}`;
    const errors: string[] = [];
    const known = new Set(['q', 'kind', 'expected', 'split', 'needs']);
    for (const key of Object.keys(entry)) if (!known.has(key)) errors.push(`unknown field "${key}" (fields: ${[...known].join(', ')})`);
    if (typeof entry.q !== 'string' || !entry.q.trim()) errors.push('"q" must be a non-empty string');
    else if (entry.q.length > MAX_QUERY_LENGTH) errors.push(`"q" is ${entry.q.length} characters; search_docs takes at most ${MAX_QUERY_LENGTH}`);
    else if (seen.has(entry.q)) errors.push(`the same question as on line ${seen.get(entry.q)}`);
    if (!KINDS.includes(entry.kind as Kind)) errors.push(`"kind" is ${JSON.stringify(entry.kind)}; one of ${KINDS.join(', ')}`);
    if (!SPLITS.includes(entry.split as Split)) errors.push(`"split" is ${JSON.stringify(entry.split)}; one of ${SPLITS.join(', ')}`);
    if (entry.needs !== undefined && entry.needs !== 'error-pages') errors.push(`"needs" is ${JSON.stringify(entry.needs)}; the only value is "error-pages"`);
    const expected = entry.expected;
    if (!Array.isArray(expected) || !expected.length || expected.some((e) => typeof e !== 'string' || !e.startsWith('/'))) {
      errors.push('"expected" must be a non-empty list of site paths starting with /');
    } else {
      const absent = (expected as string[]).map((url) => [url, missing(url)] as const).filter(([, why]) => why !== null);
      // A page that waits for the error pages (issue 43) is not built yet: only that kind of question may name one.
      if (entry.needs !== 'error-pages') for (const [url, why] of absent) errors.push(`expected "${url}" is not in the build: ${why}`);
    }
    if (errors.length) problems.push(...errors.map((e) => `${where}: ${e}`));
    else {
      if (typeof entry.q === 'string') seen.set(entry.q, line);
      const question: Question = { q: entry.q as string, kind: entry.kind as Kind, expected: expected as string[], split: entry.split as Split, line };
      if (entry.needs) question.needs = 'error-pages';
      questions.push(question);
    }
  });
  return { questions, problems };
}

// ---------------------------------------------------------------------------------------------
// The report

export interface Scores {
  n: number;
  found1: number;
  found5: number;
  mrr: number;
}

/** recall@1 and recall@5 (as counts) and MRR of one group of questions' ranks. */
export function scores(ranks: readonly (number | null)[]): Scores {
  return {
    n: ranks.length,
    found1: ranks.filter((r) => r === 1).length,
    found5: ranks.filter((r) => r !== null && r <= 5).length,
    mrr: meanReciprocalRank(ranks),
  };
}

/** The rows of a split's table: each kind, all of them, and the questions waiting for error pages apart from the others. */
export function reportGroups(questions: readonly Question[]): { label: string; indexes: number[] }[] {
  const of = (keep: (q: Question) => boolean) => questions.flatMap((q, i) => (keep(q) ? [i] : []));
  return [
    ...KINDS.map((kind) => ({ label: kind, indexes: of((q) => q.kind === kind) })),
    { label: '**all**', indexes: of(() => true) },
    { label: 'needs error pages', indexes: of((q) => q.needs === 'error-pages') },
    { label: 'all others', indexes: of((q) => q.needs !== 'error-pages') },
  ].filter((g) => g.indexes.length);
}

const share = (found: number, n: number) => (n ? `${Math.round((found / n) * 100)}% (${found}/${n})` : '–');

/** A Markdown table: one row per group, recall@1, recall@5 and MRR for each search. */
export function markdownTable(questions: readonly Question[], ranks: Readonly<Record<string, readonly (number | null)[]>>): string {
  const engines = Object.keys(ranks);
  const header = `| kind | n | ${engines.map((e) => `${e} R@1 | ${e} R@5 | ${e} MRR`).join(' | ')} |`;
  const rule = `| --- | ---: |${' ---: | ---: | ---: |'.repeat(engines.length)}`;
  const rows = reportGroups(questions).map(({ label, indexes }) => {
    const cells = engines.map((engine) => {
      const s = scores(indexes.map((i) => ranks[engine]![i] ?? null));
      return `${share(s.found1, s.n)} | ${share(s.found5, s.n)} | ${s.mrr.toFixed(2)}`;
    });
    return `| ${label} | ${indexes.length} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
