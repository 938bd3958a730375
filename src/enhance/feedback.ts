import { FetchFailure, fetchWithTimeout } from '../dom/fetch';
import { FEEDBACK_COMMENT_MAX, type Feedback } from '../lib/feedback';

/**
 * "Was this page helpful?" (`form[data-feedback]`, markup in src/components/shell/FeedbackForm.tsx)
 * without React, so a reader who only reads can answer, signed out. Yes or No is pressed
 * (aria-pressed) and reveals an optional comment and Send; Send posts `{ page, helpful, comment }`
 * as JSON to the form's `data-feedback-endpoint`. Success hides the controls and thanks the reader
 * in the form's status region; any failure (no answer, no network, a non-2xx status, 429 included)
 * is said in its alert region and leaves everything as it was, the comment included, so Send can
 * simply be selected again.
 *
 * All state lives in the form's own DOM, and the listeners are delegated to the document, so forms
 * that React renders after a client-side navigation work the same. The two message regions are
 * elements React leaves alone when it hydrates (FeedbackForm.tsx), and the rest is only attributes,
 * so the runtime arriving in the middle of an answer changes nothing the reader sees.
 */

/** A request with no answer after this long counts as failed. */
export const FEEDBACK_TIMEOUT_MS = 10_000;

export const FEEDBACK_MESSAGES = {
  sending: 'Sending…',
  thanks: 'Thank you, your feedback was sent.',
  choose: 'Select Yes or No first.',
  tooLong: (length: number) => `Your comment has ${length} characters; shorten it to ${FEEDBACK_COMMENT_MAX} or fewer, then select Send.`,
  rateLimited:
    'Your feedback was not sent: too many answers came from your network in the last minute. Your comment is kept; wait a minute, then select Send again.',
  failed: (reason: string) => `Your feedback was not sent (${reason}). Your comment is kept; select Send to try again.`,
} as const;

const parts = (form: HTMLFormElement) => ({
  choices: [...form.querySelectorAll<HTMLButtonElement>('button[data-feedback-choice]')],
  details: form.querySelector<HTMLElement>('[data-feedback-details]'),
  controls: form.querySelector<HTMLElement>('[data-feedback-controls]'),
  comment: form.querySelector<HTMLTextAreaElement>('textarea[data-feedback-comment]'),
  send: form.querySelector<HTMLButtonElement>('button[data-feedback-send]'),
  status: form.querySelector<HTMLElement>('[data-feedback-status]'),
  alert: form.querySelector<HTMLElement>('[data-feedback-alert]'),
});

/** What the reader chose: true for Yes, false for No, undefined before either. */
function chosen(form: HTMLFormElement): boolean | undefined {
  const pressed = parts(form).choices.find((button) => button.getAttribute('aria-pressed') === 'true');
  return pressed ? pressed.dataset.feedbackChoice === 'yes' : undefined;
}

function say(form: HTMLFormElement, region: 'status' | 'alert', text: string) {
  const { status, alert } = parts(form);
  // One message at a time: an old failure must not stay beside a new "Sending…".
  if (status) status.textContent = region === 'status' ? text : '';
  if (alert) alert.textContent = region === 'alert' ? text : '';
}

/** Posts the answer: 'ok' on any 2xx, otherwise what went wrong (a reason in the reader's words). */
async function post(endpoint: string, feedback: Feedback): Promise<'ok' | 'rate-limited' | { reason: string }> {
  try {
    const { response } = await fetchWithTimeout(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(feedback),
      timeoutMs: FEEDBACK_TIMEOUT_MS,
    });
    if (response.ok) return 'ok';
    if (response.status === 429) return 'rate-limited';
    return { reason: `the server answered ${response.status}` };
  } catch (error) {
    return { reason: error instanceof FetchFailure && error.kind === 'timeout' ? 'the server did not answer in time' : 'the server could not be reached' };
  }
}

export function installFeedback(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-feedback-choice]');
    const form = button?.closest<HTMLFormElement>('form[data-feedback]');
    if (!button || !form || form.dataset.feedbackState === 'sent') return;
    const { choices, details } = parts(form);
    for (const choice of choices) choice.setAttribute('aria-pressed', String(choice === button));
    if (details) details.hidden = false;
    if (parts(form).alert?.textContent === FEEDBACK_MESSAGES.choose) say(form, 'alert', '');
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>('form[data-feedback]');
    if (!form) return;
    // The form has no action of its own: without this script it does nothing at all.
    event.preventDefault();
    if (form.dataset.feedbackState === 'sending' || form.dataset.feedbackState === 'sent') return;
    const { comment, send, controls } = parts(form);
    const helpful = chosen(form);
    if (helpful === undefined) return say(form, 'alert', FEEDBACK_MESSAGES.choose);
    const text = (comment?.value ?? '').trim();
    if (text.length > FEEDBACK_COMMENT_MAX) return say(form, 'alert', FEEDBACK_MESSAGES.tooLong(text.length));
    const endpoint = form.dataset.feedbackEndpoint;
    const page = form.dataset.feedbackPage;
    if (!endpoint || !page) return say(form, 'alert', FEEDBACK_MESSAGES.failed('this page has no address to send it to'));

    form.dataset.feedbackState = 'sending';
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
    send?.setAttribute('aria-disabled', 'true');
    say(form, 'status', FEEDBACK_MESSAGES.sending);
    void post(endpoint, { page, helpful, comment: text }).then((outcome) => {
      send?.removeAttribute('aria-disabled');
      if (outcome !== 'ok') {
        delete form.dataset.feedbackState;
        say(form, 'alert', outcome === 'rate-limited' ? FEEDBACK_MESSAGES.rateLimited : FEEDBACK_MESSAGES.failed(outcome.reason));
        return;
      }
      form.dataset.feedbackState = 'sent';
      const hadFocus = form.contains(doc.activeElement);
      if (controls) controls.hidden = true;
      say(form, 'status', FEEDBACK_MESSAGES.thanks);
      // The focused control just disappeared: keep the keyboard where the reader was.
      if (hadFocus) parts(form).status?.focus();
    });
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('submit', onSubmit);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('submit', onSubmit);
  };
}
