/**
 * `npm run bench:serve` (after a build): requests per second and latency of `npm start`'s server
 * against sirv serving the same out/, under one keep-alive mix of what readers' browsers ask for:
 * HTML pages, `.md` twins, Pagefind files and a platform stand-in call, gzip accepted.
 *
 * Both servers run as their own processes, started the same way (`node --import tsx`), with the
 * same stand-in in front (sirv has none of its own), and are measured in turns (ours, sirv, ours,
 * sirv…), since this 2-core machine is shared and its speed moves from minute to minute: each run
 * is listed with a CPU probe timed just before it and with the server process's own CPU time per
 * request (from /proc), which moves far less with the machine's load than requests per second.
 *
 * The load generator (autocannon) runs in two worker threads (SERVE_WORKERS). With one it can be
 * the bottleneck rather than the servers: it parses every response's headers in JavaScript, and
 * ours carry 0.8–1.0 KB of them (the security headers, a page's CSP) against sirv's 0.3 KB. In one
 * session with one load thread (and the server as it was before its stat cache), sirv answered
 * 1.1–1.3× our requests per second as it is and 0.4–0.8× ours once given our headers, while ours
 * sat idle 63 % of a run under --cpu-prof.
 *
 *   SERVE_ROUNDS (3)  SERVE_SECONDS (10)  SERVE_CONNECTIONS (32)  SERVE_WORKERS (2)  SITE_DIR (out)
 *   --profile         also run ours once under --cpu-prof and list where its time goes
 *   --ours <entry>    another entry for "ours" (a copy of an older server/main.ts, to compare)
 *
 * Budget (issue 29): ours ≥ 0.8× sirv's requests per second, p99 ≤ 1.5× sirv's, 0 errors.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sirv from 'sirv';
import { cpuProbe, median } from './bench-stats';

const SITE = path.resolve(process.env.SITE_DIR ?? 'out');
const ROUNDS = Number(process.env.SERVE_ROUNDS ?? 3);
const SECONDS = Number(process.env.SERVE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SERVE_CONNECTIONS ?? 32);
const WORKERS = Number(process.env.SERVE_WORKERS ?? 2);
/** The project's ports for this bench (3310–3319): ours, sirv. */
const PORTS = { ours: 3310, sirv: 3311 } as const;
const SECRET = randomBytes(16).toString('hex');

type Contender = keyof typeof PORTS;

// `--sirv`: this file as the sirv server, with the stand-in in front, as `npm start` has it.
if (process.argv.includes('--sirv')) {
  const { platformStandIn } = await import('../server/platform-hook');
  const assets = sirv(SITE, { dev: false, etag: true, gzip: true, extensions: ['html'] });
  const port = Number(process.env.PORT);
  createServer((req, res) => {
    if (platformStandIn(req, res)) return;
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  }).listen(port, '127.0.0.1', () => console.log(`sirv: http://127.0.0.1:${port}`));
} else {
  await main();
}

/** The request mix, every path checked to exist in out/. */
function requestMix(token: string): autocannon.Request[] {
  const pick = <T>(list: T[], count: number) => Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);
  const guides = readdirSync(path.join(SITE, 'guides'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && existsSync(path.join(SITE, 'guides', file.replace(/\.html$/, '.md'))))
    .sort();
  const pagefind = (folder: string, ext: string) =>
    readdirSync(path.join(SITE, 'pagefind', folder))
      .filter((file) => file.endsWith(ext))
      .sort();
  const meta = readdirSync(path.join(SITE, 'pagefind')).find((file) => file.endsWith('.pf_meta'));
  const pages = ['/', '/reference/javascript/introduction', ...pick(guides, 8).map((file) => `/guides/${file.replace(/\.html$/, '')}`)];
  const twins = pick(guides, 4).map((file) => `/guides/${file.replace(/\.html$/, '.md')}`);
  const search = [
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-entry.json',
    '/pagefind/pagefind-worker.js',
    '/pagefind/wasm.en.pagefind',
    `/pagefind/${meta}`,
    ...pick(pagefind('index', '.pf_index'), 3).map((file) => `/pagefind/index/${file}`),
    ...pick(pagefind('fragment', '.pf_fragment'), 3).map((file) => `/pagefind/fragment/${file}`),
  ];
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  return [
    ...[...pages, ...twins, ...search].map((url) => ({ method: 'GET' as const, path: url, headers })),
    { method: 'GET', path: '/platform/organizations', headers: { ...headers, authorization: `Bearer ${token}` } },
  ];
}

