/**
 * `npx tsx scripts/check-search-names.ts [out]` (a step of `npm test`, after the build): every
 * exact name of the references, typed alone, gives an item of that name first in the site search
 * (src/lib/question-search.ts `siteSearch`, as the dialog and search_docs run it). For a name several
 * items share: one of them, and for a reader whose language is one of theirs, theirs; for a name only
 * an older version has, on that version's pages. Prints the misses and exits 1 if there is one.
 *
 * The full-text index is left out (a stand-in that finds nothing): the names come before its
 * results by construction, so what this walks is the name stage itself, in seconds rather than
 * the minutes 2,000 Pagefind searches would take. The evaluation (npm run eval:search) runs names
 * and full text together.
 */
import path from 'node:path';
import { readSearchTables } from '../mcp/search-tables';
import { siteSearch } from '../src/lib/question-search';
import type { NameTable } from '../src/lib/search/names';
import { readFileSync } from 'node:fs';
import { NAMES_URL } from '../src/lib/search/tables';

const out = path.resolve(process.argv[2] ?? 'out');
const tables = await readSearchTables(out);
const table = JSON.parse(readFileSync(path.join(out, NAMES_URL), 'utf8')) as NameTable;
const index = { search: async () => [] };
const names = tables.names!;

const misses: string[] = [];
let checks = 0;
const started = performance.now();
// `signInWithIdToken()` and `signInWithIdToken` are one name as a reader types it.
const bare = (display: string) => display.replace(/\(\)$/, '');
const sameName = new Map<string, Set<number>>();
for (const [display, ...indexes] of table.names) {
  const set = sameName.get(bare(display)) ?? new Set<number>();
  for (const i of indexes) set.add(i);
  sameName.set(bare(display), set);
}
for (const [display] of table.names) {
  const targets = [...sameName.get(bare(display))!].map((i) => table.targets[i]!);
  const current = targets.filter((t) => t.current);
  // The contexts a reader may search from: anywhere, in each language the name has, on an old version's pages.
  const contexts: { context: { language?: string; path?: string }; wanted: typeof targets; what: string }[] = [];
  if (current.length) contexts.push({ context: {}, wanted: current, what: 'anywhere' });
  for (const language of new Set(current.map((t) => t.reference)))
    if (current.some((t) => t.reference !== language))
      contexts.push({ context: { language }, wanted: current.filter((t) => t.reference === language), what: `language ${language}` });
  for (const old of targets.filter((t) => !t.current)) {
    const prefix = names.prefixOf(old);
    contexts.push({ context: { path: `${prefix}introduction` }, wanted: targets.filter((t) => names.prefixOf(t) === prefix), what: `on ${prefix}` });
  }
  for (const { context, wanted, what } of contexts) {
    checks++;
    const [first] = (await siteSearch(index, display, tables, context)) ?? [];
    const got = first?.name?.target;
    if (!got || !wanted.some((t) => t.url === got.url))
      misses.push(`"${display}" (${what}): expected ${wanted.map((t) => t.url).join(' or ')}, got ${got?.url ?? 'nothing'}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`search names: ${table.names.length} names of ${table.targets.length} items, ${checks} searches in ${seconds} s: ${misses.length} misses`);
for (const miss of misses.slice(0, 50)) console.log(`- ${miss}`);
if (misses.length > 50) console.log(`… and ${misses.length - 50} more`);
process.exit(misses.length ? 1 : 0);
