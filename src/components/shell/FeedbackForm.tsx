import { FEEDBACK_COMMENT_MAX, FEEDBACK_IDS } from '@/lib/feedback';

/**
 * "Was this page helpful?": markup only, rendered into the static page. The enhancer does the rest
 * (src/enhance/feedback.ts): Yes and No reveal the comment, Send posts it. The two message regions
 * are filled by that script, so React is told to leave their content alone when it hydrates
 * (the same way as a content slot): a thank-you shown before the runtime arrived stays shown.
 * They are always in the page, empty until needed, because screen readers announce changes to a
 * live region that already exists, not one that appears.
 */
export function FeedbackForm({ page, endpoint }: { page: string; endpoint: string }) {
  const choice =
    'rounded-md border border-[var(--border)] px-3 py-1 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)] aria-pressed:border-[var(--link)] aria-pressed:text-[var(--fg)]';
  return (
    <form
      className="mt-6 text-sm"
      aria-labelledby={FEEDBACK_IDS.question}
      data-feedback=""
      data-feedback-endpoint={endpoint}
      data-feedback-page={page}
      noValidate
    >
      <div data-feedback-controls="">
        <div className="flex flex-wrap items-center gap-3">
          <p id={FEEDBACK_IDS.question} className="font-medium">
            Was this page helpful?
          </p>
          <div className="flex gap-2">
            <button type="button" className={choice} data-feedback-choice="yes" aria-pressed="false">
              Yes<span className="sr-only">, this page was helpful</span>
            </button>
            <button type="button" className={choice} data-feedback-choice="no" aria-pressed="false">
              No<span className="sr-only">, this page was not helpful</span>
            </button>
          </div>
        </div>
        <div className="mt-3 max-w-xl" data-feedback-details="" hidden>
          <label htmlFor={FEEDBACK_IDS.comment} className="block text-[var(--fg-muted)]">
            What could be better? (optional)
          </label>
          <textarea
            id={FEEDBACK_IDS.comment}
            name="comment"
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            aria-describedby={FEEDBACK_IDS.hint}
            className="mt-1 w-full rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2"
            data-feedback-comment=""
          />
          <p id={FEEDBACK_IDS.hint} className="mt-1 text-xs text-[var(--fg-muted)]">
            At most {FEEDBACK_COMMENT_MAX.toLocaleString('en-GB')} characters. Please leave out personal details.
          </p>
          <button
            type="submit"
            className="mt-2 rounded-md border border-[var(--border)] px-3 py-1 font-medium hover:border-[var(--link)] aria-disabled:opacity-60"
            data-feedback-send=""
          >
            Send
          </button>
        </div>
      </div>
      <p
        role="status"
        tabIndex={-1}
        className="[&:not(:empty)]:mt-2"
        data-feedback-status=""
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      <p role="alert" className="font-medium [&:not(:empty)]:mt-2" data-feedback-alert="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    </form>
  );
}
