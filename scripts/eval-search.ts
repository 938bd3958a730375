/**
 * `npm run eval:search` (after a build): how well the site's search answers the questions of
 * tests/search-eval/questions-2026-12.json, for the two ways readers search:
 * - dialog: the browser's search dialog as src/enhance/search-dialog.ts fills it (the site's search,
 *   src/lib/question-search.ts, on the built Pagefind index run in Node by mcp/pagefind-node.ts; its
 *   first 8 results, pages and reference items, each with up to 3 matching sections under it);
 * - search_docs: the MCP tool, called through the MCP SDK's client on an in-memory transport, with
 *   its default of 10 results.
 * For the test and dev splits apart, per kind and overall, it prints recall@1, recall@5 and MRR over
 * distinct results: a page (guides, fragment ignored) or a reference item (its page, its anchor or a
 * parameter's anchor on the long page) counts once, a dialog result with what its sections show
 * (scripts/search-eval-stats.ts `rankOf`), and MRR counts 0 for a question whose page is in none of
 * the results. Questions marked `needs: "error-pages"` are also counted
 * apart. Every expected URL is checked against the build first; a bad question stops the run with
 * its file and line.
 *
 * Each search runs in a process of its own, over the questions in file order: the search of
 * 2026-12-01 kept state between queries (issue 42), and `--check-order` proves today's does not.
 *
 * Options: `--semantic <weight>` fuses the semantic layer into the dialog's search at that weight
 * (src/lib/search/semantic.ts; off in the shipped search); `--questions` lists each dev question with its rank in both; `--test-misses` also lists
 * the test questions (look at them only to report, never to tune); `--check-order` runs both again
 * in reverse order and counts the questions whose results changed; `--old` prints instead the
 * recall@5 table of the 2026-11 set (tests/search-eval/questions.json) for the three ways of
 * searching it was measured with. `SITE_DIR` picks another build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { DocsSite } from '../mcp/docs';
import { loadNodePagefind, type NodePagefind, type PagefindResult } from '../mcp/pagefind-node';
import { createDocsServer } from '../mcp/server';
import { MCP_DATA_DIR, type McpIndex, type McpReferenceFile } from '../src/lib/mcp-data';
import { readSearchTables } from '../mcp/search-tables';
import { deterministicSearch, fuseRankings, planSearches, questionSearch, siteSearch } from '../src/lib/question-search';
import { groupResults, groupUrls } from '../src/lib/search-results';
import {
  distinctResults,
  firstHit,
  markdownTable,
  rankOf,
  readQuestions,
  recallAt,
  referenceResolver,
  SPLITS,
  type EvalQuestion,
  type Question,
  type ReferenceListing,
  type Resolver,
} from './search-eval-stats';

const QUESTIONS = 'tests/search-eval/questions-2026-12.json';
const OLD_QUESTIONS = 'tests/search-eval/questions.json';
const site = path.resolve(process.env.SITE_DIR ?? 'out');
const args = process.argv.slice(2);
const option = (name: string) => args.includes(name);
const valueOf = (name: string) => args[args.indexOf(name) + 1];
/** `--semantic <weight>`: the dialog's search with the semantic layer fused at that weight (search_docs stays as shipped). */
const semanticWeight = option('--semantic') ? Number(valueOf('--semantic')) : undefined;

/** How many results the dialog lists, each with its sections (MAX_RESULTS in src/enhance/search-dialog.ts). */
const DIALOG_RESULTS = 8;
/** search_docs' default `limit`. */
const SEARCH_DOCS_LIMIT = 10;

/** Each search, started once per process: a function from a question to its results' URLs (each result's, then its sections'), best first. */
const ENGINES: Record<string, () => Promise<(query: string) => Promise<string[][]>>> = {
  dialog: async () => {
    const [pagefind, tables] = await Promise.all([loadNodePagefind(site), readSearchTables(site, { semantic: semanticWeight !== undefined })]);
    return async (query) => {
      const results =
        (await siteSearch(
          { search: (q, o) => deterministicSearch(pagefind, tables.terms, q, o) },
          query,
          tables,
          {},
          { want: DIALOG_RESULTS, semanticWeight },
        )) ?? [];
      const pages = await Promise.all(results.slice(0, DIALOG_RESULTS).map(async (r) => ({ page: await r.data(), sections: r.sections })));
      return groupUrls(groupResults(pages));
    };
  },
  search_docs: async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(new DocsSite(site)).connect(serverSide);
    const client = new Client({ name: 'eval-search', version: '1.0.0' });
    await client.connect(clientSide);
    return async (query) => {
      const result = (await client.callTool({ name: 'search_docs', arguments: { query, limit: SEARCH_DOCS_LIMIT } })) as {
        content: { text: string }[];
        isError?: boolean;
      };
      const text = result.content.map((c) => c.text).join('\n');
      if (result.isError) throw new Error(`search_docs failed for "${query}": ${text}`);
      return (JSON.parse(text) as { results: { url: string }[] }).results.map((r) => [r.url]);
    };
  },
};