function start(contender: Contender, extraArgs: string[] = [], ours = 'server/main.ts'): Promise<ChildProcess> {
  const entry = contender === 'ours' ? ours : 'scripts/bench-serve.ts';
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', entry, ...(contender === 'sirv' ? ['--sirv'] : [])], {
    env: { ...process.env, SITE_DIR: SITE, PORT: String(PORTS[contender]), HOST: '127.0.0.1', STAND_IN_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/http:\/\/127\.0\.0\.1:\d+/.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${contender} exited (${code}) before listening: ${output}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Run {
  contender: Contender;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuUsPerRequest: number;
  probeMs: number;
}

async function load(port: number, requests: autocannon.Request[], seconds: number) {
  return autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: seconds, requests, ...(WORKERS > 1 ? { workers: WORKERS } : {}) });
}

async function measure(contender: Contender, child: ChildProcess, requests: autocannon.Request[]): Promise<Run> {
  await load(PORTS[contender], requests, 2); // warm: caches filled, JIT settled
  const probeMs = cpuProbe();
  const cpuBefore = cpuMs(child.pid!);
  const result = await load(PORTS[contender], requests, SECONDS);
  const cpu = cpuMs(child.pid!) - cpuBefore;
  return {
    contender,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUsPerRequest: (cpu * 1000) / result.requests.total,
    probeMs,
  };
}

/**
 * Where ours spends its CPU: self time in a CPU profile, counted only over its last `seconds`
 * (the measured run, not the start and the warm-up), by area and by function.
 */
