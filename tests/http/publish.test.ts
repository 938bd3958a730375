import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { missingFromRelease } from '../../builder/publish';
import { builtSiteProblems } from '../../scripts/check-site-index';
import { siteIndex } from '../../src/site';
import { KeepAliveClient, type Outcome } from '../../server/testing/http1-client';

/**
 * Publishing under faults, on this project's own build (`npm run build`, full builds), while 50
 * keep-alive clients read the site from `npm start`'s server: the build is killed inside `next
 * build` (SIGKILL, as a CI timeout or the OOM killer does, to the build's process alone), inside
 * its post-build steps (SIGKILL), and interrupted (SIGINT, Ctrl-C); then two builds start at once.
 * After each fault the live site must be the last complete one, untouched, and no process of the
 * killed build may live on; of the two builds, one is refused naming the other, which publishes.
 * Every answer any client got must be a whole file of one release. About four minutes, most of
 * it the two builds that reach `next build`'s end.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const link = path.join(repo, 'out');
const SECONDS = 1000;

/** What the clients read: pages of each kind, a Markdown twin, search's script, the machines' files, some as gzip. */
const TARGETS: { url: string; file: string; gzip: boolean }[] = [
  ['/', 'index.html'],
  ['/guides/auth/sessions', 'guides/auth/sessions.html'],
  ['/guides/database/postgres/row-level-security', 'guides/database/postgres/row-level-security.html'],
  ['/guides/getting-started', 'guides/getting-started.html'],
  ['/guides/auth/sessions.md', 'guides/auth/sessions.md'],
  ['/reference/javascript/introduction', 'reference/javascript/introduction.html'],
  ['/reference/javascript/select', 'reference/javascript/select.html'],
  ['/reference/cli/introduction', 'reference/cli/introduction.html'],
  ['/llms.txt', 'llms.txt'],
  ['/sitemap.xml', 'sitemap.xml'],
  ['/pagefind/pagefind.js', 'pagefind/pagefind.js'],
].flatMap(([url, file]) => [
  { url: url!, file: file!, gzip: false },
  { url: url!, file: `${file!}.gz`, gzip: true },
]);

/** Every file of a release: relative path → size and modification time (enough to see any write). */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const stats = statSync(full);
    files.set(path.relative(dir, full), `${stats.size}:${stats.mtimeMs}`);
  }
  return files;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The processes whose command line names this project's build: the build, its watchdog, next build and its workers. */
function buildProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cwd === repo && /scripts\/build\.ts|watchdog\.mjs|next build|next-build|\.next\/build\//.test(cmdline)) found.push(`${pid} ${cmdline.trim()}`);
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

interface Build {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the build has printed a line matching `pattern`. */
  printed(pattern: RegExp, within?: number): Promise<void>;
}

/** Builds started and not yet seen to end: a failed test must not leave one holding the lock for the next. */
const running = new Set<Build>();