/** One search's results for every question, in file order, run in a child process (`--engine`). */
function runEngine(engine: string, reverse: boolean): string[][][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'eval-search-'));
  const out = path.join(dir, 'results.json');
  try {
    const started = Date.now();
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--engine',
        engine,
        '--out',
        out,
        ...(reverse ? ['--reverse'] : []),
        ...(semanticWeight !== undefined ? ['--semantic', String(semanticWeight)] : []),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (child.status !== 0) throw new Error(`The ${engine} run failed (exit ${child.status ?? child.signal})`);
    console.error(`${engine}${reverse ? ' (reverse order)' : ''}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return JSON.parse(readFileSync(out, 'utf8')) as string[][][];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.includes('--engine')) {
  // Child: run one search over the questions (already checked by the parent) and write the URLs.
  const start = ENGINES[valueOf('--engine') ?? ''];
  if (!start) throw new Error(`Unknown engine ${valueOf('--engine')}: ${Object.keys(ENGINES).join(', ')}`);
  const { questions } = JSON.parse(readFileSync(QUESTIONS, 'utf8')) as { questions: { q: string }[] };
  const search = await start();
  const urls: string[][][] = questions.map(() => []);
  const order = questions.map((_, i) => i);
  if (option('--reverse')) order.reverse();
  for (const i of order) urls[i] = await search(questions[i]!.q);
  writeFileSync(valueOf('--out')!, JSON.stringify(urls));
  process.exit(0);
} else if (option('--old')) await oldReport();
else await report();

/** The build's references, for telling items apart, and a check that a URL is in the build. */
function loadBuild(): { resolve: Resolver; missing: (url: string) => string | null } {
  const dataDir = path.join(site, MCP_DATA_DIR);
  if (!existsSync(path.join(dataDir, 'index.json')))
    throw new Error(`No build in ${site} (${path.join(dataDir, 'index.json')} is missing): run \`npm run build\` first`);
  const index = JSON.parse(readFileSync(path.join(dataDir, 'index.json'), 'utf8')) as McpIndex;
  const listings: ReferenceListing[] = index.references.map((ref) => ({
    page: ref.page,
    ...(JSON.parse(readFileSync(path.join(dataDir, ref.file), 'utf8')) as McpReferenceFile),
  }));
  const resolve = referenceResolver(listings);
  const longPages = new Set(index.references.map((r) => r.page));
  const missing = (url: string): string | null => {
    const [route, anchor] = url.split('#') as [string, string | undefined];
    const file = [`${route}.html`, `${route}/index.html`].map((f) => path.join(site, f)).find((f) => existsSync(f));
    if (!file) return `no page at ${route} (no ${path.relative(process.cwd(), path.join(site, route))}.html)`;
    if (!anchor) return null;
    if (longPages.has(route)) return resolve(url) === route ? `#${anchor} is no item, parameter or variable of ${route}` : null;
    return readFileSync(file, 'utf8').includes(`id="${anchor}"`) ? null : `${route} has no heading #${anchor}`;
  };
  return { resolve, missing };
}

async function report() {
  const { resolve, missing } = loadBuild();
  const { questions, problems } = readQuestions(readFileSync(QUESTIONS, 'utf8'), QUESTIONS, missing);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in ${QUESTIONS}:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const engines = Object.keys(ENGINES);
  const urls = Object.fromEntries(engines.map((e) => [e, runEngine(e, false)]));
  const ranks = Object.fromEntries(engines.map((e) => [e, questions.map((q, i) => rankOf(urls[e]![i]!, q.expected, resolve))]));

  console.log(`Search evaluation: ${questions.length} questions (${QUESTIONS}), build ${site}`);
  console.log(
    `dialog: the search dialog's first ${DIALOG_RESULTS} results, each with its sections; search_docs: its first ${SEARCH_DOCS_LIMIT} results. Recall and MRR over distinct results (pages and items).`,
  );
  for (const split of SPLITS) {
    const of = questions.flatMap((q, i) => (q.split === split ? [i] : []));
    const subset = of.map((i) => questions[i]!);
    console.log(`\n### ${split} (${subset.length} questions)\n`);
    console.log(markdownTable(subset, Object.fromEntries(engines.map((e) => [e, of.map((i) => ranks[e]![i]!)]))));
  }

  const shown = (q: Question) => q.split === 'dev' || option('--test-misses');
  const top = (e: string, i: number) =>
    distinctResults(urls[e]![i]!, resolve)
      .slice(0, 5)
      .map((docs) => docs[0]!);
  for (const e of engines) {
    const missed = questions.flatMap((q, i) => (shown(q) && (ranks[e]![i] ?? 99) > 5 ? [i] : []));
    console.log(`\nNot in ${e}'s top 5 (${option('--test-misses') ? 'all splits' : 'dev split; --test-misses for the test split'}): ${missed.length}`);
    for (const i of missed) {
      const q = questions[i]!;
      console.log(`- (${q.split}, ${q.kind}) "${q.q}": expected ${q.expected.join(' or ')}; got ${top(e, i).join(', ') || 'nothing'}`);
    }
  }

  if (option('--questions')) {
    console.log(`\n| question | kind | split | ${engines.join(' | ')} |\n| --- | --- | --- |${' ---: |'.repeat(engines.length)}`);
    questions.forEach((q, i) => {
      if (shown(q)) console.log(`| ${q.q.replace(/\|/g, '\\|')} | ${q.kind} | ${q.split} | ${engines.map((e) => String(ranks[e]![i] ?? '–')).join(' | ')} |`);
    });
  }

  if (option('--check-order')) {
    // The same questions in reverse order: a search without state gives every question the same results.
    console.log('\nSame questions in reverse order: questions whose distinct top 10 changed');
    for (const e of engines) {
      const reversed = runEngine(e, true);
      const changed = questions.filter(
        (_, i) => distinctResults(urls[e]![i]!, resolve).slice(0, 10).join() !== distinctResults(reversed[i]!, resolve).slice(0, 10).join(),
      );
      const rankChanged = questions.filter((q, i) => rankOf(reversed[i]!, q.expected, resolve) !== ranks[e]![i]);
      console.log(`- ${e}: ${changed.length} of ${questions.length} (the expected page's rank changed for ${rankChanged.length})`);
    }
  }
}

