import type { CompiledPage } from './compile';
import { loadPage } from './load-page';
import { findGuide, listGuides, type GuideEntry } from './pages';

const compiled = new Map<string, Promise<CompiledPage>>();

/**
 * A guide page, compiled once for its source however many times it is asked for: once per build,
 * and under `next dev` once per save (its metadata and its body share it; a page compiled for a
 * source it no longer has is compiled again).
 */
export function loadGuide(slug: string[]): { entry: GuideEntry; page: Promise<CompiledPage> } | undefined {
  const entry = findGuide(slug);
  if (!entry) return undefined;
  const key = process.env.NODE_ENV === 'production' ? entry.route : `${entry.route}\0${entry.source}`;
  let page = compiled.get(key);
  if (!page) {
    if (process.env.NODE_ENV !== 'production') for (const old of compiled.keys()) if (old.startsWith(`${entry.route}\0`)) compiled.delete(old);
    page = loadPage(entry);
    compiled.set(key, page);
  }
  return { entry, page };
}

export { listGuides };
