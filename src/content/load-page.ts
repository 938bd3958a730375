import { loadCompiled } from './cache';
import type { CompiledPage } from './compile';
import { readContentFile, type ContentFile } from './pages';
import type { ReferenceDoc } from '../reference/model';

/**
 * A content page ready to render. A build reads its compiled form from the content cache (see
 * cache.ts); `next dev` compiles it on every request, so a writer's edit shows on refresh.
 */
export async function loadPage(page: ContentFile): Promise<CompiledPage> {
  if (process.env.NODE_ENV !== 'production') return (await import('./compile')).compilePage(page.file, page.source);
  const { html, toc } = await loadCompiled(page.file, page.route, page.source);
  return { frontmatter: page.frontmatter, toc, html };
}

/** A reference's hand-written introduction, compiled like any guide. */
export function introductionOf(doc: ReferenceDoc): Promise<CompiledPage> | undefined {
  return doc.intro ? loadPage(readContentFile(doc.intro, doc.page)) : undefined;
}
