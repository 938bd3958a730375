/**
 * The checks of a content page that are not part of compiling it, in one place for the three
 * places writers meet them: `npm run check-pages` (the pages named, or changed), `npm run build`
 * (the pages that changed since the last build, before anything is published) and `npm run dev`
 * (the open page, as warnings in it). Each problem names its file and line:
 *
 * - the page compiles: frontmatter, MDX, components and their props, code languages, heading
 *   anchors, images (the compiler's own checks, through `headingIds`);
 * - every `sql` block, in page order, on a fresh Postgres with what a Plinth project has (PGlite);
 * - every `plinth …` command line against the CLI spec;
 * - every TypeScript/JavaScript sample type-checked against the Plinth client declarations, and
 *   the imports between the page's files that the type-check cannot see (Vue and Svelte components);
 * - samples in other languages parsed, and what they call on the Plinth client checked against the
 *   library's facts (the one call reader);
 * - every block titled with a file name proven to be that whole file, log queries against their sources;
 * - every link to a guide or a reference pointing at a page of the site, and at an anchor that page has;
 * - on reader pages, no sentence about the site's build or checks and no empty section;
 * - the prose's spelling (cspell, with the facts' names and content/words.txt);
 * - a guide is in its section's sidebar, or its frontmatter says `sidebar: false`.
 *
 * `npm test` runs each of these on every page in its own steps (tests/sql, tests/content,
 * tests/typecheck, scripts/check-links.ts on the built site, the full build's sidebar check).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { getCliModel } from '../../src/cli/reference';
import { guideSlug } from '../../src/content/pages';
import { blankFrontmatter, splitFrontmatter } from '../../src/content/parse-frontmatter';
import { nearestRoutes } from '../../src/lib/nearest-routes';
import { sidebarProblems } from '../../src/nav/check';
import { contentPageOf } from '../../src/site';
import { ContentError, ContentErrors } from '../../src/sources/errors';
import { extractCodeBlocks, REPO_ROOT, type CodeBlock } from '../sql/code-blocks';
import type { Sample } from '../typecheck/typecheck';
import { LOGS_FLAG } from './log-queries';
import { clientCallProblems, cliLinesOfPage, cliProblems, logQueryProblems, syntaxProblems } from './page-checks';
import { isReaderPage, readerProseProblems } from './reader-prose';

/** Which check found a problem. */
export type CheckName = 'page' | 'links' | 'sql' | 'cli' | 'syntax' | 'calls' | 'types' | 'files' | 'imports' | 'logs' | 'prose' | 'spelling' | 'sidebar';

export interface PageProblem {
  /** The file to change, from the project root. */
  file: string;
  line?: number;
  column?: number;
  check: CheckName;
  message: string;
}

/** A page to check: its file, from the project root, and its source as it is now. */
export interface PageSource {
  file: string;
  source: string;
}

/** A page a link may point at. */
export interface LinkTarget {
  title: string;
  /** The ids a link into the page may name after its `#` (src/site/anchors.ts). */
  anchors(): Promise<ReadonlySet<string>>;
}

/** The site's pages as the link checks see them. */
export interface SiteTargets {
  page(route: string): LinkTarget | undefined;
  /** Every page, for the closest ones to a link that leads nowhere. */
  routes(): readonly { route: string; title: string }[];
  /** Whether a page of the site is made from `file` (a guide, a start page, a reference's introduction…). */
  madeFrom(file: string): boolean;
}

export interface CheckContext {
  /**
   * The ids of the page's own headings. Compiling the page is its first check: a ContentError
   * thrown here (frontmatter, MDX, components, images…) is reported with the page's other problems.
   */
  headingIds(page: PageSource): Promise<ReadonlySet<string>>;
  /** The site's pages, asked for only when a page links to a guide or a reference. */
  site(): Promise<SiteTargets>;
  /** Check the prose's spelling (loads cspell and its dictionaries). Default true. */
  spelling?: boolean;
  /** Code already proven under the same inputs: its proofs are not run again (a prose edit leaves the code as it was). */
  proven?: ProvenCode;
}

export interface CheckReport {
  problems: PageProblem[];
  /** SQL blocks run on Postgres. */
  sqlRan: number;
  /** TypeScript/JavaScript samples type-checked. */
  samples: number;
  /** Proofs taken from the record of code already proven (`CheckContext.proven`) instead of run again. */
  reused: number;
}

/**
 * Code that was proven with no problem, by its key (codeKeys): `sql`, a page's SQL blocks ran;
 * `code`, its blocks parsed, type-checked, called what the facts have and were whole files. Only
 * valid for the inputs it was recorded under (the checkers, the declarations, the specs, the
 * facts): the build keeps one per state of those (builder/page-checks.ts).
 */
export interface ProvenCode {
  has(kind: 'sql' | 'code', key: string): boolean;
  add(kind: 'sql' | 'code', key: string): void;
}

/** The content pages (`content/**.mdx`) git reports as changed or new, from the project root. */
export function changedContentPages(root = REPO_ROOT): string[] {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => file.endsWith('.mdx') && existsSync(path.join(root, file)));
}

