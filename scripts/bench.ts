/**
 * `npm run bench`: builds the site from scratch and measures what the issues budget, printing a
 * table and writing it to docs/benchmarks.md:
 * - build time and pages per second: from a clean checkout (cold), after editing one guide's prose
 *   (the build's fast path, builder/fast-build.ts), a full build again with nothing changed (warm:
 *   Turbopack's and our build cache kept in .next/cache), and the fast path with nothing to do;
 * - per page type, the HTML and JS (gzip, as transferred) a first visit loads;
 * - the JS each widget adds when it is scrolled into view;
 * - Lighthouse (mobile preset, Debian Chromium, against the local server): performance, LCP, TBT, CLS,
 *   median of seven runs with every run listed, and beside each run a CPU probe (a fixed JS
 *   workload timed just before it) and Lighthouse's own benchmark index, so a slow run can be told
 *   from a slow machine.
 * The report replaces its own section of docs/benchmarks.md (between two markers) and nothing else.
 * Budgets are judged on the peer bench (../shared/peer-bench), where Starlight runs beside us.
 */
import { execSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { cpuProbe, lighthouseCells, recordScript, withBenchSection, type LighthouseRun } from './bench-stats';
import { htmlFiles, routeOf } from '../builder/html-files';
import { NEXT_ERROR_ROUTES } from '../builder/next-export';

const PORT = 3401;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One representative page per page type. */
const PAGE_TYPES: { name: string; url: string; lighthouse: boolean }[] = [
  { name: 'Home', url: '/', lighthouse: true },
  { name: 'Guide page', url: '/guides/auth/sessions', lighthouse: true },
  { name: 'Guide with a diagram near the top', url: '/guides/getting-started/architecture', lighthouse: false },
  { name: 'Guide with credential panel', url: '/guides/getting-started/api-keys', lighthouse: false },
  { name: 'CLI reference (123 commands)', url: '/reference/cli/introduction', lighthouse: true },
  { name: 'CLI command page (crawler)', url: '/reference/cli/plinth-db-push', lighthouse: false },
  { name: 'JavaScript v2 reference (the largest client library; later items in parts)', url: '/reference/javascript/introduction', lighthouse: true },
  { name: 'JavaScript function page (crawler)', url: '/reference/javascript/select', lighthouse: false },
  { name: 'Management API reference (154 operations; later ones in parts)', url: '/reference/api/introduction', lighthouse: true },
  { name: 'Management API operation page (crawler)', url: '/reference/api/v1-update-a-branch-config', lighthouse: false },
];

/** Widgets whose JS should arrive only when they come near the viewport. */
const WIDGETS: { name: string; url: string; selector: string }[] = [
  { name: 'Credential panel', url: '/guides/getting-started/api-keys', selector: '[data-widget="credential panel"]' },
  { name: 'JWT generator', url: '/guides/auth/jwts', selector: '[data-widget="JWT generator"]' },
  { name: 'Apple secret generator', url: '/guides/auth/social-login/auth-apple', selector: '[data-widget="Apple secret generator"]' },
  { name: 'Realtime limits estimator', url: '/guides/realtime/quotas', selector: '[data-widget="realtime limits estimator"]' },
  { name: 'Mermaid diagram (first flowchart)', url: '/guides/self-hosting', selector: '[data-mermaid]' },
  {
    name: 'Extensions list (rendered on the server, filter script on load)',
    url: '/guides/database/extensions',
    selector: '[data-widget-static="extensions list"]',
  },
];

const LIGHTHOUSE_RUNS = 7;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The guide edited for the incremental build (a line is appended, then removed again). */
const EDITED_GUIDE = 'content/guides/auth/sessions.mdx';

interface BuildRun {
  /** `npm run build`, end to end, process start-up included. */
  seconds: number;
  /** Phase times scripts/build.ts writes. */
  timings: { path?: 'fast' | 'full'; contentSeconds: number; contentCompiled: number; contentPages: number; nextSeconds: number; postbuildSeconds: number };
}

/** `full` forces a full build (PLINTH_FULL_BUILD=1); otherwise the build takes the fast path when it can. */
function build(full = false): BuildRun {
  const start = performance.now();
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PLINTH_FULL_BUILD: full ? '1' : '' } });
  const seconds = (performance.now() - start) / 1000;
  return { seconds, timings: JSON.parse(readFileSync('.next/build-timings.json', 'utf8')) as BuildRun['timings'] };
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Transfer {
  html: number;
  js: number;
  jsFiles: number;
}

