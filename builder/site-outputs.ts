/**
 * The site's lists of its pages for machines, made from the site index (src/site): llms.txt and
 * sitemap.xml, which the post-build step writes; and the check that every output has exactly the
 * pages the index says it has (`siteOutputProblems`): the unit suite runs it on the outputs made in
 * memory from the model (site-outputs.test.ts), and scripts/check-site-index.ts on a built out/.
 */
import { escapeHtml } from '../src/lib/html';
import type { McpIndex, McpReferenceFile } from '../src/lib/mcp-data';
import { markdownLink, markdownText } from '../src/lib/markdown-text';
import { flattenSection, sections } from '../src/nav';
import { llmsLines } from '../src/reference/outputs';
import type { Listing, PageEntry, SiteIndex } from '../src/site';
import { absoluteUrl, site } from '../src/site.config';

const listedAs = (listing: Listing, how: string) => 'in' in listing && listing.in === how;

/** The address a page's line in llms.txt links to: its Markdown twin (a reference's line names its twin after the link to the page), otherwise the page. */
const llmsTarget = (page: PageEntry): string => ('in' in page.twin && page.kind !== 'reference' ? page.twin.in : page.route);

/**
 * llms.txt: the site's title and summary, every page the index lists there by its guides' section
 * in the sidebars' order (pages no sidebar links to under "More pages"), then every reference with
 * its items.
 */
export function llmsTxt(index: SiteIndex): string {
  const pages = new Map(index.pages.filter((p) => listedAs(p.llms, 'page')).map((p) => [p.route, p]));
  const listed = new Set<string>();
  const line = (page: PageEntry) => `- ${markdownLink(page.title, absoluteUrl(llmsTarget(page)))}: ${markdownText(page.description)}`;
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
      const page = pages.get(item.href);
      if (!page || listed.has(item.href)) continue;
      listed.add(item.href);
      lines.push(line(page));
    }
    lines.push('');
  }
  const unlisted = [...pages.values()].filter((p) => !listed.has(p.route));
  if (unlisted.length) lines.push('## More pages', '', ...unlisted.map(line), '');
  lines.push('## References', '');
  for (const page of index.pages) if (page.kind === 'reference' && listedAs(page.llms, 'reference')) lines.push(...llmsLines(page.doc, absoluteUrl));
  return `${lines.join('\n')}\n`;
}

/** sitemap.xml: every page the index lists there, by address. */
export function sitemapXml(index: SiteIndex): { xml: string; urls: number } {
  const routes = index.pages
    .filter((p) => listedAs(p.sitemap, 'url'))
    .map((p) => p.route)
    .sort();
  // A URL in XML: percent-encoded as a URL, then escaped as XML text.
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(encodeURI(absoluteUrl(route)))}</loc></url>`);
  return {
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    urls: urls.length,
  };
}

export const robotsTxt = (): string => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;

/** The site address of an absolute URL of the site (`https://…/guides/x` → `/guides/x`), or undefined for another site's. */
function routeOfUrl(url: string): string | undefined {
  const base = site.url.replace(/\/$/, '');
  if (url !== base && !url.startsWith(`${base}/`)) return undefined;
  return decodeURI(url.slice(base.length)) || '/';
}

