/**
 * Runs after `next build`: writes what the site offers machines, all from the same models the
 * pages come from (content index and CLI model):
 * - a plain-Markdown twin of every guide at `<route>.md`,
 * - llms.txt listing every page, sitemap.xml, robots.txt,
 * - the command sections of the full CLI reference, written into its page (see CommandSections),
 * - the Pagefind search index of the static pages, plus one record per CLI command and flag,
 * - a gzip twin (`file.gz`) of every text file, last, which `npm start` serves to clients that accept gzip.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../server/static';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { getCliModel } from '../src/cli/reference';
import { checkCommandPageTemplate, COMMAND_PAGE_TOKENS, commandPageSection, stampCommandPage } from '../src/cli/command-pages';
import { cliSectionsHtml, injectCliSections } from '../src/cli/inject-sections';
import { cliRoutes } from '../src/cli/model';
import { pathToFileURL } from 'node:url';
import { loadCompiled } from '../src/content/cache';
import { listGuides } from '../src/content/pages';
import { cliIntroductionFile } from '../src/cli/pages';
import { fillSlots } from '../src/lib/slots';
import { renderIslands } from './islands-ssr';
import { sections, flattenSection } from '../src/nav';
import { absoluteUrl, site } from '../src/site.config';
import { escapeHtml } from '../src/lib/html';
import { htmlFiles, NON_CONTENT_ROUTES, routeOf } from './html-files';

const OUT = path.resolve('out');

/**
 * Writes every guide's content (and the CLI introduction's) into its exported page (src/lib/slots.ts):
 * the page data React carries holds none of it. Islands are rendered into their placeholders here.
 */
async function writeContentSlots(): Promise<number> {
  const pages = [...listGuides().map((guide) => ({ source: guide, slot: 'content' })), { source: cliIntroductionFile(), slot: 'intro' }];
  for (const { source, slot } of pages) {
    const { html } = await loadCompiled(source.file, source.route, source.source);
    const file = path.join(OUT, `${source.route}.html`);
    const content = await renderIslands(html, source.file);
    writeFileSync(file, fillSlots(readFileSync(file, 'utf8'), new Map([[slot, content]]), path.relative(process.cwd(), file)));
  }
  return pages.length;
}

async function writeMarkdownTwins() {
  const guides = listGuides();
  for (const guide of guides) {
    // The twin is made with the compiled page and kept in the content cache (src/content/cache.ts).
    const { markdown } = await loadCompiled(guide.file, guide.route, guide.source);
    const file = path.join(OUT, `${guide.route}.md`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown);
  }
  return guides.length;
}

function writeLlmsTxt() {
  const guides = new Map(listGuides().map((g) => [g.route, g]));
  const listed = new Set<string>();
  const lines = [`# ${site.name}`, '', `> ${site.description}`, '', 'Every guide is also available as plain Markdown: add `.md` to its URL.', ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const item of flattenSection(section)) {
      const guide = guides.get(item.href);
      if (!guide || listed.has(item.href)) continue;
      listed.add(item.href);
      lines.push(`- [${guide.frontmatter.title}](${absoluteUrl(`${item.href}.md`)}): ${guide.frontmatter.description}`);
    }
    lines.push('');
  }
  const unlisted = [...guides.values()].filter((g) => !listed.has(g.route));
  if (unlisted.length) {
    lines.push('## More guides', '');
    for (const guide of unlisted) lines.push(`- [${guide.frontmatter.title}](${absoluteUrl(`${guide.route}.md`)}): ${guide.frontmatter.description}`);
    lines.push('');
  }
  const cli = getCliModel();
  lines.push('## CLI reference', '', `- [plinth CLI ${cli.version} reference](${absoluteUrl(cliRoutes.reference)}): ${cli.description}`);
  for (const command of cli.commands) lines.push(`- [${command.title}](${absoluteUrl(cliRoutes.page(command.id))}): ${command.summary}`);
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
 * Starts the search index with everything that does not need the exported pages: one record per
 * CLI command and per flag. The CLI pages are left out of the HTML index (they have no
 * data-pagefind-body); as records of their own, "db push --dry-run" finds db push. Records must
 * have distinct URLs (Pagefind keeps one record per URL): a flag's points at its row.
 */
