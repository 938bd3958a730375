import { escapeHtml } from '../../src/lib/html';
import type { Feedback } from '../../src/lib/feedback';

/**
 * The stand-in's side of "Was this page helpful?": answers kept in memory (gone on restart, this
 * is a development server), a per-client rate limit like the one a public endpoint needs, and the
 * development page `/dev/feedback` that lists what arrived. The request itself is checked against
 * the contract in src/lib/feedback.ts by handler.ts.
 */

/** Answers one client may send in a window before it gets 429. */
export const FEEDBACK_LIMIT = 5;
export const FEEDBACK_WINDOW_SECONDS = 60;
/** Answers kept; the oldest go first. */
export const FEEDBACK_KEPT = 500;

export interface StoredFeedback extends Feedback {
  id: number;
  /** Unix seconds. */
  receivedAt: number;
}

export interface FeedbackStore {
  add(feedback: Feedback, now: number): StoredFeedback;
  /** Newest first. */
  list(): StoredFeedback[];
}

export function createFeedbackStore(kept = FEEDBACK_KEPT): FeedbackStore {
  const entries: StoredFeedback[] = [];
  let nextId = 1;
  return {
    add(feedback, now) {
      const entry = { id: nextId++, receivedAt: now, ...feedback };
      entries.push(entry);
      if (entries.length > kept) entries.splice(0, entries.length - kept);
      return entry;
    },
    list: () => [...entries].reverse(),
  };
}

/**
 * A sliding window per client: at most `limit` requests in any `windowSeconds`. A refused request
 * does not count, so a client that waits as told gets through. `retryAfter` is whole seconds until
 * the oldest counted request leaves the window.
 */
export function createRateLimiter(limit = FEEDBACK_LIMIT, windowSeconds = FEEDBACK_WINDOW_SECONDS) {
  const seen = new Map<string, number[]>();
  return {
    take(client: string, now: number): { ok: true } | { ok: false; retryAfter: number } {
      // Forget every client's old requests, so the map cannot grow without bound.
      for (const [key, times] of seen) {
        const recent = times.filter((t) => t > now - windowSeconds);
        if (recent.length) seen.set(key, recent);
        else seen.delete(key);
      }
      const times = seen.get(client) ?? [];
      if (times.length >= limit) return { ok: false, retryAfter: Math.max(1, Math.ceil(times[0]! + windowSeconds - now)) };
      seen.set(client, [...times, now]);
      return { ok: true };
    },
  };
}

const when = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/** `/dev/feedback`: every stored answer, newest first. Everything a reader sent is escaped. */
export function feedbackPage(entries: readonly StoredFeedback[]): string {
  const rows = entries
    .map(
      (e) => `<tr>
  <td>${escapeHtml(when(e.receivedAt))}</td>
  <td><a href="${escapeHtml(e.page)}">${escapeHtml(e.page)}</a></td>
  <td>${e.helpful ? 'Yes' : 'No'}</td>
  <td class="comment">${e.comment ? escapeHtml(e.comment) : '<span class="none">(none)</span>'}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page feedback (local platform stand-in)</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
  :root { color-scheme: light dark; --fg: #17191c; --muted: #50565f; --border: #d5d9de; }
  @media (prefers-color-scheme: dark) { :root { --fg: #eceef0; --muted: #a9b0b8; --border: #3a4047; } }
  body { margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: var(--fg); font: 15px/1.5 system-ui, sans-serif; }
  p { color: var(--muted); }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid var(--border); }
  .comment { white-space: pre-wrap; overflow-wrap: anywhere; }
  .none { color: var(--muted); }
  :focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Page feedback</h1>
  <p>Answers to "Was this page helpful?" received by the local platform stand-in since it started, newest first. Kept in memory only.</p>
  ${
    entries.length
      ? `<table>
<thead><tr><th scope="col">Received</th><th scope="col">Page</th><th scope="col">Helpful</th><th scope="col">Comment</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
      : '<p>No feedback yet.</p>'
  }
</main>
</body>
</html>`;
}