function summariseProfile(file: string, seconds: number): string[] {
  interface Node {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Each sample's time (µs) from the deltas; the run is the last `seconds` before the profile ends.
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  const from = profile.endTime - seconds * 1e6;
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (times[i]! < from) return;
    total += 1;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
    const area = where.startsWith('server/')
      ? `ours: ${where.split('/').slice(0, 2).join('/')}`
      : where.includes('node_modules/')
        ? `library: ${where.split('node_modules/').pop()!.split('/')[0]}`
        : functionName.startsWith('(')
          ? functionName
          : !where
            ? `Node, native: ${functionName}`
            : /_http_|internal\/http|internal\/streams|net|stream_base|events|task_queues|timers/.test(where)
              ? 'Node: http, net, streams, events'
              : 'Node: other';
    byArea.set(area, (byArea.get(area) ?? 0) + 1);
    const name = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
  });
  const share = (hits: number) => `${((100 * hits) / total).toFixed(1)} %`;
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return [
    '| Where (self time) | Share of samples |',
    '| --- | --- |',
    ...top(byArea, 16).map(([area, hits]) => `| ${area} | ${share(hits)} |`),
    '',
    '| Function (self time) | Share |',
    '| --- | --- |',
    ...top(byFunction, 20).map(([name, hits]) => `| \`${name}\` | ${share(hits)} |`),
  ];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(SITE, 'index.html'))) throw new Error(`No built site in ${SITE}: run \`npm run build\` first.`);
  const oursEntry = process.argv.includes('--ours') ? process.argv[process.argv.indexOf('--ours') + 1]! : 'server/main.ts';
  const { issueSession } = await import('../server/stand-in/tokens');
  const requests = requestMix(issueSession({ email: 'bench@plinth.test' }, SECRET, Date.now() / 1000).access_token);
  console.log(
    `bench:serve: ${requests.length} addresses, ${CONNECTIONS} keep-alive connections from ${WORKERS} load threads, ${SECONDS} s a run, ${ROUNDS} rounds; ours is ${oursEntry}`,
  );
  const children = { ours: await start('ours', [], oursEntry), sirv: await start('sirv') };
  const runs: Run[] = [];
  try {
    // A check first: every address answers 2xx on both (a typo would make a 404 benchmark).
    for (const contender of ['ours', 'sirv'] as const) {
      for (const request of requests) {
        const response = await fetch(`http://127.0.0.1:${PORTS[contender]}${request.path}`, { headers: request.headers as Record<string, string> });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${contender}: ${request.path} answered ${response.status}`);
      }
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const contender of ['ours', 'sirv'] as const) {
        const run = await measure(contender, children[contender], requests);
        runs.push(run);
        console.log(
          `round ${round} ${contender.padEnd(4)}: ${Math.round(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors, ${run.non2xx} non-2xx, ` +
            `${run.cpuUsPerRequest.toFixed(0)} µs CPU/request, probe ${Math.round(run.probeMs)} ms`,
        );
      }
    }
  } finally {
    await Promise.all(Object.values(children).map((child) => stop(child)));
  }

  const of = (contender: Contender) => runs.filter((run) => run.contender === contender);
  const summary = (contender: Contender) => {
    const own = of(contender);
    return {
      rps: median(own.map((run) => run.rps)),
      p99: median(own.map((run) => run.p99)),
      cpu: median(own.map((run) => run.cpuUsPerRequest)),
      errors: own.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    };
  };
  const ours = summary('ours');
  const theirs = summary('sirv');
  const rows = [
    '| Run | Server | req/s | p50 | p99 | errors, non-2xx | server CPU per request | CPU probe |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  runs.forEach((run, i) =>
    rows.push(
      `| ${Math.floor(i / 2) + 1} | ${run.contender} | ${Math.round(run.rps)} | ${run.p50} ms | ${run.p99} ms | ${run.errors}, ${run.non2xx} | ${run.cpuUsPerRequest.toFixed(0)} µs | ${Math.round(run.probeMs)} ms |`,
    ),
  );
  console.log(`\n${rows.join('\n')}\n`);
  console.log(
    `medians: ours ${Math.round(ours.rps)} req/s, p99 ${ours.p99} ms, ${ours.cpu.toFixed(0)} µs CPU/request; ` +
      `sirv ${Math.round(theirs.rps)} req/s, p99 ${theirs.p99} ms, ${theirs.cpu.toFixed(0)} µs CPU/request`,
  );
  const rpsRatio = ours.rps / theirs.rps;
  const p99Ratio = ours.p99 / theirs.p99;
  const within = rpsRatio >= 0.8 && p99Ratio <= 1.5 && ours.errors === 0;
  console.log(
    `ours/sirv: ${rpsRatio.toFixed(2)}× the requests per second (budget ≥ 0.8×), ${p99Ratio.toFixed(2)}× the p99 (budget ≤ 1.5×), ` +
      `${ours.errors} errors (budget 0): ${within ? 'within budget' : 'OVER BUDGET'}`,
  );

  if (process.argv.includes('--profile')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-serve-prof-'));
    const profiled = await start('ours', ['--cpu-prof', `--cpu-prof-dir=${dir}`], oursEntry);
    await load(PORTS.ours, requests, 2);
    await load(PORTS.ours, requests, SECONDS);
    await stop(profiled, 'SIGTERM'); // a clean exit writes the profile
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (file)
      console.log(`\nwhere ours spends its CPU (one ${SECONDS} s run under --cpu-prof):\n\n${summariseProfile(path.join(dir, file), SECONDS).join('\n')}`);
    rmSync(dir, { recursive: true, force: true });
  }
  if (!within) process.exitCode = 1;
}
