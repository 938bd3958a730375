import type { CompiledPage } from './compile';
import { loadPage } from './load-page';
import { findGuide, listGuides, type GuideEntry } from './pages';

const compiled = new Map<string, Promise<CompiledPage>>();

/** A guide page, loaded once per build process however many times it is asked for. */
export function loadGuide(slug: string[]): { entry: GuideEntry; page: Promise<CompiledPage> } | undefined {
  const entry = findGuide(slug);
  if (!entry) return undefined;
  let page = process.env.NODE_ENV === 'production' ? compiled.get(entry.route) : undefined;
  if (!page) {
    page = loadPage(entry);
    compiled.set(entry.route, page);
  }
  return { entry, page };
}

export { listGuides };
