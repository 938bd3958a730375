/**
 * `npm run build`: the production build, its phases overlapped where they can be, published only
 * when complete (builder/publish.ts: `out` is a link to the live release, switched by one rename).
 *
 * 0. Take the build lock (a second build is refused, naming this one). Decide between a full build
 *    and the fast path (builder/fast-build.ts, decided by builder/fast-plan.ts): when only the bodies
 *    of existing guide or start pages changed since the last complete build, their content is
 *    written into a copy of the live release, without `next build`. Otherwise, or with
 *    PLINTH_FULL_BUILD=1, a full build, and one line says why. A clean clone (CI,
 *    scripts/test.sh) has no out/ and no record of a build: always a full build.
 * 1. Copy mermaid's browser bundle into public/ (builder/vendor.ts).
 * 2. Start `next build`, exporting into this build's staging folder, under a watchdog
 *    (builder/watchdog.mjs) that ends it and its workers when this process ends, however it ends.
 *    While Turbopack compiles, fill the build cache (src/sources/build-cache.ts) with the
 *    validated CLI spec and every compiled MDX page (builder/precompile.ts), so the pre-render
 *    workers only read them. Otherwise each worker compiles its share, and Next hands each worker
 *    one contiguous slice of the routes: one of them would get every guide.
 * 3. Run the post-build steps (builder/postbuild.ts) on the staging folder in this process, publish
 *    it, then record the build in the manifest the next build decides with.
 *
 * Both paths run the page checks (builder/page-checks.ts: links, SQL, samples, client calls,
 * `plinth` lines, spelling…) on the pages changed since the last build, before publishing. A
 * content error or a check's problem stops `next build` at once and is printed with its file and
 * line; nothing is published. Phase times are printed and written to .next/build-timings.json
 * for `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireBuildLock, BuildLockedError, liveRelease, publish, publishPaths, startStaging } from '../builder/publish';
import { bundleEnhancer, vendorMermaid } from '../builder/vendor';

// A production build: the content index, the CLI model and the spec's build-cache entry are then
// made once per process, as in next build's workers, instead of again on every call as under
// `next dev` (the post-build step alone asked for the CLI model six times).
Object.assign(process.env, { NODE_ENV: 'production' }); // (typed read-only by Next)

const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;

let next: ChildProcess | undefined;
/** Ends next build's process group (its watchdog, next and its workers). */
const stopNext = () => {
  try {
    if (next?.pid) process.kill(-next.pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopNext(), process.exit(130)));

/** Any failure from here on stops next build and its workers first: no build process outlives the build. */
function fail(error: unknown): never {
  stopNext();
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

const writeTimings = (timings: Record<string, unknown>) => {
  mkdirSync('.next', { recursive: true });
  writeFileSync('.next/build-timings.json', `${JSON.stringify(timings, null, 2)}\n`);
};

const paths = publishPaths();
try {
  acquireBuildLock(paths, `npm run build in ${paths.root}`);
} catch (error) {
  if (!(error instanceof BuildLockedError)) throw error;
  console.error(`Build refused: ${error.message}`);
  process.exit(1);
}
const shown = (file: string) => path.relative(paths.root, file);

// Only what the decision needs is loaded before it: a full build starts next build right after.
// With a live site the fast path may follow: the page checks' process starts loading now, beside
// the decision, and is closed if the build is a full one (it checks in this process).
const fastPossible = liveRelease(paths) !== undefined && !(await import('../builder/fast-plan')).fullBuildForced(process.env);
const checker = fastPossible ? (await import('../tools/content/page-checks-process')).startPageChecker() : undefined;
const { decide } = await import('../builder/build-state');
const decision = decide();
if (decision.path === 'full') checker?.close();
const decisionSeconds = seconds();
let fullReason: string | undefined = decision.path === 'full' ? decision.reason : undefined;
if (decision.path === 'fast') {
  console.log(`fast path: ${decision.plan.reason}`);
  let fast: Awaited<ReturnType<(typeof import('../builder/fast-build'))['fastBuild']>>;
  try {
    fast = await (await import('../builder/fast-build')).fastBuild(decision, paths, checker);
  } catch (error) {
    fail(error);
  }
  if (fast.path === 'fast') {
    if (fast.checks) console.log(fast.checks);
    console.log(fast.summary);
    const total = seconds();
    const contentSeconds = fast.seconds.compile ?? 0;
    // The same fields as a full build's, for `npm run bench`; no next build, so nextSeconds is 0.
    writeTimings({
      path: 'fast',
      reason: decision.plan.reason,
      decisionSeconds,
      contentSeconds,
      contentCompiled: fast.compiled,
      contentPages: fast.pages,
      nextSeconds: 0,
      postbuildSeconds: total - contentSeconds,
      postbuildSteps: fast.seconds,
      totalSeconds: total,
    });
    console.log(`build: ${total.toFixed(1)} s on the fast path, without next build (set PLINTH_FULL_BUILD=1 to build everything)`);
  } else {
    checker?.close();
    fullReason = fast.reason;
  }
}
if (fullReason !== undefined) await fullBuild(fullReason, decision.state);

/** The full build: next build with the content compiled alongside, then the post-build step. */
async function fullBuild(reason: string, state: typeof decision.state) {
  console.log(`full build: ${reason}`);
  const { saveSearchRecords, readManifestText } = await import('../builder/build-state');
  // The last build's record, read before this build replaces it: the pages changed since then are checked.
  const manifestText = readManifestText();
  // The live site stays as it is, and the manifest describes it, until this build publishes.
  const staging = startStaging(paths);
  vendorMermaid();
  bundleEnhancer();

  const { nextBin } = await import('../builder/next-export');
  // next exports into the staging folder (next.config.ts reads PLINTH_EXPORT_DIR), in a process
  // group led by the watchdog: a content error stops the group, and so does this process's end.
  const watchdog = fileURLToPath(new URL('../builder/watchdog.mjs', import.meta.url));
  const env = { ...process.env, PLINTH_EXPORT_DIR: path.relative(paths.root, staging) };
  const child = spawn(process.execPath, [watchdog, process.execPath, nextBin(), 'build'], { stdio: ['pipe', 'inherit', 'inherit'], detached: true, env });
  next = child;
  const nextExit = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

  // Imported after next build has started: loading the compiler is part of the work to overlap.
  const { precompileContent } = await import('../builder/precompile');
  const { loadCliSpec } = await import('../src/cli/load-spec');
  let content: Awaited<ReturnType<typeof precompileContent>>;
  try {
    loadCliSpec(); // validated once here and kept in the build cache for the workers
    content = await precompileContent();
  } catch (error) {
    // Every problem at once: the changed pages' checks are added to the pages that do not compile.
    const { withCheckProblems } = await import('../builder/page-checks');
    fail(await withCheckProblems(error, state, manifestText));
  }
  const contentSeconds = seconds();
  console.log(
    `content: ${content.pages} pages ready in ${contentSeconds.toFixed(1)} s (${content.compiled} compiled, ${content.pages - content.compiled} from the cache, ${content.pruned} stale entries removed)`,
  );

  // Prepare the post-build step while next build is still busy; it runs as soon as next build ends.
  let post: Awaited<ReturnType<(typeof import('../builder/postbuild'))['postbuild']>>;
  let nextSeconds = 0;
  let postbuildStarted = 0;
  let searchRecords = '';
  let prepared: Awaited<ReturnType<(typeof import('../builder/postbuild'))['preparePostbuild']>>;
  try {
    const { postbuild, preparePostbuild } = await import('../builder/postbuild');
    prepared = await preparePostbuild();
    searchRecords = saveSearchRecords(prepared.records);
    // The changed pages' checks, while next build runs: a problem stops it, before anything is published.
    const { checkChangedPages, reportError } = await import('../builder/page-checks');
    const checked = await checkChangedPages(state, manifestText, prepared.index);
    console.log(checked.summary);
    const problem = reportError(checked.report);
    if (problem) {
      // Pagefind's process is ended first, so that no panic of its follows the writer's problems.
      await (await import('../builder/search-index')).closeSearchIndex().catch(() => undefined);
      fail(problem);
    }
    const code = await nextExit;
    if (code !== 0) process.exit(code);
    nextSeconds = seconds();
    console.log(`next build: done at ${nextSeconds.toFixed(1)} s; the post-build steps write the new release in ${shown(staging)}`);
    postbuildStarted = seconds();
    post = await postbuild(staging, prepared);
  } catch (error) {
    fail(error);
  }
  console.log(post.summary);
  let published: ReturnType<typeof publish>;
  try {
    published = publish(paths, staging);
  } catch (error) {
    fail(error);
  }
  console.log(
    `published: out -> ${shown(published.release)}${published.previous ? ` (previous release ${shown(published.previous)} kept until the next build)` : ''}`,
  );
  const recordStarted = performance.now();
  const { recordFullBuild } = await import('../builder/fast-build');
  console.log(await recordFullBuild(state, post.filled, searchRecords, published.release));
  console.log(await (await import('../builder/page-checks')).recordTargets(state, prepared.index));
  post.seconds.manifest = (performance.now() - recordStarted) / 1000;
  const total = seconds();
  const timings = {
    path: 'full',
    reason,
    decisionSeconds,
    contentSeconds,
    contentCompiled: content.compiled,
    contentPages: content.pages,
    nextSeconds,
    postbuildSeconds: total - postbuildStarted,
    postbuildSteps: post.seconds,
    totalSeconds: total,
  };
  writeTimings(timings);
  console.log(
    `build: ${total.toFixed(1)} s (content ${contentSeconds.toFixed(1)} s alongside next build ${nextSeconds.toFixed(1)} s, then postbuild ${timings.postbuildSeconds.toFixed(1)} s)`,
  );
}
