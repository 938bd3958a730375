/**
 * The contract of "Was this page helpful?", in one place for both ends: the form at the bottom of
 * a guide (markup in src/components/shell/FeedbackForm.tsx, behaviour in src/enhance/feedback.ts)
 * and the platform stand-in that receives it (server/stand-in/feedback.ts). Free of Node and of
 * `process.env`, because the enhancer bundle imports it.
 */

/** Where the form posts, under the platform API base URL (the site's own origin by default). */
export const FEEDBACK_PATH = '/v1/docs/feedback';

/** The longest comment accepted, in UTF-16 code units: what `.length` and `maxlength` both count. */
export const FEEDBACK_COMMENT_MAX = 2000;

/** The longest page path accepted: a route of this site is far shorter. */
export const FEEDBACK_PAGE_MAX = 512;

/** Element ids of the form, one form a page: no heading may take one (RESERVED_IDS in src/content/page-rules.ts). */
export const FEEDBACK_IDS = { question: 'page-feedback-question', comment: 'page-feedback-comment', hint: 'page-feedback-hint' } as const;

/** The JSON body of a feedback request. */
export interface Feedback {
  /** The page's route, e.g. `/guides/auth/sessions`. */
  page: string;
  helpful: boolean;
  /** What the reader typed, trimmed; '' when they typed nothing. */
  comment: string;
}

/** The endpoint for a platform API base URL ('' is the site's own origin). */
export function feedbackEndpoint(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}${FEEDBACK_PATH}`;
}

const FIELDS = new Set(['page', 'helpful', 'comment']);

/**
 * A request body checked field by field. Every problem is reported at once; unknown fields are
 * problems too, so a client that drifts from the contract hears about it instead of losing data.
 * A page must be a path on this site (one leading slash), which also keeps the stand-in's
 * development page from linking anywhere else.
 */
export function parseFeedback(body: unknown): { ok: true; feedback: Feedback } | { ok: false; problems: string[] } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, problems: ['the body must be a JSON object'] };
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record)) if (!FIELDS.has(key)) problems.push(`unknown field "${key}"`);
  const { page, helpful, comment = '' } = record;
  if (typeof page !== 'string' || !/^\/(?![/\\])\S*$/.test(page) || page.length > FEEDBACK_PAGE_MAX) {
    problems.push(`page must be a path of this site (starting with one "/", no spaces, at most ${FEEDBACK_PAGE_MAX} characters)`);
  }
  if (typeof helpful !== 'boolean') problems.push('helpful must be true or false');
  if (typeof comment !== 'string') problems.push('comment must be a string');
  else if (comment.length > FEEDBACK_COMMENT_MAX) problems.push(`comment must be at most ${FEEDBACK_COMMENT_MAX} characters (it has ${comment.length})`);
  if (problems.length) return { ok: false, problems };
  return { ok: true, feedback: { page: page as string, helpful: helpful as boolean, comment: comment as string } };
}
