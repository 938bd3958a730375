/**
 * The post-build step that writes what the MCP server reads (src/lib/mcp-data.ts has the shapes),
 * from the same models as the pages, so nothing is written twice and the server never parses MDX:
 * - `out/_mcp/index.json`: the versions the docs describe, every page the site index gives an MCP
 *   page entry (guides, start pages, the site's own pages: title, description, breadcrumbs from the
 *   navigation), every reference and version, and which reference file holds each item page;
 * - `out/_mcp/references/<key>[@<version>].json`: each reference item as Markdown, made by the
 *   reference twins' own renderer (src/reference/outputs.ts), with its anchors and other names;
 *   a self-hosted service's variables one by one;
 * - `out/_mcp/errors.json`: the error catalogue (src/reference/errors/), which `lookup_error` searches.
 * The pages' Markdown twins (`<page>.md`) and the search index (`out/pagefind/`) are written by the
 * post-build step already; the server reads them where they are.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MCP_DATA_DIR, MCP_ERRORS_FILE, type McpIndex, type McpPage, type McpReferenceFile, type McpReferenceSummary } from '../src/lib/mcp-data';
import { markdownText } from '../src/lib/markdown-text';
import { anchorUrl, guideSectionOf, itemUrl } from '../src/lib/site-urls';
import { breadcrumbs } from '../src/nav';
import { errorCatalogue } from '../src/reference/errors/load';
import type { ErrorCatalogue, LookupCatalogue } from '../src/reference/errors/model';
import { itemsOf, type RefParam, type ReferenceDoc } from '../src/reference/model';
import { itemMarkdown, paramAnchor, paramMarkdownLines } from '../src/reference/outputs';
import type { PageEntry, SiteIndex } from '../src/site';
import { absoluteUrl } from '../src/site.config';

const flatParams = (params: RefParam[]): RefParam[] => params.flatMap((p) => [p, ...flatParams(p.children ?? [])]);

/** The CLI's release as its reference's loader read it from the spec, which the build fails without. */
function cliRelease(docs: ReferenceDoc[]): string {
  const release = docs.find((d) => d.kind === 'cli')?.release;
  if (!release) throw new Error("mcp data: no CLI reference with a release (src/reference/loaders/cli.ts sets it from the spec's version)");
  return release;
}

/** Whether `doc` is the version readers get by default: the first its version switcher lists (the registry lists the current version first). */
const isCurrent = (doc: ReferenceDoc) => doc.versions.length === 0 || doc.versions[0]!.href === doc.page;
const fileOf = (doc: ReferenceDoc) => `references/${doc.key}${doc.version && doc.versions.length ? `@${doc.version}` : ''}.json`;

function referenceFile(doc: ReferenceDoc): McpReferenceFile {
  const items = doc.sections.flatMap((section) =>
    section.items.map((item) => ({
      id: item.id,
      title: item.title,
      section: section.title,
      summary: item.summary,
      url: itemUrl(doc, item.id),
      aliases: item.keywords ?? [],
      anchors: item.paramGroups.flatMap((g) => flatParams(g.params)).map((p) => paramAnchor(item, p)),
      markdown: itemMarkdown(doc, item, absoluteUrl),
    })),
  );
  // Without item pages (the self-hosted services) an item is a group of variables, and a reader asks for one variable.
  const variables = doc.itemPage
    ? []
    : itemsOf(doc).flatMap((item) =>
        item.paramGroups
          .flatMap((g) => flatParams(g.params))
          .map((param) => ({
            id: paramAnchor(item, param),
            item: item.id,
            markdown: [
              `# ${markdownText(param.display ?? param.name)}`,
              '',
              `> ${markdownText(`${doc.label}: ${item.title}`)}`,
              '',
              `Source: ${absoluteUrl(anchorUrl(doc.page, paramAnchor(item, param)))}`,
              '',
              ...paramMarkdownLines(param),
              '',
            ].join('\n'),
          })),
      );
  return { key: doc.key, version: doc.version, label: doc.label, items, variables };
}

/** A page's entry among the index's pages. */
function mcpPage(page: PageEntry): McpPage {
  const section = guideSectionOf(page.route);
  return {
    url: page.route,
    title: page.title,
    description: page.description,
    breadcrumbs: breadcrumbs(page.route, page.title).map((c) => c.title),
    ...(page.kind === 'guide' && section !== undefined ? { section } : {}),
    ...(page.kind === 'start-page' ? { reference: page.reference } : {}),
  };
}

/**
 * What `out/_mcp/` holds, from the site index: its index (the pages with an MCP page entry, every
 * reference, every item page's file) and each reference's file, by path relative to `out/_mcp/`.
 */
export function mcpData(site: SiteIndex): { index: McpIndex; files: Map<string, McpReferenceFile> } {
  const files = new Map<string, McpReferenceFile>();
  const references: McpReferenceSummary[] = [];
  const pages: McpPage[] = [];
  const itemPages: Record<string, string> = {};
  for (const page of site.pages) {
    if (!('in' in page.mcp)) continue;
    if (page.mcp.in === 'page') pages.push(mcpPage(page));
    else if (page.kind === 'reference' && page.mcp.in === 'reference') {
      const { doc } = page;
      const file = referenceFile(doc);
      files.set(fileOf(doc), file);
      references.push({
        key: doc.key,
        version: doc.release ?? doc.version,
        label: doc.label,
        title: doc.title,
        description: doc.description,
        page: doc.page,
        current: isCurrent(doc),
        items: file.items.length,
        file: fileOf(doc),
      });
    } else if (page.kind === 'reference-item' && page.mcp.in === 'item') itemPages[page.route] = fileOf(page.doc);
    else throw new Error(`mcp data: ${page.route} (${page.kind}) cannot have the MCP entry "${page.mcp.in}"`);
  }
  const docs = site.references;
  const libraries = Object.fromEntries(docs.filter((d) => d.kind === 'sdk' && d.version && isCurrent(d)).map((d) => [d.key, d.version!]));
  return { index: { versions: { cli: cliRelease(docs), libraries }, pages, references, itemPages }, files };
}

/** What `lookup_error` needs of the catalogue: the raw facts tables and the no-error lines stay on the pages. */
export const lookupCatalogue = (catalogue: ErrorCatalogue): LookupCatalogue => ({
  services: catalogue.services.map(({ facts: _facts, withoutCodes: _withoutCodes, ...service }) => service),
});

/** Writes `out/_mcp/`; returns how many pages and reference items it lists. */
export function writeMcpData(out: string, site: SiteIndex, catalogue: ErrorCatalogue = errorCatalogue()): { pages: number; items: number } {
  const dir = path.join(out, MCP_DATA_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'references'), { recursive: true });
  const { index, files } = mcpData(site);
  for (const [file, data] of files) writeFileSync(path.join(dir, file), JSON.stringify(data));
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
  writeFileSync(path.join(dir, MCP_ERRORS_FILE), JSON.stringify(lookupCatalogue(catalogue)));
  return { pages: index.pages.length, items: [...files.values()].reduce((n, f) => n + f.items.length, 0) };
}
