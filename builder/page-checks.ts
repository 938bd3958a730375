/**
 * The page checks in `npm run build` (tools/content/page-problems.ts: links and anchors, SQL,
 * samples, client calls, `plinth` lines, spelling, the sidebar…), on the pages that changed since
 * the last build, before anything is published: a problem fails the build with its file and line,
 * and the live release stays as it was.
 *
 * - The fast path (builder/fast-build.ts) starts them in a process of their own with its compile
 *   (tools/content/page-checks-process.ts), reading the site's pages and anchors from the record
 *   the last full build kept (tools/content/site-targets.ts), and waits for them before it publishes.
 * - A full build runs them after the content is compiled, while `next build` runs, on the site
 *   index it has made anyway, and keeps that record once it has published.
 *
 * Every page is checked by `npm test` in its own steps; a full build without a record of the last
 * build (a clean clone) checks the pages git reports as changed or new.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compilePage } from '../src/content/compile';
import type { SiteIndex } from '../src/site';
import { combineProblems, ContentError, ContentErrors } from '../src/sources/errors';
import { startPageChecker, type PageChecker } from '../tools/content/page-checks-process';
import { asContentError, changedContentPages, checkPages, type CheckReport, type PageSource } from '../tools/content/page-problems';
import { provenInCache } from '../tools/content/proven-code';
import { recordSiteTargets, siteTargetsKey, siteTargetsOf } from '../tools/content/site-targets';
import type { ProjectState } from './build-state';
import { parseManifest, type Snapshot } from './fast-plan';

const isContentMdx = (file: string) => file.startsWith('content/') && file.endsWith('.mdx');

/**
 * The content files (`content/**.mdx`: guides, start pages, the references' introductions) that
 * are new or changed since the build `manifestText` records, in path order; undefined without a
 * readable record.
 */
export function pagesChangedSince(snapshot: Snapshot, manifestText: string | undefined): string[] | undefined {
  if (manifestText === undefined) return undefined;
  const manifest = parseManifest(manifestText);
  if ('problem' in manifest) return undefined;
  const pages = Object.keys(snapshot.pages).filter((file) => {
    const before = manifest.pages[file];
    const now = snapshot.pages[file]!;
    return !before || before.body !== now.body || before.frontmatter !== now.frontmatter;
  });
  const others = Object.keys(snapshot.inputs).filter((file) => isContentMdx(file) && manifest.inputs[file] !== snapshot.inputs[file]);
  return [...pages, ...others].sort();
}

/** The key of the site's record for the project as `snapshot` holds it. */
export const targetsKeyOf = (snapshot: Snapshot): string => siteTargetsKey(snapshot.inputs, snapshot.environment);

/** The pages a full build checks: changed since the last build, else (no record of one) changed in git. */
export function pagesToCheck(state: ProjectState | undefined, manifestText: string | undefined, root = process.cwd()): { files: string[]; since: string } {
  const since = state && pagesChangedSince(state.snapshot, manifestText);
  if (since) return { files: since, since: 'since the last build' };
  return { files: changedContentPages(root), since: 'in git (no record of a previous build)' };
}

/** The sources of `files`: as the snapshot read them, else from disk. */
function sourcesOf(files: readonly string[], state: ProjectState | undefined, root: string): PageSource[] {
  return files.map((file) => ({ file, source: state?.sources.get(file)?.source ?? readFileSync(path.join(root, file), 'utf8') }));
}

/** One error for every problem of the report, as the build prints a page that does not compile; undefined when there is none. */
export const reportError = (report: CheckReport): ContentError | undefined =>
  report.problems.length ? combineProblems(report.problems.map(asContentError)) : undefined;

/** What a line of the build's output says of the checks. */
export const checksSummary = (pages: number, report: CheckReport, since: string, seconds: number): string =>
  pages
    ? `page checks: ${pages} page${pages === 1 ? '' : 's'} changed ${since}, ${report.sqlRan} SQL blocks ran, ${report.samples} samples type-checked, ${report.reused} proofs of unchanged code kept, ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} (${seconds.toFixed(1)} s)`
    : `page checks: no page changed ${since} (npm test checks every page)`;

/** The full build's checks, in this process, on the site index it has made. */
export async function checkChangedPages(state: ProjectState | undefined, manifestText: string | undefined, index: SiteIndex, root = process.cwd()) {
  const started = performance.now();
  const { files, since } = pagesToCheck(state, manifestText, root);
  const site = siteTargetsOf(index);
  // What this build proves, the fast path after it need not prove again (the same inputs).
  const proven = state && provenInCache(targetsKeyOf(state.snapshot));
  const report = files.length
    ? await checkPages(sourcesOf(files, state, root), {
        proven,
        // The build compiled every page already (builder/precompile.ts): its headings are in memory.
        // A reference's introduction is part of its long page: a `#` link in it may name an item.
        headingIds: async (page) => {
          const entry = index.pages.find((p) => 'mdx' in p && p.mdx?.file === page.file);
          const anchors = entry && site.page(entry.route)?.anchors();
          return anchors ?? new Set((await compilePage(page.file, page.source)).toc.map((t) => t.id));
        },
        site: async () => site,
      })
    : { problems: [], sqlRan: 0, samples: 0, reused: 0 };
  proven?.save();
  return { report, summary: checksSummary(files.length, report, since, (performance.now() - started) / 1000) };
}

/**
 * A full build whose pages do not all compile: `error` with the changed pages' problems added,
 * each said once, so a writer sees every problem in one build. `error` as it is when it is not a
 * content error, or when the checks cannot run.
 */
export async function withCheckProblems(error: unknown, state: ProjectState | undefined, manifestText: string | undefined): Promise<unknown> {
  if (!(error instanceof ContentError)) return error;
  try {
    const { siteIndex } = await import('../src/site');
    const { report } = await checkChangedPages(state, manifestText, await siteIndex());
    const own = error instanceof ContentErrors ? error.problems : [error];
    const seen = new Set(own.map((p) => p.message));
    return combineProblems([...own, ...report.problems.map(asContentError).filter((p) => !seen.has(p.message))]);
  } catch {
    return error;
  }
}

/** Keeps the site's pages and anchors for the fast path's checks, once a full build has published. */
export async function recordTargets(state: ProjectState | undefined, index: SiteIndex): Promise<string> {
  if (!state) return 'site record not written: the project could not be read at the start';
  const pages = await recordSiteTargets(targetsKeyOf(state.snapshot), index);
  return `site record: ${pages} pages and their anchors kept for the fast path's link checks`;
}

/**
 * The fast path's checks of `files`, in `checker` (started before the build decided, so that it
 * has loaded what they need), which is closed when they are done or stopped; `done` settles with
 * their report and the line to print.
 */
export function startFastChecks(
  files: readonly string[],
  state: ProjectState,
  checker: PageChecker = startPageChecker(),
): { done: Promise<{ report: CheckReport; summary: string }>; stop(): void } {
  const started = performance.now();
  const done = checker.check(sourcesOf(files, state, process.cwd()), { record: targetsKeyOf(state.snapshot) }).then((report) => ({
    report,
    summary: checksSummary(files.length, report, 'since the last build', (performance.now() - started) / 1000),
  }));
  // Awaited later; a failure meanwhile must not go unhandled.
  done.then(checker.close, checker.close).catch(() => undefined);
  return { done, stop: checker.close };
}
