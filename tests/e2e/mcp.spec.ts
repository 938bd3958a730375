/**
 * The docs' MCP server, driven by the SDK's own client over both transports: Streamable HTTP at
 * /mcp on the site's server (the one Playwright starts), and stdio as `npm run mcp` starts it. Both
 * read the build these tests run after. No browser: these are protocol tests.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from './test';

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

const text = (result: ToolResult) => result.content.map((c) => c.text).join('\n');
const parsed = <T>(result: ToolResult): T => {
  expect(result.isError, text(result)).toBeFalsy();
  return JSON.parse(text(result)) as T;
};

interface SearchAnswer {
  versions: { cli: string; libraries: Record<string, string> };
  results: { title: string; url: string; link: string; breadcrumbs: string[]; excerpt: string; reference?: { key: string; label: string; version?: string } }[];
}

async function httpClient(baseURL: string): Promise<Client> {
  const client = new Client({ name: 'docs-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
  return client;
}

async function stdioClient(): Promise<Client> {
  const client = new Client({ name: 'docs-tests', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', 'mcp/stdio.ts'], cwd: process.cwd(), stderr: 'pipe' }));
  return client;
}

for (const transport of ['http', 'stdio'] as const) {
  test.describe(`MCP over ${transport}`, () => {
    let client: Client;
    test.beforeAll(async ({ baseURL }) => {
      client = transport === 'http' ? await httpClient(baseURL!) : await stdioClient();
    });
    test.afterAll(async () => client?.close());

    test('offers the five tools, each read-only', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'get_reference_item', 'list_references', 'lookup_error', 'search_docs']);
      for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    });

    test('lookup_error answers a pasted code or message with its catalogue entry and page', async ({ request }) => {
      type Answer = {
        results: { service: string; key: string; http_status: unknown; url: string; fix: string; clients: { library: string; check?: string }[] }[];
        hint?: string;
      };
      const code = parsed<Answer>(await call(client, 'lookup_error', { code_or_message: 'invalid_credentials' }));
      expect(code.results[0]).toMatchObject({
        service: 'auth',
        key: 'invalid_credentials',
        http_status: 400,
        url: 'https://plinth.co/docs/guides/auth/debugging/error-codes#invalid_credentials',
      });
      expect(code.results[0]!.clients.find((c) => c.library === 'javascript')?.check).toContain("error.code === 'invalid_credentials'");
      const message = parsed<Answer>(await call(client, 'lookup_error', { code_or_message: 'StorageApiError: Bucket not found' }));
      expect(message.results[0]).toMatchObject({
        service: 'storage',
        key: 'NoSuchBucket',
        url: 'https://plinth.co/docs/guides/storage/debugging/error-codes#NoSuchBucket',
      });
      const status = parsed<Answer>(await call(client, 'lookup_error', { code_or_message: 'PGRST116', service: 'postgrest' }));
      expect(status.results[0]).toMatchObject({ service: 'postgrest', key: 'PGRST116', http_status: 406 });
      const none = parsed<Answer>(await call(client, 'lookup_error', { code_or_message: 'zebra quantum marmalade' }));
      expect(none.results).toEqual([]);
      expect(none.hint).toMatch(/search_docs/);
      const bad = await call(client, 'lookup_error', { code_or_message: '401', service: 'billing' });
      expect(bad.isError).toBe(true);
      expect(text(bad)).toMatch(/Unknown service "billing"\. Services: auth, storage/);
      // The address it gives is a page of this site with the entry's anchor on it.
      const [route, anchor] = code.results[0]!.url.replace('https://plinth.co/docs', '').split('#');
      const html = await (await request.get(route!)).text();
      expect(html).toContain(`id="${anchor}"`);
    });

    test('a question finds the pages that answer it, though they share few of its words', async () => {
      const answer = parsed<SearchAnswer>(await call(client, 'search_docs', { query: 'how do I let users sign in without a password', limit: 5 }));
      expect(answer.results.map((r) => r.url)).toContain('/guides/auth/auth-email-passwordless');
      const hit = answer.results.find((r) => r.url === '/guides/auth/auth-email-passwordless')!;
      expect(hit.breadcrumbs).toEqual(['Home', 'Auth', 'Flows (How-tos)', 'Passwordless email logins']);
      expect(hit.link).toBe('https://plinth.co/docs/guides/auth/auth-email-passwordless');
      expect(hit.excerpt).not.toMatch(/<mark>|&lt;/);
      expect(answer.versions.cli).toBe('1.151.1');
      expect(answer.versions.libraries.javascript).toBe('v2');
    });

    test('search narrows to a reference or a section, and reference results name their library and version', async () => {
      const inJs = parsed<SearchAnswer>(await call(client, 'search_docs', { query: 'signInWithOtp', reference: 'javascript', limit: 8 }));
      expect(inJs.results.length).toBeGreaterThan(0);
      for (const r of inJs.results) expect(r.url).toMatch(/^\/reference\/javascript\//);
      const labels = new Set(inJs.results.map((r) => r.reference?.label));
      expect([...labels].every((l) => l === 'JavaScript v2' || l === 'JavaScript v1')).toBe(true);
      expect(inJs.results[0]!.breadcrumbs.slice(0, 3)).toEqual(['Home', 'Reference', inJs.results[0]!.reference!.label]);
      const inStorage = parsed<SearchAnswer>(await call(client, 'search_docs', { query: 'upload a large file', section: 'storage', limit: 5 }));
      expect(inStorage.results.length).toBeGreaterThan(0);
      for (const r of inStorage.results) expect(r.url).toMatch(/^\/guides\/storage(\/|$)/);
    });

    test('search rejects bad input with a message that says what is wrong', async () => {
      const empty = await call(client, 'search_docs', { query: '   ' });
      expect(empty.isError).toBe(true);
      expect(text(empty)).toMatch(/query is empty/);
      const tooMany = await call(client, 'search_docs', { query: 'sessions', limit: 500 });
      expect(tooMany.isError).toBe(true);
      expect(text(tooMany)).toMatch(/limit/);
      const section = await call(client, 'search_docs', { query: 'sessions', section: 'billing' });
      expect(section.isError).toBe(true);
      expect(text(section)).toMatch(/Unknown section "billing"\. Sections: .*auth.*storage/);
      const reference = await call(client, 'search_docs', { query: 'sessions', reference: 'cobol' });
      expect(text(reference)).toMatch(/Unknown reference "cobol"\. References: cli, javascript/);
      expect(text(await call(client, 'search_docs', { query: 'sessions', section: 'auth', reference: 'javascript' }))).toMatch(
        /section \(guides\) or reference, not both/,
      );
    });

    test('get_page returns a guide as Markdown, by path or URL', async () => {
      const byPath = await call(client, 'get_page', { url_or_path: '/guides/auth/passwords' });
      expect(byPath.isError).toBeFalsy();
      expect(text(byPath)).toMatch(/^# Password-based auth\n/);
      for (const form of ['guides/auth/passwords.md', 'https://plinth.co/docs/guides/auth/passwords#reset', '/guides/auth/passwords/?x=1']) {
        expect(text(await call(client, 'get_page', { url_or_path: form })), form).toBe(text(byPath));
      }
      const item = await call(client, 'get_page', { url_or_path: '/reference/javascript/sign-in-with-otp' });
      expect(text(item)).toMatch(/^# signInWithOtp\(\)\n/);
    });

    test('get_page refuses every path outside the docs and names the problem', async () => {
      // The repository's README.md is beside out/: each of these would reach it if a guard failed.
      for (const attempt of [
        '../README',
        '/guides/../../README',
        '%2e%2e/README',
        '/guides/..%2f..%2fREADME.md',
        'https://plinth.co/docs/../README',
        '/guides\\..\\..\\README',
        'file:///etc/passwd',
      ]) {
        const result = await call(client, 'get_page', { url_or_path: attempt });
        expect(result.isError, attempt).toBe(true);
        expect(text(result), attempt).toMatch(/not a (URL or path|page) of the docs/);
        expect(text(result), attempt).not.toMatch(/Plinth Docs|root:/);
      }
      // Files of the build that are not Markdown twins are not pages either.
      expect(text(await call(client, 'get_page', { url_or_path: '/_mcp/references/cli' }))).toMatch(/No page at \/_mcp\/references\/cli\./);
      const missing = await call(client, 'get_page', { url_or_path: '/guides/auth/no-such-page' });
      expect(text(missing)).toMatch(/No page at \/guides\/auth\/no-such-page\. Use search_docs/);
    });

    test('get_reference_item returns one function, command or variable with its parameters and examples', async () => {
      const otp = text(await call(client, 'get_reference_item', { reference: 'javascript', id: 'signInWithOtp' }));
      expect(otp).toMatch(/^# signInWithOtp\(\)\n\n> JavaScript v2: JavaScript client library\n/);
      expect(otp).toMatch(/Parameters:/);
      expect(otp).toMatch(/Example: /);
      const v1 = text(await call(client, 'get_reference_item', { reference: 'javascript', version: 'v1', id: 'sign-in' }));
      expect(v1).toMatch(/> JavaScript v1: /);
      const push = text(await call(client, 'get_reference_item', { reference: 'cli', id: 'db push' }));
      expect(push).toMatch(/^# plinth db push\n/);
      expect(push).toMatch(/--dry-run/);
      const variable = text(await call(client, 'get_reference_item', { reference: 'self-hosting-auth', id: 'GOTRUE_SITE_URL' }));
      expect(variable).toMatch(/^# GOTRUE_SITE_URL\n\n> Auth server: /);
    });

    test('get_reference_item explains an unknown reference, version or id', async () => {
      expect(text(await call(client, 'get_reference_item', { reference: 'cobol', id: 'x' }))).toMatch(/Unknown reference "cobol"/);
      expect(text(await call(client, 'get_reference_item', { reference: 'javascript', version: 'v9', id: 'select' }))).toMatch(
        /has no version "v9"\. Versions: v2, v1/,
      );
      const near = await call(client, 'get_reference_item', { reference: 'javascript', id: 'sign-in-with-otq' });
      expect(near.isError).toBe(true);
      expect(text(near)).toMatch(/JavaScript v2 has no item "sign-in-with-otq"\. Closest ids: sign-in-with-otp/);
      const missingId = await call(client, 'get_reference_item', { reference: 'javascript' });
      expect(missingId.isError).toBe(true);
      expect(text(missingId)).toMatch(/id/);
    });

    test('list_references lists every reference with its version', async () => {
      const { versions, references } = parsed<{
        versions: SearchAnswer['versions'];
        references: { key: string; version?: string; label: string; current: boolean; url: string }[];
      }>(await call(client, 'list_references', {}));
      expect(versions.cli).toBe('1.151.1');
      expect(references.find((r) => r.key === 'cli')).toMatchObject({
        version: '1.151.1',
        current: true,
        url: 'https://plinth.co/docs/reference/cli/introduction',
      });
      expect(references.filter((r) => r.key === 'javascript').map((r) => [r.version, r.current])).toEqual([
        ['v2', true],
        ['v1', false],
      ]);
      expect(references.map((r) => r.key)).toEqual(expect.arrayContaining(['api', 'python', 'self-hosting-auth']));
    });
  });
}

test('GET /mcp answers 405: the server is stateless and streams nothing', async ({ request }) => {
  const response = await request.get('/mcp');
  expect(response.status()).toBe(405);
  expect(response.headers().allow).toBe('POST');
});
