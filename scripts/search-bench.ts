/**
 * `npm run bench:search` (after a build): what the site search costs a reader, in Debian's Chromium
 * against the local server under 4× CPU throttling, from a guide (/guides/auth/sessions) in a fresh
 * tab each run: the time from `/` to the open dialog, from the text entering the box to the result
 * count being announced (Pagefind's 120 ms debounce included) for a keyword search and a question,
 * cold (the index not yet fetched) and warm, the JS of the guide's first load, and the bytes opening
 * search and searching fetched.
 * Prints medians of RUNS (5) runs as Markdown. SITE_DIR (read by the server) measures another
 * build, e.g. a copy of out/ from before a change; run the two in turns.
 *
 * Then what one query costs once search has loaded (issue 42's budgets: 30 ms p95 in the browser,
 * 50 ms p95 in search_docs), over the evaluation's 201 questions, each searched twice:
 * - in the browser, without throttling: the dialog's own measure of each search (`plinth:search`,
 *   src/enhance/search-dialog.ts: from the end of its debounce to the results shown), the first
 *   time (index chunks and result data fetched as the query needs them) and again;
 * - search_docs in this process (mcp/docs.ts on the same build), the first time and again.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DocsSite } from '../mcp/docs';
import { SEARCH_MEASURE } from '../src/enhance/search-dialog';
import { cpuProbe, median, percentile } from './bench-stats';

const PORT = 3343;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.SEARCH_RUNS ?? 5);
const KEYWORDS = 'row level security';
const QUESTION = 'how do I let users sign in without a password';

/** Puts `text` in the search box as one input event and returns the ms until the result count is announced. */
async function timeSearch(page: Page, text: string): Promise<number> {
  const box = page.getByRole('combobox');
  await box.fill('');
  await page.waitForFunction(() => !document.querySelector('dialog [role="status"]')?.textContent);
  const started = Date.now();
  await box.fill(text);
  await page.waitForFunction(() => /\d+ results?\b/.test(document.querySelector('dialog [role="status"]')?.textContent ?? ''), undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  return Date.now() - started;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(BASE).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const probe = median([cpuProbe(), cpuProbe(), cpuProbe()]);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const rows: Record<string, number[]> = {
    loadKB: [],
    open: [],
    keywordsCold: [],
    questionWarm: [],
    questionCold: [],
    scriptKB: [],
    indexKB: [],
    questionIndexKB: [],
  };
  for (let run = 0; run < RUNS; run++) {
    for (const first of [KEYWORDS, QUESTION]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // Playwright's request events include the Pagefind worker's fetches, which the page's own CDP session does not see.
      const sizes: { url: string; bytes: number }[] = [];
      page.on('requestfinished', (request) => {
        void request.sizes().then((s) => sizes.push({ url: request.url(), bytes: Math.max(0, s.responseBodySize) }));
      });
      await page.goto(`${BASE}/guides/auth/sessions`, { waitUntil: 'networkidle' });
      const kb = (match: (u: string) => boolean) => sizes.filter((s) => match(s.url.split('?')[0]!)).reduce((sum, s) => sum + s.bytes, 0) / 1024;
      const isScript = (u: string) => u.endsWith('.js') && !u.includes('/pagefind/');
      if (first === KEYWORDS) rows.loadKB!.push(kb(isScript));
      sizes.length = 0;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const opened = Date.now();
      await page.keyboard.press('/');
      await page.getByRole('dialog', { name: 'Search the docs' }).waitFor();
      if (first === KEYWORDS) {
        rows.open!.push(Date.now() - opened);
        rows.keywordsCold!.push(await timeSearch(page, KEYWORDS));
        rows.questionWarm!.push(await timeSearch(page, QUESTION));
        await page.waitForLoadState('networkidle');
        rows.scriptKB!.push(kb(isScript));
        rows.indexKB!.push(kb((u) => u.includes('/pagefind/')));
      } else {
        rows.questionCold!.push(await timeSearch(page, QUESTION));
        await page.waitForLoadState('networkidle');
        rows.questionIndexKB!.push(kb((u) => u.includes('/pagefind/')));
      }
      await context.close();
    }
  }
  // One query's own cost once search has loaded, unthrottled: each question twice.
  const questions = (JSON.parse(readFileSync('tests/search-eval/questions-2026-12.json', 'utf8')) as { questions: { q: string }[] }).questions.map((q) => q.q);
  const own: Record<'first' | 'again', number[]> = { first: [], again: [] };
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}/guides/auth/sessions`, { waitUntil: 'networkidle' });
    await page.keyboard.press('/');
    await page.getByRole('dialog', { name: 'Search the docs' }).waitFor();
    await timeSearch(page, KEYWORDS);
    for (const pass of ['first', 'again'] as const)
      for (const q of questions) {
        await timeSearch(page, q);
        // A build from before the measure existed has none: its row says so.
        const measured = await page.evaluate((name) => performance.getEntriesByName(name).at(-1)?.duration, SEARCH_MEASURE);
        if (measured !== undefined) own[pass].push(measured);
      }
    await context.close();
  }
  await browser.close();
  const docs = new DocsSite(path.resolve(process.env.SITE_DIR ?? 'out'));
  const mcp: Record<'first' | 'again', number[]> = { first: [], again: [] };
  // This checkout's search_docs: a build of another checkout may lack the tables it reads.
  const mcpReady = await docs.search(KEYWORDS, { limit: 10 }).then(
    () => true,
    (error: Error) => (console.error(`search_docs not measured: ${error.message}`), false),
  );
  for (const pass of mcpReady ? (['first', 'again'] as const) : [])
    for (const q of questions) {
      const started = performance.now();
      await docs.search(q, { limit: 10 });
      mcp[pass].push(performance.now() - started);
    }
  const cell = (values: number[], unit: string) =>
    `${median(values).toFixed(unit === 'KB' ? 1 : 0)} ${unit} (${values.map((v) => v.toFixed(unit === 'KB' ? 1 : 0)).join(', ')})`;
  console.log(`Site search, ${RUNS} runs, 4× CPU throttling, ${process.env.SITE_DIR ?? 'out'}; CPU probe ${probe.toFixed(0)} ms\n`);
  console.log('| measure | median (runs) |\n| --- | --- |');
  console.log(`| JS of the guide's first load, before search (body bytes as sent) | ${cell(rows.loadKB!, 'KB')} |`);
  console.log(`| \`/\` to the open dialog | ${cell(rows.open!, 'ms')} |`);
  console.log(`| "${KEYWORDS}", index not yet fetched: text to results | ${cell(rows.keywordsCold!, 'ms')} |`);
  console.log(`| "${QUESTION}", index not yet fetched | ${cell(rows.questionCold!, 'ms')} |`);
  console.log(`| the same question right after the keywords | ${cell(rows.questionWarm!, 'ms')} |`);
  console.log(`| JS fetched from \`/\` to both results (body bytes as sent) | ${cell(rows.scriptKB!, 'KB')} |`);
  console.log(`| Pagefind files fetched for the question alone, index not yet fetched (body bytes as sent) | ${cell(rows.questionIndexKB!, 'KB')} |`);
  console.log(`| Pagefind files fetched for both searches (body bytes as sent) | ${cell(rows.indexKB!, 'KB')} |`);
  const spread = (values: number[]) =>
    !values.length
      ? 'not measured'
      : `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  console.log(`\nOne query once search has loaded, ${questions.length} questions each searched twice (no throttling)\n`);
  console.log('| where | first time | again |\n| --- | --- | --- |');
  console.log(`| browser, the dialog's own measure (${SEARCH_MEASURE}) | ${spread(own.first)} | ${spread(own.again)} |`);
  console.log(`| search_docs (mcp/docs.ts, in Node) | ${spread(mcp.first)} | ${spread(mcp.again)} |`);
  console.log(`\nCPU probe after: ${cpuProbe().toFixed(0)} ms`);
} finally {
  server.kill();
}
