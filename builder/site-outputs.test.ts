import { beforeAll, describe, expect, it } from 'vitest';
import { siteIndex, type Listings, type SiteIndex } from '../src/site';
import { mcpData } from './mcp-data';
import { referenceSearchRecords, searchedRoutes } from './search-index';
import { llmsRoutes, llmsTxt, siteOutputProblems, sitemapRoutes, sitemapXml, type SiteOutputs } from './site-outputs';

/**
 * The site index against the outputs made from it, in memory, as the post-build step makes them:
 * every page is in the sitemap, the search index, the MCP index and llms.txt exactly as the index
 * says, or the index says why not. (scripts/check-site-index.ts runs the same check on a built out/.)
 */
let index: SiteIndex;
let outputs: SiteOutputs;

beforeAll(async () => {
  index = await siteIndex();
  const mcp = mcpData(index);
  outputs = {
    sitemap: sitemapRoutes(sitemapXml(index).xml),
    llms: llmsRoutes(llmsTxt(index)),
    mcp: mcp.index,
    mcpFile: (file) => mcp.files.get(file),
    searchedPages: searchedRoutes(index.pages),
    searchRecords: referenceSearchRecords(index.references).map((r) => r.url),
  };
}, 60_000);

const OUTPUTS = ['sitemap', 'search', 'mcp', 'llms', 'twin'] as const satisfies readonly (keyof Listings)[];

describe('the site index and the outputs made from it', () => {
  it('every output has each page the index says it has, the way it says, and no other', () => {
    expect(siteOutputProblems(index, outputs)).toEqual([]);
  });

  it('lists every kind of page, each address once', () => {
    const kinds = new Map<string, number>();
    for (const page of index.pages) kinds.set(page.kind, (kinds.get(page.kind) ?? 0) + 1);
    expect([...kinds.keys()].sort()).toEqual(['guide', 'home', 'not-found', 'reference', 'reference-item', 'site-page', 'start-page']);
    expect(kinds.get('guide')).toBeGreaterThan(350);
    expect(kinds.get('reference-item')).toBeGreaterThan(1000);
    expect(new Set(index.pages.map((p) => p.route)).size).toBe(index.pages.length);
  });

  it('leaves a page out of an output only for a reason it names, and only these', () => {
    const left = new Set<string>();
    for (const page of index.pages) {
      for (const output of OUTPUTS) {
        const listing = page[output];
        if (!('out' in listing)) continue;
        expect(listing.out.length, `${page.route}: ${output}`).toBeGreaterThan(20);
        left.add(`${page.kind} ${output}`);
      }
    }
    expect([...left].sort()).toEqual([
      'home llms',
      'home mcp',
      'home twin',
      'not-found llms',
      'not-found mcp',
      'not-found search',
      'not-found sitemap',
      'not-found twin',
      'reference-item search',
      'reference-item twin',
    ]);
  });

  it('has /contributing in the sitemap, the search index, the MCP index and llms.txt', () => {
    const page = index.page('/contributing')!;
    expect(page.kind).toBe('site-page');
    expect([page.sitemap, page.search, page.mcp, page.llms, page.twin]).toEqual([
      { in: 'url' },
      { in: 'page' },
      { in: 'page' },
      { in: 'page' },
      { in: '/contributing.md' },
    ]);
    expect(outputs.searchedPages).toContain('/contributing');
    expect(outputs.mcp.pages.find((p) => p.url === '/contributing')).toMatchObject({
      title: 'Contributing to the docs',
      breadcrumbs: ['Home', 'Contributing to the docs'],
    });
  });

  it('names every page an output misses or has too many of', () => {
    const withoutContributing = { ...outputs, mcp: { ...outputs.mcp, pages: outputs.mcp.pages.filter((p) => p.url !== '/contributing') } };
    expect(siteOutputProblems(index, withoutContributing)).toEqual([
      '/contributing (site-page, content/contributing.mdx): the site index says the MCP index lists it (page), but it does not',
    ]);
    const problems = siteOutputProblems(index, {
      ...outputs,
      sitemap: [...outputs.sitemap.filter((r) => r !== '/guides/auth'), '/404', '/guides/gone'],
      searchedPages: outputs.searchedPages.filter((r) => r !== '/'),
      exported: [...index.pages.map((p) => p.route).filter((r) => r !== '/reference/cli/plinth-db-push'), '/guides/stray'],
    });
    expect(problems).toEqual([
      '/ (home, src/components/home/HomePage.tsx): the site index says the search index lists it (page), but it does not',
      '/guides/auth (guide, content/guides/auth/index.mdx): the site index says sitemap.xml lists it (url), but it does not',
      '/404 (not-found, src/app/not-found.tsx): sitemap.xml lists it (url), though the site index leaves it out: the 404 page is what an address without a page gets',
      '/guides/gone: sitemap.xml lists it, but the site index (src/site) has no such page',
      '/guides/stray: an exported page the site index (src/site) does not list',
      '/reference/cli/plinth-db-push (reference-item): in the site index, but not exported',
    ]);
  });
});
