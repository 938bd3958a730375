/**
 * Runs after `next build`: writes the pages' content and what the site offers machines, all from
 * the models the pages come from (the content index and the references' models):
 * - the content of every guide and start page, and every reference's introduction and sections,
 *   into their exported pages (src/lib/slots.ts), islands rendered into their placeholders;
 * - every reference item's own page (build/crawler-pages.tsx);
 * - a plain-Markdown twin of every guide and reference at `<route>.md`;
 * - llms.txt listing every page, sitemap.xml, robots.txt;
 * - the Pagefind search index of the static pages, plus one record per reference item and parameter;
 * - the React runtime of every Next.js page loaded on demand (src/lib/runtime-defer.ts);
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
import { deferRuntime } from '../src/lib/runtime-defer';
import { fillSlots, SIDEBAR_SLOT, SLOT_ATTRIBUTE } from '../src/lib/slots';
import { flattenSection, pageDirectory, sections } from '../src/nav';
import { itemsOf, type ReferenceDoc } from '../src/reference/model';
import { llmsLines, referenceMarkdown, searchRecords } from '../src/reference/outputs';
import { sectionSlot } from '../src/reference/pages';
import { allReferences } from '../src/reference/registry';
import { misplacedAnchors, PARTS_DIR, type RenderedSection, splitReference } from '../src/reference/parts';
import { itemPageHtml, overviewHtml, renderedSections } from '../src/reference/render';
import { absoluteUrl, site } from '../src/site.config';
import { crawlerPage, styleLinks } from './crawler-pages';
import { htmlFiles, NON_CONTENT_ROUTES, routeOf } from './html-files';
import { writeGzipTwins } from './gzip-twins';
import { renderIslands } from './islands-ssr';
import { writeMcpData } from './mcp-data';
import { startSearchIndex, writeSearchIndex, type SearchRecord } from './search-index';

const OUT = path.resolve('out');
const exported = (route: string) => path.join(OUT, `${route}.html`);

/** Writes `contents` into the slots of an exported page file (`html`: its text, when already read). */
function fillFile(file: string, contents: Map<string, string>, html = readFileSync(file, 'utf8')) {
  writeFileSync(file, fillSlots(html, contents, path.relative(process.cwd(), file)));
}

/** Writes `contents` into the slots of the exported page of `route`. */
const fillPage = (route: string, contents: Map<string, string>) => fillFile(exported(route), contents);

/**
 * Every page's section sidebar into its slot (src/components/shell/PageShell.tsx), rendered for the
 * page's route: the active entry marked and the entries above it open, as React would have.
 */
function writeSidebars(): number {
  let count = 0;
  for (const file of htmlFiles(OUT)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes(`${SLOT_ATTRIBUTE}="${SIDEBAR_SLOT}"`)) continue;
    fillFile(file, new Map([[SIDEBAR_SLOT, renderToStaticMarkup(createElement(Sidebar, { route: routeOf(OUT, file) }))]]), html);
    count++;
  }
  return count;
}

/** Every content page with a content slot: guides, the references' start pages and the site's own pages (/contributing). */
const contentPages = (): ContentFile[] => [...listGuides(), ...standalonePages().map((p) => readContentFile(p.file, p.route))];

/**
 * Writes every guide's (and start page's) content into its page. Islands are rendered into their
 * placeholders here. Returns what each page's slot got, by route: the build's manifest records it,
 * so that the fast path (build/fast-build.ts) can later replace exactly that.
 */
async function writeContentSlots(): Promise<Map<string, string>> {
  const filled = new Map<string, string>();
  for (const page of contentPages()) {
    const { html } = await loadCompiled(page.file, page.route, page.source);
    const content = await renderIslands(html, page.file);
    fillPage(page.route, new Map([['content', content]]));
    filled.set(page.route, content);
  }
  return filled;
}

/**
 * A reference's long page: its introduction and every section into their slots, later items as
 * parts of their own (src/reference/parts.ts, under out/_parts/); its Markdown twin.
 */
