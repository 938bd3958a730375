import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server';
import { REVALIDATE_MS } from './file-cache';
import { resolveStaticFile } from './static';
import { headersFile, hostConfig, nginxConf, redirectsFile } from './host-config';
import { scriptHash } from './headers';

/** A site in `<tmp>/out`, with a secret sibling `<tmp>/out.txt` that must never be served. */
const parent = mkdtempSync(path.join(tmpdir(), 'site-'));
const root = path.join(parent, 'out');
mkdirSync(path.join(root, 'guides', 'auth'), { recursive: true });
mkdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true });
const PAGE = '<!doctype html><html><head><script>window.theme="dark"</script></head><body><h1>Auth</h1></body></html>';
writeFileSync(path.join(root, 'index.html'), '<!doctype html><p>home</p>');
writeFileSync(path.join(root, '404.html'), '<!doctype html><h1>Page not found</h1>');
writeFileSync(path.join(root, 'guides', 'auth.html'), PAGE);
writeFileSync(path.join(root, 'guides', 'auth.md'), '# auth');
writeFileSync(path.join(root, '_next', 'static', 'chunks', 'app-123.js'), 'console.log(1)'.repeat(200));
// The host files the build writes: the policy allows the one inline script the build wrote.
const HOST = hostConfig([scriptHash('window.theme="dark"')], [{ from: '/old-guide', to: '/guides/auth', status: 301 }]);
writeFileSync(path.join(root, '_headers'), headersFile(HOST));
writeFileSync(path.join(root, '_redirects'), redirectsFile(HOST));
writeFileSync(path.join(root, '_nginx.conf'), nginxConf(HOST));
// A page into which a script was written after the build: it must not run.
writeFileSync(
  path.join(root, 'guides', 'injected.html'),
  '<!doctype html><script>window.theme="dark"</script><script>alert(1)</script><iframe srcdoc="<script>alert(2)</script>"></iframe>',
);
writeFileSync(path.join(parent, 'out.txt'), 'SECRET SIBLING');
writeFileSync(path.join(parent, 'outside.html'), 'SECRET OUTSIDE');

