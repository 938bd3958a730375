import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVALIDATE_MS } from './file-cache';
import { createSiteServer } from './site-server';
import { resolveStaticFile } from './static';
import { KeepAliveClient, type Outcome } from './testing/http1-client';

/**
 * Fault injection (issue 29): what a hostile client or a rebuild under a running server can do to
 * `npm start`. Each case here once got a wrong answer: a body cut short on a socket left open (the
 * next response read as its rest), files behind symlinks served from outside out/, 503 for failed
 * preconditions and unsatisfiable ranges, gzip sent to a client that refused it, a 400 without the
 * security headers. (The stand-in's part of the issue, HEAD and its secret, is tested in
 * stand-in/handler.test.ts.)
 */

const parent = mkdtempSync(path.join(tmpdir(), 'hostile-'));
const root = path.join(parent, 'out');
const ROBOTS = 'User-agent: *\nAllow: /\nSitemap: https://docs.plinth.co/sitemap.xml\n';
const PAGE = `<!doctype html><html><head><script>document.documentElement.dataset.theme="dark"</script></head><body><h1>Sessions</h1>${'<p>Refresh tokens renew an access token.</p>'.repeat(40)}</body></html>`;
/** A file larger than any the server keeps in memory: it is streamed from an open descriptor. */
const BIG_BYTES = 16 * 1024 * 1024;
const BIG_FILL = 0x7a; // "z": the test can tell the file's bytes from a response's

