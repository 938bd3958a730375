import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lookupCatalogue } from '../builder/mcp-data';
import { errorCatalogue } from '../src/reference/errors/load';
import { DocsSite, plainExcerpt, routeOf, searchQueue } from './docs';

describe('routeOf', () => {
  it('reads the forms a client gives a page in', () => {
    for (const form of [
      '/guides/auth/passwords',
      'guides/auth/passwords',
      '/guides/auth/passwords.md',
      '/guides/auth/passwords.html',
      '/guides/auth/passwords/',
      'https://plinth.co/docs/guides/auth/passwords#x',
      'http://127.0.0.1:3000/guides/auth/passwords?q=1',
    ]) {
      expect(routeOf(form), form).toBe('/guides/auth/passwords');
    }
    expect(routeOf('/guides/auth/index')).toBe('/guides/auth');
  });

  it('refuses dot segments, encoded or not, backslashes, NUL and other schemes', () => {
    for (const bad of ['../x', '/guides/./x', '/a/%2e%2e/b', '/a/..%2fb', '/a\\..\\b', '/a%00b', 'file:///etc/passwd', 'javascript:alert(1)', '/%E0%A4%A']) {
      expect(() => routeOf(bad), bad).toThrow(/not a URL or path of the docs|not a page of the docs|malformed escape/);
    }
  });
});

describe('DocsSite.getPage', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'docs-site-'));
  const root = path.join(base, 'out');
  mkdirSync(path.join(root, 'guides'), { recursive: true });
  writeFileSync(path.join(root, 'guides', 'a.md'), '# A\n');
  writeFileSync(path.join(base, 'secret.md'), '# Secret\n');
  symlinkSync(path.join(base, 'secret.md'), path.join(root, 'guides', 'link.md'));
  mkdirSync(path.join(root, '_mcp'));
  writeFileSync(path.join(root, '_mcp', 'index.json'), JSON.stringify({ versions: { cli: '1.0.0', libraries: {} }, pages: [], references: [], itemPages: {} }));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const docs = new DocsSite(root);

  it('returns a twin inside the folder', async () => {
    expect((await docs.getPage('/guides/a')).markdown).toBe('# A\n');
  });

  it('refuses a twin that is a link to a file outside the folder', async () => {
    await expect(docs.getPage('/guides/link')).rejects.toThrow(/not a page of the docs/);
  });

  it('refuses a path that leaves the folder, and names a missing page', async () => {
    await expect(docs.getPage('../secret')).rejects.toThrow(/not a page of the docs/);
    await expect(docs.getPage('/guides/b')).rejects.toThrow(/No page at \/guides\/b/);
  });
});

describe('plainExcerpt', () => {
  it("drops Pagefind's marks and decodes its entities", () => {
    expect(plainExcerpt('use <mark>auth.uid()</mark> &lt;&gt; &amp; &quot;x&quot;  it&#39;s')).toBe('use auth.uid() <> & "x" it\'s');
  });
});

describe('searchQueue', () => {
  it('runs one search at a time, and what arrives during one (a page request) before the next', async () => {
    const queued = searchQueue();
    const log: string[] = [];
    // The calls of a batch all start at once; each search is synchronous once it runs, as Pagefind's WebAssembly is.
    const runs = Array.from({ length: 4 }, (_, i) =>
      queued(async () => {
        log.push(`search ${i}`);
        if (i === 0) setImmediate(() => log.push('page'));
      }),
    );
    await Promise.all(runs);
    expect(log).toEqual(['search 0', 'page', 'search 1', 'search 2', 'search 3']);
  });
});

describe('DocsSite.lookupError', () => {
  // The catalogue as the build writes it to _mcp/errors.json, from the project's specs and facts.
  const base = mkdtempSync(path.join(tmpdir(), 'docs-errors-'));
  mkdirSync(path.join(base, '_mcp'));
  writeFileSync(path.join(base, '_mcp', 'errors.json'), JSON.stringify(lookupCatalogue(errorCatalogue())));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const docs = new DocsSite(base);

  it('answers a code with its entry first: status, cause, fix, page and how each library tells it apart', async () => {
    const { results } = await docs.lookupError('invalid_credentials');
    expect(results[0]).toMatchObject({
      match: 'key',
      service: 'auth',
      service_name: 'Auth',
      key: 'invalid_credentials',
      http_status: 400,
      uncertain: false,
      url: 'https://plinth.co/docs/guides/auth/debugging/error-codes#invalid_credentials',
      methods: ['auth.signInWithPassword'],
    });
    expect(results[0]!.cause.length).toBeGreaterThan(20);
    expect(results[0]!.fix.length).toBeGreaterThan(20);
    const js = results[0]!.clients.find((c) => c.library === 'javascript')!;
    expect(js.check).toMatch(/isAuthApiError\(error\) && error\.code === 'invalid_credentials'/);
    expect(results[0]!.clients.map((c) => c.library).sort()).toEqual(['csharp', 'dart', 'javascript', 'kotlin', 'python', 'swift']);
  });

  it('finds the entry from a message or a pasted error, and a code inside a URL', async () => {
    expect((await docs.lookupError('Bucket not found')).results[0]).toMatchObject({ service: 'storage', key: 'NoSuchBucket' });
    expect((await docs.lookupError('StorageApiError: Bucket not found')).results[0]).toMatchObject({ key: 'NoSuchBucket', match: 'message' });
    expect((await docs.lookupError('PGRST116')).results[0]).toMatchObject({ service: 'postgrest', http_status: 406 });
    const url = await docs.lookupError('http://localhost:3000/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid');
    expect(url.results.map((r) => r.key)).toContain('otp_expired');
  });

  it('narrows a bare status to a service, and refuses a service that does not exist', async () => {
    const any = await docs.lookupError('401');
    expect(new Set(any.results.map((r) => r.service)).size).toBeGreaterThan(1);
    const postgrest = await docs.lookupError('401', { service: 'postgrest' });
    expect(postgrest.results.length).toBeGreaterThan(0);
    for (const r of postgrest.results) expect(r.service).toBe('postgrest');
    await expect(docs.lookupError('401', { service: 'billing' })).rejects.toThrow(/Unknown service "billing"\. Services: auth, storage/);
  });

  it('marks an entry the facts are unsure of, and says so', async () => {
    const [entry] = (await docs.lookupError('email_address_not_provided')).results;
    expect(entry).toMatchObject({ key: 'email_address_not_provided', uncertain: true, http_status: null });
    expect(entry!.caution).toMatch(/Not confirmed/);
    expect((await docs.lookupError('invalid_credentials')).results[0]!.caution).toBeUndefined();
  });

  it('gives no entry for text no error is known by, with a hint rather than a failure', async () => {
    const answer = await docs.lookupError('zebra quantum marmalade');
    expect(answer.results).toEqual([]);
    expect(answer.hint).toMatch(/No error of any service is known by "zebra quantum marmalade"/);
  });

  it('gives its guides and related entries as absolute URLs an assistant can quote', async () => {
    const answers = await Promise.all(['invalid_credentials', 'PGRST116', 'Bucket not found', 'over_email_send_rate_limit'].map((q) => docs.lookupError(q)));
    const first = answers.map((a) => a.results[0]!);
    expect(first.flatMap((r) => r.guides).length).toBeGreaterThan(0);
    for (const r of first) {
      for (const g of r.guides) expect(g.url).toMatch(/^https:\/\/plinth\.co\/docs\/guides\/[a-z]/);
      for (const see of r.see) expect(see.url).toMatch(/^https:\/\/plinth\.co\/docs\/guides\/.+#/);
    }
  });
});