async function startSearchIndex() {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join(', ')}`);
  const records = getCliModel().commands.flatMap((command) => [
    { url: cliRoutes.anchor(command.id), language: 'en', meta: { title: command.title }, content: `${command.title}\n${command.summary}\n${command.description}\n${command.usage ?? ''}\n${command.flags.map((f) => `${f.name} ${f.description}`).join('\n')}` },
    ...command.flags.map((flag) => ({ url: cliRoutes.anchor(`${command.id}-flag-${flag.id}`), language: 'en', meta: { title: `${command.title} ${flag.long}` }, content: `${command.title} ${flag.long} ${flag.short ?? ''}\n${flag.description}\nDefault: ${flag.default_value || 'none'}` })),
  ]);
  // Sent together rather than one round trip to Pagefind's process at a time.
  const results = await Promise.all(records.map((record) => index.addCustomRecord(record)));
  const failed = results.flatMap((r) => r.errors);
  if (failed.length) throw new Error(`pagefind: ${failed.join(', ')}`);
  return { index, records: records.length };
}

/** Adds the exported guide pages to the started index and writes it to out/pagefind. */
async function writeSearchIndex({ index, records }: Awaited<ReturnType<typeof startSearchIndex>>) {
  // Only these pages carry data-pagefind-body; reading the 123 CLI command pages too (~10 MB of
  // HTML with nothing to index) took as long as indexing everything else.
  const added = await index.addDirectory({ path: OUT, glob: '{index.html,guides/**/*.html}' });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join(', ')}`);
  await index.writeFiles({ outputPath: path.join(OUT, 'pagefind') });
  await pagefind.close();
  return { pages: added.page_count, records };
}

function writeCliSections(sections: ReadonlyMap<string, string>) {
  const file = path.join(OUT, `${cliRoutes.reference}.html`);
  writeFileSync(file, injectCliSections(readFileSync(file, 'utf8'), getCliModel(), sections));
}

/** Stamps every command's page out of the template page the build rendered (src/cli/command-pages.ts). */
function writeCommandPages(sections: ReadonlyMap<string, string>): number {
  const commands = getCliModel().commands;
  const page = (name: string) => path.join(OUT, `${cliRoutes.page(name)}.html`);
  const template = page(COMMAND_PAGE_TOKENS.id);
  // Already done by an earlier run on this output: the template is gone, the pages are there.
  if (!existsSync(template) && commands.every((c) => existsSync(page(c.id)))) return 0;
  const html = readFileSync(template, 'utf8');
  checkCommandPageTemplate(html);
  for (const command of commands) writeFileSync(page(command.id), stampCommandPage(html, command, sections.get(command.id)));
  // The template is not a page of the site: remove it and its page data.
  rmSync(template);
  rmSync(path.join(OUT, `${cliRoutes.page(COMMAND_PAGE_TOKENS.id)}.txt`), { force: true });
  rmSync(path.join(OUT, cliRoutes.page(COMMAND_PAGE_TOKENS.id)), { recursive: true, force: true });
  return commands.length;
}

/**
 * Writes `<file>.gz` next to every text file of the export, as static hosts serve precompressed
 * files. The server uses a twin only when it is at least as new as its file, so a rebuild that
 * has not reached this step yet never serves the previous build's bytes.
 */
async function writeGzipTwins(): Promise<number> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.has(path.extname(entry.name))) files.push(full);
    }
  };
  walk(OUT);
  const compress = promisify(gzip);
  // zlib runs in libuv's thread pool: a few files at a time keep both cores busy.
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(files.slice(i, i + 16).map(async (file) => writeFileSync(`${file}.gz`, await compress(readFileSync(file), { level: 9 }))));
  }
  return files.length;
}

/** What the post-build step can make before `next build` has finished: scripts/build.ts calls it early. */
export async function preparePostbuild() {
  const cli = getCliModel();
  return {
    cliSections: cliSectionsHtml(cli),
    commandSections: new Map(cli.commands.map((command) => [command.id, commandPageSection(command)])),
    searchIndex: await startSearchIndex(),
  };
}

/** Every post-build step, in order; returns the line the build prints and each step's seconds. */
export async function postbuild(prepared?: Awaited<ReturnType<typeof preparePostbuild>>): Promise<{ summary: string; seconds: Record<string, number> }> {
  const ready = prepared ?? (await preparePostbuild());
  const seconds: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    seconds[step] = (performance.now() - started) / 1000;
    return result;
  };
  const contentPages = await timed('contentSlots', writeContentSlots);
  const commandPages = await timed('commandPages', () => writeCommandPages(ready.commandSections));
  await timed('cliSections', () => writeCliSections(ready.cliSections));
  const twins = await timed('markdownTwins', writeMarkdownTwins);
  await timed('llmsTxt', writeLlmsTxt);
  const pages = await timed('sitemap', writeSitemapAndRobots);
  const search = await timed('searchIndex', () => writeSearchIndex(ready.searchIndex));
  const gzipped = await timed('gzip', writeGzipTwins);
  return { summary: `postbuild: content of ${contentPages} pages, ${commandPages} CLI command pages, ${twins} Markdown twins, llms.txt, sitemap with ${pages} pages, search index of ${search.pages} pages + ${search.records} CLI records, ${gzipped} gzip twins`, seconds };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  Object.assign(process.env, { NODE_ENV: 'production' }); // as in scripts/build.ts: models made once, not per call
  console.log((await postbuild()).summary);
}
