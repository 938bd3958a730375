import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FEEDBACK_PATH, parseFeedback } from '../../src/lib/feedback';
import { contentSecurityPolicy, scriptHash } from '../headers';
import { createFeedbackStore, createRateLimiter, feedbackPage } from './feedback';
import * as fixtures from './fixtures';
import { modeFor, parseModes, readModeCookie, type Endpoint, type Mode } from './modes';
import { DEFAULT_DEV_EMAIL, safeReturnTo, SIGN_IN_SCRIPT, signInPage } from './sign-in-page';
import { issueSession, verifyToken } from './tokens';
import { STAND_IN_PREFIXES } from './prefixes';

/**
 * The local platform stand-in: the four platform calls the credential panel makes, a token
 * endpoint and a development sign-in page, served on the same origin as the docs by
 * `server/main.ts`; and the docs' own feedback endpoint with its development page (feedback.ts).
 * Data comes from fixtures.ts; failure modes from the `stand-in-mode` cookie.
 */
export interface StandInOptions {
  /**
   * HMAC secret for session tokens (`STAND_IN_SECRET`). By default one is drawn at random for each
   * stand-in, so no published value can sign a token it accepts; sessions then end with a restart.
   */
  secret?: string;
  /** Unix seconds. */
  now?: () => number;
  /** Delay of the `slow` mode (ms). */
  slowMs?: number;
  /** Delay of the `hang` mode (ms), longer than the panel's request timeout. */
  hangMs?: number;
}

export const SLOW_MS = 3000;
export const HANG_MS = 30_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

const MALFORMED: Record<Endpoint, unknown> = {
  organizations: [{ id: '101', title: 'Acme Labs' }],
  projects: [{ ref: fixtures.named.acmeWeb.ref, name: 'Acme Web' }],
  branches: [{ id: 'b', name: 'main' }],
  api: { autoApiService: { endpoint: `${fixtures.named.acmeWeb.ref}.plinth.co` } },
  token: { token: 'missing-fields' },
  feedback: { received: 'maybe' },
};

const HTML_BODY = '<!doctype html><html lang="en"><head><title>Sign in</title></head><body><h1>Please sign in</h1></body></html>';