async function main() {
  rmSync('.next', { recursive: true, force: true });
  rmSync('out', { recursive: true, force: true });
  const cold = build();
  const original = readFileSync(EDITED_GUIDE, 'utf8');
  let edited: BuildRun;
  try {
    writeFileSync(EDITED_GUIDE, `${original}\nThis sentence was added by \`npm run bench\` to time an incremental build.\n`);
    edited = build();
  } finally {
    writeFileSync(EDITED_GUIDE, original);
  }
  // This machine's speed varies from run to run, so the warm build is timed three times and the
  // median reported, with every run listed. The last one leaves out/ built from unedited sources.
  // Full builds: with nothing changed, the build would otherwise take the fast path and do nothing.
  const warmRuns = [build(true), build(true), build(true)];
  const warm = [...warmRuns].sort((a, b) => a.seconds - b.seconds)[1]!;
  const unchanged = build();
  const pages = htmlFiles('out').filter((file) => !NEXT_ERROR_ROUTES.includes(routeOf('out', file))).length;
  const buildRow = (name: string, run: BuildRun) => {
    const t = run.timings;
    return `| ${name} | ${t.contentCompiled} of ${t.contentPages} | ${t.contentSeconds.toFixed(1)} s | ${t.nextSeconds.toFixed(1)} s | ${t.postbuildSeconds.toFixed(1)} s | **${run.seconds.toFixed(1)} s** | **${(pages / run.seconds).toFixed(1)}** |`;
  };

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });

    const transfers = new Map<string, Transfer>();
    for (const type of PAGE_TYPES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const responses: Promise<{ url: string; type: string; size: number }>[] = [];
      page.on('requestfinished', (request) => {
        responses.push(request.sizes().then((sizes) => ({ url: request.url(), type: request.resourceType(), size: sizes.responseBodySize })));
      });
      await page.goto(BASE + type.url, { waitUntil: 'networkidle' });
      const all = await Promise.all(responses);
      const scripts = new Map<string, number>();
      for (const r of all) recordScript(scripts, r.url, r.type, r.size);
      transfers.set(type.name, {
        html: all.filter((r) => r.type === 'document').reduce((s, r) => s + r.size, 0),
        js: [...scripts.values()].reduce((s, v) => s + v, 0),
        jsFiles: scripts.size,
      });
      await page.close();
    }

    const widgetRows: string[] = [];
    for (const widget of WIDGETS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const scripts = new Map<string, number>();
      page.on('requestfinished', async (request) => {
        recordScript(scripts, request.url(), request.resourceType(), (await request.sizes()).responseBodySize);
      });
      const response = await page.goto(BASE + widget.url, { waitUntil: 'networkidle' });
      if (!response?.ok()) {
        widgetRows.push(`| ${widget.name} | page ${widget.url} not found | | | |`);
        await page.close();
        continue;
      }
      const before = new Map(scripts);
      const target = page.locator(widget.selector).first();
      if ((await target.count()) === 0) {
        widgetRows.push(`| ${widget.name} | ${widget.url} | widget not on page | | |`);
        await page.close();
        continue;
      }
      await target.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const added = [...scripts.entries()].filter(([url]) => !before.has(url));
      const bytes = added.reduce((s, [, size]) => s + size, 0);
      const total = [...scripts.values()].reduce((s, v) => s + v, 0);
      const plainGuide = transfers.get('Guide page')!.js;
      widgetRows.push(`| ${widget.name} | ${widget.url} | ${kb(total - bytes)} | ${kb(bytes)} in ${added.length} file(s) | ${kb(total - plainGuide)} |`);
      await page.close();
    }
    await browser.close();

    const lighthouseRows = new Map<string, string>();
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      for (const type of PAGE_TYPES.filter((t) => t.lighthouse)) {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const probeMs = cpuProbe();
          const result = await lighthouse(BASE + type.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            formFactor: 'mobile',
            screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          });
          const lhr: Result = result!.lhr;
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            score: lhr.categories.performance!.score ?? 0,
            lcpMs: metric('largest-contentful-paint'),
            tbtMs: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            probeMs,
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
        }
        lighthouseRows.set(type.name, lighthouseCells(runs).join(' | '));
      }
    } finally {
      await chrome.kill();
    }

    const lines = [
      `## \`npm run bench\`, ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.platform}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores). Sizes are bytes transferred (gzip) on a first visit with an empty cache; Lighthouse uses its mobile preset against the local server.`,
      '',
      '### Build',
      '',
      `\`npm run build\` of ${pages} pages, timed end to end. MDX pages are compiled while Turbopack compiles; "next build done" is counted from the start, and the post-build step (Markdown twins, llms.txt, sitemap, search index) follows it. The fast path (only a page's prose changed, builder/fast-build.ts) runs no next build: its MDX column is the time spent compiling the edited pages, and its post-build column everything else.`,
      '',
      '| Build | MDX pages compiled | MDX ready after | next build done after | Post-build | Total | Pages/s |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      buildRow('Cold: clean checkout, no .next folder', cold),
      buildRow(`Incremental: ${EDITED_GUIDE} edited, caches kept (${edited.timings.path ?? 'full'} path)`, edited),
      buildRow(`Warm: nothing changed, caches kept, full build (median of ${warmRuns.map((r) => `${r.seconds.toFixed(1)} s`).join(', ')})`, warm),
      buildRow(`Nothing changed, without PLINTH_FULL_BUILD (${unchanged.timings.path ?? 'full'} path)`, unchanged),
      '',
      '### First visit, per page type',
      '',
      `Each Lighthouse figure is the median of its own ${LIGHTHOUSE_RUNS} runs, every run listed in order. Before each run a fixed JS workload is timed (CPU probe: lower is a faster machine at that moment) and Lighthouse reports its own benchmark index (higher is faster), so a run with a high TBT on a slow moment can be told apart. The budgets are judged on the peer bench, where Starlight runs beside us on the same machine in the same minutes.`,
      '',
      `| Page type | URL | HTML (gzip) | JS (gzip) | JS files | Lighthouse perf (median of ${LIGHTHOUSE_RUNS}) | LCP (median) | TBT (median) | CLS | CPU probe | Lighthouse benchmark index |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...PAGE_TYPES.map((t) => {
        const tr = transfers.get(t.name)!;
        return `| ${t.name} | ${t.url} | ${kb(tr.html)} | ${kb(tr.js)} | ${tr.jsFiles} | ${lighthouseRows.get(t.name) ?? '– | – | – | – | – | –'} |`;
      }),
      '',
      '### Widgets: JS loaded when scrolled into view',
      '',
      '| Widget | Page | JS before scrolling to it | JS added when scrolled near | Total beyond a guide page without widgets |',
      '| --- | --- | --- | --- | --- |',
      ...widgetRows,
      '',
    ];
    const report = lines.join('\n');
    console.log(report);
    writeFileSync('docs/benchmarks.md', withBenchSection(readFileSync('docs/benchmarks.md', 'utf8'), report));
  } finally {
    server.kill();
  }
}

await main();
