/**
 * The fast path of `npm run build`, taken when the only changes since the last complete build are
 * in the bodies of existing guide and start pages (the decision and why it is sound:
 * builder/fast-plan.ts). Instead of `next build` and the whole post-build step, it:
 * 1. compiles the changed pages, through the content cache like any build;
 * 2. makes their content, islands rendered, into the slot of their exported pages, replacing
 *    exactly what the last build wrote there (builder/slot-refill.ts), with their Markdown twins
 *    and the search index again, whole;
 * 3. writes a new release, a copy of the live one made of hard links with those files and their
 *    gzip twins replaced, and publishes it (builder/publish.ts);
 * 4. records the build in the manifest, as a full build does.
 * The other outputs do not read a page's body: llms.txt lists titles and descriptions, the sitemap
 * and the 404 page's list read addresses and the navigation, the runtime's deferral runs on markup
 * outside the slot, and no inline script changes (the host configuration's policy holds). Nothing
 * is written until every page is ready, so when a page is not what the manifest says, the full
 * build takes over; the live site is never written into.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPRESSIBLE } from '../server/static';
import { loadCompiled, type CachedPage } from '../src/content/cache';
import { confirmHeadings, MANIFEST_VERSION, rewrittenLater, tocHash, type FastPlan, type PageRecord, type SlotRecord } from './fast-plan';
import { recordSlot, refillSlot } from './slot-refill';
import { combineProblems, ContentError, ContentErrors } from '../src/sources/errors';
import { loadSearchRecords, outFingerprint, projectFingerprint, writeManifest, type ProjectState } from './build-state';
import { writeGzipTwin } from './gzip-twins';
import { CONTENT_SLOT, exportedPage, markdownTwinFile, slotContent } from './content-outputs';
import { closeSearchIndex, searchedRoutes, startSearchIndex, writeSearchIndex } from './search-index';
import { syncFolder } from './sync-folder';
import { cloneTree, liveRelease, publish, replaceFile, startStaging, type PublishPaths } from './publish';
import { reportError, startFastChecks } from './page-checks';
import { asContentError } from '../tools/content/page-problems';
import type { PageChecker } from '../tools/content/page-checks-process';
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
  /** What the page checks of the changed pages found (builder/page-checks.ts). */
  checks?: string;
  /** Pages compiled, and how many of them were not in the content cache. */
  pages: number;
  compiled: number;
  seconds: Record<string, number>;
}

/**
 * Runs the fast path. Returns the full build's reason instead when the second decision (headings)
 * or the exported pages rule it out; until then out/ is untouched. A content error, or a problem
 * the page checks find (in `checker`, started by the caller; closed here), throws, as in a full build.
 */