mkdirSync(path.join(root, 'guides'), { recursive: true });
mkdirSync(path.join(root, 'churn'), { recursive: true });
mkdirSync(path.join(parent, 'beside'), { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<!doctype html><p>home</p>');
writeFileSync(path.join(root, '404.html'), '<!doctype html><h1>Page not found</h1>');
writeFileSync(path.join(root, 'robots.txt'), ROBOTS);
writeFileSync(path.join(root, 'guides', 'sessions.html'), PAGE);
writeFileSync(path.join(root, 'guides', 'sessions.html.gz'), gzipSync(PAGE));
writeFileSync(path.join(root, 'guides', 'sessions.md'), '# Sessions\n');
writeFileSync(path.join(root, 'big.bin'), Buffer.alloc(BIG_BYTES, BIG_FILL));
writeFileSync(path.join(parent, 'package.json'), '{"name":"SECRET-PACKAGE"}');
writeFileSync(path.join(parent, 'beside', 'notes.html'), 'SECRET-BESIDE');
writeFileSync(path.join(parent, 'beside', 'notes.txt'), 'SECRET-BESIDE');
// Links out of the site: to a file beside it, to a folder beside it, from a subfolder.
symlinkSync('../package.json', path.join(root, 'package.json'));
symlinkSync('../beside', path.join(root, 'beside'));
symlinkSync('../../package.json', path.join(root, 'guides', 'package.json'));
symlinkSync(path.join(parent, 'beside', 'notes.html'), path.join(root, 'guides', 'absolute.html'));
// A link that stays inside the site is fine.
symlinkSync('guides/sessions.html', path.join(root, 'alias.html'));

let server: Server;
let port: number;
beforeAll(async () => {
  server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(parent, { recursive: true, force: true });
});

/** One request on a fresh connection, every byte of the answer as the server wrote it. */
async function once(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const client = new KeepAliveClient(port);
  const outcome = await client.request(target, { method, headers });
  client.destroy();
  if (outcome.kind !== 'complete') throw new Error(`${method} ${target}: ${JSON.stringify(outcome)}`);
  return outcome.response;
}

describe('a response that cannot be completed', () => {
  it('closes its connection when the file shrinks while it is sent: the next response is never read as its rest', async () => {
    const file = path.join(root, 'big.bin');
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = Buffer.alloc(0);
    let truncated = false;
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const enough = new Promise<void>((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        if (!truncated && received.length > 1024 * 1024) {
          truncated = true;
          socket.pause();
          resolve();
        }
      });
    });
    socket.write('GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await enough;
    // A rebuild writes the file again, shorter; a client then asks for its next file on the same
    // connection, as browsers do.
    truncateSync(file, 1024 * 1024);
    socket.write('GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n');
    socket.resume();
    const closedInTime = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000))]);
    socket.destroy();
    writeFileSync(file, Buffer.alloc(BIG_BYTES, BIG_FILL));

    const headEnd = received.indexOf('\r\n\r\n');
    expect(received.toString('latin1', 0, headEnd)).toMatch(new RegExp(`^HTTP/1\\.1 200 [^]*\\r\\ncontent-length: ${BIG_BYTES}`, 'i'));
    const body = received.subarray(headEnd + 4);
    expect(body.length).toBeLessThan(BIG_BYTES);
    // Every byte after the headers is the file's: no second response was appended to the body.
    expect(body.equals(Buffer.alloc(body.length, BIG_FILL)), 'the body holds bytes that are not the file’s').toBe(true);
    expect(closedInTime, 'the connection stayed open after a short body').toBe(true);
  });

  it('survives a rebuild while 50 keep-alive clients read: files shrinking, deleted, re-created under them; 0 unparseable responses', async () => {
    // A server that keeps files up to 64 KiB in memory and streams the larger ones, so both ways
    // of sending meet the rebuild with modest sizes. Each version of a file describes itself:
    // "#v<generation>:<length>#" then one letter for that generation, so a body that mixes two
    // versions, or two responses, is seen.
    const raceServer = createSiteServer(root, { maxSnapshotBytes: 64 * 1024 });
    await new Promise<void>((resolve) => raceServer.listen(0, '127.0.0.1', resolve));
    const racePort = (raceServer.address() as AddressInfo).port;
    const files = [
      ...Array.from({ length: 6 }, (_, i) => ({ name: `churn/page-${i}.html`, min: 8_000, max: 60_000 })),
      ...Array.from({ length: 4 }, (_, i) => ({ name: `churn/file-${i}.bin`, min: 100_000, max: 400_000 })),
    ];
    const version = (generation: number, length: number) => {
      const head = `#v${generation}:${length}#`;
      return Buffer.concat([Buffer.from(head), Buffer.alloc(length - head.length, 97 + (generation % 26))]);
    };
    for (const [i, file] of files.entries()) writeFileSync(path.join(root, file.name), version(i, file.max));

    // The rebuild runs in a thread of its own, so files change while the server is reading them,
    // until the clients are done (20 s at most).
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const rebuild = new Worker(
      `
      const { workerData } = require('node:worker_threads');
      const fs = require('node:fs');
      const path = require('node:path');
      const { root, files, stop } = workerData;
      const version = (generation, length) => {
        const head = '#v' + generation + ':' + length + '#';
        return Buffer.concat([Buffer.from(head), Buffer.alloc(length - head.length, 97 + (generation % 26))]);
      };
      const pause = (ms) => Atomics.wait(stop, 0, 0, ms);
      let generation = 100;
      const until = Date.now() + 20000;
      while (Atomics.load(stop, 0) === 0 && Date.now() < until) {
        for (const file of files) {
          const target = path.join(root, file.name);
          const length = file.min + Math.floor(Math.random() * (file.max - file.min));
          generation += 1;
          switch (generation % 3) {
            case 0: // shrink in place, then write the new version into the same file
              try { fs.truncateSync(target, Math.floor(fs.statSync(target).size / 3)); } catch {}
              pause(1);
              fs.writeFileSync(target, version(generation, length));
              break;
            case 1: // delete, and create again a moment later (a new inode)
              try { fs.unlinkSync(target); } catch {}
              pause(1);
              fs.writeFileSync(target, version(generation, length));
              break;
            default: // written beside and renamed over it
              fs.writeFileSync(target + '.tmp', version(generation, length));
              fs.renameSync(target + '.tmp', target);
          }
        }
        pause(2);
      }
      `,
      { eval: true, workerData: { root, files, stop } },
    );
    const rebuilt = new Promise<void>((resolve, reject) => {
      rebuild.once('exit', () => resolve());
      rebuild.once('error', reject);
    });

    const tally = { complete: 0, closed: 0, unparseable: [] as string[], mixed: [] as string[], statuses: new Map<number, number>() };
    const check = (name: string, outcome: Outcome) => {
      if (outcome.kind === 'closed') return void (tally.closed += 1);
      if (outcome.kind === 'unparseable') return void tally.unparseable.push(`${name}: ${outcome.reason}: ${JSON.stringify(outcome.bytes)}`);
      const { status, body } = outcome.response;
      tally.complete += 1;
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      if (status !== 200) return;
      // A body is one version of the file, whole or (caught between a truncation, or a creation,
      // and the write after it) a prefix of it: never bytes of two versions or of two responses.
      if (body.length === 0) return;
      const head = /^#v(\d+):(\d+)#/.exec(body.toString('latin1', 0, 32));
      const ok = head && body.length <= Number(head[2]) && body.equals(version(Number(head[1]), Number(head[2])).subarray(0, body.length));
      if (!ok) tally.mixed.push(`${name}: ${body.length} bytes starting ${JSON.stringify(body.toString('latin1', 0, 24))}`);
    };
    // 50 clients, 16 requests each, one after the other on a kept-alive connection (a new one
    // after the server closed it).
    const clients = Array.from({ length: 50 }, async (_, c) => {
      const client = new KeepAliveClient(racePort);
      for (let n = 0; n < 16; n++) {
        const file = files[(c + n) % files.length]!;
        check(file.name, await client.request(`/${file.name}`));
      }
      client.destroy();
    });
    await Promise.all(clients);
    Atomics.store(stop, 0, 1);
    Atomics.notify(stop, 0);
    await rebuilt;
    raceServer.closeAllConnections();
    await new Promise<void>((resolve) => raceServer.close(() => resolve()));

    console.log(`rebuild race: ${tally.complete} complete responses ${JSON.stringify([...tally.statuses])}, ${tally.closed} connections closed mid-response`);
    expect(tally.unparseable.slice(0, 5)).toEqual([]);
    expect(tally.mixed.slice(0, 5)).toEqual([]);
    expect(tally.complete + tally.closed).toBe(800);
    // Statuses a rebuild may legitimately cause: the file, the 404 page while it is deleted, and
    // 503 for a file that kept changing while it was read.
    expect([...tally.statuses.keys()].filter((status) => ![200, 404, 503].includes(status))).toEqual([]);
  }, 60_000);
});

