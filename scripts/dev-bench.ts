/**
 * `npm run bench:dev`: the writers' loop, timed in a browser. A dev server is started, a page of
 * its own is written into its content (a copy of a long guide with code), and a scripted Chromium
 * saves edits to it and waits for each to show:
 *   prose save → visible, new heading → in "On this page", code edit → re-highlighted,
 *   broken save → problem shown, fixed save → page back, new page → reachable,
 * plus the server's cold start. With `--before <dir>` (a checkout of an earlier commit, with
 * node_modules) the same runs alternate between that checkout's `npm run dev` and this one's, as
 * the machine is shared and noisy; every run is printed with the medians and the 95th percentile.
 *
 *   DEV_BENCH_ROUNDS (2)   edits per kind per round: DEV_BENCH_EDITS (10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { median } from './bench-stats';

const ROUNDS = Number(process.env.DEV_BENCH_ROUNDS ?? 2);
const EDITS = Number(process.env.DEV_BENCH_EDITS ?? 10);
const SOURCE_PAGE = 'content/guides/database/postgres/row-level-security.mdx';
const ROUTE = '/guides/getting-started/dev-bench-page';
const NEW_ROUTE = '/guides/getting-started/dev-bench-new';
const fileOf = (root: string, route: string) => path.join(root, 'content', `${route}.mdx`);

const args = process.argv.slice(2);
const before = args.includes('--before') ? path.resolve(args[args.indexOf('--before') + 1]!) : undefined;
const here = path.resolve(import.meta.dirname, '..');

interface Server {
  child: ChildProcess;
  port: number;
  started: number;
}

/** Starts a checkout's `npm run dev` on `port` and resolves once a page answers, with the time that took. */
async function startDev(root: string, port: number): Promise<{ server: Server; coldStartMs: number }> {
  const started = performance.now();
  // Ours reads PORT; a checkout from before it did ran `next dev -p 3000`, which takes the last -p given.
  const child = spawn('npm', ['run', 'dev', '--', ...(root === here ? [] : ['-p', String(port)])], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/icon.svg`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${root}: npm run dev exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server: { child, port, started }, coldStartMs: performance.now() - started };
}

/**
 * Ends a dev server and waits until its port is free: the next round's server listens on it, and
 * must not find this one answering. A server still answering 10 s after SIGTERM (an earlier
 * checkout's waited for its open streams) is killed.
 */
const stop = async (server: Server) => {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.child.pid!, name);
    } catch {
      // gone
    }
  };
  signal('SIGTERM');
  for (let i = 0; i < 300; i++) {
    if (i === 100) signal('SIGKILL');
    try {
      await fetch(`http://127.0.0.1:${server.port}/icon.svg`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the dev server on port ${server.port} still answers 30 s after SIGTERM and 20 s after SIGKILL`);
};

/** The page the edits are made to: the long guide's body under a frontmatter of its own. */
function benchPage(root: string, body: string, marker = ''): string {
  const source = readFileSync(path.join(root, SOURCE_PAGE), 'utf8');
  const rest = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  return `---\ntitle: Dev bench page\ndescription: A page the development benchmark edits.\n---\n\n${body}${marker}\n\n${rest}`;
}

/** Saves `text` to the page and times until `ready` holds in the browser. */
async function timed(page: Page, file: string, text: string, ready: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  writeFileSync(file, text);
  await ready();
  return performance.now() - started;
}

type Kind = 'prose' | 'heading' | 'code' | 'problem' | 'recovery' | 'newPage' | 'coldStart';

async function measure(root: string, port: number): Promise<Record<Kind, number[]>> {
  const result: Record<Kind, number[]> = { prose: [], heading: [], code: [], problem: [], recovery: [], newPage: [], coldStart: [] };
  const file = fileOf(root, ROUTE);
  writeFileSync(file, benchPage(root, 'Start.'));
  const { server, coldStartMs } = await startDev(root, port);
  result.coldStart.push(coldStartMs);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}${ROUTE}`, { timeout: 300_000 });
    await page.locator('[data-slot="content"]').getByText('Start.').waitFor({ timeout: 300_000 });
    await page.waitForLoadState('networkidle');
    const slot = page.locator('[data-slot="content"]');
    for (let i = 0; i < EDITS; i++) {
      const word = `Prose${Date.now()}x${i}`;
      result.prose.push(await timed(page, file, benchPage(root, `Start. ${word}`), () => slot.getByText(word).waitFor({ timeout: 60_000 })));
    }
    for (let i = 0; i < EDITS; i++) {
      const heading = `Heading ${Date.now()} ${i}`;
      result.heading.push(
        await timed(page, file, benchPage(root, `Start.\n\n## ${heading}\n\nText.`), () =>
          page.locator('aside a, nav a').filter({ hasText: heading }).first().waitFor({ timeout: 60_000 }),
        ),
      );
    }
    for (let i = 0; i < EDITS; i++) {
      const name = `bench_${Date.now()}_${i}`;
      result.code.push(
        await timed(page, file, benchPage(root, `Start.\n\n\`\`\`sql fragment\nselect ${name} from profiles;\n\`\`\``), () =>
          slot.locator('pre span', { hasText: name }).first().waitFor({ timeout: 60_000 }),
        ),
      );
    }
    const problemShown = () => page.locator('[data-dev-problem], nextjs-portal [data-nextjs-dialog]').first().waitFor({ timeout: 60_000 });
    for (let i = 0; i < Math.max(3, EDITS / 2); i++) {
      result.problem.push(await timed(page, file, benchPage(root, 'Start.\n\n<Admonition type="wrong">x</Admonition>'), problemShown));
      const word = `Fixed${Date.now()}x${i}`;
      result.recovery.push(await timed(page, file, benchPage(root, `Start. ${word}`), () => slot.getByText(word).waitFor({ timeout: 60_000 })));
    }
    const fresh = fileOf(root, `${NEW_ROUTE}-${Date.now()}`);
    const freshRoute = `/${path.relative(path.join(root, 'content'), fresh).replace(/\.mdx$/, '')}`;
    const created = performance.now();
    writeFileSync(fresh, benchPage(root, 'A new page.'));
    for (;;) {
      if ((await fetch(`${base}${freshRoute}`)).ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    result.newPage.push(performance.now() - created);
    rmSync(fresh, { force: true });
  } finally {
    await browser.close();
    await stop(server);
    rmSync(file, { force: true });
  }
  return result;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;
const fmt = (ms: number) => `${Math.round(ms)}`;

const sides = before
  ? [
      { name: 'before', root: before, port: 3458 },
      { name: 'now', root: here, port: 3457 },
    ]
  : [{ name: 'now', root: here, port: 3457 }];
const all: Record<string, Record<Kind, number[]>> = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 ? [...sides].reverse() : sides) {
    const r = await measure(side.root, side.port);
    const into = (all[side.name] ??= { prose: [], heading: [], code: [], problem: [], recovery: [], newPage: [], coldStart: [] });
    for (const [kind, values] of Object.entries(r) as [Kind, number[]][]) into[kind].push(...values);
    console.log(
      `round ${round + 1} ${side.name}: ${Object.entries(r)
        .map(([k, v]) => `${k} ${v.map(fmt).join('/')}`)
        .join('; ')}`,
    );
  }
}
console.log('\n| | ' + sides.map((s) => `${s.name} p50 | ${s.name} p95`).join(' | ') + ' |');
console.log('| --- |' + sides.map(() => ' --- | --- |').join(''));
for (const kind of ['prose', 'heading', 'code', 'problem', 'recovery', 'newPage', 'coldStart'] as Kind[]) {
  console.log(`| ${kind} (ms) | ${sides.map((s) => `${fmt(median(all[s.name]![kind]))} | ${fmt(p95(all[s.name]![kind]))}`).join(' | ')} |`);
}