export async function fastBuild(
  { plan, state }: { plan: FastPlan; state: ProjectState },
  paths: PublishPaths,
  checker?: PageChecker,
): Promise<FastBuild | { path: 'full'; reason: string }> {
  const live = liveRelease(paths);
  if (!live || !plan.changed.length) checker?.close();
  if (!live) return { path: 'full', reason: 'there is no published site to update' };
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
  // The page checks of the changed pages, in their own process from now until just before
  // publishing: a problem fails the build with its file and line, and nothing is published.
  const checks = plan.changed.length ? startFastChecks(plan.changed, state, checker) : undefined;
  const giveWay = async (reason: string) => {
    checks?.stop();
    if (search) await search.then(closeSearchIndex, () => undefined);
    return { path: 'full' as const, reason };
  };

  const compiled = new Map<string, CachedPage & { hit: boolean }>();
  const problems: ContentError[] = [];
  await timed('compile', async () => {
    for (const file of plan.changed) {
      const { route, source } = state.sources.get(file)!;
      try {
        compiled.set(file, await loadCompiled(file, route, source));
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(...(error instanceof ContentErrors ? error.problems : [error]));
      }
    }
  });
  if (problems.length) {
    // Pagefind's process is ended first: left to die with this one, it printed a panic
    // ("Connection reset by peer") after the writer's real error.
    if (search) await search.then(closeSearchIndex, () => undefined);
    // Every problem of the pages at once: what the checks found too, each said once.
    const checked = await checks?.done.catch(() => undefined);
    const seen = new Set(problems.map((p) => p.message));
    throw combineProblems([...problems, ...(checked?.report.problems ?? []).map(asContentError).filter((p) => !seen.has(p.message))]);
  }
  const confirmed = confirmHeadings(plan, new Map([...compiled].map(([file, page]) => [file, tocHash(page.toc)])));
  if (confirmed.path === 'full') return giveWay(confirmed.reason);

  // Every file in memory before any is written.
  const files = new Map<string, string>();
  const slots = new Map<string, SlotRecord>();
  const refusal = await timed('contentSlots', async () => {
    for (const file of plan.changed) {
      const { route } = state.sources.get(file)!;
      const page = compiled.get(file)!;
      const content = await slotContent(page, file);
      if (rewrittenLater(content)) return `${file}: its content has markup a later build step rewrites`;
      const html = exportedPage(live, route);
      try {
        const refilled = refillSlot(readFileSync(html, 'utf8'), CONTENT_SLOT, previous.pages[file]!.slot!, content, shown(html));
        files.set(html, refilled);
        slots.set(file, recordSlot(refilled, CONTENT_SLOT, content)!);
      } catch (error) {
        return message(error);
      }
      files.set(markdownTwinFile(live, route), page.markdown);
    }
    return undefined;
  });
  if (refusal) return giveWay(refusal);

  // Only what differs is written: an unchanged file keeps its time, and its gzip twin stays valid.
  const changedFiles = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
  if (!changedFiles.length && !search)
    return { path: 'fast', summary: 'fast build: out/ is up to date, nothing written', pages: compiled.size, compiled: 0, seconds };

  // The new release: the live one copied as hard links, its changed files replaced, never written
  // into (builder/publish.ts). The live site is untouched until the release is published whole.
  const staging = startStaging(paths);
  await timed('copy', () => cloneTree(live, staging));
  const inStaging = (file: string) => path.join(staging, path.relative(live, file));
  const written = changedFiles.map(inStaging);
  await timed('write', () => changedFiles.forEach((file) => replaceFile(inStaging(file), files.get(file)!)));

  let searchLine = 'search index unchanged';
  if (search) {
    const started = await search;
    await timed('searchIndex', async () => {
      const scratch = stagingFolder();
      try {
        const index = await writeSearchIndex(started, staging, searchedRoutes(state.outline), scratch);
        const synced = syncFolder(scratch, path.join(staging, 'pagefind'));
        written.push(...synced.written);
        searchLine = `search index of ${index.pages} pages + ${index.records} reference records (${synced.written.length} of its files written, ${synced.removed} removed)`;
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
  }

  const twins = written.filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await timed('gzip', () => Promise.all(twins.map(writeGzipTwin)));
  // The release is ready; it is published only if the checks found nothing (the staging folder
  // is left, and removed by the next build).
  const checked = checks && (await timed('checksWait', () => checks.done));
  const checkProblem = checked && reportError(checked.report);
  if (checkProblem) throw checkProblem;
  const published = await timed('publish', () => publish(paths, staging));

  // Also when nothing was written: the changed bodies happened to make the same pages.
  {
    await timed('manifest', () => {
      const pages: Record<string, PageRecord> = {};
      for (const [file, facts] of Object.entries(state.snapshot.pages)) {
        const page = compiled.get(file);
        pages[file] = page ? { ...facts, toc: tocHash(page.toc), slot: slots.get(file)! } : { ...previous.pages[file]!, ...facts };
      }
      writeManifest({ version: MANIFEST_VERSION, ...state.snapshot, pages, out: outFingerprint(published.release)!, searchRecords: previous.searchRecords });
    });
  }
  const pageList = plan.changed.length
    ? `content of ${plan.changed.length} page${plan.changed.length > 1 ? 's' : ''} (${plan.changed.map((file) => state.sources.get(file)!.route).join(', ')}), `
    : '';
  const summary = `fast build: ${pageList}${searchLine}, ${written.length} files and ${twins.length} gzip twins written, published as ${path.relative(paths.root, published.release)}`;
  const misses = [...compiled.values()].filter((page) => !page.hit).length;
  return { path: 'fast', summary, checks: checked?.summary, pages: compiled.size, compiled: misses, seconds };
}

/**
 * Records a successful full build for the next build's decision: the snapshot taken when it began,
 * each content page's table of contents and the slot content postbuild wrote (`filled`, by route),
 * out/ as it was left, and the reference search records (`searchRecords`, their hash). Not written
 * when a file changed while the build ran: what out/ holds is then not known for sure.
 */
export async function recordFullBuild(
  state: ProjectState | undefined,
  filled: ReadonlyMap<string, string>,
  searchRecords: string,
  out: string,
): Promise<string> {
  if (!state) return 'build manifest not written: the project could not be read at the start';
  if (projectFingerprint() !== state.fingerprint) return 'build manifest not written: files changed while the build ran, so the next build is a full one';
  const pages: Record<string, PageRecord> = {};
  let unrecorded = 0;
  for (const [file, facts] of Object.entries(state.snapshot.pages)) {
    const { route, source } = state.sources.get(file)!;
    // Already compiled (or read from the cache) by this build: in memory.
    const { toc } = await loadCompiled(file, route, source);
    const content = filled.get(route);
    const html = exportedPage(out, route);
    const slot = content === undefined || rewrittenLater(content) ? undefined : recordSlot(readFileSync(html, 'utf8'), CONTENT_SLOT, content, shown(html));
    if (!slot) unrecorded++;
    pages[file] = { ...facts, toc: tocHash(toc), slot: slot ?? null };
  }
  const fingerprint = outFingerprint(out);
  if (!fingerprint) return 'build manifest not written: out/ is missing';
  writeManifest({ version: MANIFEST_VERSION, ...state.snapshot, pages, out: fingerprint, searchRecords });
  return `build manifest: ${Object.keys(pages).length} content pages recorded for the fast path${unrecorded ? ` (${unrecorded} without a slot it can refill)` : ''}`;
}
