/**
 * Issue 42: the same query ranked differently after other searches, in the dialog and in the MCP
 * server (the long-running `/mcp` server shares one DocsSite, so one index, between every client).
 * Pagefind loads its index in chunks and extends a word to the longer index words it begins only
 * among the chunks already loaded. This builds a small Pagefind index whose words beginning with
 * "session" fill three chunks, then runs a query, 20 others that load the other chunks, and the first
 * query again, the way the dialog searches (src/lib/question-search.ts on Pagefind in Node) and
 * through search_docs' DocsSite, and compares the whole ranking.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deterministicSearch, siteSearch } from '../src/lib/question-search';
import { DocsSite } from './docs';
import { loadNodePagefind } from './pagefind-node';
import { readSearchTables } from './search-tables';
import { buildTestSite } from '../builder/search-test-site';

const site = mkdtempSync(path.join(tmpdir(), 'search-determinism-'));

let family: string[] = [];
const QUERY = 'session';
// Words from every chunk the family spans, then from elsewhere: what other readers searched.
const others = () => [...family.filter((_, i) => i % 125 === 0), 'guide page'].slice(0, 20);

beforeAll(async () => {
  ({ family } = await buildTestSite(site));
}, 120_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

// Each test runs 22 searches over a real Pagefind index: seconds on a loaded 2-core machine; what it
// proves is the ranking, not the time.
describe('the same query, before and after 20 others', { timeout: 60_000 }, () => {
  it('spans several index chunks (else the test would prove nothing)', () => {
    expect(readdirSync(path.join(site, 'pagefind', 'index')).length).toBeGreaterThan(3);
    expect(others()).toHaveLength(20);
  });

  it('ranks alike in the dialog’s search', async () => {
    const [index, tables] = await Promise.all([loadNodePagefind(site), readSearchTables(site)]);
    const ranking = async (query: string) => {
      const results = (await siteSearch({ search: (q) => deterministicSearch(index, tables.terms, q) }, query, tables, {}, { want: 1000, depth: 1000 })) ?? [];
      return Promise.all(results.map(async (r) => (await r.data()).url));
    };
    const before = await ranking(QUERY);
    for (const other of others()) await ranking(other);
    expect(before.length).toBeGreaterThan(50);
    expect(await ranking(QUERY)).toEqual(before);
  });

  it('ranks alike in search_docs, one DocsSite answering every call as /mcp does', async () => {
    const docs = new DocsSite(site);
    const ranking = async (query: string) => (await docs.search(query, { limit: 50 })).results.map((r) => r.url);
    const before = await ranking(QUERY);
    for (const other of others()) await ranking(other);
    expect(before).toHaveLength(50);
    expect(await ranking(QUERY)).toEqual(before);
  });
});
