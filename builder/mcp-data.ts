/**
 * The post-build step that writes what the MCP server reads (src/lib/mcp-data.ts has the shapes),
 * from the same models as the pages, so nothing is written twice and the server never parses MDX:
 * - `out/_mcp/index.json`: the versions the docs describe, every guide and start page (title,
 *   description, breadcrumbs from the navigation), every reference and version;
 * - `out/_mcp/references/<key>[@<version>].json`: each reference item as Markdown, made by the
 *   reference twins' own renderer (src/reference/outputs.ts), with its anchors and other names;
 *   a self-hosted service's variables one by one.
 * The pages' Markdown twins (`<page>.md`) and the search index (`out/pagefind/`) are written by the
 * post-build step already; the server reads them where they are.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listGuides, readContentFile } from '../src/content/pages';
import { MCP_DATA_DIR, type McpIndex, type McpPage, type McpReferenceFile, type McpReferenceSummary } from '../src/lib/mcp-data';
import { markdownText } from '../src/lib/markdown-text';
import { breadcrumbs } from '../src/nav';
import { itemsOf, type RefParam, type ReferenceDoc } from '../src/reference/model';
import { itemMarkdown, paramAnchor, paramMarkdownLines } from '../src/reference/outputs';
import { allReferences } from '../src/reference/registry';
import { startPages } from '../src/reference/start-pages';
import { absoluteUrl } from '../src/site.config';

const flatParams = (params: RefParam[]): RefParam[] => params.flatMap((p) => [p, ...flatParams(p.children ?? [])]);

/** The CLI's release as its reference's loader read it from the spec, which the build fails without. */
function cliRelease(docs: ReferenceDoc[]): string {
  const release = docs.find((d) => d.kind === 'cli')?.release;
  if (!release) throw new Error("mcp data: no CLI reference with a release (src/reference/loaders/cli.ts sets it from the spec's version)");
  return release;
}

/** Whether `doc` is the version readers get by default: the one at the reference's unversioned address. */
const isCurrent = (doc: ReferenceDoc) => doc.versions.length === 0 || doc.page === `/reference/${doc.key}/introduction`;
const fileOf = (doc: ReferenceDoc) => `references/${doc.key}${doc.version && doc.versions.length ? `@${doc.version}` : ''}.json`;

function referenceFile(doc: ReferenceDoc): McpReferenceFile {
  const items = doc.sections.flatMap((section) =>
    section.items.map((item) => ({
      id: item.id,
      title: item.title,
      section: section.title,
      summary: item.summary,
      url: doc.itemPage ? doc.itemPage(item.id) : `${doc.page}#${item.id}`,
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
              `Source: ${absoluteUrl(`${doc.page}#${paramAnchor(item, param)}`)}`,
              '',
              ...paramMarkdownLines(param),
              '',
            ].join('\n'),
          })),
      );
  return { key: doc.key, version: doc.version, label: doc.label, items, variables };
}

/** Writes `out/_mcp/`; returns how many pages and reference items it lists. */
export async function writeMcpData(out: string): Promise<{ pages: number; items: number }> {
  const dir = path.join(out, MCP_DATA_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'references'), { recursive: true });
  const docs = await allReferences();
  const page = (route: string, title: string, description: string, section: string): McpPage => ({
    url: route,
    title,
    description,
    breadcrumbs: breadcrumbs(route, title).map((c) => c.title),
    section,
  });
  const pages = [
    ...listGuides().map((g) => page(g.route, g.frontmatter.title, g.frontmatter.description, g.route.split('/')[2] ?? '')),
    ...startPages().map((p) => {
      const { frontmatter } = readContentFile(p.file, p.route);
      return page(p.route, frontmatter.title, frontmatter.description, 'reference');
    }),
  ];
  const references: McpReferenceSummary[] = [];
  let items = 0;
  for (const doc of docs) {
    const file = referenceFile(doc);
    writeFileSync(path.join(dir, fileOf(doc)), JSON.stringify(file));
    items += file.items.length;
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
  }
  const libraries = Object.fromEntries(docs.filter((d) => d.kind === 'sdk' && d.version && isCurrent(d)).map((d) => [d.key, d.version!]));
  const index: McpIndex = { versions: { cli: cliRelease(docs), libraries }, pages, references };
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
  return { pages: pages.length, items };
}
