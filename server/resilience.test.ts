import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { KeepAliveClient, type Outcome } from './testing/http1-client';

/**
 * `npm start`'s server as its own process (server/main.ts), under what the issue 29 session threw
 * at it and it survived: 2,000 slow connections, and kill -9 in the middle of a load. These keep
 * it so. A process of its own, because a slow-connection attack is about the server's event loop
 * and descriptors, not the test's, and because only a process can be killed.
 */

const parent = mkdtempSync(path.join(tmpdir(), 'resilience-'));
const root = path.join(parent, 'out');
mkdirSync(path.join(root, 'guides'), { recursive: true });
mkdirSync(path.join(root, 'pagefind', 'fragment'), { recursive: true });
const PAGE = `<!doctype html><html><body><h1>Row level security</h1>${'<p>Policies decide which rows a role sees.</p>'.repeat(200)}</body></html>`;
const FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><p>home</p>',
  '404.html': '<!doctype html><h1>Page not found</h1>',
  'guides/rls.html': PAGE,
  'guides/rls.html.gz': gzipSync(PAGE),
  'guides/rls.md': `# Row level security\n\n${'Policies decide which rows a role sees.\n'.repeat(200)}`,
  'pagefind/fragment/en_1.pf_fragment': Buffer.alloc(30_000, 7),
};
for (const [name, content] of Object.entries(FILES)) writeFileSync(path.join(root, name), content);

const repo = path.resolve(import.meta.dirname, '..');
const children = new Set<ChildProcess>();

/** Starts `node --import tsx server/main.ts` on `port` (0: any free one) and resolves with its port. */
function startServer(port = 0): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repo,
      env: { ...process.env, SITE_DIR: root, PORT: String(port), HOST: '127.0.0.1', STAND_IN_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start in 20 s: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const bound = /Plinth Docs: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (bound) {
        clearTimeout(timer);
        resolve({ child, port: Number(bound[1]) });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening: ${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  await Promise.all([...children].map(stop));
  children.clear();
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Every file under out/ with the sha256 of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

async function timedFetch(url: string, init: RequestInit = {}): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

describe('npm start under attack', () => {
  it('keeps answering other clients while 2,000 slow connections trickle their headers', async () => {
    const { port } = await startServer();
    const slow: Socket[] = [];
    let closedEarly = 0;
    // Opened in batches, as an attacker's script would, each sending a request line and then a
    // header line every half second, never the blank line that ends the headers.
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 200 }, () => new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write('GET /guides/rls HTTP/1.1\r\nHost: localhost\r\n');
            resolve();
          });
          socket.on('error', () => undefined);
          socket.once('close', () => (closedEarly += 1));
          socket.once('error', reject);
          slow.push(socket);
        })),
      );
    }
    const trickle = setInterval(() => {
      for (const socket of slow) if (!socket.destroyed) socket.write(`X-Slow-${Math.floor(Math.random() * 1e6)}: 1\r\n`);
    }, 500);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answers = [];
      for (let i = 0; i < 10; i++) {
        answers.push(await timedFetch(`http://127.0.0.1:${port}/guides/rls`));
        answers.push(await timedFetch(`http://127.0.0.1:${port}/platform/organizations`));
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => [200, 401]).flat());
      expect(answers[0]!.body).toBe(PAGE);
      // Each answered promptly (a blocked event loop would leave them waiting on the 2,000).
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(2000);
      // And the slow connections were still open all the while: the server served others beside them.
      expect(closedEarly).toBe(0);
      // They were the server's, being read: ten that finish their headers now get the page.
      const finished = await Promise.all(
        slow.slice(0, 10).map((socket) => new Promise<string>((resolve) => {
          let data = '';
          socket.on('data', (chunk: Buffer) => {
            data += chunk.toString('latin1');
            if (data.includes('</html>')) resolve(data);
          });
          socket.write('Connection: close\r\n\r\n');
        })),
      );
      for (const answer of finished) expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      clearInterval(trickle);
      for (const socket of slow) socket.destroy();
    }
  }, 60_000);

  it('after kill -9 in the middle of a load, the next start on the same port serves the same files', async () => {
    const before = snapshot(root);
    const first = await startServer();
    const targets = ['/guides/rls', '/guides/rls.md', '/pagefind/fragment/en_1.pf_fragment', '/platform/organizations', '/'];
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    let killed = false;
    // 20 keep-alive clients, each until its server is gone (at most 2,000 requests).
    const clients = Array.from({ length: 20 }, async (_, c) => {
      const client = new KeepAliveClient(first.port);
      for (let n = 0; n < 2000; n++) {
        try {
          const outcome = await client.request(targets[(c + n) % targets.length]!, { headers: { 'accept-encoding': 'gzip' } });
          outcomes.push(outcome);
          if (outcome.kind !== 'complete' && killed) break;
        } catch (error) {
          if (!killed) failures.push(String(error));
          break; // connection refused: the server is gone
        }
      }
      client.destroy();
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    killed = true;
    await stop(first.child);
    await Promise.all(clients);

    // Before the kill every response was whole; at the kill, connections closed, nothing garbled.
    expect(failures).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.kind === 'unparseable')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.kind === 'complete').length).toBeGreaterThan(20);

    // Nothing left behind: the port is free at once, out/ is as it was, every file is served whole.
    const second = await startServer(first.port);
    expect(second.port).toBe(first.port);
    expect(snapshot(root)).toEqual(before);
    const base = `http://127.0.0.1:${second.port}`;
    expect((await timedFetch(`${base}/guides/rls`)).body).toBe(PAGE);
    expect((await timedFetch(`${base}/guides/rls.md`)).body).toBe(FILES['guides/rls.md']);
    const fragment = await fetch(`${base}/pagefind/fragment/en_1.pf_fragment`);
    expect(Buffer.from(await fragment.arrayBuffer()).equals(FILES['pagefind/fragment/en_1.pf_fragment'] as Buffer)).toBe(true);
    const session = (await (await fetch(`${base}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{"email":"ada@example.com"}' })).json()) as { access_token: string };
    expect((await fetch(`${base}/platform/organizations`, { headers: { authorization: `Bearer ${session.access_token}` } })).status).toBe(200);
  }, 60_000);
});