/** A path segment decoded, or undefined when its percent-encoding is broken (`%E0%A4%A`). */
function decodeRef(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * GET, or HEAD: the same answer, status and headers included, without its body (Node's response
 * drops the body of a HEAD request by itself, and keeps the Content-Length we set).
 */
const readOnly = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, scripts: readonly string[] = []): void {
  if (res.destroyed || res.writableEnded) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  // An HTML answer may run the scripts its page says it wrote (by hash), and nothing else.
  if (typeof body === 'string') res.setHeader('content-security-policy', contentSecurityPolicy(scripts.map(scriptHash)));
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

function wait(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // The client gave up (an aborted request): stop waiting.
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Applies the endpoint's failure mode. Returns true when the mode already answered; `slow` and
 * `hang` only delay, `empty` is left to the caller (it only concerns lists).
 */
async function applyMode(res: ServerResponse, mode: Mode | undefined, endpoint: Endpoint, opts: Required<StandInOptions>): Promise<boolean> {
  if (mode === 'slow') await wait(res, opts.slowMs);
  if (mode === 'hang') await wait(res, opts.hangMs);
  if (res.destroyed || res.writableEnded) return true;
  switch (mode) {
    case 'error':
      send(res, 500, { message: `Internal error (stand-in failure mode "${endpoint}:error")` });
      return true;
    case 'malformed':
      send(res, 200, MALFORMED[endpoint]);
      return true;
    case 'html':
      send(res, 200, HTML_BODY);
      return true;
    case 'unauthorized':
      send(res, 401, { message: 'Unauthorized' });
      return true;
    default:
      return false;
  }
}

export function createStandIn(options: StandInOptions = {}): Handler {
  const opts: Required<StandInOptions> = {
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    now: options.now ?? (() => Date.now() / 1000),
    slowMs: options.slowMs ?? SLOW_MS,
    hangMs: options.hangMs ?? HANG_MS,
  };
  const refs = fixtures.knownRefs();
  const feedbackStore = createFeedbackStore();
  const feedbackLimiter = createRateLimiter();

  async function api(req: IncomingMessage, res: ServerResponse, endpoint: Endpoint, respond: (empty: boolean) => void) {
    if (!readOnly(req)) return send(res, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!verifyToken(token, opts.secret, 'access', opts.now())) return send(res, 401, { message: 'Unauthorized: sign in at /dev/sign-in' });
    const mode = modeFor(parseModes(readModeCookie(req.headers.cookie)), endpoint);
    if (await applyMode(res, mode, endpoint, opts)) return;
    respond(mode === 'empty');
  }

  async function token(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'POST') return send(res, 405, { message: 'Method not allowed' }, { allow: 'POST' });
    const mode = modeFor(parseModes(readModeCookie(req.headers.cookie)), 'token');
    if (await applyMode(res, mode, 'token', opts)) return;
    // JSON only, as the platform's own endpoint: a cross-site <form> can send text/plain without
    // asking this server first, and must not be given a session.
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return send(res, 415, { message: 'Send the request as JSON (Content-Type: application/json)' });
    }
    const body = await readJson(req);
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') {
      const email = typeof body?.email === 'string' ? body.email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) return send(res, 400, { message: 'An email address is required' });
      return send(res, 200, issueSession({ email }, opts.secret, opts.now()));
    }
    if (grant === 'refresh_token') {
      const refresh = verifyToken(typeof body?.refresh_token === 'string' ? body.refresh_token : undefined, opts.secret, 'refresh', opts.now());
      if (!refresh) return send(res, 401, { message: 'Invalid or expired refresh token' });
      return send(res, 200, issueSession({ id: refresh.sub, email: refresh.email }, opts.secret, opts.now()));
    }
    return send(res, 400, { message: 'grant_type must be password or refresh_token' });
  }

  /**
   * A reader's answer to "Was this page helpful?": no sign-in. Every POST that gets past the
   * failure modes counts towards the client's rate limit, malformed ones too (one refused with 429
   * does not). The client is the connection's address: a header such as X-Forwarded-For is the
   * client's to write, so it would let anyone dodge the limit.
   */
  async function feedback(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return send(res, 405, { message: 'Method not allowed' }, { allow: 'POST' });
    const mode = modeFor(parseModes(readModeCookie(req.headers.cookie)), 'feedback');
    if (await applyMode(res, mode, 'feedback', opts)) return;
    const limit = feedbackLimiter.take(req.socket.remoteAddress ?? 'unknown', opts.now());
    if (!limit.ok) {
      return send(res, 429, { message: `Too many feedback requests: try again in ${limit.retryAfter} s` }, { 'retry-after': String(limit.retryAfter) });
    }
    // JSON only: a cross-site <form> cannot send it without the browser asking this server first.
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return send(res, 415, { message: 'Send the feedback as JSON (Content-Type: application/json)' });
    }
    const body = await readJson(req);
    if (!body) return send(res, 400, { message: 'The body must be a JSON object { page, helpful, comment }' });
    const parsed = parseFeedback(body);
    if (!parsed.ok) return send(res, 400, { message: `Invalid feedback: ${parsed.problems.join('; ')}` });
    const entry = feedbackStore.add(parsed.feedback, opts.now());
    send(res, 201, { id: entry.id });
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (path === '/platform/organizations') {
      return api(req, res, 'organizations', (empty) => send(res, 200, empty ? [] : fixtures.organizations));
    }
    if (path === '/platform/projects') {
      return api(req, res, 'projects', (empty) => send(res, 200, empty ? [] : fixtures.projects));
    }
    const branchesMatch = /^\/v1\/projects\/([^/]+)\/branches$/.exec(path);
    if (branchesMatch) {
      return api(req, res, 'branches', (empty) => {
        const ref = decodeRef(branchesMatch[1]!);
        if (ref === undefined) return send(res, 400, { message: 'The project ref in the path is not valid percent-encoding' });
        const project = fixtures.projects.find((p) => p.ref === ref);
        if (!project) return send(res, 404, { message: `Project ${ref} not found` });
        if (!project.is_branch_enabled) return send(res, 422, { message: `Preview branching is not enabled for project ${ref}` });
        send(res, 200, empty ? [] : (fixtures.branches[ref] ?? []));
      });
    }
    const apiMatch = /^\/platform\/props\/project\/([^/]+)\/api$/.exec(path);
    if (apiMatch) {
      return api(req, res, 'api', () => {
        const ref = decodeRef(apiMatch[1]!);
        if (ref === undefined) return send(res, 400, { message: 'The project ref in the path is not valid percent-encoding' });
        if (!refs.has(ref)) return send(res, 404, { message: `Project ${ref} not found` });
        send(res, 200, fixtures.apiSettingsFor(ref));
      });
    }
    if (path === '/auth/v1/token') return token(req, res, url);
    if (path === FEEDBACK_PATH) return feedback(req, res);
    if (path === '/dev/feedback') {
      if (!readOnly(req)) return send(res, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
      return send(res, 200, feedbackPage(feedbackStore.list()));
    }
    if (path === '/dev/sign-in') {
      if (!readOnly(req)) return send(res, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
      const returnTo = safeReturnTo(url.searchParams.get('return_to'), req.headers.host ?? 'localhost');
      return send(res, 200, signInPage(returnTo), {}, [SIGN_IN_SCRIPT]);
    }
    // HEAD is answered as GET would be, to the byte count of the body it does not send.
    send(res, 404, { message: `The platform stand-in has no ${req.method === 'HEAD' ? 'GET' : req.method} ${path}` });
  }

  return (req, res) => {
    // The Host header is the client's to write (`Host: [` is not a host): never parse with it.
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return false; // not a path the stand-in answers; the static server refuses it
    }
    if (!STAND_IN_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
    route(req, res, url).catch((error: unknown) => {
      console.error('platform stand-in:', error);
      send(res, 500, { message: 'The platform stand-in failed' });
    });
    return true;
  };
}

export { DEFAULT_DEV_EMAIL };
