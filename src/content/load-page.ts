import { loadCompiled } from './cache';
import type { CompiledPage } from './compile';
import { runCompiled } from './run-compiled';
import { splitFrontmatter } from './parse-frontmatter';

/**
 * A content page ready to render. A build reads its compiled form from the content cache (see
 * cache.ts); `next dev` compiles it on every request, so a writer's edit shows on refresh.
 */
export async function loadPage(file: string, route: string, source: string, knownComponents: ReadonlySet<string>): Promise<CompiledPage> {
  if (process.env.NODE_ENV !== 'production') return (await import('./compile')).compilePage(file, source, knownComponents);
  const { frontmatter } = splitFrontmatter(file, source);
  const { code, toc } = await loadCompiled(file, route, source, knownComponents);
  return { frontmatter, toc, Content: await runCompiled(code) };
}