/** The problems of a content error: each of a ContentErrors, with its place. */
export function problemsOfError(error: ContentError, check: CheckName = 'page'): PageProblem[] {
  return (error instanceof ContentErrors ? error.problems : [error]).map((p) => ({ file: p.file, line: p.line, column: p.column, check, message: p.problem }));
}

/** A problem as a ContentError: the build reports it as it reports a page that does not compile. */
export const asContentError = (p: PageProblem): ContentError => new ContentError(p.file, p.message, p.line, p.column);

/** `file:line:column: message`, as the build, check-pages and editors print a place. */
export const formatProblem = (p: PageProblem): string => `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}: ${p.message}`;

/** Links and `href`s of the page, with their lines. */
function linksOf(source: string): { url: string; line: number }[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(blankFrontmatter(source)) as Root;
  const links: { url: string; line: number }[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link') links.push({ url: node.url, line });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') links.push({ url: attribute.value, line });
      }
    }
  });
  return links;
}

const isSiteLink = (pathname: string) => pathname === '/guides' || pathname.startsWith('/guides/') || pathname.startsWith('/reference/');

/** Links to guides and references that lead to no page of the site, or to an anchor the page does not have. */
async function linkProblems(file: string, source: string, ownIds: ReadonlySet<string> | undefined, context: CheckContext): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  const at = (line: number, message: string) => problems.push({ file, line, check: 'links', message });
  let site: SiteTargets | undefined;
  for (const { url, line } of linksOf(source)) {
    const [pathname = '', hash] = url.split('#');
    if (pathname === '' && hash) {
      if (ownIds && !ownIds.has(hash)) at(line, `link to #${hash}: this page has no such heading`);
    } else if (isSiteLink(pathname)) {
      site ??= await context.site();
      const route = pathname.replace(/(.)\/$/, '$1');
      const page = site.page(route);
      if (!page) {
        const near = nearestRoutes(pathname, site.routes(), 3).map((p) => p.route);
        at(line, `link to ${url}: no page at ${pathname}${near.length ? ` (closest: ${near.join(', ')})` : ''}`);
      } else if (hash && !(await page.anchors()).has(hash)) at(line, `link to ${url}: ${route} has no #${hash}`);
    }
  }
  return problems;
}

/** A guide left out of every sidebar (src/nav/check.ts), unless its frontmatter says `sidebar: false`. */
function sidebarProblemsOf({ file, source }: PageSource): PageProblem[] {
  if (!file.startsWith('content/guides/') || !file.endsWith('.mdx')) return [];
  const { frontmatter } = splitFrontmatter(file, source);
  const slug = guideSlug(file.slice('content/guides/'.length));
  const guide = { file, route: `/guides/${slug.join('/')}`, slug, frontmatter, source };
  // Alone, every other guide's sidebar entry would look dead: only the page's own problem counts.
  return sidebarProblems([guide])
    .filter((p) => p.file === file)
    .flatMap((p) => problemsOfError(p, 'sidebar'));
}

const runnableSql = (blocks: CodeBlock[]) => blocks.some((b) => b.lang === 'sql' && !b.flags.has('fragment') && !b.flags.has(LOGS_FLAG));

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const blockFacts = (b: CodeBlock) => [b.lang, b.title ?? null, [...b.flags].sort(), b.version ?? null, b.code];

/**
 * What a page's code is, for the record of code already proven (`CheckContext.proven`): its SQL
 * blocks in order, and all its blocks with the page's file (the version a sample is checked
 * against, and its app's folder, come from the page's path). Line numbers are left out: a prose
 * edit moves them and changes nothing the proofs read.
 */
export const codeKeys = (file: string, blocks: CodeBlock[]) => ({
  sql: hash(blocks.filter((b) => b.lang === 'sql').map(blockFacts)),
  code: hash([file, blocks.map(blockFacts)]),
});

