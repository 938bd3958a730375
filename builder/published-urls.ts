/**
 * The addresses the site has published, committed in content/published-urls.txt: every page the
 * site index lists in the sitemap, and each anchor of it a reader may have bookmarked (headings,
 * reference sections and items; parameters' anchors are left out: they follow their item's).
 *
 * Once published, an address keeps working. A build fails when one on the list is no longer a
 * page or anchor of the site and content/redirects.yaml does not say where it went: a page needs a
 * page redirect, an anchor an anchor redirect or its page's redirect (browsers keep the `#` across
 * a 301). `npm run urls -- --write` adds the site's new addresses to the list; `npm test` fails
 * while one is missing from it (scripts/published-urls.ts).
 */
import { loadCompiled } from '../src/content/cache';
import type { ContentFile } from '../src/content/pages';
import { pageAnchors } from '../src/site/anchors';
import type { SiteIndex } from '../src/site';
import type { PublishedSite, SiteRedirects } from './redirects';

export const PUBLISHED_URLS_FILE = 'content/published-urls.txt';

const HEADER = [
  '# Every address the site has published: pages, and the anchors of their headings, sections and items.',
  '# A build fails when one of them stops resolving without a redirect in content/redirects.yaml.',
  '# Add the new ones with `npm run urls -- --write` (never remove a line: redirect the address instead).',
];

export interface ListedUrl {
  url: string;
  line: number;
}

/** The list's addresses with their lines; `#` lines and blank lines are comments. */
export function parsePublishedUrls(text: string): ListedUrl[] {
  return text.split('\n').flatMap((raw, i) => {
    const url = raw.trim();
    return url && !url.startsWith('#') ? [{ url, line: i + 1 }] : [];
  });
}

/** The list as the file holds it: the header, then the addresses sorted. */
export const formatPublishedUrls = (urls: Iterable<string>): string => `${HEADER.join('\n')}\n${[...new Set(urls)].sort().join('\n')}\n`;

/** A content file's heading ids, from its compiled page (the build cache makes this cheap after a build). */
async function headingIds({ file, route, source }: ContentFile): Promise<Set<string>> {
  const { toc } = await loadCompiled(file, route, source);
  return new Set(toc.map((t) => t.id));
}

export interface SiteAddresses {
  /** Every address the site publishes now: its sitemap's pages and their anchors (no parameters'). */
  current: Set<string>;
  /** The pages and all their anchors, as the redirects' checks take them (builder/redirects.ts). */
  site: PublishedSite;
}

/** What the site index says the site publishes. */
export async function siteAddresses(index: SiteIndex): Promise<SiteAddresses> {
  const current = new Set<string>();
  const anchors = new Map<string, Set<string>>();
  for (const page of index.pages) {
    if (!('in' in page.sitemap)) continue;
    current.add(page.route);
    const all = await pageAnchors(page, headingIds);
    anchors.set(page.route, all);
    for (const anchor of await pageAnchors(page, headingIds, { params: false })) current.add(`${page.route}#${anchor}`);
  }
  const site: PublishedSite = {
    isPage: (route) => anchors.has(route),
    hasTwin: (route) => {
      const twin = index.page(route)?.twin;
      return twin !== undefined && 'in' in twin;
    },
    anchorsOf: (route) => anchors.get(route),
  };
  return { current, site };
}

/** Each listed address that no longer resolves and has no redirect, with the list's file and line. */
export function vanishedUrls(listed: readonly ListedUrl[], current: ReadonlySet<string>, redirects: SiteRedirects): string[] {
  const redirectedPages = new Set(redirects.pages.map((r) => r.from));
  const problems: string[] = [];
  for (const { url, line } of listed) {
    if (current.has(url)) continue;
    const hash = url.indexOf('#');
    const page = hash < 0 ? url : url.slice(0, hash);
    const anchor = hash < 0 ? undefined : url.slice(hash + 1);
    if (redirectedPages.has(page)) continue;
    if (anchor !== undefined && current.has(page) && redirects.anchors.get(page)?.has(anchor)) continue;
    problems.push(
      anchor === undefined
        ? `${PUBLISHED_URLS_FILE}:${line}: ${url} was published and is no longer a page: say where it went in content/redirects.yaml (- from: ${url}, to: …)`
        : `${PUBLISHED_URLS_FILE}:${line}: ${url} was published and ${current.has(page) ? `${page} no longer has #${anchor}` : `${page} is no longer a page`}: say where it went in content/redirects.yaml (- from: ${url}, to: …)`,
    );
  }
  return problems;
}

/** The site's addresses the list does not hold yet. */
export const unlistedUrls = (listed: readonly ListedUrl[], current: ReadonlySet<string>): string[] => {
  const have = new Set(listed.map((l) => l.url));
  return [...current].filter((url) => !have.has(url)).sort();
};
