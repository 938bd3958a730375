/**
 * Runs after `next build`: writes the pages' content and what the site offers machines, all from
 * the site index (src/site: every page, and what each output does with it) and the models the
 * pages come from:
 * - the content of every guide and start page, and every reference's introduction and sections,
 *   into their exported pages (src/lib/slots.ts), islands rendered into their placeholders, in one
 *   pass over out/ that reads and writes each exported page once (rewritePages);
 * - every reference item's own page (builder/crawler-pages.tsx);
 * - a plain-Markdown twin of every guide and reference at `<route>.md`;
 * - llms.txt listing every page, sitemap.xml, robots.txt;
 * - the Pagefind search index of the static pages, plus one record per reference item and parameter
 *   and per entry of the error catalogue;
 * - the React runtime of every Next.js page loaded on demand (builder/runtime-defer.ts);
 * - a gzip twin (`file.gz`) of every text file, last, which `npm start` serves to clients that accept gzip.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../src/components/shell/Sidebar';
import { loadCompiled, type CachedPage } from '../src/content/cache';
import { NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from '../src/enhance/not-found';
import { appendToBody, escapeInlineScript } from '../src/lib/html';
import { encodeRoutes } from '../src/lib/nearest-routes';
import { fillSlots, SIDEBAR_SLOT, SLOT_ATTRIBUTE } from '../src/lib/slots';
import { pageDirectory } from '../src/nav';
import type { ReferenceDoc } from '../src/reference/model';
import { sectionSlot } from '../src/reference/pages';
import { misplacedAnchors, PARTS_DIR, type RenderedSection, splitReference } from '../src/reference/parts';
import { itemPageHtml, overviewHtml, renderedSections } from '../src/content/reference-html';
import { contentPagesOf, siteIndex, type ReferencePageEntry, type SiteIndex } from '../src/site';
import { CONTENT_SLOT, exportedPage, markdownTwinFile, slotContent } from './content-outputs';
import { referenceTwin } from '../src/content/reference-twin';
import { crawlerPage } from './crawler-pages';
import { flightFileOf, isNextPage, nextInlineScripts, servedAt, styleLinks } from './next-export';
import { headersFile, hostConfig, HEADERS_FILE, NGINX_FILE, nginxConf, REDIRECTS_FILE, redirectsFile } from '../server/host-config';
import { loadRedirects, type SiteRedirects } from './redirects';
import { parsePublishedUrls, PUBLISHED_URLS_FILE, siteAddresses, unlistedUrls, vanishedUrls } from './published-urls';
import { MOVED_ANCHORS_ID } from '../src/lib/moved-anchors';
import { itemPageScripts } from './crawler-pages';
import { scriptHash } from '../server/headers';
import { deferRuntime } from './runtime-defer';
import { htmlFiles, routeOf } from './html-files';
import { writeGzipTwins } from './gzip-twins';
import { writeMcpData } from './mcp-data';
import { referenceSearchRecords, searchedRoutes, startSearchIndex, writeSearchIndex } from './search-index';
import { writeNameTable } from './search-names';
import { SCOPE_FILTER } from '../src/lib/search/scopes';
import { writeSemanticTable } from './search-semantic';
import { llmsTxt, robotsTxt, sitemapXml } from './site-outputs';
import { errorCatalogue } from '../src/reference/errors/load';
import { errorSearchRecords } from '../src/reference/errors/outputs';

/**
 * What the one pass over out/ (rewritePages) writes into the slots of each exported page, by
 * route. The steps before it only say what goes where; no exported page is read or written until
 * every step has said so, so each is read once and written once, with its final bytes.
 */
type SlotPlan = Map<string, Map<string, string>>;

function planSlots(plan: SlotPlan, route: string, contents: ReadonlyMap<string, string>) {
  const slots = plan.get(route) ?? new Map<string, string>();
  for (const [id, html] of contents) {
    if (slots.has(id)) throw new Error(`postbuild: two steps write slot "${id}" of ${route}`);
    slots.set(id, html);
  }
  plan.set(route, slots);
}

/**
 * Plans every content page's content (guides, start pages, the site's own pages: the site index's
 * content pages) into its page's slot (builder/content-outputs.ts makes it, for the fast path too).
 * Returns what each page's slot got, by route: the build's manifest records it, so that the fast
 * path (builder/fast-build.ts) can later replace exactly that.
 */
