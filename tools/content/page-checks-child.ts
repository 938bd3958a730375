/**
 * The process of the page checks (started by page-checks-process.ts): loads what the checks need
 * at once, then answers each request with the pages' CheckReport, one request at a time, and ends
 * with its parent.
 */
import type { PGlite } from '@electric-sql/pglite';
import { getCliModel } from '../../src/cli/reference';
import { compilePage } from '../../src/content/compile';
import { contentPageOf, siteIndex } from '../../src/site';
import { createPlatformDb } from '../sql/platform';
import { misspellings } from './spelling';
import { typecheckPagesByVersion } from '../typecheck/typecheck';
import type { CheckAnswer, CheckRequest, TargetsSource } from './page-checks-process';
import { checkPages, type CheckContext, type SiteTargets } from './page-problems';
import { cachedHeadingIds, currentHeadingIds, recordedSiteTargets, siteTargetsOf } from './site-targets';

/** The site's pages for each source asked for, made once. */
const sites = new Map<string, Promise<SiteTargets>>();
function siteTargets(targets: TargetsSource): Promise<SiteTargets> {
  const key = JSON.stringify(targets);
  let site = sites.get(key);
  if (!site) {
    const fromRecord = typeof targets === 'object';
    site = (async () => (fromRecord && recordedSiteTargets(targets.record)) || siteTargetsOf(await siteIndex(), fromRecord ? cachedHeadingIds : currentHeadingIds))();
    sites.set(key, site);
  }
  return site;
}

/** A database started ahead, for the first page with SQL and no extension of its own. */
let ready: Promise<PGlite> | undefined;
const database = (extensions: readonly string[]) => {
  const started = !extensions.length && ready;
  ready = undefined;
  return started || createPlatformDb(extensions);
};

const contextFor = (targets: TargetsSource): CheckContext => ({
  async headingIds({ file, source }) {
    const page = contentPageOf(file);
    // The build compiles its pages itself (and reports what is wrong with them); from the record,
    // a page's headings are those the last full build found, as the fast path requires.
    if (typeof targets === 'object' && page) {
      const recorded = (await siteTargets(targets)).page(page.route);
      if (recorded) return recorded.anchors();
    }
    if (page) return cachedHeadingIds({ file, route: page.route, source });
    return new Set((await compilePage(file, source)).toc.map((t) => t.id));
  },
  site: () => siteTargets(targets),
  database,
});

/**
 * What every check loads on first use, loaded now, while the caller is still busy: each step is
 * what one check's first page would otherwise wait for. A failure here is left to the check that
 * meets it again.
 */
const warm = (async () => {
  const steps: (() => unknown)[] = [
    () => getCliModel(),
    () => (ready = createPlatformDb()),
    () => misspellings('content/warm-up.mdx', '---\ntitle: Warm up\n---\n\nThe dictionaries load here.\n', { suggestions: false }),
    () => typecheckPagesByVersion([{ page: 'content/guides/warm-up.mdx', samples: [{ file: 'warm-up.ts', code: 'export const ready: boolean = true;\n', line: 1 }] }]),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch {
      // reported by the check that needs it
    }
  }
})();

let queue: Promise<unknown> = Promise.resolve();
process.on('message', (request: CheckRequest) => {
  queue = queue.then(async () => {
    let answer: CheckAnswer;
    try {
      answer = { id: request.id, report: await checkPages(request.pages, contextFor(request.targets)) };
    } catch (error) {
      answer = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    process.send!(answer);
  });
});
void warm;
// The parent is gone (ended, killed or closed the channel): so is this process.
process.on('disconnect', () => process.exit(0));
