/**
 * Runs after `next build`: writes the pages' content and what the site offers machines, all from
 * the models the pages come from (the content index and the references' models):
 * - the content of every guide and start page, and every reference's introduction and sections,
 *   into their exported pages (src/lib/slots.ts), islands rendered into their placeholders, in one
 *   pass over out/ that reads and writes each exported page once (rewritePages);
 * - every reference item's own page (builder/crawler-pages.tsx);
 * - a plain-Markdown twin of every guide and reference at `<route>.md`;
 * - llms.txt listing every page, sitemap.xml, robots.txt;
 * - the Pagefind search index of the static pages, plus one record per reference item and parameter;
 * - the React runtime of every Next.js page loaded on demand (builder/runtime-defer.ts);
 * - a gzip twin (`file.gz`) of every text file, last, which `npm start` serves to clients that accept gzip.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../src/components/shell/Sidebar';
import { loadCompiled, type CachedPage } from '../src/content/cache';
import { listGuides, readContentFile, type ContentFile } from '../src/content/pages';
import { standalonePages } from '../src/content/site-pages';
import { NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from '../src/enhance/not-found';
import { appendToBody, escapeHtml, escapeInlineScript } from '../src/lib/html';
import { markdownLink, markdownText } from '../src/lib/markdown-text';
import { encodeRoutes } from '../src/lib/nearest-routes';
import { fillSlots, SIDEBAR_SLOT, SLOT_ATTRIBUTE } from '../src/lib/slots';
import { flattenSection, pageDirectory, sections } from '../src/nav';
import { itemsOf, type ReferenceDoc } from '../src/reference/model';
import { llmsLines, searchRecords } from '../src/reference/outputs';
import { sectionSlot } from '../src/reference/pages';
import { allReferences } from '../src/reference/registry';
import { misplacedAnchors, PARTS_DIR, type RenderedSection, splitReference } from '../src/reference/parts';
import { itemPageHtml, overviewHtml, renderedSections } from '../src/content/reference-html';
import { absoluteUrl, site } from '../src/site.config';
import { CONTENT_SLOT, exportedPage, markdownTwinFile, referenceTwin, slotContent } from './content-outputs';
import { crawlerPage } from './crawler-pages';
import { flightFileOf, isNextPage, nextInlineScripts, servedAt, styleLinks } from './next-export';
import { headersFile, hostConfig, HEADERS_FILE, NGINX_FILE, nginxConf, REDIRECTS_FILE, redirectsFile } from '../server/host-config';
import { loadRedirects } from './redirects';
import { itemPageScripts } from './crawler-pages';
import { scriptHash } from '../server/headers';
import { deferRuntime } from './runtime-defer';
import { htmlFiles, NON_CONTENT_ROUTES, routeOf } from './html-files';
import { writeGzipTwins } from './gzip-twins';
import { writeMcpData } from './mcp-data';
import { startSearchIndex, writeSearchIndex, type SearchRecord } from './search-index';

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

/** Every content page with a content slot: guides, the references' start pages and the site's own pages (/contributing). */
const contentPages = (): ContentFile[] => [...listGuides(), ...standalonePages().map((p) => readContentFile(p.file, p.route))];

/**
 * Plans every guide's (and start page's) content into its page's slot (builder/content-outputs.ts
 * makes it, for the fast path too). Returns what each page's slot got, by route: the build's manifest records it,
 * so that the fast path (builder/fast-build.ts) can later replace exactly that.
 */
async function planContentSlots(plan: SlotPlan): Promise<Map<string, string>> {
  const filled = new Map<string, string>();
  for (const page of contentPages()) {
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
async function writeReferencePage(out: string, plan: SlotPlan, doc: ReferenceDoc, sections: RenderedSection[]) {
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
  if (doc.intro) {
    const intro = readContentFile(doc.intro, doc.page);
    introPage = await loadCompiled(intro.file, intro.route, intro.source);
    contents.set('intro', await slotContent(introPage, intro.file));
  }
  const overview = overviewHtml(doc);
  if (overview && !doc.intro) contents.set('intro', overview);
  planSlots(plan, doc.page, contents);
  writeFileSync(path.join(out, `${doc.page}.md`), referenceTwin(doc, introPage));
}

/** Every item's own page (builder/crawler-pages.tsx), styled like the rest of the site. */
async function writeItemPages(out: string, doc: ReferenceDoc, styles: string[]): Promise<number> {
  if (!doc.itemPage) return 0;
  let count = 0;
  for (const item of itemsOf(doc)) {
    const file = exportedPage(out, doc.itemPage(item.id));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, crawlerPage(doc, item, await itemPageHtml(doc, item), styles));
    count++;
  }
  return count;
}

async function planReferences(out: string, plan: SlotPlan, prepared: Map<ReferenceDoc, RenderedSection[]>): Promise<number> {
  for (const [doc, html] of prepared) await writeReferencePage(out, plan, doc, html);
  return prepared.size;
}

/**
 * The item pages: written whole, after the pass over Next's pages (they are not Next pages, and
 * have no slot, no 404 list and no runtime), so nothing reads them again.
 */
async function writeAllItemPages(out: string, prepared: Map<ReferenceDoc, RenderedSection[]>): Promise<number> {
  // The home page's style sheets: every page of the app links the same ones.
  const home = path.join(out, 'index.html');
  const styles = styleLinks(readFileSync(home, 'utf8'), path.relative(process.cwd(), home));
  let items = 0;
  for (const doc of prepared.keys()) items += await writeItemPages(out, doc, styles);
  return items;
}

async function writeMarkdownTwins(out: string) {
  const pages = contentPages();
  for (const page of pages) {
    // The twin is made with the compiled page and kept in the content cache (src/content/cache.ts).
    const { markdown } = await loadCompiled(page.file, page.route, page.source);
    const file = markdownTwinFile(out, page.route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown);
  }
  return pages.length;
}

async function writeLlmsTxt(out: string) {
  const guides = new Map(contentPages().map((g) => [g.route, g]));
  const listed = new Set<string>();
  const line = (guide: ContentFile) =>
    `- ${markdownLink(guide.frontmatter.title, absoluteUrl(`${guide.route}.md`))}: ${markdownText(guide.frontmatter.description)}`;
  const lines = [
    `# ${markdownText(site.name)}`,
    '',
    `> ${markdownText(site.description)}`,
    '',
    'Every guide and reference is also available as plain Markdown: add `.md` to its URL.',
    '',
  ];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const item of flattenSection(section)) {
      const guide = guides.get(item.href);
      if (!guide || listed.has(item.href)) continue;
      listed.add(item.href);
      lines.push(line(guide));
    }
    lines.push('');
  }
  const unlisted = [...guides.values()].filter((g) => !listed.has(g.route));
  if (unlisted.length) lines.push('## More pages', '', ...unlisted.map(line), '');
  lines.push('## References', '');
  for (const doc of await allReferences()) lines.push(...llmsLines(doc, absoluteUrl));
  writeFileSync(path.join(out, 'llms.txt'), `${lines.join('\n')}\n`);
}