describe('rebuilds under a running server', () => {
  const seen = () => new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 30));

  it('sees a file rewritten, created, deleted or swapped for a link out of out/ within REVALIDATE_MS', async () => {
    const file = path.join(root, 'guides', 'edited.md');
    writeFileSync(file, '# Before\n');
    await seen();
    expect((await once('/guides/edited.md')).body.toString()).toBe('# Before\n');
    // Rewritten in place, same length: a new version all the same.
    writeFileSync(file, '# After!\n');
    await seen();
    expect((await once('/guides/edited.md')).body.toString()).toBe('# After!\n');
    // Deleted: the 404 page; created again: served.
    rmSync(file);
    await seen();
    expect((await once('/guides/edited.md')).status).toBe(404);
    writeFileSync(file, '# Back\n');
    await seen();
    expect((await once('/guides/edited.md')).body.toString()).toBe('# Back\n');
    // Replaced by a link to a file outside out/: refused.
    rmSync(file);
    symlinkSync('../../package.json', file);
    await seen();
    const swapped = await once('/guides/edited.md');
    expect(swapped.status).toBe(404);
    expect(swapped.body.toString()).not.toContain('SECRET');
    rmSync(file);
  });
});

describe('symlinks', () => {
  it('serves no file whose real path is outside out/: links to a file beside it, to a folder beside it, relative or absolute', async () => {
    for (const target of [
      '/package.json',
      '/beside/notes.html',
      '/beside/notes',
      '/beside/notes.txt',
      '/guides/package.json',
      '/guides/absolute',
      '/guides/absolute.html',
    ]) {
      for (const encoding of ['identity', 'gzip']) {
        const response = await once(target, { 'accept-encoding': encoding });
        expect(response.status, target).toBe(404);
        expect(response.body.toString('latin1'), target).not.toContain('SECRET');
      }
      expect((await once(target, {}, 'HEAD')).status, `HEAD ${target}`).toBe(404);
    }
  });

  it('resolves for the link checker as the server serves: never through a link out of out/', () => {
    for (const target of ['/package.json', '/beside/notes', '/guides/package.json', '/guides/absolute'])
      expect(resolveStaticFile(root, target), target).toBeUndefined();
    expect(resolveStaticFile(root, '/alias')).toBe(path.join(root, 'alias.html'));
  });

  it('still serves a link whose real path is inside out/', async () => {
    const response = await once('/alias', { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(PAGE);
  });
});

describe('conditional and range requests', () => {
  const size = Buffer.byteLength(ROBOTS);

  it('answers a range past the end and a reversed range with 416 and Content-Range: bytes */N', async () => {
    for (const range of ['bytes=99999-', `bytes=${size}-`, 'bytes=5-2', 'bytes=99999-100000', 'bytes=-0']) {
      const response = await once('/robots.txt', { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${size}`);
      expect(response.headers.get('retry-after'), range).toBeUndefined();
    }
  });

  it('still answers a satisfiable range with 206, a malformed one with the whole file, and a stale If-Range with the whole file', async () => {
    const part = await once('/robots.txt', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect(part.body.toString()).toBe(ROBOTS.slice(0, 10));
    const suffix = await once('/robots.txt', { range: 'bytes=-6' });
    expect(suffix.body.toString()).toBe(ROBOTS.slice(-6));
    // A suffix longer than the file is all of it (RFC 9110), as nginx answers; range-parser alone said 416.
    const longer = await once('/robots.txt', { range: `bytes=-${size + 1000}` });
    expect(longer.status).toBe(206);
    expect(longer.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
    expect(longer.body.toString()).toBe(ROBOTS);
    expect((await once('/robots.txt', { range: 'pages=1-2' })).status).toBe(200);
    const stale = await once('/robots.txt', { range: 'bytes=0-9', 'if-range': '"not-the-etag"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(ROBOTS);
    const etag = part.headers.get('etag')!;
    expect((await once('/robots.txt', { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
  });

  it('answers a failed If-Match and a failed If-Unmodified-Since with 412, a passing one with the file', async () => {
    const whole = await once('/robots.txt');
    const etag = whole.headers.get('etag')!;
    const modified = statSync(path.join(root, 'robots.txt')).mtime;
    for (const [name, value] of [
      ['if-match', '"not-the-etag"'],
      ['if-match', `"x", "y"`],
      ['if-unmodified-since', 'Thu, 01 Jan 1970 00:00:00 GMT'],
      ['if-unmodified-since', new Date(modified.getTime() - 60_000).toUTCString()],
    ] as const) {
      const response = await once('/robots.txt', { [name]: value });
      expect(response.status, `${name}: ${value}`).toBe(412);
      expect(response.headers.get('retry-after'), `${name}: ${value}`).toBeUndefined();
    }
    for (const [name, value] of [
      ['if-match', etag],
      ['if-match', '*'],
      ['if-match', `"other", ${etag}`],
      ['if-unmodified-since', new Date(modified.getTime() + 60_000).toUTCString()],
    ] as const) {
      const response = await once('/robots.txt', { [name]: value });
      expect(response.status, `${name}: ${value}`).toBe(200);
      expect(response.body.toString()).toBe(ROBOTS);
    }
  });

  it('answers 304 to a matching If-None-Match, and a 404 page keeps its status whatever the conditions', async () => {
    const etag = (await once('/guides/sessions')).headers.get('etag')!;
    expect((await once('/guides/sessions', { 'if-none-match': etag })).status).toBe(304);
    for (const headers of [{ range: 'bytes=99999-' }, { 'if-match': '"nope"' }, { range: 'bytes=0-3' }] as Record<string, string>[]) {
      const response = await once('/guides/missing', headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(response.body.toString()).toContain('Page not found');
    }
  });
});

describe('content negotiation', () => {
  it('honours q-values in Accept-Encoding: gzip;q=0 gets the plain file', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip;q=0', undefined],
      ['gzip;q=0, identity', undefined],
      ['GZIP;Q=0', undefined],
      ['*;q=0, identity', undefined],
      ['gzip;q=0.5, identity;q=1', undefined],
      ['identity', undefined],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'gzip'],
      ['gzip;q=1, identity;q=0.5', 'gzip'],
      ['*', 'gzip'],
      ['identity;q=0, gzip;q=0.1', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const response = await once('/guides/sessions', { 'accept-encoding': accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(encoding ? response.body.length : response.body.toString(), accept).toBe(encoding ? gzipSync(PAGE).length : PAGE);
    }
    // No Accept-Encoding at all: the plain file.
    expect((await once('/guides/sessions')).headers.get('content-encoding')).toBeUndefined();
  });

  it('sends Vary: Accept-Encoding on every negotiated response: 200, 206, 304, 412, 416, HEAD and the 404 page', async () => {
    const etag = (await once('/guides/sessions', { 'accept-encoding': 'gzip' })).headers.get('etag')!;
    const cases: [string, Record<string, string>, string?][] = [
      ['/guides/sessions', { 'accept-encoding': 'gzip' }],
      ['/guides/sessions', { 'accept-encoding': 'gzip;q=0' }],
      ['/guides/sessions', {}],
      ['/guides/sessions', { 'accept-encoding': 'gzip', range: 'bytes=0-3' }],
      ['/guides/sessions', { 'accept-encoding': 'gzip', 'if-none-match': etag }],
      ['/guides/sessions', { 'accept-encoding': 'gzip', 'if-match': '"nope"' }],
      ['/guides/sessions', { 'accept-encoding': 'gzip', range: 'bytes=99999-' }],
      ['/guides/sessions', { 'accept-encoding': 'gzip' }, 'HEAD'],
      ['/guides/sessions.md', {}],
      ['/robots.txt', {}],
      ['/guides/missing', { 'accept-encoding': 'gzip' }],
    ];
    for (const [target, headers, method] of cases) {
      const response = await once(target, headers, method);
      expect(response.headers.get('vary'), `${method ?? 'GET'} ${target} ${JSON.stringify(headers)}`).toMatch(/\bAccept-Encoding\b/i);
    }
    // The gzip and plain files are different representations: they never share an ETag.
    expect((await once('/guides/sessions', { 'accept-encoding': 'identity' })).headers.get('etag')).not.toBe(etag);
  });
});

describe('malformed requests', () => {
  it('answers 400 with the security headers every other response carries, and closes', async () => {
    // A stand-in JSON answer carries the security headers as every response starts with them.
    const reference = await once('/platform/unknown');
    const security = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy', 'content-security-policy'];
    for (const request of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      'GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      // Two Host lines: which site the request is for is in doubt (Node alone keeps the first and answers 200).
      'GET / HTTP/1.1\r\nHost: localhost\r\nHost: other.example\r\n\r\n',
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
        socket.setTimeout(3000, () => socket.destroy(new Error('no answer')));
      });
      expect(answer, JSON.stringify(request)).toMatch(/^HTTP\/1\.1 400 /);
      for (const name of security) {
        expect(answer, `${name} on the 400 to ${JSON.stringify(request)}`).toMatch(
          new RegExp(`\\r\\n${name}: ${escapeRegExp(reference.headers.get(name)!)}\\r\\n`, 'i'),
        );
      }
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
