/**
 * Runs after `next build`: writes the pages' content and what the site offers machines, all from
 * the models the pages come from (the content index and the references' models):
 * - the content of every guide and start page, and every reference's introduction and sections,
 *   into their exported pages (src/lib/slots.ts), islands rendered into their placeholders, in one
 *   pass over out/ that reads and writes each exported page once (rewritePages);
 * - every reference item's own page (build/crawler-pages.tsx);
 * - a plain-Markdown twin of every guide and reference at `<route>.md`;
 * - llms.txt listing every page, sitemap.xml, robots.txt;
 * - the Pagefind search index of the static pages, plus one record per reference item and parameter;
 * - the React runtime of every Next.js page loaded on demand (build/runtime-defer.ts);
 * - a gzip twin (`file.gz`) of every text file, last, which `npm start` serves to clients that accept gzip.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../src/components/shell/Sidebar';
import { loadCompiled } from '../src/content/cache';
import { listGuides, readContentFile, type ContentFile } from '../src/content/pages';
import { standalonePages } from '../src/content/site-pages';
import { NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from '../src/enhance/not-found';
import { appendToBody, escapeHtml, escapeInlineScript } from '../src/lib/html';
import { encodeRoutes } from '../src/lib/nearest-routes';
import { fillSlots, SIDEBAR_SLOT, SLOT_ATTRIBUTE } from '../src/lib/slots';
import { flattenSection, pageDirectory, sections } from '../src/nav';
import { itemsOf, type ReferenceDoc } from '../src/reference/model';
import { llmsLines, referenceMarkdown, searchRecords } from '../src/reference/outputs';
import { sectionSlot } from '../src/reference/pages';
import { allReferences } from '../src/reference/registry';
import { misplacedAnchors, PARTS_DIR, type RenderedSection, splitReference } from '../src/reference/parts';
import { itemPageHtml, overviewHtml, renderedSections } from '../src/content/reference-html';
import { absoluteUrl, site } from '../src/site.config';
import { CONTENT_SLOT, exportedPage, markdownTwinFile, slotContent } from './content-outputs';
import { crawlerPage } from './crawler-pages';
import { flightFileOf, isNextPage, servedAt, styleLinks } from './next-export';
import { deferRuntime } from './runtime-defer';
import { htmlFiles, NON_CONTENT_ROUTES, routeOf } from './html-files';
import { writeGzipTwins } from './gzip-twins';
import { writeMcpData } from './mcp-data';
import { startSearchIndex, writeSearchIndex, type SearchRecord } from './search-index';

const OUT = path.resolve('out');
const exported = (route: string) => exportedPage(OUT, route);

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
 * Plans every guide's (and start page's) content into its page's slot (build/content-outputs.ts
 * makes it, for the fast path too). Returns what each page's slot got, by route: the build's manifest records it,
 * so that the fast path (build/fast-build.ts) can later replace exactly that.
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
async function writeReferencePage(plan: SlotPlan, doc: ReferenceDoc, sections: RenderedSection[]) {
  const { slots, parts } = splitReference(doc.page, sections, doc.itemPage);
  const misplaced = misplacedAnchors(parts, sections.flatMap((s) => s.items.map((i) => i.id)));
  if (misplaced.length) throw new Error(`${doc.page}: ids in its parts that no item of their part owns by name (an address pointing at them would load the wrong part): ${misplaced.slice(0, 10).join(', ')}`);
  const contents = new Map([...slots].map(([id, html]) => [sectionSlot(id), html]));
  const partsDir = path.join(OUT, PARTS_DIR, doc.page);
  rmSync(partsDir, { recursive: true, force: true });
  if (parts.length) mkdirSync(partsDir, { recursive: true });
  for (const [n, html] of parts.entries()) writeFileSync(path.join(partsDir, `${n}.html`), html);
  let introMarkdown: string | undefined;
  if (doc.intro) {
    const intro = readContentFile(doc.intro, doc.page);
    const compiled = await loadCompiled(intro.file, intro.route, intro.source);
    contents.set('intro', await slotContent(compiled, intro.file));
    // The twin's introduction: the page's own Markdown, without its title block (the reference gives its own).
    introMarkdown = compiled.markdown.replace(/^# .*\n\n> .*\n\nSource: .*\n\n/, '');
  }
  const overview = overviewHtml(doc);
  if (overview && !doc.intro) {
    contents.set('intro', overview);
    introMarkdown = doc.overview;
  }
  planSlots(plan, doc.page, contents);
  writeFileSync(path.join(OUT, `${doc.page}.md`), referenceMarkdown(doc, introMarkdown, absoluteUrl));
}

/** Every item's own page (build/crawler-pages.tsx), styled like the rest of the site. */
async function writeItemPages(doc: ReferenceDoc, styles: string[]): Promise<number> {
  if (!doc.itemPage) return 0;
  let count = 0;
  for (const item of itemsOf(doc)) {
    const file = exported(doc.itemPage(item.id));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, crawlerPage(doc, item, await itemPageHtml(doc, item), styles));
    count++;
  }
  return count;
}

