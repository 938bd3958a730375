import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_PATH, feedbackEndpoint, parseFeedback } from '../../src/lib/feedback';
import { contentSecurityPolicy } from '../headers';
import { FEEDBACK_LIMIT, FEEDBACK_WINDOW_SECONDS, createFeedbackStore, createRateLimiter, feedbackPage } from './feedback';
import { createStandIn } from './handler';

/**
 * Each test gets its own stand-in (its own store and rate limit) on a free port, with a clock it
 * moves itself: every request here comes from 127.0.0.1, so a shared server would let one test's
 * posts use up another's limit.
 */
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function standIn() {
  const clock = { now: 1_800_000_000 };
  const handler = createStandIn({ secret: 'test-secret', now: () => clock.now, slowMs: 50, hangMs: 100 });
  server = createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(299).end('static site');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (body: unknown, { type = 'application/json', mode }: { type?: string; mode?: string } = {}) =>
    fetch(`${base}${FEEDBACK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': type, ...(mode ? { cookie: `stand-in-mode=${mode}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const devPage = async () => {
    const response = await fetch(`${base}/dev/feedback`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    return response.text();
  };
  return { base, clock, post, devPage };
}

const answer = { page: '/guides/auth/sessions', helpful: true, comment: 'Clear and short.' };

describe('the feedback endpoint', () => {
  it('stores a valid answer, signed out, and lists it on the development page', async () => {
    const { post, devPage } = await standIn();
    expect(await devPage()).toContain('No feedback yet.');
    const response = await post(answer);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
    expect((await post({ page: '/guides/database/tables', helpful: false, comment: '' })).status).toBe(201);
    const html = await devPage();
    expect(html).toContain('<a href="/guides/auth/sessions">/guides/auth/sessions</a>');
    expect(html).toContain('Clear and short.');
    expect(html).toContain('2027-01-15 08:00:00 UTC');
    // Newest first.
    expect(html.indexOf('/guides/database/tables')).toBeLessThan(html.indexOf('/guides/auth/sessions'));
  });

  it('accepts an answer without a comment field, and a comment of exactly the limit', async () => {
    const { post } = await standIn();
    expect((await post({ page: '/guides/x', helpful: false })).status).toBe(201);
    expect((await post({ ...answer, comment: 'é'.repeat(FEEDBACK_COMMENT_MAX) })).status).toBe(201);
  });

  it('refuses malformed requests with 400 and a JSON reason, storing nothing', async () => {
    const { post, devPage } = await standIn();
    const bad: unknown[] = ['{"page": "/guides/x", "helpful": tru', '[1, 2]', 'null', { helpful: true }, { ...answer, helpful: 'yes' }];
    for (const body of bad) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await devPage()).toContain('No feedback yet.');
  });

  it('refuses a comment over the limit, a page that is not a path of the site, and unknown fields', async () => {
    const { post, clock } = await standIn();
    const tooLong = await post({ ...answer, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toContain(`at most ${FEEDBACK_COMMENT_MAX}`);
    expect((await post({ ...answer, page: 'https://evil.example/' })).status).toBe(400);
    expect((await post({ ...answer, page: '//evil.example/' })).status).toBe(400);
    expect((await post({ ...answer, page: '/guides/x y' })).status).toBe(400);
    clock.now += FEEDBACK_WINDOW_SECONDS; // a fresh window: every refusal above counted
    expect((await post({ ...answer, email: 'a@b.c' })).status).toBe(400);
  });

  it('takes JSON only, by POST only', async () => {
    const { post, base } = await standIn();
    expect((await post(answer, { type: 'text/plain' })).status).toBe(415);
    expect((await post('page=/guides/x&helpful=true', { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    const get = await fetch(`${base}${FEEDBACK_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it(`answers the ${FEEDBACK_LIMIT + 1}th request of a client within a minute with 429, and takes answers again after the window`, async () => {
    const { post, clock, devPage } = await standIn();
    for (let i = 0; i < FEEDBACK_LIMIT; i++) {
      expect((await post({ ...answer, comment: `answer ${i}` })).status).toBe(201);
      clock.now += 5;
    }
    const limited = await post({ ...answer, comment: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/json');
    expect(((await limited.json()) as { message: string }).message).toMatch(/too many/i);
    // The first answer leaves the window 60 s after it came: 35 s from now.
    expect(limited.headers.get('retry-after')).toBe('35');
    expect(await devPage()).not.toContain('one too many');
    clock.now += 35;
    expect((await post({ ...answer, comment: 'after waiting' })).status).toBe(201);
  });

  it('has failure modes from the stand-in-mode cookie', async () => {
    const { post, devPage } = await standIn();
    expect((await post(answer, { mode: 'feedback:error' })).status).toBe(500);
    expect((await post(answer, { mode: 'all:unauthorized' })).status).toBe(401);
    expect((await post(answer, { mode: 'feedback:slow' })).status).toBe(201);
    expect(await devPage()).toContain('Clear and short.');
  });
});

describe('the development page', () => {
  it('escapes everything a reader sent', async () => {
    const { post, devPage } = await standIn();
    const attack = { page: '/guides/x"><script>alert(1)</script>', helpful: false, comment: '<img src=x onerror="alert(2)"> & </td></tr></table><b>bold</b>' };
    expect((await post(attack)).status).toBe(201);
    const html = await devPage();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; &lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('href="/guides/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('is plain HTML that may run no script, names its icon, and takes GET only', async () => {
    const { base } = await standIn();
    const response = await fetch(`${base}/dev/feedback`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('<link rel="icon" href="/icon.svg"');
    expect((await fetch(`${base}/dev/feedback`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the pieces', () => {
  it('the contract lists every problem of a body at once', () => {
    const result = parseFeedback({ page: 'x', helpful: 1, comment: 7, extra: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(4);
    expect(parseFeedback({ page: '/', helpful: true, comment: '' })).toEqual({ ok: true, feedback: { page: '/', helpful: true, comment: '' } });
  });

  it("a page's policy lets the form reach the endpoint: its own origin, or the platform API it was built against", () => {
    const connect = () =>
      contentSecurityPolicy([])
        .split('; ')
        .find((d) => d.startsWith('connect-src '))!
        .split(' ');
    expect(feedbackEndpoint('')).toBe('/v1/docs/feedback');
    expect(connect()).toContain("'self'");
    const saved = process.env.NEXT_PUBLIC_PLATFORM_API_URL;
    process.env.NEXT_PUBLIC_PLATFORM_API_URL = 'https://api.plinth.co/';
    try {
      expect(feedbackEndpoint(process.env.NEXT_PUBLIC_PLATFORM_API_URL)).toBe('https://api.plinth.co/v1/docs/feedback');
      expect(connect()).toContain('https://api.plinth.co');
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_PLATFORM_API_URL;
      else process.env.NEXT_PUBLIC_PLATFORM_API_URL = saved;
    }
  });

  it('the rate limit is per client and forgets old requests', () => {
    const limiter = createRateLimiter(2, 60);
    expect(limiter.take('a', 0).ok).toBe(true);
    expect(limiter.take('a', 10).ok).toBe(true);
    expect(limiter.take('a', 20)).toEqual({ ok: false, retryAfter: 40 });
    expect(limiter.take('b', 20).ok).toBe(true);
    expect(limiter.take('a', 60).ok).toBe(true);
  });

  it('the store keeps the newest answers only', () => {
    const store = createFeedbackStore(2);
    for (const comment of ['one', 'two', 'three']) store.add({ page: '/p', helpful: true, comment }, 0);
    expect(store.list().map((e) => e.comment)).toEqual(['three', 'two']);
    expect(feedbackPage(store.list())).toContain('<td>Yes</td>');
  });
});