function writeSitemapAndRobots(out: string) {
  const routes = htmlFiles(out)
    .map((file) => routeOf(out, file))
    .filter((route) => !NON_CONTENT_ROUTES.has(route))
    .sort();
  // A URL in XML: percent-encoded as a URL, then escaped as XML text.
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(encodeURI(absoluteUrl(route)))}</loc></url>`);
  writeFileSync(
    path.join(out, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`);
  return urls.length;
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
 * scripts collected while the build wrote the pages; the redirects are content/redirects.yaml's,
 * checked against the pages now in `out`.
 */
function writeHostConfig(out: string, scripts: ReadonlySet<string>) {
  const page = (route: string) => existsSync(route === '/' ? path.join(out, 'index.html') : `${path.join(out, route)}.html`);
  const redirects = loadRedirects({ isPage: page, hasTwin: (route) => existsSync(`${path.join(out, route)}.md`), anchorsOf: () => undefined });
  const config = hostConfig([...scripts].map(scriptHash), redirects.pages);
  writeFileSync(path.join(out, HEADERS_FILE), headersFile(config));
  writeFileSync(path.join(out, REDIRECTS_FILE), redirectsFile(config));
  writeFileSync(path.join(out, NGINX_FILE), nginxConf(config));
  return { scripts: scripts.size, redirects: config.redirects.length };
}

/** The reference records of the search index (the fast path reads them back from the build cache). */
export const referenceSearchRecords = async (): Promise<SearchRecord[]> =>
  (await allReferences())
    .flatMap(searchRecords)
    .map((r) => ({ url: r.url, language: 'en', meta: { title: r.title, ...(r.page === undefined ? {} : { page: r.page }) }, content: r.content }));

/** What the post-build step can make before `next build` has finished: scripts/build.ts calls it early. */
export async function preparePostbuild() {
  const references = new Map<ReferenceDoc, RenderedSection[]>();
  for (const doc of await allReferences()) references.set(doc, await renderedSections(doc));
  const records = await referenceSearchRecords();
  return { references, records, searchIndex: await startSearchIndex(records) };
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
  const plan: SlotPlan = new Map();
  const filled = await timed('contentSlots', () => planContentSlots(plan));
  const referencePages = await timed('references', () => planReferences(out, plan, ready.references));
  const scripts = new Set<string>(itemPageScripts);
  const rewritten = await timed('pages', () => rewritePages(out, plan, scripts));
  const items = await timed('itemPages', () => writeAllItemPages(out, ready.references));
  const twins = await timed('markdownTwins', () => writeMarkdownTwins(out));
  await timed('llmsTxt', () => writeLlmsTxt(out));
  const pages = await timed('sitemap', () => writeSitemapAndRobots(out));
  await timed('mcpData', () => writeMcpData(out)); // what the MCP server reads (builder/mcp-data.ts)
  const search = await timed('searchIndex', () => writeSearchIndex(ready.searchIndex, out));
  const host = await timed('hostConfig', () => writeHostConfig(out, scripts));
  const gzipped = await timed('gzip', () => writeGzipTwins(out));
  return {
    summary: `postbuild: content of ${filled.size} pages, sidebars of ${rewritten.sidebars}, ${referencePages} reference pages with ${items} item pages, ${twins} Markdown twins, llms.txt, sitemap with ${pages} pages, ${rewritten.pages} exported pages read and written once, runtime on demand on ${rewritten.deferred} (page data in its own file on ${rewritten.flightFiles}), search index of ${search.pages} pages + ${search.records} reference records, ${gzipped} gzip twins, host configuration with ${host.scripts} script hashes and ${host.redirects} redirects`,
    seconds,
    filled,
  };
}
