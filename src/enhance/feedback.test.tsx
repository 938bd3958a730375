// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackForm } from '../components/shell/FeedbackForm';
import { FEEDBACK_COMMENT_MAX } from '../lib/feedback';
import { FEEDBACK_MESSAGES, FEEDBACK_TIMEOUT_MS, installFeedback } from './feedback';

let uninstall: (() => void) | undefined;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // The markup the build writes into every guide, so the test and the page cannot drift apart.
  document.body.innerHTML = renderToStaticMarkup(<FeedbackForm page="/guides/auth/sessions" endpoint="/v1/docs/feedback" />);
  vi.stubGlobal('fetch', fetchMock);
  uninstall = installFeedback(document);
});
afterEach(() => {
  uninstall?.();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const el = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const button = (name: RegExp) => [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
const submit = () => el<HTMLFormElement>('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const comment = () => el<HTMLTextAreaElement>('textarea');
const status = () => el('[role="status"]').textContent;
const alert = () => el('[role="alert"]').textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const requestBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as unknown;

describe('the markup', () => {
  it('is a form named by its question, with two clearly named buttons, empty live regions and the comment hidden', () => {
    const form = el<HTMLFormElement>('form');
    expect(document.getElementById(form.getAttribute('aria-labelledby')!)?.textContent).toBe('Was this page helpful?');
    expect(button(/^Yes/).textContent).toBe('Yes, this page was helpful');
    expect(button(/^No/).textContent).toBe('No, this page was not helpful');
    expect(button(/^Yes/).getAttribute('aria-pressed')).toBe('false');
    expect(el('[data-feedback-details]').hidden).toBe(true);
    expect(document.querySelector(`label[for="${comment().id}"]`)?.textContent).toMatch(/optional/);
    expect(comment().maxLength).toBe(FEEDBACK_COMMENT_MAX);
    expect(status()).toBe('');
    expect(alert()).toBe('');
  });
});

describe('answering', () => {
  it('Yes or No is pressed and reveals the optional comment; the choice can be changed', () => {
    click(button(/^No/));
    expect(button(/^No/).getAttribute('aria-pressed')).toBe('true');
    expect(el('[data-feedback-details]').hidden).toBe(false);
    click(button(/^Yes/));
    expect(button(/^Yes/).getAttribute('aria-pressed')).toBe('true');
    expect(button(/^No/).getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Send posts { page, helpful, comment } as JSON, then thanks the reader in the status region', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":1}', { status: 201 }));
    click(button(/^Yes/));
    comment().value = '  The example about refresh tokens helped.  ';
    el<HTMLButtonElement>('button[type="submit"]').focus();
    submit();
    expect(status()).toBe(FEEDBACK_MESSAGES.sending);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/docs/feedback');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(requestBody()).toEqual({ page: '/guides/auth/sessions', helpful: true, comment: 'The example about refresh tokens helped.' });
    expect(status()).toBe(FEEDBACK_MESSAGES.thanks);
    expect(alert()).toBe('');
    expect(el('[data-feedback-controls]').hidden).toBe(true);
    // The focused Send button is gone: the focus moves to the thank-you, not to the top of the page.
    expect(document.activeElement).toBe(el('[role="status"]'));
    // Sent once: nothing more goes out.
    submit();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a No without a comment', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    click(button(/^No/));
    submit();
    await settle();
    expect(requestBody()).toEqual({ page: '/guides/auth/sessions', helpful: false, comment: '' });
    expect(status()).toBe(FEEDBACK_MESSAGES.thanks);
  });

  it('ignores a second Send while the first is on its way', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    click(button(/^Yes/));
    submit();
    submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(el('button[type="submit"]').getAttribute('aria-disabled')).toBe('true');
    answer(new Response(null, { status: 201 }));
    await settle();
    expect(el('button[type="submit"]').hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('when sending fails', () => {
  it('says so in the alert region and keeps the comment, so Send can simply be selected again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"boom"}', { status: 500 }));
    click(button(/^No/));
    comment().value = 'The second code sample does not compile.';
    submit();
    await settle();
    expect(alert()).toBe(FEEDBACK_MESSAGES.failed('the server answered 500'));
    expect(status()).toBe('');
    expect(comment().value).toBe('The second code sample does not compile.');
    expect(el('[data-feedback-controls]').hidden).toBe(false);
    expect(button(/^No/).getAttribute('aria-pressed')).toBe('true');

    // The retry goes through and clears the failure.
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    submit();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestBody(1)).toEqual({ page: '/guides/auth/sessions', helpful: false, comment: 'The second code sample does not compile.' });
    expect(status()).toBe(FEEDBACK_MESSAGES.thanks);
    expect(alert()).toBe('');
  });

  it('says the reader is sending too often on 429, keeping the comment', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Too many feedback requests"}', { status: 429, headers: { 'retry-after': '42' } }));
    click(button(/^Yes/));
    comment().value = 'Great page';
    submit();
    await settle();
    expect(alert()).toBe(FEEDBACK_MESSAGES.rateLimited);
    expect(alert()).toMatch(/too many/i);
    expect(comment().value).toBe('Great page');
    expect(status()).toBe('');
  });

  it('says so when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    click(button(/^Yes/));
    comment().value = 'offline';
    submit();
    await settle();
    expect(alert()).toBe(FEEDBACK_MESSAGES.failed('the server could not be reached'));
    expect(comment().value).toBe('offline');
  });

  it('gives up on a server that does not answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    click(button(/^Yes/));
    submit();
    await vi.advanceTimersByTimeAsync(FEEDBACK_TIMEOUT_MS);
    expect(alert()).toBe(FEEDBACK_MESSAGES.failed('the server did not answer in time'));
  });

  it('refuses a comment over the limit before sending anything', () => {
    click(button(/^Yes/));
    // maxlength stops typing, not a value set by script or some pastes.
    comment().value = 'x'.repeat(FEEDBACK_COMMENT_MAX + 1);
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert()).toBe(FEEDBACK_MESSAGES.tooLong(FEEDBACK_COMMENT_MAX + 1));
    expect(comment().value).toHaveLength(FEEDBACK_COMMENT_MAX + 1);
  });

  it('asks for Yes or No when neither was chosen', () => {
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alert()).toBe(FEEDBACK_MESSAGES.choose);
    click(button(/^Yes/));
    expect(alert()).toBe('');
  });
});
