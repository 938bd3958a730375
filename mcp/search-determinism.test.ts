/**
 * Issue 42: the same query ranked differently after other searches, in the dialog and in the MCP
 * server (the long-running `/mcp` server shares one DocsSite, so one index, between every client).
 * Pagefind loads its index in chunks and extends a word to the longer index words it begins only
 * among the chunks already loaded. This builds a small Pagefind index whose words beginning with
 * "session" fill three chunks, then runs a query, 20 others that load the other chunks, and the first
 * query again, the way the dialog searches (src/lib/question-search.ts on Pagefind in Node) and
 * through search_docs' DocsSite, and compares the whole ranking.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNameTable } from '../builder/search-names';
import { writeTermTable } from '../builder/search-terms';
import { deterministicSearch, siteSearch } from '../src/lib/question-search';
import { DocsSite } from './docs';
import { loadNodePagefind } from './pagefind-node';
import { readSearchTables } from './search-tables';

const site = mkdtempSync(path.join(tmpdir(), 'search-determinism-'));

/** Words from a fixed linear congruential sequence, so the index is the same on every run. */
function corpus() {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const letters = 'abcdefghijklmnoprstuvw';
  const word = () => Array.from({ length: 4 + Math.floor(next() * 6) }, () => letters[Math.floor(next() * letters.length)]).join('');
  const vocabulary = Array.from({ length: 4000 }, word);
  const family = Array.from({ length: 2500 }, () => `session${word().slice(0, 3)}`);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const pages = Array.from({ length: 600 }, (_, i) => {
    const words = Array.from({ length: 60 }, () => pick(vocabulary));
    words.push(...Array.from({ length: 40 }, () => pick(family)));
    if (i % 7 === 0) words.push('session');
    return { url: `/guides/p${i}`, title: `Page ${i}`, content: words.join(' ') };
  });
  return { pages, family };
}

const { pages, family } = corpus();
const QUERY = 'session';
// Words from every chunk the family spans, then from elsewhere: what other readers searched.
const OTHERS = [...family.filter((_, i) => i % 125 === 0), 'guide page'].slice(0, 20);

beforeAll(async () => {
  const { index } = await pagefind.createIndex({});
  for (const page of pages) await index!.addCustomRecord({ url: page.url, language: 'en', meta: { title: page.title }, content: page.content });
  await index!.writeFiles({ outputPath: path.join(site, 'pagefind') });
  await pagefind.close();
  writeTermTable(path.join(site, 'pagefind'));
  mkdirSync(path.join(site, '_mcp'));
  const listed = pages.map((p) => ({ url: p.url, title: p.title, description: '', breadcrumbs: ['Home', p.title], section: 'guides' }));
  writeFileSync(path.join(site, '_mcp', 'index.json'), JSON.stringify({ versions: { cli: '1.0.0', libraries: {} }, pages: listed, references: [] }));
  writeNameTable(site);
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the same query, before and after 20 others', () => {
  it('spans several index chunks (else the test would prove nothing)', () => {
    expect(readdirSync(path.join(site, 'pagefind', 'index')).length).toBeGreaterThan(3);
    expect(OTHERS).toHaveLength(20);
  });

  it('ranks alike in the dialog’s search', async () => {
    const [index, tables] = await Promise.all([loadNodePagefind(site), readSearchTables(site)]);
    const ranking = async (query: string) => {
      const results = (await siteSearch({ search: (q) => deterministicSearch(index, tables.terms, q) }, query, tables, {}, { want: 1000, depth: 1000 })) ?? [];
      return Promise.all(results.map(async (r) => (await r.data()).url));
    };
    const before = await ranking(QUERY);
    for (const other of OTHERS) await ranking(other);
    expect(before.length).toBeGreaterThan(50);
    expect(await ranking(QUERY)).toEqual(before);
  });

  it('ranks alike in search_docs, one DocsSite answering every call as /mcp does', async () => {
    const docs = new DocsSite(site);
    const ranking = async (query: string) => (await docs.search(query, { limit: 50 })).results.map((r) => r.url);
    const before = await ranking(QUERY);
    for (const other of OTHERS) await ranking(other);
    expect(before).toHaveLength(50);
    expect(await ranking(QUERY)).toEqual(before);
  });
});
