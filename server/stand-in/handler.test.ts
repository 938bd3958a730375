import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY as DOCS_SESSION_KEY } from '../../src/panel/session';
import { branches, catalogProjects, fixtureRef, named, organizations, projects } from './fixtures';
import { createStandIn } from './handler';
import { parseModes, readModeCookie } from './modes';
import { SESSION_STORAGE_KEY, safeReturnTo } from './sign-in-page';
import { issueSession, signToken, verifyToken } from './tokens';

/** The content type the token endpoint takes, as the docs' own calls send it. */
const JSON_BODY = { 'content-type': 'application/json' };

const SECRET = 'test-secret';
const NOW = 1_800_000_000;
let server: Server;
let base: string;
let token: string;

beforeAll(async () => {
  const handler = createStandIn({ secret: SECRET, now: () => NOW, slowMs: 150, hangMs: 400 });
  server = createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(299).end('static site');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = issueSession({ email: 'dev@plinth.test' }, SECRET, NOW).access_token;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, { mode, auth = token }: { mode?: string; auth?: string | null } = {}) =>
  fetch(`${base}${path}`, { headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...(mode ? { cookie: `stand-in-mode=${mode}` } : {}) } });

describe('fixtures', () => {
  it('cover every case the panel must handle', () => {
    expect(organizations.length).toBeGreaterThanOrEqual(4);
    expect(organizations.some((o) => /["']/.test(o.name))).toBe(true);
    expect(projects.some((p) => /["“”]/.test(p.name))).toBe(true);
    expect(projects.some((p) => p.is_branch_enabled)).toBe(true);
    expect(projects.some((p) => !p.is_branch_enabled)).toBe(true);
    expect(catalogProjects.every((p) => p.organization_id === catalogProjects[0]!.organization_id)).toBe(true);
    expect(catalogProjects.length).toBeGreaterThan(10);
    const acme = branches[named.acmeWeb.ref]!;
    expect(acme[0]!.project_ref).not.toBe(acme[0]!.parent_project_ref);
    expect(acme.some((b) => b.project_ref === b.parent_project_ref)).toBe(true);
    expect(new Set(projects.map((p) => p.ref)).size).toBe(projects.length);
    expect(fixtureRef('x')).toMatch(/^[a-z]{20}$/);
  });
});

describe('platform stand-in', () => {
  it('leaves every other path to the static site', async () => {
    expect((await get('/guides/getting-started/api-keys')).status).toBe(299);
    expect((await get('/')).status).toBe(299);
  });

  it('refuses API calls without a valid token with 401', async () => {
    expect((await get('/platform/organizations', { auth: null })).status).toBe(401);
    expect((await get('/platform/projects', { auth: 'garbage' })).status).toBe(401);
    const forged = signToken({ sub: 'x', email: 'x@y.z', typ: 'access', exp: NOW + 60 }, 'other-secret');
    expect((await get('/platform/projects', { auth: forged })).status).toBe(401);
    const expired = signToken({ sub: 'x', email: 'x@y.z', typ: 'access', exp: NOW - 1 }, SECRET);
    expect((await get(`/v1/projects/${named.acmeWeb.ref}/branches`, { auth: expired })).status).toBe(401);
    const refreshAsAccess = issueSession({ email: 'a@b.c' }, SECRET, NOW).refresh_token;
    expect((await get(`/platform/props/project/${named.acmeWeb.ref}/api`, { auth: refreshAsAccess })).status).toBe(401);
  });

  it('serves organizations and projects', async () => {
    const orgs = await (await get('/platform/organizations')).json();
    expect(orgs).toEqual(organizations);
    const list = (await (await get('/platform/projects')).json()) as { ref: string }[];
    expect(list.map((p) => p.ref)).toEqual(projects.map((p) => p.ref));
  });

  it('serves branches of a project with branching, main branch not first', async () => {
    const response = await get(`/v1/projects/${named.acmeWeb.ref}/branches`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as { name: string; project_ref: string; parent_project_ref: string }[];
    expect(list.map((b) => b.name)).toEqual(['feature-login', 'main', 'staging']);
    expect(list[1]!.project_ref).toBe(list[1]!.parent_project_ref);
    expect(await (await get(`/v1/projects/${named.acmeMobile.ref}/branches`)).json()).toEqual([]);
    expect((await get(`/v1/projects/${named.billing.ref}/branches`)).status).toBe(422);
    expect((await get('/v1/projects/nosuchproject/branches')).status).toBe(404);
  });

  it('serves API settings for projects and branches, without protocol for one project', async () => {
    const settings = (await (await get(`/platform/props/project/${named.acmeWeb.ref}/api`)).json()) as {
      autoApiService: { protocol?: string; endpoint: string; defaultApiKey: string };
    };
    expect(settings.autoApiService).toMatchObject({ protocol: 'https', endpoint: `${named.acmeWeb.ref}.plinth.co` });
    expect(settings.autoApiService.defaultApiKey.split('.')).toHaveLength(3);
    const staging = branches[named.acmeWeb.ref]![2]!;
    expect((await get(`/platform/props/project/${staging.project_ref}/api`)).status).toBe(200);
    const tools = (await (await get(`/platform/props/project/${named.acmeTools.ref}/api`)).json()) as { autoApiService: object };
    expect(tools.autoApiService).not.toHaveProperty('protocol');
    expect((await get('/platform/props/project/unknown/api')).status).toBe(404);
  });

  it('answers unknown stand-in paths and wrong methods with JSON errors', async () => {
    expect((await get('/platform/nothing')).status).toBe(404);
    expect((await fetch(`${base}/platform/projects`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(405);
  });
});

describe('failure modes from the cookie', () => {
  it('parses the cookie, ignoring unknown entries', () => {
    expect(parseModes('projects:error,branches:empty,api:slow,organizations:malformed,bogus:error,api2:x')).toEqual({
      projects: 'error',
      branches: 'empty',
      api: 'slow',
      organizations: 'malformed',
    });
    expect(parseModes('all:html|token:slow')).toEqual({ all: 'html', token: 'slow' });
    expect(readModeCookie('a=1; stand-in-mode=projects%3Aerror%2Capi%3Aslow; b=2')).toBe('projects:error,api:slow');
    expect(readModeCookie('a=1')).toBe('');
  });

  it('error: 500 for that endpoint only', async () => {
    expect((await get('/platform/projects', { mode: 'projects:error' })).status).toBe(500);
    expect((await get('/platform/organizations', { mode: 'projects:error' })).status).toBe(200);
  });

  it('empty: empty lists', async () => {
    expect(await (await get('/platform/projects', { mode: 'projects:empty' })).json()).toEqual([]);
    expect(await (await get(`/v1/projects/${named.acmeWeb.ref}/branches`, { mode: 'branches:empty' })).json()).toEqual([]);
  });

  it('malformed and html: bodies the client must reject', async () => {
    const malformed = (await (await get('/platform/projects', { mode: 'projects:malformed' })).json()) as object[];
    expect(malformed[0]).not.toHaveProperty('is_branch_enabled');
    const api = (await (await get(`/platform/props/project/${named.acmeWeb.ref}/api`, { mode: 'api:malformed' })).json()) as { autoApiService: object };
    expect(api.autoApiService).not.toHaveProperty('defaultApiKey');
    const html = await get('/platform/organizations', { mode: 'organizations:html' });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toMatch(/^<!doctype html>/);
  });

  it('slow: answers after the delay', async () => {
    const start = performance.now();
    const response = await get('/platform/organizations', { mode: 'organizations:slow' });
    expect(response.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
  });

  it('hang: stops waiting when the client aborts', async () => {
    const controller = new AbortController();
    const pending = fetch(`${base}/platform/projects`, {
      headers: { authorization: `Bearer ${token}`, cookie: 'stand-in-mode=all:hang' },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('all: applies to every endpoint without its own entry', async () => {
    expect((await get('/platform/organizations', { mode: 'all:error,projects:empty' })).status).toBe(500);
    expect(await (await get('/platform/projects', { mode: 'all:error,projects:empty' })).json()).toEqual([]);
  });

  it('unauthorized: 401 even with a valid token', async () => {
    expect((await get('/platform/projects', { mode: 'projects:unauthorized' })).status).toBe(401);
  });
});

describe('HEAD', () => {
  it('answers HEAD with the status and headers of GET, without a body', async () => {
    const cases: [string, { mode?: string; auth?: string | null }][] = [
      ['/platform/organizations', { auth: null }],
      ['/platform/organizations', {}],
      ['/platform/projects', {}],
      ['/platform/projects', { mode: 'projects:error' }],
      ['/platform/projects', { mode: 'projects:html' }],
      [`/v1/projects/${named.acmeWeb.ref}/branches`, {}],
      ['/v1/projects/nope/branches', {}],
      [`/platform/props/project/${named.acmeWeb.ref}/api`, {}],
      ['/dev/sign-in', {}],
      ['/dev/feedback', {}],
      ['/platform/unknown', {}],
    ];
    const comparable = (response: Response) => [...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name));
    for (const [path, options] of cases) {
      const headers = {
        ...(options.auth !== null ? { authorization: `Bearer ${options.auth ?? token}` } : {}),
        ...(options.mode ? { cookie: `stand-in-mode=${options.mode}` } : {}),
      };
      const get = await fetch(`${base}${path}`, { headers });
      const head = await fetch(`${base}${path}`, { method: 'HEAD', headers });
      expect(head.status, `HEAD ${path}`).toBe(get.status);
      expect(comparable(head), `HEAD ${path}`).toEqual(comparable(get));
      expect(await head.text()).toBe('');
    }
    const post = await fetch(`${base}/platform/projects`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the secret', () => {
  /** A stand-in of its own on a free port: its answer to a token, and a token it issues. */
  async function standIn(options: Parameters<typeof createStandIn>[0], tokenToTry: string) {
    const handler = createStandIn(options);
    const own = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      const status = (await fetch(`${url}/platform/projects`, { headers: { authorization: `Bearer ${tokenToTry}` } })).status;
      const session = (await (
        await fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: JSON_BODY, body: '{"email":"ada@example.com"}' })
      ).json()) as { access_token: string };
      return { status, issued: session.access_token };
    } finally {
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  }

  it('is drawn at random for each stand-in unless given: the secret once published signs nothing it accepts', async () => {
    const published = 'plinth-docs-stand-in-local-secret';
    const forged = signToken({ sub: 'intruder', email: 'intruder@example.com', typ: 'access', exp: Math.floor(Date.now() / 1000) + 600 }, published);
    const first = await standIn(undefined, forged);
    expect(first.status).toBe(401);
    expect(verifyToken(first.issued, published, 'access', Date.now() / 1000)).toBeNull();
    // Another start, another secret: a session ends with the stand-in that issued it.
    expect((await standIn(undefined, first.issued)).status).toBe(401);
    // STAND_IN_SECRET (an explicit secret) keeps sessions across starts.
    const kept = await standIn({ secret: 'shared-by-both' }, 'none');
    expect((await standIn({ secret: 'shared-by-both' }, kept.issued)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('signs in with an email and returns a session the docs can store', async () => {
    const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; refresh_token: string; expires_at: number; user: { email: string } };
    expect(session.expires_at).toBe(NOW + 3600);
    expect(session.user.email).toBe('ada@example.com');
    expect(verifyToken(session.access_token, SECRET, 'access', NOW)?.email).toBe('ada@example.com');
    expect((await get('/platform/projects', { auth: session.access_token })).status).toBe(200);
  });

  it('refuses a sign-in without an email', async () => {
    expect((await fetch(`${base}/auth/v1/token?grant_type=password`, { method: 'POST', headers: JSON_BODY, body: '{}' })).status).toBe(400);
    expect((await fetch(`${base}/auth/v1/token?grant_type=magic`, { method: 'POST', headers: JSON_BODY, body: '{}' })).status).toBe(400);
  });

  it('refreshes with a refresh token, and refuses an access token as refresh token', async () => {
    const first = issueSession({ id: 'user-1', email: 'ada@example.com' }, SECRET, NOW);
    const refreshed = await fetch(`${base}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { user: { id: string } }).user.id).toBe('user-1');
    const wrong = await fetch(`${base}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ refresh_token: first.access_token }),
    });
    expect(wrong.status).toBe(401);
  });

  it('gives no session to a cross-site form: a text/plain body is refused with 415', async () => {
    // What <form enctype="text/plain" action="…/auth/v1/token?grant_type=password"> sends.
    const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"email":"ada@example.com", "x":"="}',
    });
    expect(response.status).toBe(415);
    expect(JSON.stringify(await response.json())).not.toContain('access_token');
    expect(
      (
        await fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=ada@example.com',
        })
      ).status,
    ).toBe(415);
  });

  it('token endpoint has failure modes too', async () => {
    const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...JSON_BODY, cookie: 'stand-in-mode=token:error' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    expect(response.status).toBe(500);
  });

  it('serves the sign-in page, returning only to this site', async () => {
    const page = await fetch(`${base}/dev/sign-in?return_to=${encodeURIComponent(`${base}/guides/getting-started/api-keys#panel`)}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('data-return-to="/guides/getting-started/api-keys#panel"');
    expect(html).toContain('<label for="email">Email</label>');
    const evil = await (await fetch(`${base}/dev/sign-in?return_to=${encodeURIComponent('https://evil.example/steal')}`)).text();
    expect(evil).toContain('data-return-to="/"');
    // Its one script is allowed by its hash, whatever the address it returns to.
    const { createHash } = await import('node:crypto');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('keeps the return address on this host', () => {
    expect(safeReturnTo('/guides/x?y=1', 'localhost:3000')).toBe('/guides/x?y=1');
    expect(safeReturnTo('//evil.example/x', 'localhost:3000')).toBe('/');
    expect(safeReturnTo('javascript:alert(1)', 'localhost:3000')).toBe('/');
    expect(safeReturnTo(null, 'localhost:3000')).toBe('/');
  });

  it('never returns a path a browser reads as another site, however it is spelled', () => {
    const attempts = [
      '/.//evil.example/',
      '/%2e//evil.example',
      '/./%2e//evil.example',
      '/..//evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\t//evil.example',
      'https:evil.example',
      'https://evil.example',
      'http://localhost:3000@evil.example/',
      'http://evil.example\\@localhost:3000/',
    ];
    for (const attempt of attempts) expect(safeReturnTo(attempt, 'localhost:3000'), attempt).toBe('/');
    expect(safeReturnTo('http://localhost:3000/guides/x?y=1#z', 'localhost:3000')).toBe('/guides/x?y=1#z');
    expect(safeReturnTo('/guides/x', '[')).toBe('/guides/x'); // a malformed Host header is no reason to fail
  });

  it('the sign-in page names its icon, so browsers do not ask for /favicon.ico', async () => {
    expect(await (await fetch(`${base}/dev/sign-in`)).text()).toContain('<link rel="icon" href="/icon.svg"');
  });

  it('stores the session under the key the docs read', () => {
    expect(SESSION_STORAGE_KEY).toBe(DOCS_SESSION_KEY);
  });
});
