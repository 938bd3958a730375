/**
 * The site index: every page of the site, once. For each page, its route, its kind, the file a
 * writer edits for it, and what each of the site's outputs does with it (the sitemap, the search
 * index, the MCP server's index, llms.txt, the Markdown twin), or why that output leaves it out.
 * The routes' static params, the post-build step (content slots, item pages, twins, llms.txt,
 * sitemap, MCP data, search index), the build's fast path and check-pages read the pages from here;
 * addresses are made by the URL scheme (src/lib/site-urls.ts). A test proves each output has every
 * page the index says it has (builder/site-outputs.test.ts), and the build's output is checked
 * against it after a build (scripts/check-site-index.ts).
 *
 * Three levels, from cheapest: the pages made from content files by their names alone
 * (`contentPageOf`, `sitePages`, `startPages`: no file is read); the pages that need no reference
 * (`contentIndex`: home, guides, the site's own pages, start pages, the 404 page, their
 * frontmatter read); and the whole site (`siteIndex`: with every reference's long page and item
 * pages, from the references' models).
 */
import { guideSlug, listGuides, readContentFile, type ContentFile, type GuideEntry } from '../content/pages';
import { guideUrl, HOME_URL, NOT_FOUND_URLS, SITE_PAGE_NAMES, sitePageUrl, startPageUrl, twinUrl } from '../lib/site-urls';
import type { RefItem, ReferenceDoc } from '../reference/model';
import { allReferences } from '../reference/registry';
import { REFERENCES } from '../references.config';

export type PageKind = 'home' | 'guide' | 'site-page' | 'start-page' | 'reference' | 'reference-item' | 'not-found';

/** What an output does with a page: `in`, how it lists it; `out`, why it leaves it out. */
export type Listing<How extends string = string> = { in: How } | { out: string };

/** What each of the site's outputs does with a page. */
export interface Listings {
  /** sitemap.xml. */
  sitemap: Listing<'url'>;
  /**
   * The search index: Pagefind reads the exported page (`page`: its `data-pagefind-body`), or the
   * reference's own records point at the page's anchors (`records`: one per item and parameter).
   */
  search: Listing<'page' | 'records'>;
  /** `out/_mcp/index.json`: one of its pages, one of its references, or one of a reference's items (read from the reference's file). */
  mcp: Listing<'page' | 'reference' | 'item'>;
  /** llms.txt: a page's line, a reference's line, or an item's line under its reference. */
  llms: Listing<'page' | 'reference' | 'item'>;
  /** The plain-Markdown twin: its address. */
  twin: Listing;
}

interface PageBase extends Listings {
  /** The address: `/guides/auth/sessions`. */
  route: string;
  kind: PageKind;
  title: string;
  description: string;
  /** The file a writer edits to change it, from the project root. */
  source: string;
}

export interface HomeEntry extends PageBase {
  kind: 'home';
}

export interface GuidePageEntry extends PageBase {
  kind: 'guide';
  /** The MDX file rendered into its content slot. */
  mdx: GuideEntry;
}

export interface SitePageEntry extends PageBase {
  kind: 'site-page';
  mdx: ContentFile;
}

export interface StartPageEntry extends PageBase {
  kind: 'start-page';
  mdx: ContentFile;
  /** The key in its address: `/reference/<key>/start`. */
  key: string;
  /** The key of the registry entry whose first steps it is (`management-api`'s is `api`). */
  reference: string;
}

export interface ReferencePageEntry extends PageBase {
  kind: 'reference';
  doc: ReferenceDoc;
  /** Its hand-written introduction, compiled into the page's `intro` slot. */
  mdx?: ContentFile;
  /** Whether each of its items has a page of its own (then listed after it); otherwise an item is an anchor of the long page. */
  itemPages: boolean;
}

export interface ItemPageEntry extends PageBase {
  kind: 'reference-item';
  doc: ReferenceDoc;
  item: RefItem;
}

export interface NotFoundEntry extends PageBase {
  kind: 'not-found';
}

export type PageEntry = HomeEntry | GuidePageEntry | SitePageEntry | StartPageEntry | ReferencePageEntry | ItemPageEntry | NotFoundEntry;

/** A page whose whole content is one MDX file, compiled into its content slot: guides, the site's own pages, start pages. */
export type ContentPageEntry = GuidePageEntry | SitePageEntry | StartPageEntry;

const CONTENT_KINDS: ReadonlySet<PageKind> = new Set(['guide', 'site-page', 'start-page']);

/** Whether pages of `kind` are content pages: one MDX file each, compiled into the page's content slot. */
export const isContentKind = (kind: PageKind): kind is ContentPageEntry['kind'] => CONTENT_KINDS.has(kind);

