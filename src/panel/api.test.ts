import { describe, expect, it, vi } from 'vitest';
import { getBranches, getOrganizations, getProjectApiSettings, getProjects, isRetryable, PlatformApiError, PROJECT_REF_REQUIRED } from './api';

function fakeFetch(body: string, init: ResponseInit = { status: 200, headers: { 'content-type': 'application/json' } }) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, init));
}

describe('platform API client', () => {
  it('sends the bearer token and an abort signal, and returns validated data', async () => {
    const fetch = fakeFetch(JSON.stringify([{ id: 1, name: 'Acme', extra: true }]));
    const signal = new AbortController().signal;
    await expect(getOrganizations({ token: 'tok-1', signal, fetch })).resolves.toEqual([{ id: 1, name: 'Acme' }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/platform/organizations');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('calls the four documented paths', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const path = String(url);
      const bodies: Record<string, unknown> = {
        '/platform/projects': [{ ref: 'aaa', name: 'Web', organization_id: 1, is_branch_enabled: true }],
        '/v1/projects/aaa/branches': [{ id: 'b1', name: 'main', project_ref: 'aaa', parent_project_ref: 'aaa' }],
        '/platform/props/project/aaa/api': { autoApiService: { protocol: 'https', endpoint: 'aaa.plinth.co', defaultApiKey: 'key' } },
      };
      return new Response(JSON.stringify(bodies[path]));
    });
    await expect(getProjects({ token: 't', fetch })).resolves.toHaveLength(1);
    await expect(getBranches('aaa', { token: 't', fetch })).resolves.toEqual([{ id: 'b1', name: 'main', project_ref: 'aaa', parent_project_ref: 'aaa' }]);
    await expect(getProjectApiSettings('aaa', { token: 't', fetch })).resolves.toEqual({
      autoApiService: { protocol: 'https', endpoint: 'aaa.plinth.co', defaultApiKey: 'key' },
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/platform/projects', '/v1/projects/aaa/branches', '/platform/props/project/aaa/api']);
  });

  it('refuses branch and API-settings calls without a project ref, before any request', async () => {
    const fetch = fakeFetch('[]');
    await expect(getBranches(null, { token: 't', fetch })).rejects.toThrow(PROJECT_REF_REQUIRED);
    await expect(getBranches('', { token: 't', fetch })).rejects.toThrow('projectRef is required');
    await expect(getProjectApiSettings(undefined, { token: 't', fetch })).rejects.toThrow('projectRef is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats an HTML body as a malformed response', async () => {
    const fetch = fakeFetch('<!doctype html><p>Sign in</p>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(getProjects({ token: 't', fetch })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('treats missing or mistyped fields as a malformed response', async () => {
    await expect(getProjects({ token: 't', fetch: fakeFetch('[{"ref":"aaa","name":"Web","organization_id":1}]') })).rejects.toMatchObject({
      kind: 'malformed',
    });
    await expect(getOrganizations({ token: 't', fetch: fakeFetch('[{"id":"1","name":"Acme"}]') })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(getOrganizations({ token: 't', fetch: fakeFetch('{"organizations":[]}') })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(getProjectApiSettings('aaa', { token: 't', fetch: fakeFetch('{"autoApiService":{"endpoint":"aaa.plinth.co"}}') })).rejects.toMatchObject({
      kind: 'malformed',
    });
    await expect(
      getProjectApiSettings('aaa', { token: 't', fetch: fakeFetch('{"autoApiService":{"endpoint":"","defaultApiKey":"k"}}') }),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('leaves the protocol out when the API omits it (the URL then defaults to https)', async () => {
    const fetch = fakeFetch('{"autoApiService":{"protocol":null,"endpoint":"aaa.plinth.co","defaultApiKey":"k"}}');
    await expect(getProjectApiSettings('aaa', { token: 't', fetch })).resolves.toEqual({
      autoApiService: { protocol: undefined, endpoint: 'aaa.plinth.co', defaultApiKey: 'k' },
    });
  });

  it('turns HTTP failures into typed errors, retrying only server and network failures', async () => {
    const serverError = await getProjects({ token: 't', fetch: fakeFetch('{"message":"boom"}', { status: 500 }) }).catch((e: unknown) => e);
    expect(serverError).toBeInstanceOf(PlatformApiError);
    expect(serverError).toMatchObject({ kind: 'http', status: 500 });
    expect(isRetryable(serverError)).toBe(true);
    const unauthorized = await getProjects({ token: 'bad', fetch: fakeFetch('{"message":"Unauthorized"}', { status: 401 }) }).catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(isRetryable(unauthorized)).toBe(false);
    const network = await getProjects({ token: 't', fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) }).catch((e: unknown) => e);
    expect(network).toMatchObject({ kind: 'network' });
    expect(isRetryable(network)).toBe(true);
  });

  it('aborts the request when the caller aborts, and lets the abort through', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init?.signal ?? undefined;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getProjectApiSettings('aaa', { token: 't', signal: controller.signal, fetch });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });

  it('gives up on a response slower than the timeout with an error', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(getOrganizations({ token: 't', fetch, timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