async function planReferences(plan: SlotPlan, prepared: Map<ReferenceDoc, RenderedSection[]>): Promise<number> {
  for (const [doc, html] of prepared) await writeReferencePage(plan, doc, html);
  return prepared.size;
}

/**
 * The item pages: written whole, after the pass over Next's pages (they are not Next pages, and
 * have no slot, no 404 list and no runtime), so nothing reads them again.
 */
async function writeAllItemPages(prepared: Map<ReferenceDoc, RenderedSection[]>): Promise<number> {
  // The home page's style sheets: every page of the app links the same ones.
  const home = path.join(OUT, 'index.html');
  const styles = styleLinks(readFileSync(home, 'utf8'), path.relative(process.cwd(), home));
  let items = 0;
  for (const doc of prepared.keys()) items += await writeItemPages(doc, styles);
  return items;
}

async function writeMarkdownTwins() {
  const pages = contentPages();
  for (const page of pages) {
    // The twin is made with the compiled page and kept in the content cache (src/content/cache.ts).
    const { markdown } = await loadCompiled(page.file, page.route, page.source);
    const file = markdownTwinFile(OUT, page.route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown);
  }
  return pages.length;
}

async function writeLlmsTxt() {
  const guides = new Map(contentPages().map((g) => [g.route, g]));
  const listed = new Set<string>();
  const line = (guide: ContentFile) => `- [${guide.frontmatter.title}](${absoluteUrl(`${guide.route}.md`)}): ${guide.frontmatter.description}`;
  const lines = [`# ${site.name}`, '', `> ${site.description}`, '', 'Every guide and reference is also available as plain Markdown: add `.md` to its URL.', ''];
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
  writeFileSync(path.join(OUT, 'llms.txt'), `${lines.join('\n')}\n`);
}

function writeSitemapAndRobots() {
  const routes = htmlFiles(OUT).map((file) => routeOf(OUT, file)).filter((route) => !NON_CONTENT_ROUTES.has(route)).sort();
  // A URL in XML: percent-encoded as a URL, then escaped as XML text.
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(encodeURI(absoluteUrl(route)))}</loc></url>`);
  writeFileSync(path.join(OUT, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  writeFileSync(path.join(OUT, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`);
  return urls.length;
}

/**
 * The one pass over Next's exported pages: each is read once, gets every transform in order, and
 * is written once, with its final bytes (its gzip twin is written later, from those).
 * 1. its slots: the content, introduction and sections planned above, and its section sidebar,
 *    rendered for the page's route (src/components/shell/PageShell.tsx) with the active entry
 *    marked and the entries above it open, as React would have;
 * 2. the 404 page's list of pages to suggest (src/app/not-found.tsx says why it is written here):
 *    inert JSON at the end of <body>, where React's hydration does not look;
 * 3. the React runtime loaded on demand (build/runtime-defer.ts), on every page of the Next app
 *    (build/next-export.ts knows one from the pages the build writes itself): deferRuntime fails the build if such a page
 *    has no script it can defer. The route's flight data as Next wrote it for client-side
 *    navigation (`guides/x.html` → `guides/x.txt`) is used only when it is the page's inline copy,
 *    byte for byte.
 * Fails when a planned slot's page was not exported, or when no 404 page takes the list.
 */
