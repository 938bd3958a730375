/**
 * `npm run bench:nav` (after `npm run build`): what client-side navigation costs a reader, in
 * Debian's Chromium against the local server, printed as Markdown for docs/benchmarks.md:
 * - click-to-new-heading: ten sidebar navigations under 4× CPU throttling, timed in the page from
 *   the click event until a frame has been painted after the new page's h1 took focus (the
 *   harness's own work around the click is not counted). The ten are run in PASSES passes (3;
 *   NAV_PASSES sets it), each in a fresh tab: one pass's median moves by tens of milliseconds
 *   between two runs of the same build on this machine, so the figure is the median of all
 *   navigations, printed with each pass's median and every navigation;
 * - a long reading session: 30 navigations across guides and references; the JS heap (after a
 *   forced garbage collection) after the first and after the last, and the document's event
 *   listeners and live IntersectionObservers after each, so a leak shows as growth;
 * - a CPU probe (a fixed JS workload, timed before the runs) so figures from different days can be
 *   compared.
 * SITE_DIR (read by the server) measures another build, e.g. a copy of out/ from before a change:
 * run the two in turns, so the machine's swings fall on both alike.
 */
import { spawn } from 'node:child_process';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { cpuProbe, median } from './bench-stats';

const PORT = 3402;
const BASE = `http://127.0.0.1:${PORT}`;

/** Consecutive pages of the Auth sidebar: each click is a real sidebar navigation. */
const SIDEBAR = [
  '/guides/auth/sessions',
  '/guides/auth/passwords',
  '/guides/auth/auth-email-passwordless',
  '/guides/auth/phone-login',
  '/guides/auth/social-login',
  '/guides/auth/jwts',
  '/guides/auth/auth-anonymous',
  '/guides/auth/auth-mfa',
  '/guides/auth/managing-user-data',
  '/guides/auth/users',
  '/guides/auth/sessions',
];
const SESSION = [
  '/guides/auth/sessions',
  '/guides/database/overview',
  '/guides/database/tables',
  '/reference/javascript/introduction',
  '/guides/storage',
  '/reference/cli/introduction',
  '/guides/realtime',
  '/guides/functions',
  '/reference/python/introduction',
  '/guides/getting-started/architecture',
];

const PASSES = Number(process.env.NAV_PASSES ?? 3);

/** Navigates by clicking an in-page link to `to` (creating one if the page has none, as a search result would). */
async function navigate(page: Page, to: string): Promise<number> {
  await page.evaluate((href) => {
    for (const old of document.querySelectorAll('[data-bench-target]')) old.removeAttribute('data-bench-target');
    document.getElementById('bench-link')?.remove();
    // (No named functions in here: the bundler would wrap them in a helper the page does not have.)
    let link = [...document.querySelectorAll<HTMLAnchorElement>(`main a[href="${href}"], nav a[href="${href}"]`)].find(
      (a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden' && a.closest('details:not([open]), [hidden]') === null,
    );
    if (!link) {
      link = document.createElement('a');
      link.href = href;
      link.textContent = 'bench link';
      link.id = 'bench-link';
      // At the end of <body>, fixed in view: inside React's tree it would upset hydration.
      link.style.cssText = 'position:fixed;bottom:8px;right:8px;z-index:99;background:#fff;padding:4px';
      document.body.append(link);
    }
    link.scrollIntoView({ block: 'center' });
    link.dataset.benchTarget = '';
  }, to);
  const link = page.locator('[data-bench-target]');
  await link.hover(); // intent: the runtime and the page's data are fetched, as for a reader
  await page.waitForFunction(() => document.documentElement.dataset.runtime === 'ready');
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.__benchClickAt = undefined;
    w.__benchLandedAt = undefined;
  });
  await link.click();
  // Timed in the page (timeline), from the click event to the first frame painted after the new h1 took focus.
  await page.waitForFunction((path) => location.pathname === path && (window as unknown as BenchWindow).__benchLandedAt !== undefined, to, { timeout: 20_000 });
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    return w.__benchLandedAt! - w.__benchClickAt!;
  });
}

interface BenchWindow {
  __benchClickAt?: number;
  __benchLandedAt?: number;
}

/** Records the click's time and when a frame has been painted after a new h1 took focus. */
function installTimers() {
  const w = window as unknown as BenchWindow;
  document.addEventListener('click', (event) => (w.__benchClickAt = event.timeStamp), true);
  document.addEventListener(
    'focusin',
    (event) => {
      if ((event.target as Element).tagName !== 'H1' || w.__benchClickAt === undefined) return;
      requestAnimationFrame(() => setTimeout(() => (w.__benchLandedAt ??= performance.now())));
    },
    true,
  );
}

async function counts(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth: 0 });
  const { result: win } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners: winListeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: win.objectId!, depth: 0 });
  const observers = await page.evaluate(() => (window as unknown as { __liveObservers?: Set<unknown> }).__liveObservers?.size ?? -1);
  return { heap, listeners: listeners.length + winListeners.length, observers };
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
try {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${BASE}/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const probe = median([cpuProbe(), cpuProbe(), cpuProbe()]);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--js-flags=--expose-gc'] });

  // 1. Click to new heading, 4× CPU throttling: the same ten navigations, PASSES times.
  const passes: number[][] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(installTimers);
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${BASE}${SIDEBAR[0]}`, { waitUntil: 'load' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    for (const to of SIDEBAR.slice(1)) times.push(await navigate(page, to));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
    passes.push(times);
  }

  // 2. A long reading session: 30 navigations.
  const reader = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await reader.addInitScript(installTimers);
  await reader.addInitScript(() => {
    // Counts live IntersectionObservers: created and not yet disconnected.
    const live = new Set<IntersectionObserver>();
    (window as unknown as { __liveObservers: Set<IntersectionObserver> }).__liveObservers = live;
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(cb, options);
        live.add(this);
      }
      disconnect() {
        live.delete(this);
        super.disconnect();
      }
    };
  });
  const rcdp = await reader.context().newCDPSession(reader);
  await reader.goto(`${BASE}${SESSION[0]}`, { waitUntil: 'load' });
  const after: { nav: number; heap: number; listeners: number; observers: number }[] = [];
  for (let n = 1; n <= 30; n++) {
    await navigate(reader, SESSION[n % SESSION.length]!);
    await reader.waitForTimeout(200);
    if (n === 1 || n === 10 || n === 20 || n === 30) after.push({ nav: n, ...(await counts(reader, rcdp)) });
  }
  await browser.close();

  const kb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`CPU probe: ${probe.toFixed(0)} ms (a fixed workload; lower is a faster machine)\n`);
  const ms = (xs: number[]) => xs.map((t) => t.toFixed(0)).join(', ');
  console.log('| Client-side navigation (4× CPU throttling) | Median | Each pass: median (every navigation) |\n| --- | --- | --- |');
  console.log(
    `| Click to the new page's h1, focused (10 sidebar navigations × ${PASSES} passes) | **${median(passes.flat()).toFixed(0)} ms** | ${passes.map((times) => `${median(times).toFixed(0)} (${ms(times)})`).join('; ')} |\n`,
  );
  console.log('| After navigation | JS heap (after GC) | Listeners on document + window | Live IntersectionObservers |\n| --- | --- | --- | --- |');
  for (const row of after) console.log(`| ${row.nav} | ${kb(row.heap)} | ${row.listeners} | ${row.observers} |`);
  const first = after[0]!;
  const last = after.at(-1)!;
  console.log(`\nHeap after 30 navigations: ${(last.heap / first.heap).toFixed(2)}× its size after the first.`);
} finally {
  server.kill();
}