async function planContentSlots(plan: SlotPlan, index: SiteIndex): Promise<Map<string, string>> {
  const filled = new Map<string, string>();
  for (const { mdx: page } of contentPagesOf(index.pages)) {
    const content = await slotContent(await loadCompiled(page.file, page.route, page.source), page.file);
    planSlots(plan, page.route, new Map([[CONTENT_SLOT, content]]));
    filled.set(page.route, content);
  }
  return filled;
}

/**
 * A reference's long page: its introduction and every section planned into their slots, later items as
 * parts of their own (src/reference/parts.ts, under out/_parts/); its Markdown twin.
 */
async function writeReferencePage(out: string, plan: SlotPlan, page: ReferencePageEntry, sections: RenderedSection[]) {
  const { doc, mdx: intro } = page;
  const { slots, parts } = splitReference(doc.page, sections, doc.itemPage);
  const misplaced = misplacedAnchors(
    parts,
    sections.flatMap((s) => s.items.map((i) => i.id)),
  );
  if (misplaced.length)
    throw new Error(
      `${doc.page}: ids in its parts that no item of their part owns by name (an address pointing at them would load the wrong part): ${misplaced.slice(0, 10).join(', ')}`,
    );
  const contents = new Map([...slots].map(([id, html]) => [sectionSlot(id), html]));
  const partsDir = path.join(out, PARTS_DIR, doc.page);
  rmSync(partsDir, { recursive: true, force: true });
  if (parts.length) mkdirSync(partsDir, { recursive: true });
  for (const [n, html] of parts.entries()) writeFileSync(path.join(partsDir, `${n}.html`), html);
  let introPage: CachedPage | undefined;
  if (intro) {
    introPage = await loadCompiled(intro.file, intro.route, intro.source);
    contents.set('intro', await slotContent(introPage, intro.file));
  }
  const overview = overviewHtml(doc);
  if (overview && !doc.intro) contents.set('intro', overview);
  planSlots(plan, doc.page, contents);
  if (!('in' in page.twin)) throw new Error(`postbuild: ${page.route} is a reference's long page without a Markdown twin (${page.twin.out})`);
  writeFileSync(path.join(out, page.twin.in), referenceTwin(doc, introPage));
}

async function planReferences(out: string, plan: SlotPlan, index: SiteIndex, prepared: Map<ReferenceDoc, RenderedSection[]>): Promise<number> {
  const pages = index.pages.filter((p) => p.kind === 'reference');
  for (const page of pages) await writeReferencePage(out, plan, page, prepared.get(page.doc)!);
  return pages.length;
}

/**
 * Every item's own page (builder/crawler-pages.tsx), styled like the rest of the site: written
 * whole, after the pass over Next's pages (they are not Next pages, and have no slot, no 404 list
 * and no runtime), so nothing reads them again.
 */
async function writeItemPages(out: string, index: SiteIndex): Promise<number> {
  // The home page's style sheets: every page of the app links the same ones.
  const home = exportedPage(out, '/');
  const styles = styleLinks(readFileSync(home, 'utf8'), path.relative(process.cwd(), home));
  let count = 0;
  for (const page of index.pages) {
    if (page.kind !== 'reference-item') continue;
    const file = exportedPage(out, page.route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, crawlerPage(page.doc, page.item, await itemPageHtml(page.doc, page.item), styles));
    count++;
  }
  return count;
}

/** The Markdown twin of every content page (a reference's is written with its long page). */
async function writeMarkdownTwins(out: string, index: SiteIndex) {
  const pages = contentPagesOf(index.pages);
  for (const page of pages) {
    if (!('in' in page.twin)) continue;
    // The twin is made with the compiled page and kept in the content cache (src/content/cache.ts).
    const { markdown } = await loadCompiled(page.mdx.file, page.route, page.mdx.source);
    const file = markdownTwinFile(out, page.route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown);
  }
  return pages.length;
}

const writeLlmsTxt = (out: string, index: SiteIndex) => writeFileSync(path.join(out, 'llms.txt'), llmsTxt(index));

function writeSitemapAndRobots(out: string, index: SiteIndex) {
  const sitemap = sitemapXml(index);
  writeFileSync(path.join(out, 'sitemap.xml'), sitemap.xml);
  writeFileSync(path.join(out, 'robots.txt'), robotsTxt());
  return sitemap.urls;
}

