/**
 * The process of the page checks (started by page-checks-process.ts): loads what every check
 * needs at once, then answers each request with the pages' CheckReport, one request at a time,
 * and ends with its parent.
 */
import { getCliModel } from '../../src/cli/reference';
import { compilePage } from '../../src/content/compile';
import { contentPageOf, siteIndex } from '../../src/site';
import { misspellings } from './spelling';
import type { CheckAnswer, CheckRequest, TargetsSource } from './page-checks-process';
import { checkPages, type CheckContext, type ProvenCode, type SiteTargets } from './page-problems';
import { provenInCache, provenInMemory } from './proven-code';
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

/**
 * The code proven so far: for the build, the record kept under its inputs' key (a prose edit then
 * runs no SQL and no type-check again); for `npm run dev`, this process's own, as valid as
 * everything else it has loaded.
 */
const provens = new Map<string, ProvenCode & { save?(): void }>();
const provenFor = (targets: TargetsSource) => {
  const key = typeof targets === 'object' ? targets.record : '';
  let proven = provens.get(key);
  if (!proven) provens.set(key, (proven = key ? provenInCache(key) : provenInMemory()));
  return proven;
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
  proven: provenFor(targets),
});

/**
 * What every check of every page needs, loaded now, while the caller is still deciding what to
 * check: the CLI model and the spelling dictionaries (seconds). Postgres and TypeScript wait for
 * a page whose code is not proven yet. A failure here is left to the check that meets it again.
 */
const warm = (async () => {
  for (const step of [() => getCliModel(), () => misspellings('content/warm-up.mdx', '---\ntitle: Warm up\n---\n\nThe dictionaries load here.\n', { suggestions: false })]) {
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
      provenFor(request.targets).save?.();
    } catch (error) {
      answer = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    process.send!(answer);
  });
});
void warm;
// The parent is gone (ended, killed or closed the channel): so is this process.
process.on('disconnect', () => process.exit(0));
