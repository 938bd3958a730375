/**
 * `npm run check-pages -- <page.mdx …>`: every check `npm test` runs on a page's content, for the
 * pages a writer is working on, in seconds and without building the site:
 *
 * - frontmatter, MDX syntax, components and their props, code languages, heading anchors (the build's compiler);
 * - every `sql` block, in page order, on a fresh Postgres with what a Plinth project has (PGlite);
 * - every `plinth …` command line against the CLI spec;
 * - every TypeScript/JavaScript sample type-checked against the Plinth client declarations, and the
 *   imports between the page's files that the type-check cannot see (Vue and Svelte components);
 * - samples in other languages parsed, and what they call on the Plinth client checked against the
 *   library's facts;
 * - every block titled with a file name proven to be that whole file;
 * - every link to a guide or a reference pointing at a page of the site index (src/site), and at an
 *   anchor that page has (a heading, a reference's item or parameter).
 * - on reader pages, no sentence about the site's build or checks and no empty section (tools/content/reader-prose.ts).
 *
 * With no arguments it checks every page whose file git reports as changed or new.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { getCliModel } from '../src/cli/reference';
import { compilePage } from '../src/content/compile';
import { blankFrontmatter } from '../src/content/parse-frontmatter';
import { nearestRoutes } from '../src/lib/nearest-routes';
import { siteIndex, type PageEntry, type SiteIndex } from '../src/site';
import { pageAnchors } from '../src/site/anchors';
import { extractCodeBlocks, readRepoFile, REPO_ROOT } from '../tools/sql/code-blocks';
import { createPlatformDb, extensionsCreatedBy } from '../tools/sql/platform';
import { formatFailure, runSqlBlocks, sqlBlocks } from '../tools/sql/run-page';
import { clientCallProblems, cliLinesOfPage, cliProblems, logQueryProblems, syntaxProblems, titledBlockProblems } from '../tools/content/page-checks';
import { isReaderPage, readerProseProblems } from '../tools/content/reader-prose';
import { formatErrors, samplesFromBlocks, typecheckPagesByVersion, unresolvedImports } from '../tools/typecheck/typecheck';

function changedPages(): string[] {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => file.endsWith('.mdx') && existsSync(path.join(REPO_ROOT, file)));
}

const headingIds = new Map<string, Promise<Set<string>>>();
function idsOf(file: string): Promise<Set<string>> {
  let ids = headingIds.get(file);
  if (!ids) {
    ids = compilePage(file, readRepoFile(file)).then((page) => new Set(page.toc.map((t) => t.id)));
    headingIds.set(file, ids);
  }
  return ids;
}

/** The ids a link into `page` may name (src/site/anchors.ts). */
const anchorsOf = (page: PageEntry) => pageAnchors(page, (mdx) => idsOf(mdx.file));

/** The site index, made once for the run (it reads every guide and loads every reference). */
let index: Promise<SiteIndex> | undefined;

/** Links from the page to guides and references that lead to no page of the site, or to an anchor the page does not have. */
async function linkProblems(file: string, source: string): Promise<string[]> {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(blankFrontmatter(source)) as Root;
  const links: { url: string; line: number }[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link') links.push({ url: node.url, line });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string')
          links.push({ url: attribute.value, line });
      }
    }
  });
  const problems: string[] = [];
  for (const { url, line } of links) {
    const [pathname = '', hash] = url.split('#');
    if (pathname === '' && hash) {
      if (!(await idsOf(file)).has(hash)) problems.push(`${file}:${line}: link to #${hash}: this page has no such heading`);
    } else if (pathname.startsWith('/guides') || pathname.startsWith('/reference/')) {
      index ??= siteIndex();
      const site = await index;
      const page = site.page(pathname.replace(/(.)\/$/, '$1'));
      if (!page) {
        const near = nearestRoutes(
          pathname,
          site.pages.map((p) => ({ route: p.route, title: p.title })),
          3,
        ).map((p) => p.route);
        problems.push(`${file}:${line}: link to ${url}: no page at ${pathname} (closest: ${near.join(', ')})`);
      } else if (hash && !(await anchorsOf(page)).has(hash)) problems.push(`${file}:${line}: link to ${url}: ${page.source} has no #${hash} on ${page.route}`);
    }
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2).map((a) => path.relative(REPO_ROOT, path.resolve(a)).split(path.sep).join('/'));
  const files = args.length ? args : changedPages();
  if (!files.length) {
    console.log('No pages to check (name them, or change one).');
    return;
  }
  const cli = getCliModel();
  const problems: string[] = [];
  const typecheckInput: { page: string; samples: ReturnType<typeof samplesFromBlocks> }[] = [];
  let sqlRan = 0;
  for (const file of files) {
    if (!existsSync(path.join(REPO_ROOT, file))) {
      problems.push(`${file}: no such file`);
      continue;
    }
    const source = readRepoFile(file);
    try {
      await idsOf(file);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const blocks = extractCodeBlocks(source);
    const db = await createPlatformDb(sqlBlocks(blocks).flatMap((b) => extensionsCreatedBy(b.code)));
    try {
      const run = await runSqlBlocks(db, blocks);
      sqlRan += run.ran;
      if (run.failure) problems.push(formatFailure(file, run.failure));
    } finally {
      await db.close();
    }
    for (const p of cliProblems(cli, cliLinesOfPage(source, blocks))) problems.push(`${file}:${p.line}: ${p.text}: ${p.problem}`);
    for (const p of await syntaxProblems(blocks)) problems.push(`${file}:${p.line} (${p.lang}): ${p.message}`);
    for (const p of await clientCallProblems(file, blocks)) problems.push(`${file}:${p.line} (${p.lang}): ${p.message}`);
    for (const p of await titledBlockProblems(blocks)) problems.push(`${file}:${p.line}: ${p.message}`);
    for (const u of unresolvedImports(blocks)) problems.push(`${file}:${u.line} (${u.from}): imports '${u.specifier}', a file this page never shows`);
    for (const p of logQueryProblems(blocks)) problems.push(`${file}:${p.line}: ${p.message}`);
    if (isReaderPage(file)) for (const p of readerProseProblems(source)) problems.push(`${file}:${p.line}: ${p.message}`);
    try {
      problems.push(...(await linkProblems(file, source)));
    } catch (error) {
      problems.push(`${file}: its links could not be checked: ${(error as Error).message}`);
    }
    try {
      const samples = samplesFromBlocks(blocks);
      if (samples.length) typecheckInput.push({ page: file, samples });
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
    index ??= siteIndex();
    const pages = await index.then((site) => site.pages).catch((error: Error) => error);
    if (pages instanceof Error) problems.push(`${file}: the site's pages could not be listed: ${pages.message}`);
    else if (!pages.some((p) => 'mdx' in p && p.mdx?.file === file))
      problems.push(`${file}: no page of the site is made from it (src/site): a guide is a file under content/guides`);
  }
  const typeErrors = typecheckPagesByVersion(typecheckInput);
  if (typeErrors.length) problems.push(formatErrors('', typeErrors));
  const samples = typecheckInput.reduce((n, p) => n + p.samples.length, 0);
  console.log(`Checked ${files.length} page(s): ${sqlRan} SQL blocks ran, ${samples} TypeScript/JavaScript samples type-checked.`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log('No problems found.');
}

await main();
