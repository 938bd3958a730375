import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