/** Runs every check on `pages`; the problems come in page order, each page's by line. */
export async function checkPages(pages: readonly PageSource[], context: CheckContext): Promise<CheckReport> {
  const problems: PageProblem[] = [];
  const report: CheckReport = { problems, sqlRan: 0, samples: 0, reused: 0 };
  const proven = context.proven;
  // Loaded when a page needs them: a page without SQL never starts Postgres, one without samples never starts TypeScript.
  const typecheck = () => import('../typecheck/typecheck');
  const typecheckInput: { page: string; samples: Sample[] }[] = [];
  /** Pages whose code checks ran and found nothing so far, by their code's key: the type-check has the last word. */
  const cleanCode = new Map<string, string>();
  const cli = getCliModel();
  for (const page of pages) {
    const { file, source } = page;
    const failed = (check: CheckName, error: unknown) => {
      if (error instanceof ContentError) problems.push(...problemsOfError(error, check));
      else problems.push({ file, check, message: `its ${check} could not be checked: ${error instanceof Error ? error.message : String(error)}` });
    };
    let ownIds: ReadonlySet<string> | undefined;
    try {
      ownIds = await context.headingIds(page);
    } catch (error) {
      failed('page', error);
    }
    let blocks: CodeBlock[];
    try {
      blocks = extractCodeBlocks(source);
    } catch (error) {
      // Not MDX: the compile reported why, with its place.
      if (ownIds) failed('page', error);
      continue;
    }
    const keys = codeKeys(file, blocks);
    if (runnableSql(blocks) && proven?.has('sql', keys.sql)) report.reused++;
    else if (runnableSql(blocks)) {
      try {
        const [{ createPlatformDb, extensionsCreatedBy }, { runSqlBlocks, sqlBlocks }] = await Promise.all([import('../sql/platform'), import('../sql/run-page')]);
        const extensions = sqlBlocks(blocks).flatMap((b) => extensionsCreatedBy(b.code));
        const db = await createPlatformDb(extensions);
        try {
          const run = await runSqlBlocks(db, blocks);
          report.sqlRan += run.ran;
          if (run.failure)
            problems.push({
              file,
              line: run.failure.line,
              check: 'sql',
              message: `SQL: ${run.failure.message}${run.failure.line === run.failure.blockLine ? '' : ` (in the block at line ${run.failure.blockLine})`}`,
            });
          else proven?.add('sql', keys.sql);
        } finally {
          await db.close();
        }
      } catch (error) {
        failed('sql', error);
      }
    }
    // Inline code is prose: its command lines are checked on every run.
    for (const p of cliProblems(cli, cliLinesOfPage(source, blocks))) problems.push({ file, line: p.line, check: 'cli', message: `${p.text}: ${p.problem}` });
    if (blocks.length && proven?.has('code', keys.code)) report.reused++;
    else if (blocks.length) {
      const codeStart = problems.length;
      try {
        for (const p of await syntaxProblems(blocks)) problems.push({ file, line: p.line, check: 'syntax', message: `(${p.lang}) ${p.message}` });
        for (const p of await clientCallProblems(file, blocks)) problems.push({ file, line: p.line, check: 'calls', message: `(${p.lang}) ${p.message}` });
        if (blocks.some((b) => b.title !== undefined)) {
          const { titledBlockProblems } = await import('./whole-files');
          for (const p of await titledBlockProblems(blocks)) problems.push({ file, line: p.line, check: 'files', message: p.message });
        }
        for (const p of logQueryProblems(blocks)) problems.push({ file, line: p.line, check: 'logs', message: p.message });
      } catch (error) {
        failed('syntax', error);
      }
      try {
        const { samplesFromBlocks, unresolvedImports } = await typecheck();
        for (const u of unresolvedImports(blocks)) problems.push({ file, line: u.line, check: 'imports', message: `(${u.from}) imports '${u.specifier}', a file this page never shows` });
        const samples = samplesFromBlocks(blocks);
        if (samples.length) typecheckInput.push({ page: file, samples });
      } catch (error) {
        failed('types', error);
      }
      if (problems.length === codeStart) cleanCode.set(file, keys.code);
    }
    if (isReaderPage(file)) for (const p of readerProseProblems(source)) problems.push({ file, line: p.line, check: 'prose', message: p.message });
    try {
      problems.push(...(await linkProblems(file, source, ownIds, context)));
      if (!contentPageOf(file) && !(await context.site()).madeFrom(file))
        problems.push({ file, check: 'page', message: 'no page of the site is made from it (src/site): a guide is a file under content/guides' });
    } catch (error) {
      failed('links', error);
    }
    if (context.spelling !== false) {
      try {
        const { misspellings } = await import('./spelling');
        for (const m of await misspellings(file, source))
          problems.push({
            file,
            line: m.line,
            column: m.column,
            check: 'spelling',
            message: `"${m.word}" is not a word cspell or the project knows${m.suggestions.length ? ` (did you mean ${m.suggestions.join(', ')}?)` : ''}: fix it, or add it to content/words.txt`,
          });
      } catch (error) {
        failed('spelling', error);
      }
    }
    try {
      problems.push(...sidebarProblemsOf(page));
    } catch (error) {
      failed('sidebar', error);
    }
  }
  if (typecheckInput.length) {
    const { typecheckPagesByVersion } = await typecheck();
    report.samples = typecheckInput.reduce((n, p) => n + p.samples.length, 0);
    for (const e of typecheckPagesByVersion(typecheckInput)) {
      cleanCode.delete(e.page ?? '');
      if (!e.sample) cleanCode.clear(); // an error outside the samples: no page is proven
      problems.push(
        e.sample
          ? { file: e.page ?? typecheckInput[0]!.page, line: e.line, check: 'types', message: `(${e.sample}) ${e.message}` }
          : { file: e.file ?? '(program)', line: e.line, check: 'types', message: e.message },
      );
    }
  }
  for (const key of cleanCode.values()) proven?.add('code', key);
  const order = new Map(pages.map((p, i) => [p.file, i]));
  problems.sort((a, b) => (order.get(a.file) ?? -1) - (order.get(b.file) ?? -1) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return report;
}