/** The content pages among `pages`, in their order. */
export const contentPagesOf = (pages: readonly PageEntry[]): ContentPageEntry[] => pages.filter((p): p is ContentPageEntry => isContentKind(p.kind));

const listed = { sitemap: { in: 'url' }, search: { in: 'page' }, mcp: { in: 'page' }, llms: { in: 'page' } } as const;

/** What each output does with a page of each kind: the one place that decides it. */
export function listingsOf(kind: PageKind, route: string): Listings {
  switch (kind) {
    case 'home':
      return {
        sitemap: { in: 'url' },
        search: { in: 'page' },
        mcp: { out: 'the home page links to the sections; the MCP index lists the pages themselves' },
        llms: { out: "llms.txt's own title and summary stand for the home page" },
        twin: { out: 'the home page has no text of its own beyond links to the sections' },
      };
    case 'guide':
    case 'site-page':
    case 'start-page':
      return { ...listed, twin: { in: twinUrl(route) } };
    case 'reference':
      return { sitemap: { in: 'url' }, search: { in: 'records' }, mcp: { in: 'reference' }, llms: { in: 'reference' }, twin: { in: twinUrl(route) } };
    case 'reference-item':
      return {
        sitemap: { in: 'url' },
        search: { out: "its item's search record points at the item on the long page, which shows the same text" },
        mcp: { in: 'item' },
        llms: { in: 'item' },
        twin: { out: "its Markdown is its section of the reference's twin, and the MCP server's get_page returns it at this address" },
      };
    case 'not-found':
      return {
        sitemap: { out: 'the 404 page is what an address without a page gets' },
        search: { out: 'the 404 page is what an address without a page gets' },
        mcp: { out: 'the 404 page is what an address without a page gets' },
        llms: { out: 'the 404 page is what an address without a page gets' },
        twin: { out: 'the 404 page is what an address without a page gets' },
      };
  }
}

/** The site's own pages: `content/<name>.mdx` at `/<name>`, rendered like a guide (each has a thin route in src/app/<name>/). */
export const sitePages = (): { name: string; file: string; route: string }[] =>
  SITE_PAGE_NAMES.map((name) => ({ name, file: `content/${name}.mdx`, route: sitePageUrl(name) }));

/** The site page served at `route`. */
export const sitePage = (route: string) => sitePages().find((page) => page.route === route);

/**
 * The "first steps" pages beside the references: one per client library, and the Management
 * API's, as the registry names them (src/references.config.ts). The registry check fails the
 * build when one of them does not exist (registryProblems).
 */
export function startPages(): { key: string; reference: string; file: string; route: string }[] {
  return REFERENCES.flatMap((e) => (e.kind === 'sdk' ? [[e.key, e.key]] : e.kind === 'api' && e.start ? [[e.start, e.key]] : [])).map(([key, reference]) => ({
    key: key!,
    reference: reference!,
    file: `content/reference/${key}/start.mdx`,
    route: startPageUrl(key!),
  }));
}

/**
 * The content page made from `file` (relative to the project root), from its name alone: a guide,
 * a site page or a start page, or undefined for any other file (a reference's introduction is part
 * of its long page, not a page of its own).
 */
export function contentPageOf(file: string): { route: string; kind: ContentPageEntry['kind'] } | undefined {
  if (file.startsWith('content/guides/') && file.endsWith('.mdx')) return { route: guideUrl(guideSlug(file.slice('content/guides/'.length))), kind: 'guide' };
  const own = sitePages().find((p) => p.file === file);
  if (own) return { route: own.route, kind: 'site-page' };
  const start = startPages().find((p) => p.file === file);
  return start ? { route: start.route, kind: 'start-page' } : undefined;
}

/** A page as the name of its file tells it, before anything is read. */
export type PageOutline = Pick<PageBase, 'route' | 'kind' | 'source'> & Listings;

/**
 * The pages the project's file names alone tell of (`files` relative to the project root): the
 * home page, every content page among `files`, the 404 page. What the build's fast path knows of
 * the index: no page of a reference, no file read.
 */
export function outlineOfFiles(files: readonly string[]): PageOutline[] {
  const outline = (page: Pick<PageBase, 'route' | 'kind' | 'source'>): PageOutline => ({ ...page, ...listingsOf(page.kind, page.route) });
  const content = files.flatMap((file) => {
    const page = contentPageOf(file);
    return page ? [outline({ ...page, source: file })] : [];
  });
  const { route, kind, source } = homePage();
  return [outline({ route, kind, source }), ...content, ...notFoundPages().map((p) => outline({ route: p.route, kind: p.kind, source: p.source }))];
}