function rewritePages(plan: SlotPlan) {
  const notFoundTag = `<script type="application/json" id="${ROUTES_DATA_ID}">${escapeInlineScript(encodeRoutes(pageDirectory()))}</script>`;
  const counts = { pages: 0, sidebars: 0, notFound: 0, deferred: 0, flightFiles: 0 };
  const unseen = new Set(plan.keys());
  for (const file of htmlFiles(OUT)) {
    const route = routeOf(OUT, file);
    const shown = path.relative(process.cwd(), file);
    let html = readFileSync(file, 'utf8');
    const before = html;
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
    if (isNextPage(html)) {
      const txt = flightFileOf(file);
      const flight = existsSync(txt) ? { url: servedAt(OUT, txt), text: readFileSync(txt, 'utf8') } : undefined;
      html = deferRuntime(html, shown, flight);
      if (flight && html.includes(`"flight":${JSON.stringify(flight.url)}`)) counts.flightFiles++;
      counts.deferred++;
    }
    if (html !== before) writeFileSync(file, html);
    counts.pages++;
  }
  if (unseen.size) throw new Error(`postbuild: content planned for pages that were not exported: ${[...unseen].slice(0, 10).join(', ')}`);
  if (!counts.notFound) throw new Error('postbuild: no exported 404 page to write the list of pages into');
  return counts;
}

/** The reference records of the search index (the fast path reads them back from the build cache). */
export const referenceSearchRecords = async (): Promise<SearchRecord[]> =>
  (await allReferences()).flatMap(searchRecords).map((r) => ({ url: r.url, language: 'en', meta: { title: r.title }, content: r.content }));

/** What the post-build step can make before `next build` has finished: scripts/build.ts calls it early. */
export async function preparePostbuild() {
  const references = new Map<ReferenceDoc, RenderedSection[]>();
  for (const doc of await allReferences()) references.set(doc, await renderedSections(doc));
  const records = await referenceSearchRecords();
  return { references, records, searchIndex: await startSearchIndex(records) };
}

/** Every post-build step, in order; returns the line the build prints and each step's seconds. */
export async function postbuild(prepared?: Awaited<ReturnType<typeof preparePostbuild>>): Promise<{ summary: string; seconds: Record<string, number>; filled: Map<string, string> }> {
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
  const referencePages = await timed('references', () => planReferences(plan, ready.references));
  const rewritten = await timed('pages', () => rewritePages(plan));
  const items = await timed('itemPages', () => writeAllItemPages(ready.references));
  const twins = await timed('markdownTwins', writeMarkdownTwins);
  await timed('llmsTxt', writeLlmsTxt);
  const pages = await timed('sitemap', writeSitemapAndRobots);
  await timed('mcpData', () => writeMcpData(OUT)); // what the MCP server reads (build/mcp-data.ts)
  const search = await timed('searchIndex', () => writeSearchIndex(ready.searchIndex, OUT));
  const gzipped = await timed('gzip', () => writeGzipTwins(OUT));
  return { summary: `postbuild: content of ${filled.size} pages, sidebars of ${rewritten.sidebars}, ${referencePages} reference pages with ${items} item pages, ${twins} Markdown twins, llms.txt, sitemap with ${pages} pages, ${rewritten.pages} exported pages read and written once, runtime on demand on ${rewritten.deferred} (page data in its own file on ${rewritten.flightFiles}), search index of ${search.pages} pages + ${search.records} reference records, ${gzipped} gzip twins`, seconds, filled };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  Object.assign(process.env, { NODE_ENV: 'production' }); // as in scripts/build.ts: models made once, not per call
  console.log((await postbuild()).summary);
}
