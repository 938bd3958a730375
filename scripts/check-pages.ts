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
 * - every link to a guide or the CLI reference pointing at a page (and heading) that exists.
 * - on reader pages, no sentence about the site's build or checks and no empty section (tools/content/reader-prose.ts).
 *
 * With no arguments it checks every page whose file git reports as changed or new.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
import { sitePages } from '../src/site';
import { extractCodeBlocks, readRepoFile, REPO_ROOT } from '../tools/sql/code-blocks';
import { createPlatformDb, extensionsCreatedBy } from '../tools/sql/platform';
import { formatFailure, runSqlBlocks, sqlBlocks } from '../tools/sql/run-page';
import { clientCallProblems, cliLinesOfPage, cliProblems, logQueryProblems, syntaxProblems, titledBlockProblems } from '../tools/content/page-checks';
import { isReaderPage, readerProseProblems } from '../tools/content/reader-prose';
import {
  formatErrors,
  PLINTH_TYPES,
  PLINTH_V1_TYPES,
  plinthTypesFor,
  samplesFromBlocks,
  typecheckPages,
  unresolvedImports,
} from '../tools/typecheck/typecheck';

function changedPages(): string[] {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => file.endsWith('.mdx') && existsSync(path.join(REPO_ROOT, file)));
}

/** The route a content file is served at. */
function routeOf(file: string): string | undefined {
  const m = /^content\/guides\/(.+)\.mdx$/.exec(file);
  if (!m) return undefined;
  return `/guides/${m[1]!.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/** The content file of a guide route, if there is one. */
function fileOfRoute(route: string): string | undefined {
  const rest = route.replace(/^\/guides\/?/, '');
  for (const candidate of [`content/guides/${rest}.mdx`, `content/guides/${rest}/index.mdx`]) {
    if (existsSync(path.join(REPO_ROOT, candidate))) return candidate;
  }
  return undefined;
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

/** The current version of each client library, and every version's function ids, from the facts. */
const CLIENT_VERSIONS: Record<string, string[]> = {
  javascript: ['v2', 'v1'],
  dart: ['v2', 'v1'],
  python: ['v2'],
  csharp: ['v0'],
  swift: ['v2', 'v1'],
  kotlin: ['v2', 'v1'],
};
function clientFunctionIds(lang: string, version: string): Set<string> {
  const file = path.join(REPO_ROOT, '..', 'shared', 'reference', 'client-libs', `${lang}-${version}.json`);
  const facts = JSON.parse(readFileSync(file, 'utf8')) as { sections: { functions: { id: string }[] }[] };
  return new Set(facts.sections.flatMap((s) => s.functions.map((f) => f.id)));
}

/** `/reference/<lang>/[<version>/]<function-id>`: a page of the client library references. */
function clientReferenceProblem(pathname: string): string | undefined {
  const [, , lang = '', ...rest] = pathname.split('/');
  const versions = CLIENT_VERSIONS[lang]!;
  const version = rest.length > 1 ? rest[0]! : versions[0]!;
  const id = rest.at(-1) ?? '';
  if (!versions.includes(version)) return `${lang} has no version ${version} (it has ${versions.join(', ')})`;
  if (rest.length > 2) return 'expected /reference/<lang>/[<version>/]<function-id>';
  if (id === 'introduction' || id === 'start') return undefined;
  return clientFunctionIds(lang, version).has(id)
    ? undefined
    : `${lang} ${version} has no function "${id}" (ids are those of ../shared/reference/client-libs/${lang}-${version}.json)`;
}

/** Links from the page to guides and the CLI reference that lead nowhere. */
async function linkProblems(file: string, source: string): Promise<string[]> {
  const cli = getCliModel();
  const cliAnchors = new Set([
    'global-flags',
    ...cli.groups.map((g) => g.id),
    ...cli.commands.flatMap((c) => [c.id, ...c.flags.map((f) => `${c.id}-flag-${f.id}`)]),
  ]);
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
    if (pathname.startsWith('/guides')) {
      const target = fileOfRoute(pathname.replace(/\/$/, ''));
      if (!target) problems.push(`${file}:${line}: link to ${url}: no page at ${pathname}`);
      else if (hash && !(await idsOf(target)).has(hash)) problems.push(`${file}:${line}: link to ${url}: ${target} has no heading #${hash}`);
    } else if (pathname === '' && hash) {
      if (!(await idsOf(file)).has(hash)) problems.push(`${file}:${line}: link to #${hash}: this page has no such heading`);
    } else if (/^\/reference\/(javascript|dart|python|csharp|swift|kotlin)\//.test(pathname)) {
      const problem = clientReferenceProblem(pathname);
      if (problem) problems.push(`${file}:${line}: link to ${url}: ${problem}`);
    } else if (pathname.startsWith('/reference/cli/')) {
      const id = pathname.slice('/reference/cli/'.length);
      if (id !== 'introduction' && !cli.byId.has(id)) problems.push(`${file}:${line}: link to ${url}: no CLI command ${id}`);
      if (hash && !cliAnchors.has(hash)) problems.push(`${file}:${line}: link to ${url}: the CLI reference has no #${hash}`);
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
    problems.push(...(await linkProblems(file, source)));
    try {
      const samples = samplesFromBlocks(blocks);
      if (samples.length) typecheckInput.push({ page: file, samples });
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
    if (!routeOf(file) && !file.startsWith('content/reference/') && !sitePages().some((p) => p.file === file))
      problems.push(`${file}: not under content/guides, so no page is made from it`);
  }
  const typeErrors = [PLINTH_TYPES, PLINTH_V1_TYPES].flatMap((plinthTypes) => {
    const pages = typecheckInput.filter((p) => plinthTypesFor(p.page) === plinthTypes);
    return pages.length ? typecheckPages(pages, { plinthTypes }) : [];
  });
  if (typeErrors.length) problems.push(formatErrors('', typeErrors));
  const samples = typecheckInput.reduce((n, p) => n + p.samples.length, 0);
  console.log(`Checked ${files.length} page(s): ${sqlRan} SQL blocks ran, ${samples} TypeScript/JavaScript samples type-checked.`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log('No problems found.');
}

await main();