/** The 2026-11 set: recall@5 of the first five results (not distinct pages), for three ways of searching. */
async function oldReport() {
  const K = 5;
  const { questions } = JSON.parse(readFileSync(OLD_QUESTIONS, 'utf8')) as { questions: EvalQuestion[] };
  const pagefind = await loadNodePagefind(site);
  type Method = (pf: NodePagefind, text: string) => Promise<PagefindResult[]>;
  const METHODS: Record<string, Method> = {
    // Pagefind's ranking of the text as typed (the site's search before issue 30).
    pagefind: (pf, text) => pf.search(text),
    // That fused with searches of the question's content words, together and one by one.
    'no phrase table': async (pf, text) => {
      const plan = planSearches(text).filter((p) => p.kind !== 'phrase');
      const lists = await Promise.all(plan.map((p) => pf.search(p.query)));
      return fuseRankings(
        lists.map((items, i) => ({ weight: plan[i]!.weight, items: items.slice(0, 50) })),
        (r) => r.id,
      );
    },
    // The shipped search, which adds the phrase table's words.
    question: async (pf, text) => (await questionSearch({ search: pf.search }, text)) ?? [],
  };
  const urlsOf = async (results: PagefindResult[]) => Promise.all(results.slice(0, K).map(async (r) => (await r.data()).url));
  const ranks: Record<string, (number | null)[]> = {};
  const misses: string[] = [];
  for (const [name, method] of Object.entries(METHODS)) {
    ranks[name] = [];
    for (const question of questions) {
      const urls = await urlsOf(await method(pagefind, question.q));
      const rank = firstHit(urls, question.expected);
      ranks[name].push(rank);
      if (name === 'question' && rank === null)
        misses.push(`- (${question.split}) "${question.q}": expected ${question.expected.join(' or ')}; got ${urls.join(', ') || 'nothing'}`);
    }
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const subset = (name: string, split?: string) => ranks[name]!.filter((_, i) => !split || questions[i]!.split === split);
  const count = (split?: string) => questions.filter((q) => !split || q.split === split).length;
  console.log(`recall@${K} on ${questions.length} questions (${OLD_QUESTIONS}, ${site})\n`);
  const splits = ['dev', 'held-out', 'late', 'final'] as const;
  console.log(`| search | all (${count()}) | ${splits.map((s) => `${s} (${count(s)})`).join(' | ')} |`);
  console.log(`| --- | ---: |${' ---: |'.repeat(splits.length)}`);
  for (const name of Object.keys(METHODS))
    console.log(`| ${name} | ${pct(recallAt(subset(name), K))} | ${splits.map((s) => pct(recallAt(subset(name, s), K))).join(' | ')} |`);
  console.log(`\nMissed by the question search (${misses.length}):\n${misses.join('\n')}`);
  if (option('--questions')) {
    // Every question with the rank of its first expected page (– : not in the first five), for docs/benchmarks.md.
    const rank = (name: string, i: number) => String(ranks[name]![i] ?? '–');
    console.log(`\n| question | split | expected | ${Object.keys(METHODS).join(' | ')} |\n| --- | --- | --- |${' ---: |'.repeat(Object.keys(METHODS).length)}`);
    questions.forEach((q, i) =>
      console.log(
        `| ${q.q} | ${q.split} | ${q.expected.map((e) => `\`${e.replace(/^\/guides\//, '')}\``).join(', ')} | ${Object.keys(METHODS)
          .map((name) => rank(name, i))
          .join(' | ')} |`,
      ),
    );
  }
}
