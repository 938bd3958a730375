import { loadCompiled } from '../../src/content/cache';
import { readContentFile, type ContentFile } from '../../src/content/pages';
import type { SiteIndex } from '../../src/site';
import { pageAnchors, type HeadingIds } from '../../src/site/anchors';
import { keyOf, pruneCached, readCached, writeCached } from '../../src/sources/build-cache';
import type { SiteTargets } from './page-problems';

/**
 * The site's pages as the page checks' links see them (tools/content/page-problems.ts): from the
 * site index, or from the record of it that the last full build kept, which the build's fast path
 * reads instead of loading every reference (seconds it does not have). The record is kept under a
 * key made of every input of the project but the content pages: the fast path is taken only when
 * those are what the last full build read, and only when every content page's headings are too
 * (builder/fast-plan.ts), so the record then holds every page and every anchor as they are.
 */

/** A content file's heading ids, from its compiled page (in memory or the content cache after a build). */
export async function cachedHeadingIds({ file, route, source }: Pick<ContentFile, 'file' | 'route' | 'source'>): Promise<ReadonlySet<string>> {
  return new Set((await loadCompiled(file, route, source)).toc.map((t) => t.id));
}

/** The same, from the file as it is on disk now (`npm run dev`, where the index is older than the last save). */
export const currentHeadingIds: HeadingIds = (mdx: ContentFile) => cachedHeadingIds(readContentFile(mdx.file, mdx.route));

/** The pages of `index`, their anchors read through `headingIds` when a link names one. */
export function siteTargetsOf(index: SiteIndex, headingIds: HeadingIds = cachedHeadingIds): SiteTargets {
  const anchors = new Map<string, Promise<ReadonlySet<string>>>();
  const routes = index.pages.map((p) => ({ route: p.route, title: p.title }));
  const sources = new Set(index.pages.flatMap((p) => ('mdx' in p && p.mdx ? [p.mdx.file] : [])));
  return {
    page(route) {
      const page = index.page(route);
      if (!page) return undefined;
      return {
        title: page.title,
        anchors() {
          let ids = anchors.get(route);
          if (!ids) anchors.set(route, (ids = pageAnchors(page, headingIds)));
          return ids;
        },
      };
    },
    routes: () => routes,
    madeFrom: (file) => sources.has(file),
  };
}

/** What the record holds: every page with its title and anchors, and the files pages are made from. */
interface TargetsRecord {
  pages: { route: string; title: string; anchors: string[] }[];
  sources: string[];
}

const NAMESPACE = 'site-targets';

const isRecord = (value: unknown): value is TargetsRecord => {
  const record = value as Partial<TargetsRecord> | null;
  return Array.isArray(record?.pages) && Array.isArray(record.sources);
};

/** The record's key: the project's inputs other than content pages (a snapshot's `inputs`), and its environment. */
export const siteTargetsKey = (inputs: Readonly<Record<string, string>>, environment: string): string => keyOf(NAMESPACE, environment, JSON.stringify(inputs));

/** Keeps the site's pages and anchors for the fast path (a full build, once it has published). */
export async function recordSiteTargets(key: string, index: SiteIndex, headingIds: HeadingIds = cachedHeadingIds): Promise<number> {
  const pages: TargetsRecord['pages'] = [];
  for (const page of index.pages) pages.push({ route: page.route, title: page.title, anchors: [...(await pageAnchors(page, headingIds))] });
  const sources = index.pages.flatMap((p) => ('mdx' in p && p.mdx ? [p.mdx.file] : []));
  writeCached(NAMESPACE, key, { pages, sources } satisfies TargetsRecord);
  // One record is all the fast path reads: the one of the last full build.
  pruneCached(NAMESPACE, new Set([key]));
  return pages.length;
}

/** The site's pages as the last full build recorded them under `key`, or undefined when it recorded none. */
export function recordedSiteTargets(key: string): SiteTargets | undefined {
  const record = readCached(NAMESPACE, key, isRecord);
  if (!record) return undefined;
  const byRoute = new Map(record.pages.map((p) => [p.route, p]));
  const sources = new Set(record.sources);
  const routes = record.pages.map(({ route, title }) => ({ route, title }));
  return {
    page(route) {
      const page = byRoute.get(route);
      return page && { title: page.title, anchors: () => Promise.resolve(new Set(page.anchors)) };
    },
    routes: () => routes,
    madeFrom: (file) => sources.has(file),
  };
}