function startBuild(): Build {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: repo,
    env: { ...process.env, PLINTH_FULL_BUILD: '1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const build: Build = {
    child,
    output: () => text,
    exited,
    printed: (pattern, within = 900 * SECONDS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the build did not print ${pattern} in ${within / SECONDS} s:\n${text.slice(-3000)}`)), within);
        const check = () => {
          if (pattern.test(text)) {
            clearTimeout(timer);
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        void exited.then(() => {
          if (!pattern.test(text)) {
            clearTimeout(timer);
            reject(new Error(`the build ended before printing ${pattern}:\n${text.slice(-3000)}`));
          }
        });
        check();
      }),
  };
  running.add(build);
  void exited.then(() => running.delete(build));
  return build;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a fault: no process of the build lives on (given a moment to go), and the live site is what it was. */
async function expectUntouched(live: string, before: Map<string, string>) {
  for (let i = 0; i < 50 && buildProcesses().length; i++) await pause(100);
  expect(buildProcesses()).toEqual([]);
  expect(realpathSync(link)).toBe(live);
  expect(missingFromRelease(live)).toEqual([]);
  const after = tree(live);
  expect(after.size).toBe(before.size);
  expect([...after].filter(([file, stamp]) => before.get(file) !== stamp)).toEqual([]);
}

describe('publishing while 50 clients read the site', () => {
  let server: ChildProcess;
  let port = 0;
  /** Every answer, as what it was and the hash of its body (the bodies themselves would be gigabytes). */
  const answers: { target: (typeof TARGETS)[number]; kind: Outcome['kind']; status: number; sha: string; at: number }[] = [];
  let reading = true;
  let readers: Promise<void>[] = [];

  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repo,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk;
        const bound = /Plinth Docs: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (bound) resolve(Number(bound[1]));
      };
      server.stdout!.on('data', read);
      server.stderr!.on('data', read);
      server.once('exit', () => reject(new Error(`the server exited: ${output}`)));
    });
    readers = Array.from({ length: 50 }, async (_, i) => {
      const client = new KeepAliveClient(port);
      let n = i;
      while (reading) {
        const target = TARGETS[n++ % TARGETS.length]!;
        const outcome = await client.request(target.url, { headers: target.gzip ? { 'accept-encoding': 'gzip' } : {} });
        answers.push({
          target,
          kind: outcome.kind,
          status: outcome.kind === 'complete' ? outcome.response.status : 0,
          sha: outcome.kind === 'complete' ? sha(outcome.response.body) : '',
          at: Date.now(),
        });
        if (outcome.kind !== 'complete') client.destroy();
      }
      client.destroy();
    });
  }, 60 * SECONDS);

  afterEach(async () => {
    for (const build of running) {
      build.child.kill('SIGKILL');
      await build.exited;
    }
  });

  afterAll(async () => {
    reading = false;
    await Promise.all(readers);
    server?.kill();
  });

  const live = () => realpathSync(link);

  it(
    'a SIGKILL inside next build leaves the live site as it was, and nothing of the build running',
    async () => {
      const before = live();
      const files = tree(before);
      const build = startBuild();
      await build.printed(/Creating an optimized production build/);
      await pause(3 * SECONDS);
      expect(buildProcesses().some((p) => /next/.test(p))).toBe(true); // next build really was running
      build.child.kill('SIGKILL');
      await build.exited;
      await expectUntouched(before, files);
    },
    1200 * SECONDS,
  );

  it(
    'a SIGINT (Ctrl-C) inside next build ends it and leaves the live site as it was',
    async () => {
      const before = live();
      const files = tree(before);
      const build = startBuild();
      await build.printed(/Creating an optimized production build/);
      await pause(2 * SECONDS);
      build.child.kill('SIGINT');
      expect((await build.exited).code).toBe(130);
      await expectUntouched(before, files);
    },
    1200 * SECONDS,
  );

  it(
    'a SIGKILL inside the post-build steps leaves the live site as it was',
    async () => {
      const before = live();
      const files = tree(before);
      const build = startBuild();
      await build.printed(/next build: done at/);
      await pause(4 * SECONDS);
      build.child.kill('SIGKILL');
      await build.exited;
      await expectUntouched(before, files);
    },
    1200 * SECONDS,
  );

  it(
    'of two builds started together one is refused, naming the other, and the other publishes a complete site',
    async () => {
      const before = live();
      const first = startBuild();
      await first.printed(/^full build:/m);
      const second = startBuild();
      const refused = await second.exited;
      expect(refused.code).toBe(1);
      expect(second.output()).toContain(`Build refused: another build is running: pid ${first.child.pid}`);
      const done = await first.exited;
      const published = Date.now();
      expect(done.code, first.output().slice(-3000)).toBe(0);
      const after = live();
      expect(after).not.toBe(before);
      // The readers read the new release for a while, then stop before the checks below, which read
      // the whole release and make the site index in this process: they hold its event loop for
      // many seconds, in which the readers' keep-alive connections, idle, are closed by the server
      // (its 5 s keep-alive timeout), and each reader's next request met a closed socket.
      await pause(3 * SECONDS);
      reading = false;
      await Promise.all(readers);
      expect(missingFromRelease(after)).toEqual([]);
      // Whole: every page of the site index, with its twin, search record and MCP entry (the
      // sources may have changed since the last release, so its file count proves nothing).
      expect(builtSiteProblems(await siteIndex(), after)).toEqual([]);
      // The previous release is kept, so a response begun on it ends on it.
      expect(statSync(before).isDirectory()).toBe(true);
      expect(buildProcesses()).toEqual([]);

      // Every answer, through all four builds, is a whole file of one of the two releases.
      const of = (dir: string, t: (typeof TARGETS)[number]) => sha(readFileSync(path.join(dir, t.file)));
      const versions = new Map(TARGETS.map((t) => [t, { old: of(before, t), fresh: of(after, t) }]));
      const wrong = answers.filter(
        ({ target, kind, status, sha: body }) =>
          kind !== 'complete' || status !== 200 || (body !== versions.get(target)!.old && body !== versions.get(target)!.fresh),
      );
      const newer = answers.filter(({ target, sha: body }) => body === versions.get(target)!.fresh && body !== versions.get(target)!.old);
      // On a clean checkout both releases are built from the same sources, and these addresses are
      // byte for byte the same in both: then only the answers' time shows the switch was read through.
      const differ = TARGETS.some((t) => versions.get(t)!.old !== versions.get(t)!.fresh);
      const afterSwitch = answers.filter(({ at }) => at > published).length;
      console.log(
        `publishing under load: ${answers.length} answers, ${wrong.length} wrong, ${afterSwitch} after the new release was published, ${differ ? `${newer.length} of them from it by their bytes` : 'the two releases the same bytes at these addresses'}`,
      );
      expect(
        wrong.slice(0, 5).map(({ target, kind, status }) => `${target.url}${target.gzip ? ' (gzip)' : ''}: ${kind === 'complete' ? status : kind}`),
      ).toEqual([]);
      expect(answers.length).toBeGreaterThan(10_000);
      expect(afterSwitch).toBeGreaterThan(0);
      if (differ) expect(newer.length).toBeGreaterThan(0);
    },
    1200 * SECONDS,
  );
});
