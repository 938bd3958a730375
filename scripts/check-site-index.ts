/**
 * `npx tsx scripts/check-site-index.ts out`: the built site against the site index (src/site).
 * Every page the index lists is exported, every exported page is in the index, and the sitemap,
 * llms.txt, the MCP data (`_mcp/`), the search index (`pagefind/`, read from its fragments) and the
 * Markdown twins each have exactly the pages the index says they have (builder/site-outputs.ts),
 * read from the files a reader or a tool gets. Exits 1 naming every difference.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { htmlFiles, routeOf } from '../builder/html-files';
import { llmsRoutes, siteOutputProblems, sitemapRoutes, type SiteOutputs } from '../builder/site-outputs';
import { MCP_DATA_DIR, type McpIndex, type McpReferenceFile } from '../src/lib/mcp-data';
import { cleanUrl } from '../src/lib/search-results';
import { siteIndex, type SiteIndex } from '../src/site';

/** The address of every record of a Pagefind index (each fragment is one page or one custom record), and the count its entry file gives. */
function pagefindUrls(folder: string): { urls: string[]; pageCount: number } {
  const entry = JSON.parse(readFileSync(path.join(folder, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  const pageCount = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
  const fragments = path.join(folder, 'fragment');
  const urls = readdirSync(fragments)
    .filter((name) => name.endsWith('.pf_fragment'))
    .map((name) => {
      // A fragment is gzipped: "pagefind_dcd" and the record as JSON.
      const text = gunzipSync(readFileSync(path.join(fragments, name))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
    });
  return { urls, pageCount };
}

/** What the outputs under `out` hold, for siteOutputProblems. */
export function builtOutputs(out: string): SiteOutputs & { searchCounts: { fragments: number; entry: number } } {
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const mcp = JSON.parse(read(path.join(MCP_DATA_DIR, 'index.json'))) as McpIndex;
  // An index without item pages (a build older than them) lists none.
  mcp.itemPages ??= {};
  const files = new Map<string, McpReferenceFile | undefined>();
  const mcpFile = (file: string) => {
    if (!files.has(file)) {
      const full = path.join(out, MCP_DATA_DIR, file);
      files.set(file, existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as McpReferenceFile) : undefined);
    }
    return files.get(file);
  };
  const search = pagefindUrls(path.join(out, 'pagefind'));
  const urls = search.urls.map(cleanUrl);
  return {
    sitemap: sitemapRoutes(read('sitemap.xml')),
    llms: llmsRoutes(read('llms.txt')),
    mcp,
    mcpFile,
    // A custom record has the anchor of its item or parameter; a page read from its HTML has none.
    searchedPages: urls.filter((url) => !url.includes('#')),
    searchRecords: urls.filter((url) => url.includes('#')),
    hasTwin: (url) => existsSync(path.join(out, url)),
    exported: htmlFiles(out).map((file) => routeOf(out, file)),
    searchCounts: { fragments: search.urls.length, entry: search.pageCount },
  };
}

/** Every difference between the build in `out` and the site index. */
export function builtSiteProblems(index: SiteIndex, out: string): string[] {
  const outputs = builtOutputs(out);
  const problems = siteOutputProblems(index, outputs);
  const { fragments, entry } = outputs.searchCounts;
  if (fragments !== entry) problems.push(`pagefind: ${fragments} records in pagefind/fragment/, but pagefind-entry.json counts ${entry}`);
  // Every twin in the export is some page's.
  const twins = new Set(index.pages.flatMap((p) => ('in' in p.twin ? [p.twin.in] : [])));
  const walk = (dir: string): string[] =>
    readdirSync(path.join(out, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === '_next' || entry.name === MCP_DATA_DIR ? [] : walk(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
  for (const twin of walk('')) if (!twins.has(twin)) problems.push(`${twin}: a Markdown twin of no page of the site index`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: npx tsx scripts/check-site-index.ts <out/>');
    process.exit(2);
  }
  const index = await siteIndex();
  const problems = builtSiteProblems(index, path.resolve(out));
  if (problems.length) {
    console.error(`${problems.length} difference(s) between ${out} and the site index (src/site):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    // Not process.exit: it would cut a long report written to a pipe.
    process.exitCode = 1;
  } else {
    const kinds = new Map<string, number>();
    for (const page of index.pages) kinds.set(page.kind, (kinds.get(page.kind) ?? 0) + 1);
    console.log(
      `site index: ${index.pages.length} pages (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}), each in ${out}'s sitemap, search index, MCP data, llms.txt and twins as the index says`,
    );
  }
}
