/**
 * `npm run check-pages -- <page.mdx …>`: the page checks (tools/content/page-problems.ts: the
 * compile, SQL on PGlite, `plinth` lines, TypeScript samples, client calls, links and anchors,
 * images, spelling, the sidebar…) on the pages a writer is working on, in seconds and without
 * building the site. `npm run build` runs the same checks on the pages changed since the last
 * build, and `npm run dev` shows them on the open page.
 *
 * With no arguments it checks every page whose file git reports as changed or new.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compilePage } from '../src/content/compile';
import { siteIndex } from '../src/site';
import { readRepoFile, REPO_ROOT } from '../tools/sql/code-blocks';
import { changedContentPages, checkPages, formatProblem, type PageSource, type SiteTargets } from '../tools/content/page-problems';
import { siteTargetsOf } from '../tools/content/site-targets';

async function main() {
  const args = process.argv.slice(2).map((a) => path.relative(REPO_ROOT, path.resolve(a)).split(path.sep).join('/'));
  const files = args.length ? args : changedContentPages();
  if (!files.length) {
    console.log('No pages to check (name them, or change one).');
    return;
  }
  const missing = files.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  const pages: PageSource[] = files.filter((file) => !missing.includes(file)).map((file) => ({ file, source: readRepoFile(file) }));
  // Made once for the run, when a page links to a guide or a reference (it reads every guide and loads every reference).
  let site: Promise<SiteTargets> | undefined;
  const report = await checkPages(pages, {
    headingIds: async ({ file, source }) => new Set((await compilePage(file, source)).toc.map((t) => t.id)),
    site: () => (site ??= siteIndex().then((index) => siteTargetsOf(index))),
  });
  const problems = [...missing.map((file) => `${file}: no such file`), ...report.problems.map(formatProblem)];
  console.log(`Checked ${pages.length} page(s): ${report.sqlRan} SQL blocks ran, ${report.samples} TypeScript/JavaScript samples type-checked.`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log('No problems found.');
}

await main();
