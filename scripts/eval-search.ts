/**
 * `npm run eval:search` (after a build): recall@5 of the site's search on the evaluation set
 * (tests/search-eval/questions.json), run in Node on the built Pagefind index (mcp/pagefind-node.ts),
 * for each way of searching:
 * - pagefind: Pagefind's ranking of the text as typed (the site's search before issue 30);
 * - no phrase table: that fused with searches of the question's content words, together and one by one;
 * - question: the shipped search (src/lib/question-search.ts), which adds the phrase table's words.
 * Prints a Markdown table (all questions, dev, held-out) and each question the shipped search
 * misses; with `--questions`, every question with the rank of its page in each. `SITE_DIR` picks
 * another build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadNodePagefind, type NodePagefind, type PagefindResult } from '../mcp/pagefind-node';
import { fuseRankings, planSearches, questionSearch } from '../src/lib/question-search';
import { firstHit, recallAt, type EvalQuestion } from './search-eval-stats';

const K = 5;
const site = path.resolve(process.env.SITE_DIR ?? 'out');
const { questions } = JSON.parse(readFileSync('tests/search-eval/questions.json', 'utf8')) as { questions: EvalQuestion[] };
const pagefind = await loadNodePagefind(site);

type Method = (pf: NodePagefind, text: string) => Promise<PagefindResult[]>;
const METHODS: Record<string, Method> = {
  pagefind: (pf, text) => pf.search(text),
  'no phrase table': async (pf, text) => {
    const plan = planSearches(text).filter((p) => p.kind !== 'phrase');
    const lists = await Promise.all(plan.map((p) => pf.search(p.query)));
    return fuseRankings(lists.map((items, i) => ({ weight: plan[i]!.weight, items: items.slice(0, 50) })), (r) => r.id);
  },
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
    if (name === 'question' && rank === null) misses.push(`- (${question.split}) "${question.q}": expected ${question.expected.join(' or ')}; got ${urls.join(', ') || 'nothing'}`);
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const subset = (name: string, split?: string) => ranks[name]!.filter((_, i) => !split || questions[i]!.split === split);
const count = (split?: string) => questions.filter((q) => !split || q.split === split).length;
console.log(`recall@${K} on ${questions.length} questions (${site})\n`);
const splits = ['dev', 'held-out', 'late', 'final'] as const;
console.log(`| search | all (${count()}) | ${splits.map((s) => `${s} (${count(s)})`).join(' | ')} |`);
console.log(`| --- | ---: |${' ---: |'.repeat(splits.length)}`);
for (const name of Object.keys(METHODS)) console.log(`| ${name} | ${pct(recallAt(subset(name), K))} | ${splits.map((s) => pct(recallAt(subset(name, s), K))).join(' | ')} |`);
console.log(`\nMissed by the question search (${misses.length}):\n${misses.join('\n')}`);
if (process.argv.includes('--questions')) {
  // Every question with the rank of its first expected page (– : not in the first five), for docs/benchmarks.md.
  const rank = (name: string, i: number) => String(ranks[name]![i] ?? '–');
  console.log(`\n| question | split | expected | ${Object.keys(METHODS).join(' | ')} |\n| --- | --- | --- |${' ---: |'.repeat(Object.keys(METHODS).length)}`);
  questions.forEach((q, i) => console.log(`| ${q.q} | ${q.split} | ${q.expected.map((e) => `\`${e.replace(/^\/guides\//, '')}\``).join(', ')} | ${Object.keys(METHODS).map((name) => rank(name, i)).join(' | ')} |`));
}