/**
 * The one pass over Next's exported pages: each is read once, gets every transform in order, and
 * is written once, with its final bytes (its gzip twin is written later, from those).
 * 1. the React runtime loaded on demand (builder/runtime-defer.ts), on every page of the Next app
 *    (builder/next-export.ts knows one from the pages the build writes itself): deferRuntime fails the build if such a page
 *    has no script it can defer. The route's flight data as Next wrote it for client-side
 *    navigation (`guides/x.html` → `guides/x.txt`) is used only when it is the page's inline copy,
 *    byte for byte. The inline scripts left are recorded in `scripts`, for the site's policy;
 * 2. its slots: the content, introduction and sections planned above, and its section sidebar,
 *    rendered for the page's route (src/components/shell/PageShell.tsx) with the active entry
 *    marked and the entries above it open, as React would have;
 * 3. the 404 page's list of pages to suggest (src/app/not-found.tsx says why it is written here):
 *    inert JSON at the end of <body>, where React's hydration does not look.
 * Fails when a planned slot's page was not exported, or when no 404 page takes the list.
 */
function rewritePages(out: string, plan: SlotPlan, scripts: Set<string>) {
  const notFoundTag = `<script type="application/json" id="${ROUTES_DATA_ID}">${escapeInlineScript(encodeRoutes(pageDirectory()))}</script>`;
  const counts = { pages: 0, sidebars: 0, notFound: 0, deferred: 0, flightFiles: 0 };
  const unseen = new Set(plan.keys());
  for (const file of htmlFiles(out)) {
    const route = routeOf(out, file);
    const shown = path.relative(process.cwd(), file);
    let html = readFileSync(file, 'utf8');
    const before = html;
    // The runtime first, on the page as Next wrote it: what then remains of its inline scripts are
    // the only ones the site's policy allows (the content written next has none of its own).
    if (isNextPage(html)) {
      const txt = flightFileOf(file);
      const flight = existsSync(txt) ? { url: servedAt(out, txt), text: readFileSync(txt, 'utf8') } : undefined;
      html = deferRuntime(html, shown, flight);
      if (flight && html.includes(`"flight":${JSON.stringify(flight.url)}`)) counts.flightFiles++;
      counts.deferred++;
    }
    for (const body of nextInlineScripts(html, shown)) scripts.add(body);
    const slots = new Map(plan.get(route));
    unseen.delete(route);
    if (html.includes(`${SLOT_ATTRIBUTE}="${SIDEBAR_SLOT}"`)) {
      slots.set(SIDEBAR_SLOT, renderToStaticMarkup(createElement(Sidebar, { route })));
      counts.sidebars++;
    }
    if (slots.size) html = fillSlots(html, slots, shown);
    if (html.includes(`${NOT_FOUND_ATTRIBUTE}=""`) && !html.includes(`id="${ROUTES_DATA_ID}"`)) {
      html = appendToBody(html, notFoundTag, shown, "the 404 page's list of pages");
      counts.notFound++;
    }
    if (html !== before) writeFileSync(file, html);
    counts.pages++;
  }
  if (unseen.size) throw new Error(`postbuild: content planned for pages that were not exported: ${[...unseen].slice(0, 10).join(', ')}`);
  if (!counts.notFound) throw new Error('postbuild: no exported 404 page to write the list of pages into');
  return counts;
}

/**
 * The host configuration beside the export (server/host-config.ts): the policy allows the inline
 * scripts collected while the build wrote the pages; the redirects are content/redirects.yaml's
 * (checkedRedirects).
 */
function writeHostConfig(out: string, scripts: ReadonlySet<string>, redirects: SiteRedirects) {
  const config = hostConfig([...scripts].map(scriptHash), redirects.pages);
  writeFileSync(path.join(out, HEADERS_FILE), headersFile(config));
  writeFileSync(path.join(out, REDIRECTS_FILE), redirectsFile(config));
  writeFileSync(path.join(out, NGINX_FILE), nginxConf(config));
  return { scripts: scripts.size, redirects: config.redirects.length };
}

/**
 * content/redirects.yaml checked against the pages and anchors of the site index, and the list of
 * published addresses against both (builder/published-urls.ts): fails the build, before anything
 * else is written, on an address that was published and no longer resolves.
 */
async function checkedRedirects(index: SiteIndex): Promise<{ redirects: SiteRedirects; unlisted: number }> {
  const { current, site } = await siteAddresses(index);
  const redirects = loadRedirects(site);
  const listed = parsePublishedUrls(readFileSync(PUBLISHED_URLS_FILE, 'utf8'));
  const vanished = vanishedUrls(listed, current, redirects);
  if (vanished.length) throw new Error(`${vanished.length} published address(es) no longer resolve:\n${vanished.map((v) => `  ${v}`).join('\n')}`);
  return { redirects, unlisted: unlistedUrls(listed, current).length };
}

