import { loadCompiled, pruneCompiled } from '../src/content/cache';
import { combineProblems, ContentError, ContentErrors } from '../src/sources/errors';
import { siteIndex } from '../src/site';
import { listGuides } from '../src/content/pages';
import { sidebarProblems } from '../src/nav/check';

/**
 * Fills the content cache with every MDX page the site renders (the site index's pages made from
 * one: guides, the site's own pages, start pages, and each reference's introduction), in the
 * index's order. scripts/build.ts runs it while Turbopack compiles, so the pre-render workers only read
 * compiled pages; without it they compile what they need themselves, as under a bare `next build`.
 * Afterwards, entries that no current page uses (left by edits and deletions) are removed.
 */
export async function precompileContent(): Promise<{ pages: number; compiled: number; pruned: number }> {
  const pages = (await siteIndex()).pages.flatMap((page) => ('mdx' in page && page.mdx ? [page.mdx] : []));
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
