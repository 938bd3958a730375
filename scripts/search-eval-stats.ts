/**
 * The arithmetic of `npm run eval:search` (scripts/eval-search.ts): where a question's expected
 * page first appears among a search's results, and recall@k over a set of questions.
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
