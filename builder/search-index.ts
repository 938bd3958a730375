/**
 * The Pagefind search index of the export: one record per reference item and parameter, made from
 * the references' models, plus the exported guide and start pages. Used by the post-build step,
 * and by the build's fast path, which keeps the records of the last full build (builder/fast-build.ts).
 */
import path from 'node:path';
import * as pagefind from 'pagefind';

/** One reference search record, as Pagefind takes it. */
export interface SearchRecord {
  url: string;
  language: string;
  meta: { title: string; page?: string };
  content: string;
}

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

/** Adds the exported pages under `out` to the started index and writes it to `outputPath` (`out/pagefind` unless the fast path stages it elsewhere). */
export async function writeSearchIndex({ index, records }: Awaited<ReturnType<typeof startSearchIndex>>, out: string, outputPath = path.join(out, 'pagefind')) {
  // Only these pages carry data-pagefind-body; reading the reference pages too (their items are
  // records of their own) would take as long as indexing everything else.
  const added = await index.addDirectory({ path: out, glob: '{index.html,guides/**/*.html,reference/*/start.html}' });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join(', ')}`);
  await index.writeFiles({ outputPath });
  await pagefind.close();
  return { pages: added.page_count, records };
}

/** Ends Pagefind's process without writing an index (the fast path gave way to a full build). */
export const closeSearchIndex = (): Promise<null> => pagefind.close();
