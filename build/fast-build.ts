/**
 * The fast path of `npm run build`, taken when the only changes since the last complete build are
 * in the bodies of existing guide and start pages (the decision and why it is sound:
 * build/fast-plan.ts). Instead of `next build` and the whole post-build step, it:
 * 1. compiles the changed pages, through the content cache like any build;
 * 2. writes their content, islands rendered, into the slot of their exported pages, replacing
 *    exactly what the last build wrote there (build/slot-refill.ts);
 * 3. writes their Markdown twins and out/content-version.txt (it counts the content's files and
 *    their modification times), and the search index again, whole;
 * 4. writes the gzip twins of the files it changed;
 * 5. records the build in the manifest, as a full build does.
 * The other outputs do not read a page's body: llms.txt lists titles and descriptions, the sitemap
 * and the 404 page's list read addresses and the navigation, the runtime's deferral runs on markup
 * outside the slot. Nothing is written until every page is ready, so when a page is not what the
 * manifest says, the full build takes over from an untouched out/.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPRESSIBLE } from '../server/static';
import { loadCompiled, type CachedPage } from '../src/content/cache';
import { contentVersion } from '../src/content/version';
import { confirmHeadings, MANIFEST_VERSION, rewrittenLater, tocHash, type FastPlan, type PageRecord, type SlotRecord } from './fast-plan';
import { recordSlot, refillSlot } from './slot-refill';
import { loadSearchRecords, outFingerprint, projectFingerprint, removeManifest, writeManifest, type ProjectState } from './build-state';
import { writeGzipTwin } from './gzip-twins';
import { renderIslands } from './islands-ssr';
import { closeSearchIndex, startSearchIndex, writeSearchIndex } from './search-index';
import { syncFolder } from './sync-folder';

const OUT = path.resolve('out');
/** The slot of guide and start pages (src/app/guides/[...slug]/page.tsx). */
const SLOT = 'content';
/**
 * Where the fast path writes the search index before copying what changed into out/pagefind: in
 * memory where Linux offers it. Writing its 7,000 files to disk took seconds; a one-page edit
 * changes about five of them.
 */
const stagingFolder = () => mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'plinth-pagefind-'));

const shown = (file: string) => path.relative(process.cwd(), file);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface FastBuild {
  path: 'fast';
  summary: string;
  /** Pages compiled, and how many of them were not in the content cache. */
  pages: number;
  compiled: number;
  seconds: Record<string, number>;
}

/**
 * Runs the fast path. Returns the full build's reason instead when the second decision (headings)
 * or the exported pages rule it out; until then out/ is untouched. A content error throws, as in
 * a full build.
 */
