import { FEEDBACK_IDS } from '../lib/feedback';

/**
 * Code fence flags the pipeline and the checks understand: `fragment` (not run or checked alone),
 * `deno` (an Edge Function sample), `logs` (a log explorer query, checked against the log sources).
 * None of them reaches the page's Markdown twin.
 */
export const CODE_FENCE_FLAGS = ['fragment', 'deno', 'logs'] as const;

/** Element ids the page layout uses: a heading may not take one (the skip link, or a form's labels, would point at it). */
export const RESERVED_IDS = ['main-content', 'docs-search-input', 'docs-search-results', 'site-navigation', ...Object.values(FEEDBACK_IDS)] as const;
