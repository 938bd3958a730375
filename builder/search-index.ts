/**
 * The Pagefind search index of the export: one record per reference item and parameter, made from
 * the references' models, plus the exported pages the site index says Pagefind reads (src/site:
 * the home page, guides, the site's own pages, start pages). Used by the post-build step, and by
 * the build's fast path, which keeps the records of the last full build (builder/fast-build.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { ReferenceDoc } from '../src/reference/model';
import { searchRecords } from '../src/reference/outputs';
import type { Listings } from '../src/site';
import { exportedPage } from './content-outputs';
import { SCOPE_FILTER, SEARCH_SCOPES, scopeOfReference } from '../src/lib/search/scopes';
import { startPages } from '../src/site';
import { writeTermTable } from './search-terms';

/** One reference search record, as Pagefind takes it. */
export interface SearchRecord {
  url: string;
  language: string;
  /** `item`, `where` and, for a parameter, `part` and `of`: what the search dialog shows (src/lib/search-results.ts `groupResults`). */
  meta: { title: string; page?: string; item: string; where: string; part?: string; of?: string };
  /** The record's scope in the search dialog's filter row (src/lib/search/scopes.ts). */
  filters: { [SCOPE_FILTER]: string[] };
  content: string;
}

/** The reference records of the search index, as Pagefind takes them (the fast path reads them back from the build cache). */
export const referenceSearchRecords = (docs: readonly ReferenceDoc[]): SearchRecord[] =>
  docs.flatMap((doc) =>
    searchRecords(doc).map((r) => ({
      url: r.url,
      language: 'en',
      meta: { title: r.title, ...(r.page === undefined ? {} : { page: r.page }), ...r.show },
      filters: { [SCOPE_FILTER]: [scopeOfReference(doc.key)] },
      content: r.content,
    })),
  );

/**
 * Starts the search index with everything that does not need the exported pages: one record per
 * reference item and per parameter. The reference pages are left out of the HTML index (they have
 * no data-pagefind-body); as records of their own, "db push --dry-run" finds db push and
 * "signInWithOtp" the JavaScript function.
 */
export async function startSearchIndex(records: readonly SearchRecord[]) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join(', ')}`);
  // Sent together rather than one round trip to Pagefind's process at a time.
  const results = await Promise.all(records.map((record) => index.addCustomRecord(record)));
  const failed = results.flatMap((r) => r.errors);
  if (failed.length) throw new Error(`pagefind: ${failed.join(', ')}`);
  return { index, records: records.length };
}

/** The routes of the pages Pagefind reads from the export: those the site index gives the search entry `page`. */
export const searchedRoutes = (pages: readonly ({ route: string } & Pick<Listings, 'search'>)[]): string[] =>
  pages.filter((p) => 'in' in p.search && p.search.in === 'page').map((p) => p.route);

/**
 * Adds the exported pages of `routes` (searchedRoutes) under `out` to the started index and writes
 * it to `outputPath` (`out/pagefind` unless the fast path stages it elsewhere). Fails when Pagefind
 * found a different number of pages: one without its file, or without `data-pagefind-body`.
 */
export async function writeSearchIndex(
  { index, records }: Awaited<ReturnType<typeof startSearchIndex>>,
  out: string,
  routes: readonly string[],
  outputPath = path.join(out, 'pagefind'),
) {
  // Only these pages carry data-pagefind-body; reading the reference pages too (their items are
  // records of their own) would take as long as indexing everything else.
  const file = (route: string) => path.relative(out, exportedPage(out, route)).split(path.sep).join('/');
  // A reference's start page is in its reference's scope: Pagefind reads it with the scope's filter
  // added to its body (the page served is unchanged). Every other page is a guide's: no filter.
  const scopeOf = (reference: string) => {
    const scope = SEARCH_SCOPES.find((s) => s.id === scopeOfReference(reference));
    if (!scope) throw new Error(`search: the reference "${reference}" has no filter in src/lib/search/scopes.ts (SEARCH_SCOPES)`);
    return scope;
  };
  const starts = new Map(startPages().map((p) => [p.route, scopeOf(p.reference)]));
  const files = routes.filter((route) => !starts.has(route)).map(file);
  const added = await index.addDirectory({ path: out, glob: `{${files.join(',')}}` });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join(', ')}`);
  let pages = added.page_count;
  for (const route of routes.filter((r) => starts.has(r))) {
    const sourcePath = file(route);
    const html = readFileSync(path.join(out, sourcePath), 'utf8');
    const scope = starts.get(route)!;
    const body = html.replace(/\bdata-pagefind-body=""/, `$& data-pagefind-filter="${SCOPE_FILTER}:${scope.id}" data-pagefind-meta="where:${scope.label}"`);
    if (body === html) throw new Error(`pagefind: ${sourcePath} (the start page ${route}) has no data-pagefind-body`);
    const page = await index.addHTMLFile({ sourcePath, content: body });
    if (page.errors.length) throw new Error(`pagefind: ${sourcePath}: ${page.errors.join(', ')}`);
    pages++;
  }
  if (pages !== routes.length)
    throw new Error(`pagefind: indexed ${pages} of the ${routes.length} pages the site index names (src/site): each must be exported, with data-pagefind-body`);
  await index.writeFiles({ outputPath });
  await pagefind.close();
  // The words of the index and its chunks, beside it: the search's typo and determinism table (builder/search-terms.ts).
  const words = writeTermTable(outputPath);
  return { pages, records, words };
}

/** Ends Pagefind's process without writing an index (the fast path gave way to a full build). */
export const closeSearchIndex = (): Promise<null> => pagefind.close();
