import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { HEADERS_FILE, headersFor, readHostRules, REDIRECTS_FILE } from '../../server/host-config';

/**
 * The HTTP checks that hold `npm start`'s server, written once and run against every host that
 * serves the export (hosts.test.ts): our server, and Debian's nginx with the `_nginx.conf` the
 * build wrote. Each check is what a reader or a CDN in front would notice: status, headers, cache
 * policy, the 404 page, redirects, ranges, gzip twins, conditional requests.
 */

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (a gzip twin stays compressed). */
  body: Buffer;
}

/** A request with nothing added or decoded by the client (fetch would decompress and follow). */
export function get(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes on a socket, for what a client library would refuse to send (two Host lines). */
function rawStatus(base: string, text: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1])));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The checks, registered as tests of the calling `describe`. `base()` is the host's address once it has started. */
export function hostChecks(base: () => string, out: string) {
  const rules = readHostRules(readFileSync(path.join(out, HEADERS_FILE), 'utf8'), readFileSync(path.join(out, REDIRECTS_FILE), 'utf8'));
  const siteHeaders = headersFor(rules, '/');
  const immutable = headersFor(rules, '/_next/static/x.js').get('Cache-Control')!;
  const asset = (() => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    return /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(html)![1]!;
  })();
  const file = (name: string) => readFileSync(path.join(out, name));
  const revalidated = (value: string | undefined) => /no-cache|max-age=0\b.*must-revalidate|must-revalidate.*max-age=0\b/.test(value ?? '');

  it('sends every page with the site headers of _headers, its policy included, revalidated on each use', async () => {
    for (const pathname of ['/', '/guides/auth/sessions', '/reference/javascript/introduction', '/guides/auth/sessions.md', '/llms.txt']) {
      const answer = await get(base(), pathname);
      expect(answer.status, pathname).toBe(200);
      for (const [name, value] of siteHeaders) expect(header(answer, name), `${pathname} ${name}`).toBe(value);
      expect(revalidated(header(answer, 'cache-control')), `${pathname}: ${header(answer, 'cache-control')}`).toBe(true);
    }
    expect(header(await get(base(), '/guides/auth/sessions'), 'content-type')).toMatch(/^text\/html; ?charset=utf-8$/i);
    expect(header(await get(base(), '/guides/auth/sessions.md'), 'content-type')).toMatch(/^text\/markdown; ?charset=utf-8$/i);
  });

  it('serves the page itself: the same bytes as the export', async () => {
    expect((await get(base(), '/guides/auth/sessions')).body.equals(file('guides/auth/sessions.html'))).toBe(true);
    expect((await get(base(), '/')).body.equals(file('index.html'))).toBe(true);
  });

  it('caches hashed assets for a year, and never a 404 under their prefix', async () => {
    const answer = await get(base(), asset);
    expect(answer.status).toBe(200);
    expect(header(answer, 'cache-control')).toBe(immutable);
    const missing = await get(base(), '/_next/static/chunks/not-a-chunk-0000.js');
    expect(missing.status).toBe(404);
    expect(header(missing, 'cache-control')).not.toContain('immutable');
  });

  it('answers an unknown address with the 404 page, its status, and the site headers', async () => {
    const answer = await get(base(), '/guides/no-such-page-here');
    expect(answer.status).toBe(404);
    expect(answer.body.equals(file('404.html'))).toBe(true);
    expect(header(answer, 'content-security-policy')).toBe(siteHeaders.get('Content-Security-Policy'));
  });

  it('never serves the host configuration files', async () => {
    for (const pathname of ['/_headers', '/_redirects', '/_nginx.conf']) {
      const answer = await get(base(), pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.body.equals(file('404.html')), pathname).toBe(true);
    }
  });

  it('answers every redirect of _redirects, and an address with a trailing slash with the page without it', async () => {
    expect(rules.redirects.size).toBeGreaterThan(0);
    for (const [from, { to, status }] of rules.redirects) {
      const answer = await get(base(), from);
      expect(answer.status, from).toBe(status);
      expect(header(answer, 'location'), from).toMatch(new RegExp(`^(?:https?://[^/]+)?${to.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}$`));
    }
    const slash = await get(base(), '/guides/auth/sessions/?platform=react');
    expect(slash.status).toBe(308);
    expect(header(slash, 'location')).toMatch(/^(?:https?:\/\/[^/]+)?\/guides\/auth\/sessions\?platform=react$/);
    expect((await get(base(), '/guides/no-such-page-here/')).status).toBe(404);
  });

  it('answers ranges: a part with 206, a suffix longer than the file with all of it, past the end with 416', async () => {
    const whole = file('robots.txt');
    const part = await get(base(), '/robots.txt', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(header(part, 'content-range')).toBe(`bytes 0-9/${whole.length}`);
    expect(part.body.equals(whole.subarray(0, 10))).toBe(true);
    const suffix = await get(base(), '/robots.txt', { range: `bytes=-${whole.length + 1000}` });
    expect(suffix.status).toBe(206);
    expect(header(suffix, 'content-range')).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
    expect(suffix.body.equals(whole)).toBe(true);
    const past = await get(base(), '/robots.txt', { range: `bytes=${whole.length + 10}-` });
    expect(past.status).toBe(416);
    expect(header(past, 'content-range')).toBe(`bytes */${whole.length}`);
  });

  it('sends the gzip twin to a client that accepts gzip, the plain file to one that refuses it, with Vary', async () => {
    const plain = file('guides/auth/sessions.html');
    const zipped = await get(base(), '/guides/auth/sessions', { 'accept-encoding': 'gzip, deflate' });
    expect(header(zipped, 'content-encoding')).toBe('gzip');
    expect(header(zipped, 'vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.body).equals(plain)).toBe(true);
    const refused = await get(base(), '/guides/auth/sessions', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(header(refused, 'content-encoding')).toBeUndefined();
    expect(refused.body.equals(plain)).toBe(true);
  });

  it('answers a matching If-None-Match with 304 and HEAD with the headers alone', async () => {
    const first = await get(base(), '/guides/auth/sessions');
    const etag = header(first, 'etag')!;
    expect(etag).toBeTruthy();
    expect((await get(base(), '/guides/auth/sessions', { 'if-none-match': etag })).status).toBe(304);
    const head = await get(base(), '/guides/auth/sessions', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(header(head, 'content-length')).toBe(String(first.body.length));
  });

  it('refuses what a static site does not take: POST with 405, two Host lines with 400', async () => {
    expect((await get(base(), '/guides/auth/sessions', {}, 'POST')).status).toBe(405);
    const { host } = new URL(base());
    expect(await rawStatus(base(), `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: other.example\r\nConnection: close\r\n\r\n`)).toBe(400);
  });
}