const fromMdx = <K extends ContentPageEntry['kind']>(kind: K, mdx: ContentFile) => ({
  route: mdx.route,
  kind,
  title: mdx.frontmatter.title,
  description: mdx.frontmatter.description,
  source: mdx.file,
  ...listingsOf(kind, mdx.route),
});

/** The home page: src/components/home/HomePage.tsx. */
export const homePage = (): HomeEntry => ({
  route: HOME_URL,
  kind: 'home',
  title: 'Home',
  description: '',
  source: 'src/components/home/HomePage.tsx',
  ...listingsOf('home', HOME_URL),
});

const notFoundPages = (): NotFoundEntry[] =>
  NOT_FOUND_URLS.map((route) => ({
    route,
    kind: 'not-found',
    title: 'Page not found',
    description: '',
    source: 'src/app/not-found.tsx',
    ...listingsOf('not-found', route),
  }));

/**
 * Every page that is not made from a reference's model, in the order the outputs list them: the home
 * page, the guides (by route), the site's own pages, the start pages, the 404 page. Their
 * frontmatter is read and checked (every problem at once, from listGuides).
 */
export function contentIndex(): PageEntry[] {
  return [
    homePage(),
    ...listGuides().map((mdx): GuidePageEntry => ({ ...fromMdx('guide', mdx), mdx })),
    ...sitePages().map((p): SitePageEntry => {
      const mdx = readContentFile(p.file, p.route);
      return { ...fromMdx('site-page', mdx), mdx };
    }),
    ...startPages().map((p): StartPageEntry => {
      const mdx = readContentFile(p.file, p.route);
      return { ...fromMdx('start-page', mdx), mdx, key: p.key, reference: p.reference };
    }),
    ...notFoundPages(),
  ];
}

/** A reference's long page, then its items' own pages (when it has them). */
function referencePages(doc: ReferenceDoc): PageEntry[] {
  const mdx = doc.intro ? readContentFile(doc.intro, doc.page) : undefined;
  const page: ReferencePageEntry = {
    route: doc.page,
    kind: 'reference',
    title: doc.version ? `${doc.title} ${doc.version}` : doc.title,
    description: doc.description,
    source: doc.intro ?? doc.sections.find((s) => s.source)?.source ?? '',
    doc,
    mdx,
    itemPages: doc.itemPage !== undefined,
    ...listingsOf('reference', doc.page),
  };
  if (!page.source) throw new Error(`${doc.page}: its reference names no file it is made from (an introduction, or RefSection.source set by its loader)`);
  const itemPage = doc.itemPage;
  if (!itemPage) return [page];
  const items = doc.sections.flatMap((section) =>
    section.items.map((item): ItemPageEntry => ({
      route: itemPage(item.id),
      kind: 'reference-item',
      title: item.title,
      description: item.summary ?? '',
      source: section.source ?? page.source,
      doc,
      item,
      ...listingsOf('reference-item', itemPage(item.id)),
    })),
  );
  return [page, ...items];
}

export interface SiteIndex {
  /** Every page, each once: as contentIndex, with every reference's long page and item pages before the 404 page. */
  pages: PageEntry[];
  /** The page at `route`. */
  page(route: string): PageEntry | undefined;
  /** The references the pages were made from, in the registry's order. */
  references: ReferenceDoc[];
}

/** Fails when two pages claim one address: an item whose id is `introduction` or `start`, a guide and a site page… */
function checkedRoutes(pages: PageEntry[]): Map<string, PageEntry> {
  const byRoute = new Map<string, PageEntry>();
  const clashes: string[] = [];
  for (const page of pages) {
    const other = byRoute.get(page.route);
    if (other) clashes.push(`${page.route}: ${other.kind} from ${other.source} and ${page.kind} from ${page.source}`);
    else byRoute.set(page.route, page);
  }
  if (clashes.length) throw new Error(`Two pages of the site share an address:\n${clashes.map((c) => `  - ${c}`).join('\n')}`);
  return byRoute;
}

async function buildSiteIndex(): Promise<SiteIndex> {
  const references = await allReferences();
  const content = contentIndex();
  const notFound = content.filter((p) => p.kind === 'not-found');
  const pages = [...content.filter((p) => p.kind !== 'not-found'), ...references.flatMap(referencePages), ...notFound];
  const byRoute = checkedRoutes(pages);
  return { pages, page: (route) => byRoute.get(route), references };
}

let cached: Promise<SiteIndex> | undefined;

/** Every page of the site, made once per process in a build (again on every call under `next dev`, as its sources are). */
export function siteIndex(): Promise<SiteIndex> {
  if (!cached || process.env.NODE_ENV !== 'production') cached = buildSiteIndex();
  return cached;
}
