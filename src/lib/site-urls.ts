/**
 * The site's URL scheme: every address a page of the site has is made here, and nowhere else.
 * Browser-safe and pure, so the loaders, the routes, the build, the MCP server and the browser all
 * build and read addresses the same way. The list of pages itself is the site index
 * (src/site/index.ts), which makes its routes with these.
 *
 * - the home page `/`; the 404 page (Next writes it twice: `/404` and `/_not-found`);
 * - a guide `/guides/<path>` (`content/guides/<path>.mdx`, or `<path>/index.mdx`);
 * - a page of the site's own `/<name>` (`content/<name>.mdx`);
 * - a reference's start page `/reference/<key>/start`;
 * - a reference's long page `/reference/<key>/introduction`, an older version's
 *   `/reference/<key>/<version>/introduction`, and beside it each item's own page
 *   (`/reference/<key>/<id>`, `/reference/<key>/<version>/<id>`);
 * - the Markdown twin of a page, `<route>.md`.
 */

import { NEXT_ERROR_ROUTES } from './next-export';

export const HOME_URL = '/';

/** Where the 404 page is: the addresses Next's export writes it at (the adapter's, src/lib/next-export.ts). */
export const NOT_FOUND_URLS: readonly string[] = NEXT_ERROR_ROUTES;

/** The pages of the site's own, outside the guides and references: `content/<name>.mdx` at `/<name>`. */
export const SITE_PAGE_NAMES: readonly string[] = ['contributing'];

/** A guide's address from its path segments after `/guides/` (`['auth', 'sessions']`). */
export const guideUrl = (slug: readonly string[]): string => `/guides/${slug.join('/')}`;

/** The guides' section an address belongs to (`/guides/auth/sessions` → `auth`), or undefined when it is not a guide. */
export const guideSectionOf = (route: string): string | undefined => (route.startsWith('/guides/') ? route.split('/')[2] || undefined : undefined);

/** A page of the site's own, by its name. */
export const sitePageUrl = (name: string): string => `/${name}`;

/** A reference's "first steps" page. */
export const startPageUrl = (key: string): string => `/reference/${key}/start`;

/** The addresses of one reference version: its long page and its items' own pages. */
export interface ReferenceUrls {
  /** The long page: `/reference/javascript/introduction`. */
  page: string;
  /** An item's own page: `/reference/javascript/select`. */
  item(id: string): string;
}

/**
 * The addresses of a reference (by its key) in one version: without `version`, the version readers
 * get by default, at the unversioned addresses; with it, an older version under its own segment.
 */
export function referenceUrls(key: string, version?: string): ReferenceUrls {
  const base = version === undefined ? `/reference/${key}` : `/reference/${key}/${version}`;
  return { page: `${base}/introduction`, item: (id) => `${base}/${id}` };
}

/** The key (and version, for an older one) of a reference's long page, read back from its address; undefined for any other address. */
export function referencePageParams(route: string): { key: string; version?: string } | undefined {
  const match = /^\/reference\/([a-z][a-z0-9-]*)(?:\/(v\d+))?\/introduction$/.exec(route);
  if (!match) return undefined;
  return match[2] === undefined ? { key: match[1]! } : { key: match[1]!, version: match[2] };
}

/** An anchor on a page: `/reference/cli/introduction#plinth-db-push`. */
export const anchorUrl = (route: string, id: string): string => `${route}#${id}`;

/** Where a reference item is read: its own page when the reference has item pages, else its anchor on the long page. */
export const itemUrl = (doc: { page: string; itemPage?: (id: string) => string }, id: string): string =>
  doc.itemPage ? doc.itemPage(id) : anchorUrl(doc.page, id);

/** A page's plain-Markdown twin: `/guides/auth` → `/guides/auth.md`. */
export const twinUrl = (route: string): string => `${route}.md`;

/**
 * The addresses that are pages of the Next.js app, reached with a client-side navigation: the home
 * page, guides, the site's own pages, the references' long and start pages. Everything else (item
 * pages, twins, llms.txt, the search index) is a file, loaded as such.
 */
const APP_ROUTE = [
  /^\/$/,
  /^\/guides(\/[a-z0-9_-]+)*$/,
  /^\/reference\/[a-z0-9-]+(\/v\d+)?\/introduction$/,
  /^\/reference\/[a-z0-9-]+\/start$/,
  new RegExp(`^/(${SITE_PAGE_NAMES.join('|')})$`),
];

export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE.some((pattern) => pattern.test(pathname));
}