let server: Server;
let base: string;
let port: number;
beforeAll(async () => {
  server = createSiteServer(root, { headersTimeoutMs: 500 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(parent, { recursive: true, force: true });
});

/** Sends raw bytes (no client-side normalisation of the path) and returns the whole response. */
function raw(request: string, { waitForClose = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (!waitForClose && /\r\n\r\n/.test(data)) socket.end();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('resolveStaticFile', () => {
  it('serves /guides/auth from guides/auth.html, the Markdown twin, and / from index.html', () => {
    expect(resolveStaticFile(root, '/guides/auth')).toBe(path.join(root, 'guides', 'auth.html'));
    expect(resolveStaticFile(root, '/guides/auth.md')).toBe(path.join(root, 'guides', 'auth.md'));
    expect(resolveStaticFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveStaticFile(root, '/nope')).toBeUndefined();
  });

  it('never resolves outside the site, however the path is spelled', () => {
    for (const attempt of [
      '/../out.txt',
      '/..%2fout.txt',
      '/%2e%2e/out.txt',
      '/%2e%2e%2fout.txt',
      '/..%5cout.txt',
      '/../outside',
      '/..%2f..%2fetc/passwd',
      '/guides/%00.html',
      '/%E0%A4%A',
    ]) {
      expect(resolveStaticFile(root, attempt), attempt).toBeUndefined();
    }
  });
});

describe('the site server', () => {
  it('answers every traversal attempt sent on the wire with the 404 page, never the sibling file', async () => {
    for (const attempt of [
      '/..%2fout.txt',
      '/../out.txt',
      '/%2e%2e/out.txt',
      '/%252e%252e%252fout.txt',
      '/..\\out.txt',
      '/..%5cout.txt',
      '/%00',
      '/guides/auth%00.html',
      '/..%2foutside',
    ]) {
      const response = await raw(`GET ${attempt} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, { waitForClose: true });
      expect(response, attempt).not.toContain('SECRET');
      expect([400, 404], attempt).toContain(statusOf(response));
    }
  });

  it('sends an ETag and answers 304 to If-None-Match; pages revalidate, hashed assets are immutable', async () => {
    const first = await fetch(`${base}/guides/auth`);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() would add Cache-Control: no-cache and force a 200).
    expect(
      statusOf(await raw(`GET /guides/auth HTTP/1.1\r\nHost: localhost\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`, { waitForClose: true })),
    ).toBe(304);
    const asset = await fetch(`${base}/_next/static/chunks/app-123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a Range request with 206 and the bytes asked for', async () => {
    const response = await fetch(`${base}/guides/auth.md`, { headers: { range: 'bytes=2-5' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-5/6');
    expect(await response.text()).toBe('auth');
  });

  it('serves the gzip twin only while it is as new as the page: once a rebuild is seen, never the old bytes', async () => {
    // The server takes a file's stat again when it is REVALIDATE_MS old: a change is seen then.
    const seen = () => new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 20));
    const file = path.join(root, 'guides', 'auth.html');
    writeFileSync(`${file}.gz`, gzipSync(PAGE));
    await seen();
    const zipped = await fetch(`${base}/guides/auth`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await zipped.text()).toBe(PAGE);
    // A rebuild writes the page again; its twin is not written yet.
    writeFileSync(file, PAGE.replace('Auth', 'Auth, rebuilt'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    await seen();
    const fresh = await fetch(`${base}/guides/auth`, { headers: { 'accept-encoding': 'gzip' } });
    expect(fresh.headers.get('content-encoding')).toBeNull();
    expect(await fresh.text()).toContain('Auth, rebuilt');
    writeFileSync(file, PAGE);
    rmSync(`${file}.gz`);
    await seen(); // the tests after this one see the page as it was
  });

  it('allows only the inline scripts the build recorded, never one written into a page later', async () => {
    const csp = (await fetch(`${base}/guides/injected`)).headers.get('content-security-policy')!;
    expect(csp).toContain(scriptHash('window.theme="dark"'));
    expect(csp).not.toContain(scriptHash('alert(1)'));
    expect(csp).not.toContain(scriptHash('alert(2)'));
  });

  it('answers the redirects of _redirects, and never serves the host files', async () => {
    const moved = await fetch(`${base}/old-guide`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/guides/auth');
    for (const file of ['/_headers', '/_redirects', '/_nginx.conf']) {
      const response = await fetch(`${base}${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).toContain('Page not found');
    }
  });

  it('puts security headers on every response, and a CSP whose script hashes are those the build recorded', async () => {
    for (const url of ['/guides/auth', '/nope', '/guides/auth.md', '/dev/sign-in', '/platform/projects']) {
      const response = await fetch(`${base}${url}`);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), url).toMatch(/frame-ancestors 'none'/);
    }
    const csp = (await fetch(`${base}/guides/auth`)).headers.get('content-security-policy')!;
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update('window.theme="dark"').digest('base64')}'`);
    expect(csp).not.toContain("unsafe-inline' 'sha256"); // scripts are never allowed wholesale
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    // A worker script runs under its own response's policy: it must still reach the site (Pagefind's index).
    const worker = (await fetch(`${base}/_next/static/chunks/app-123.js`)).headers.get('content-security-policy')!;
    expect(worker).toMatch(/connect-src 'self'/);
    expect(worker).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
  });

  it('sends an address ending in a slash to the page without it, query kept; never to another host, never outside the site', async () => {
    const moved = await fetch(`${base}/guides/auth/?platform=react`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/guides/auth?platform=react');
    const followed = await fetch(`${base}/guides/auth/`);
    expect(followed.url).toBe(`${base}/guides/auth`);
    expect(await followed.text()).toContain('<h1>Auth</h1>');
    // Not a page either way, the home page, protocol-relative and traversal spellings: no redirect.
    for (const attempt of ['/guides/missing/', '/', '//guides/auth/', '//evil.example/', '/\\evil.example/', '/..%2fout.txt/', '/..%2foutside/']) {
      const response = await raw(`GET ${attempt} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, { waitForClose: true });
      expect(response, attempt).not.toMatch(/^Location:/im);
      expect(response, attempt).not.toContain('SECRET');
    }
  });

  it('serves the 404 page with status 404', async () => {
    const response = await fetch(`${base}/guides/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('allows only GET and HEAD on the site: 405 with Allow for the rest', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${base}/guides/auth`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
    expect(statusOf(await raw('TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', { waitForClose: true }))).toBe(405);
    const head = await fetch(`${base}/guides/auth`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${base}/dev/sign-in`, { method: 'HEAD' })).status).toBe(200);
  });

  it('survives what a client can send: a malformed Host, broken percent-encoding, odd methods, garbage', async () => {
    const attempts = [
      'GET /platform/projects HTTP/1.1\r\nHost: [\r\n\r\n',
      'GET /dev/sign-in?return_to=/x HTTP/1.1\r\nHost: [::1\r\n\r\n',
      'GET /v1/projects/%E0%A4%A/branches HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /platform/props/project/%/api HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'BREW /coffee HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET http://[/ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /%%% HTTP/1.1\r\nHost: localhost\r\n\r\n',
      '\u0000\u0001garbage\r\n\r\n',
    ];
    for (const attempt of attempts) {
      const response = await raw(attempt.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'), { waitForClose: true });
      expect(statusOf(response) || 400, JSON.stringify(attempt)).toBeLessThan(500);
    }
    expect((await fetch(`${base}/guides/auth`)).status).toBe(200);
  });

  it('drops a connection that never finishes its headers', async () => {
    const started = Date.now();
    await raw('GET /guides/auth HTTP/1.1\r\nHost: localhost\r\n', { waitForClose: true });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('closes a timed-out connection without writing an answer a browser could take for a response', async () => {
    // Idle (a preconnect) and half-sent alike: before, both got "HTTP/1.1 400", which Chromium
    // read as the answer to a request it sent on that socket at the same moment.
    expect(await raw('', { waitForClose: true })).toBe('');
    expect(await raw('GET /guides/auth HTTP/1.1\r\nHost: localhost\r\n', { waitForClose: true })).toBe('');
  });

  it('still answers a malformed request with 400', async () => {
    expect(statusOf(await raw('GARBAGE\r\n\r\n', { waitForClose: true }))).toBe(400);
  });
});