async function writeReferencePage(doc: ReferenceDoc, sections: RenderedSection[]) {
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
    contents.set('intro', await renderIslands(compiled.html, intro.file));
    // The twin's introduction: the page's own Markdown, without its title block (the reference gives its own).
    introMarkdown = compiled.markdown.replace(/^# .*\n\n> .*\n\nSource: .*\n\n/, '');
  }
  const overview = overviewHtml(doc);
  if (overview && !doc.intro) {
    contents.set('intro', overview);
    introMarkdown = doc.overview;
  }
  fillPage(doc.page, contents);
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

async function writeReferences(prepared: Map<ReferenceDoc, RenderedSection[]>): Promise<{ pages: number; items: number }> {
  const styles = styleLinks(readFileSync(path.join(OUT, 'index.html'), 'utf8'));
  if (!styles.length) throw new Error('out/index.html links no style sheet: the item pages would be unstyled');
  let items = 0;
  for (const [doc, html] of prepared) {
    await writeReferencePage(doc, html);
    items += await writeItemPages(doc, styles);
  }
  return { pages: prepared.size, items };
}

async function writeMarkdownTwins() {
  const pages = contentPages();
  for (const page of pages) {
    // The twin is made with the compiled page and kept in the content cache (src/content/cache.ts).
    const { markdown } = await loadCompiled(page.file, page.route, page.source);
    const file = path.join(OUT, `${page.route}.md`);
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
 * The 404 page's list of pages to suggest (src/app/not-found.tsx says why it is written here):
 * inert JSON at the end of <body>, where React's hydration does not look.
 */
function writeNotFoundDirectory(): number {
  const tag = `<script type="application/json" id="${ROUTES_DATA_ID}">${escapeInlineScript(encodeRoutes(pageDirectory()))}</script>`;
  let count = 0;
  for (const file of htmlFiles(OUT)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes(`${NOT_FOUND_ATTRIBUTE}=""`) || html.includes(`id="${ROUTES_DATA_ID}"`)) continue;
    writeFileSync(file, appendToBody(html, tag, path.relative(process.cwd(), file), "the 404 page's list of pages"));
    count++;
  }
  if (!count) throw new Error('postbuild: no exported 404 page to write the list of pages into');
  return count;
}

/**
 * Every page of the Next.js app loads the React runtime on demand (src/lib/runtime-defer.ts). The
 * item pages, written by this step, have no runtime. A Next page is recognised by its page data
 * (`self.__next_f`); deferRuntime fails the build if such a page has no script it can defer.
 */
function deferRuntimes(): { pages: number; flightFiles: number } {
  let pages = 0;
  let flightFiles = 0;
  for (const file of htmlFiles(OUT)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('self.__next_f')) continue;
    // The route's flight data as Next wrote it for client-side navigation: `guides/x.html` →
    // `guides/x.txt`. deferRuntime uses it only when it is the page's inline copy, byte for byte.
    const txt = file.replace(/\.html$/, '.txt');
    const flight = existsSync(txt) ? { url: `/${path.relative(OUT, txt).split(path.sep).join('/')}`, text: readFileSync(txt, 'utf8') } : undefined;
    const deferred = deferRuntime(html, path.relative(process.cwd(), file), flight);
    if (flight && deferred.includes(`"flight":${JSON.stringify(flight.url)}`)) flightFiles++;
    writeFileSync(file, deferred);
    pages++;
  }
  return { pages, flightFiles };
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
  const filled = await timed('contentSlots', writeContentSlots);
  const sidebars = await timed('sidebars', writeSidebars);
  const references = await timed('references', () => writeReferences(ready.references));
  const twins = await timed('markdownTwins', writeMarkdownTwins);
  await timed('llmsTxt', writeLlmsTxt);
  const pages = await timed('sitemap', writeSitemapAndRobots);
  await timed('notFound', writeNotFoundDirectory);
  const deferred = await timed('deferRuntime', deferRuntimes);
  await timed('mcpData', () => writeMcpData(OUT)); // what the MCP server reads (build/mcp-data.ts)
  const search = await timed('searchIndex', () => writeSearchIndex(ready.searchIndex, OUT));
  const gzipped = await timed('gzip', () => writeGzipTwins(OUT));
  return { summary: `postbuild: content of ${filled.size} pages, sidebars of ${sidebars}, ${references.pages} reference pages with ${references.items} item pages, ${twins} Markdown twins, llms.txt, sitemap with ${pages} pages, runtime on demand on ${deferred.pages} pages (page data in its own file on ${deferred.flightFiles}), search index of ${search.pages} pages + ${search.records} reference records, ${gzipped} gzip twins`, seconds, filled };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  Object.assign(process.env, { NODE_ENV: 'production' }); // as in scripts/build.ts: models made once, not per call
  console.log((await postbuild()).summary);
}
