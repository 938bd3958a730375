import { allReferences } from '../src/reference/registry';
import { loadCompiled, pruneCompiled } from '../src/content/cache';
import { combineProblems, ContentError, ContentErrors } from '../src/sources/errors';
import { listGuides, readContentFile, type ContentFile } from '../src/content/pages';
import { standalonePages } from '../src/content/site-pages';
import { sidebarProblems } from '../src/nav/check';

/** The content files that are not guides: each reference's introduction, the start pages and the site's own pages. */
export async function referenceContentFiles(): Promise<ContentFile[]> {
  const intros = (await allReferences()).flatMap((doc) => (doc.intro ? [readContentFile(doc.intro, doc.page)] : []));
  return [...intros, ...standalonePages().map((p) => readContentFile(p.file, p.route))];
}

/**
 * Fills the content cache with every MDX page the site renders, in the order the build renders
 * them. scripts/build.ts runs it while Turbopack compiles, so the pre-render workers only read
 * compiled pages; without it they compile what they need themselves, as under a bare `next build`.
 * Afterwards, entries that no current page uses (left by edits and deletions) are removed.
 */
export async function precompileContent(): Promise<{ pages: number; compiled: number; pruned: number }> {
  const pages = [...listGuides(), ...(await referenceContentFiles())];
  let compiled = 0;
  const keys = new Set<string>();
  const problems: ContentError[] = [];
  for (const page of pages) {
    try {
      const { hit, key } = await loadCompiled(page.file, page.route, page.source);
      if (!hit) compiled++;
      keys.add(key);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      // Keep going: a writer sees every broken page of the build at once.
      problems.push(...(error instanceof ContentErrors ? error.problems : [error]));
    }
  }
  // Every guide in a sidebar, every sidebar entry a page (src/nav/check.ts).
  problems.push(...sidebarProblems(listGuides()));
  if (problems.length) throw combineProblems(problems);
  // Every page the site has is in the cache now; what else is there belongs to old versions.
  return { pages: pages.length, compiled, pruned: pruneCompiled(keys) };
}