/**
 * A page with moved anchors carries their map, inert JSON at the end of <body> that the enhancer
 * follows (src/enhance/moved-anchors.ts). Only those pages are read again; written before the gzip
 * twins are made.
 */
function writeMovedAnchors(out: string, anchors: SiteRedirects['anchors']): number {
  for (const [route, map] of anchors) {
    const file = exportedPage(out, route);
    const tag = `<script type="application/json" id="${MOVED_ANCHORS_ID}">${escapeInlineScript(JSON.stringify(Object.fromEntries(map)))}</script>`;
    writeFileSync(file, appendToBody(readFileSync(file, 'utf8'), tag, path.relative(process.cwd(), file), 'the moved anchors'));
  }
  return anchors.size;
}

/** What the post-build step can make before `next build` has finished: scripts/build.ts calls it early. */
export async function preparePostbuild() {
  const index = await siteIndex();
  const references = new Map<ReferenceDoc, RenderedSection[]>();
  for (const doc of index.references) references.set(doc, await renderedSections(doc));
  // The error catalogue's entries are records of their own too, at their anchors on the errors pages.
  const records = [
    ...referenceSearchRecords(index.references),
    // On guide pages, so in the Guides scope: no `kind` (src/lib/search/scopes.ts).
    ...errorSearchRecords(errorCatalogue()).map((r) => ({
      url: r.url,
      language: 'en',
      meta: { title: r.title, ...r.show },
      filters: { [SCOPE_FILTER]: [] },
      content: r.content,
    })),
  ];
  return { index, references, records, searchIndex: await startSearchIndex(records) };
}

/** Every post-build step, in order; returns the line the build prints and each step's seconds. */
export async function postbuild(
  out: string,
  prepared?: Awaited<ReturnType<typeof preparePostbuild>>,
): Promise<{ summary: string; seconds: Record<string, number>; filled: Map<string, string> }> {
  const ready = prepared ?? (await preparePostbuild());
  const seconds: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    seconds[step] = (performance.now() - started) / 1000;
    return result;
  };
  const { index } = ready;
  const plan: SlotPlan = new Map();
  const filled = await timed('contentSlots', () => planContentSlots(plan, index));
  const { redirects, unlisted } = await timed('publishedUrls', () => checkedRedirects(index));
  const referencePages = await timed('references', () => planReferences(out, plan, index, ready.references));
  const scripts = new Set<string>(itemPageScripts());
  const rewritten = await timed('pages', () => rewritePages(out, plan, scripts));
  const items = await timed('itemPages', () => writeItemPages(out, index));
  const twins = await timed('markdownTwins', () => writeMarkdownTwins(out, index));
  await timed('llmsTxt', () => writeLlmsTxt(out, index));
  const pages = await timed('sitemap', () => writeSitemapAndRobots(out, index));
  await timed('mcpData', () => writeMcpData(out, index)); // what the MCP server reads (builder/mcp-data.ts)
  const search = await timed('searchIndex', () => writeSearchIndex(ready.searchIndex, out, searchedRoutes(index.pages)));
  const names = await timed('searchNames', () => writeNameTable(out)); // exact names first (builder/search-names.ts)
  const semantic = await timed('searchSemantic', () => writeSemanticTable(out)); // meaning (builder/search-semantic.ts)
  const moved = await timed('movedAnchors', () => writeMovedAnchors(out, redirects.anchors));
  const host = await timed('hostConfig', () => writeHostConfig(out, scripts, redirects));
  const gzipped = await timed('gzip', () => writeGzipTwins(out));
  return {
    summary: `postbuild: content of ${filled.size} pages, sidebars of ${rewritten.sidebars}, ${referencePages} reference pages with ${items} item pages, ${twins} Markdown twins, llms.txt, sitemap with ${pages} pages, ${rewritten.pages} exported pages read and written once, runtime on demand on ${rewritten.deferred} (page data in its own file on ${rewritten.flightFiles}), search index of ${search.pages} pages + ${search.records} reference records (${search.words} words, ${names.names} names of ${names.targets} items, ${semantic.sections} sections embedded with ${semantic.words} word vectors${semantic.readModel ? ', model read' : ''}), ${gzipped} gzip twins, host configuration with ${host.scripts} script hashes and ${host.redirects} redirects, ${moved} page(s) with moved anchors${unlisted ? `; ${unlisted} new address(es) not yet in ${PUBLISHED_URLS_FILE} (npm run urls -- --write)` : ''}`,
    seconds,
    filled,
  };
}