/** The addresses sitemap.xml lists. */
export const sitemapRoutes = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].flatMap((m) => {
    const route = routeOfUrl(
      m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    return route === undefined ? [] : [route];
  });

/** The site addresses llms.txt's links lead to. */
export const llmsRoutes = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((m) => {
    const route = routeOfUrl(m[1]!);
    return route === undefined ? [] : [route];
  });

/** What the outputs hold, read from a build or made in memory, for siteOutputProblems. */
export interface SiteOutputs {
  /** The addresses sitemap.xml lists (sitemapRoutes). */
  sitemap: readonly string[];
  /** The addresses llms.txt links to (llmsRoutes). */
  llms: readonly string[];
  mcp: McpIndex;
  /** A reference file of the MCP data, by its path relative to `out/_mcp/`. */
  mcpFile(file: string): McpReferenceFile | undefined;
  /** The pages whose exported HTML Pagefind reads. */
  searchedPages: readonly string[];
  /** The addresses (with their anchors) of the reference search records. */
  searchRecords: readonly string[];
  /** Whether a Markdown twin exists at an address; undefined: not checked (no files to look at). */
  hasTwin?(url: string): boolean;
  /** The pages the export holds; undefined: not checked. Each must be a page of the index. */
  exported?: readonly string[];
}

/**
 * Every way the outputs disagree with the index: a page an output should list and does not (or
 * lists in another way), a page it should leave out and lists, a twin missing or unexpected, an
 * exported page the index does not know. Empty when they agree.
 */
export function siteOutputProblems(index: SiteIndex, outputs: SiteOutputs): string[] {
  const problems: string[] = [];
  const sitemap = new Set(outputs.sitemap);
  const llms = new Set(outputs.llms);
  const searched = new Set(outputs.searchedPages);
  const recordPages = new Set(outputs.searchRecords.map((url) => url.split('#')[0]!));
  const mcpPages = new Set(outputs.mcp.pages.map((p) => p.url));
  const mcpReferences = new Map(outputs.mcp.references.map((r) => [r.page, r]));
  const say = (page: PageEntry, output: string, listing: Listing, found: string | undefined) => {
    const expected = 'in' in listing ? listing.in : undefined;
    if (expected === found) return;
    const what = `${page.route} (${page.kind}, ${page.source})`;
    if (expected === undefined)
      problems.push(`${what}: ${output} lists it (${found}), though the site index leaves it out: ${'out' in listing ? listing.out : ''}`);
    else if (found === undefined) problems.push(`${what}: the site index says ${output} lists it (${expected}), but it does not`);
    else problems.push(`${what}: the site index says ${output} lists it as ${expected}, but it lists it as ${found}`);
  };
  for (const page of index.pages) {
    say(page, 'sitemap.xml', page.sitemap, sitemap.has(page.route) ? 'url' : undefined);
    say(page, 'the search index', page.search, searched.has(page.route) ? 'page' : recordPages.has(page.route) ? 'records' : undefined);
    const reference = mcpReferences.get(page.route);
    const itemFile = Object.hasOwn(outputs.mcp.itemPages, page.route) ? outputs.mcp.itemPages[page.route] : undefined;
    const mcp = mcpPages.has(page.route)
      ? 'page'
      : reference && outputs.mcpFile(reference.file)
        ? 'reference'
        : itemFile && outputs.mcpFile(itemFile)?.items.some((i) => i.url === page.route)
          ? 'item'
          : undefined;
    say(page, 'the MCP index', page.mcp, mcp);
    const llmsFound = llms.has(llmsTarget(page)) ? (page.kind === 'reference' ? 'reference' : page.kind === 'reference-item' ? 'item' : 'page') : undefined;
    say(page, 'llms.txt', page.llms, llmsFound);
    if (outputs.hasTwin) {
      const twin = 'in' in page.twin ? page.twin.in : undefined;
      if (twin !== undefined && !outputs.hasTwin(twin)) problems.push(`${page.route} (${page.kind}): its Markdown twin ${twin} is missing`);
    }
  }
  // And the other way: an output listing an address that is no page of the index (in llms.txt, no page, twin or anchor of one).
  const twins = new Set(index.pages.flatMap((p) => ('in' in p.twin ? [p.twin.in] : [])));
  const strange = (output: string, routes: Iterable<string>, isKnown: (route: string) => boolean) => {
    for (const route of new Set(routes)) if (!isKnown(route)) problems.push(`${route}: ${output} lists it, but the site index (src/site) has no such page`);
  };
  const isPage = (route: string) => index.page(route) !== undefined;
  strange('sitemap.xml', outputs.sitemap, isPage);
  strange('llms.txt', outputs.llms, (route) => isPage(route.split('#')[0]!) || twins.has(route));
  strange('the MCP index', [...mcpPages, ...mcpReferences.keys(), ...Object.keys(outputs.mcp.itemPages)], isPage);
  strange('the search index', [...searched, ...recordPages], isPage);
  if (outputs.exported) {
    const unknown = outputs.exported.filter((route) => !index.page(route));
    for (const route of unknown) problems.push(`${route}: an exported page the site index (src/site) does not list`);
    const exported = new Set(outputs.exported);
    for (const page of index.pages) if (!exported.has(page.route)) problems.push(`${page.route} (${page.kind}): in the site index, but not exported`);
  }
  return problems;
}