export async function fastBuild({ plan, state }: { plan: FastPlan; state: ProjectState }): Promise<FastBuild | { path: 'full'; reason: string }> {
  const seconds: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    seconds[step] = (seconds[step] ?? 0) + (performance.now() - started) / 1000;
    return result;
  };
  const previous = plan.manifest;

  // The search index is made again from the kept reference records: Pagefind's own process takes
  // them while this one compiles. Not needed when no page changed.
  let search: ReturnType<typeof startSearchIndex> | undefined;
  if (plan.changed.length) {
    const records = loadSearchRecords(previous.searchRecords);
    if (!records) return { path: 'full', reason: 'the search records kept by the last build are missing or changed' };
    search = startSearchIndex(records);
    // Awaited later; a failure meanwhile must not go unhandled.
    search.catch(() => undefined);
  }
  const giveWay = async (reason: string) => {
    if (search) await search.then(closeSearchIndex, () => undefined);
    return { path: 'full' as const, reason };
  };

  const compiled = new Map<string, CachedPage & { hit: boolean }>();
  await timed('compile', async () => {
    for (const file of plan.changed) {
      const { route, source } = state.sources.get(file)!;
      compiled.set(file, await loadCompiled(file, route, source));
    }
  });
  const confirmed = confirmHeadings(plan, new Map([...compiled].map(([file, page]) => [file, tocHash(page.toc)])));
  if (confirmed.path === 'full') return giveWay(confirmed.reason);

  // Every file in memory before any is written.
  const files = new Map<string, string>();
  const slots = new Map<string, SlotRecord>();
  const refusal = await timed('contentSlots', async () => {
    for (const file of plan.changed) {
      const { route } = state.sources.get(file)!;
      const page = compiled.get(file)!;
      const content = await renderIslands(page.html, file);
      if (rewrittenLater(content)) return `${file}: its content has markup a later build step rewrites`;
      const html = path.join(OUT, `${route}.html`);
      try {
        const refilled = refillSlot(readFileSync(html, 'utf8'), SLOT, previous.pages[file]!.slot!, content, shown(html));
        files.set(html, refilled);
        slots.set(file, recordSlot(refilled, SLOT, content)!);
      } catch (error) {
        return message(error);
      }
      files.set(path.join(OUT, `${route}.md`), page.markdown);
    }
    // The content's file count and newest modification time (src/content/version.ts): an edit moves it.
    files.set(path.join(OUT, 'content-version.txt'), contentVersion());
    return undefined;
  });
  if (refusal) return giveWay(refusal);

  // Only what differs is written: an unchanged file keeps its time, and its gzip twin stays valid.
  const written = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
  if (written.length || search) removeManifest(); // from here on, out/ is no longer what the manifest describes
  await timed('write', () => written.forEach((file) => writeFileSync(file, files.get(file)!)));

  let searchLine = 'search index unchanged';
  if (search) {
    const started = await search;
    await timed('searchIndex', async () => {
      const staging = stagingFolder();
      try {
        const index = await writeSearchIndex(started, OUT, staging);
        const synced = syncFolder(staging, path.join(OUT, 'pagefind'));
        written.push(...synced.written);
        searchLine = `search index of ${index.pages} pages + ${index.records} reference records (${synced.written.length} of its files written, ${synced.removed} removed)`;
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    });
  }

  const twins = written.filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await timed('gzip', () => Promise.all(twins.map(writeGzipTwin)));

  // Also when nothing was written: the changed bodies happened to make the same pages.
  if (written.length || plan.changed.length) {
    await timed('manifest', () => {
      const pages: Record<string, PageRecord> = {};
      for (const [file, facts] of Object.entries(state.snapshot.pages)) {
        const page = compiled.get(file);
        pages[file] = page ? { ...facts, toc: tocHash(page.toc), slot: slots.get(file)! } : { ...previous.pages[file]!, ...facts };
      }
      writeManifest({ version: MANIFEST_VERSION, ...state.snapshot, pages, out: outFingerprint(OUT)!, searchRecords: previous.searchRecords });
    });
  }
  const pageList = plan.changed.length ? `content of ${plan.changed.length} page${plan.changed.length > 1 ? 's' : ''} (${plan.changed.map((file) => state.sources.get(file)!.route).join(', ')}), ` : '';
  const summary = written.length ? `fast build: ${pageList}${searchLine}, ${written.length} files and ${twins.length} gzip twins written` : 'fast build: out/ is up to date, nothing written';
  const misses = [...compiled.values()].filter((page) => !page.hit).length;
  return { path: 'fast', summary, pages: compiled.size, compiled: misses, seconds };
}

/**
 * Records a successful full build for the next build's decision: the snapshot taken when it began,
 * each content page's table of contents and the slot content postbuild wrote (`filled`, by route),
 * out/ as it was left, and the reference search records (`searchRecords`, their hash). Not written
 * when a file changed while the build ran: what out/ holds is then not known for sure.
 */
export async function recordFullBuild(state: ProjectState | undefined, filled: ReadonlyMap<string, string>, searchRecords: string): Promise<string> {
  if (!state) return 'build manifest not written: the project could not be read at the start';
  if (projectFingerprint() !== state.fingerprint) return 'build manifest not written: files changed while the build ran, so the next build is a full one';
  const pages: Record<string, PageRecord> = {};
  let unrecorded = 0;
  for (const [file, facts] of Object.entries(state.snapshot.pages)) {
    const { route, source } = state.sources.get(file)!;
    // Already compiled (or read from the cache) by this build: in memory.
    const { toc } = await loadCompiled(file, route, source);
    const content = filled.get(route);
    const html = path.join(OUT, `${route}.html`);
    const slot = content === undefined || rewrittenLater(content) ? undefined : recordSlot(readFileSync(html, 'utf8'), SLOT, content, shown(html));
    if (!slot) unrecorded++;
    pages[file] = { ...facts, toc: tocHash(toc), slot: slot ?? null };
  }
  const out = outFingerprint(OUT);
  if (!out) return 'build manifest not written: out/ is missing';
  writeManifest({ version: MANIFEST_VERSION, ...state.snapshot, pages, out, searchRecords });
  return `build manifest: ${Object.keys(pages).length} content pages recorded for the fast path${unrecorded ? ` (${unrecorded} without a slot it can refill)` : ''}`;
}
