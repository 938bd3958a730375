/**
 * Every page of the export, of every kind, has the one head and can run it:
 * `npx tsx scripts/check-heads.ts out` (after `npm run build`; `npm test` runs it).
 *
 * - **The policy.** Every inline script of every page runs under the site's Content-Security-Policy,
 *   which lists the inline scripts it allows by hash (builder/postbuild.ts collects them while it
 *   writes the pages; server/host-config.ts writes the policy into `_headers`). A script the policy
 *   does not list is silently not run by the browser: the theme flashes, keys pressed early are
 *   lost, React never starts. So each page is read here as a browser reads it, independently of how
 *   the build found the scripts, and each inline script is looked up in the policy `_headers`
 *   gives that page's address; an inline event handler (`onclick="…"`), which no hash allows, fails too.
 * - **The head.** What every page's head shares (src/components/shell/SiteHead.tsx: the icon, the
 *   theme colours, the style sheets, the boot script and the enhancer) is the same on every page,
 *   Next's pages and the item pages the build writes itself alike. Only a page's own tags may
 *   differ: its title, description, canonical address and robots rule, a redirect's refresh, and
 *   Next's own scripts and preloads, which the runtime loader handles (src/lib/runtime-defer.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type HTMLElement, parse } from 'node-html-parser';
import { htmlFiles, routeOf } from '../builder/html-files';
import { isNextAddress } from '../builder/next-export';
import { scriptHash } from '../server/headers';
import { HEADERS_FILE, headersFor, readHostRules } from '../server/host-config';

export interface HeadProblem {
  page: string;
  problem: string;
}

/** Script types a browser runs (an absent type is JavaScript); any other is inert data. */
const RUNS = new Set(['', 'text/javascript', 'module', 'application/javascript']);

const parsePage = (html: string): HTMLElement =>
  parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true, textarea: true, title: true } });

/** The bodies of a page's inline scripts that a browser runs. */
export function inlineScripts(doc: HTMLElement): string[] {
  return doc
    .querySelectorAll('script')
    .filter((s) => !s.hasAttribute('src') && RUNS.has((s.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((s) => s.rawText);
}

/** The hashes a policy's `script-src` allows. */
export function allowedScripts(policy: string | undefined): Set<string> {
  const sources = /(?:^|;)\s*script-src\s+([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  return new Set(sources.split(/\s+/).filter((s) => s.startsWith("'sha256-")));
}

/** Tags of a head that are the page's own, not the site's. */
function isOwnTag(el: HTMLElement): boolean {
  const tag = el.rawTagName.toLowerCase();
  const name = el.getAttribute('name');
  if (tag === 'title' || (tag === 'meta' && (name === 'description' || name === 'robots' || el.hasAttribute('http-equiv')))) return true;
  if (tag === 'link' && (el.getAttribute('rel') === 'canonical' || el.getAttribute('rel') === 'preload')) return true;
  return tag === 'script' && isNextAddress(el.getAttribute('src') ?? '');
}

/** What a page's head shares with every other page: its tags in order, the page's own left out. */
export function sharedHead(doc: HTMLElement): string {
  const head = doc.querySelector('head');
  return (head?.childNodes ?? [])
    .filter((node): node is HTMLElement => node.nodeType === 1)
    .filter((el) => !isOwnTag(el))
    .map((el) => el.toString())
    .join('\n');
}

/** Where two heads first differ, a line of each. */
function firstDifference(a: string, b: string): string {
  const [x, y] = [a.split('\n'), b.split('\n')];
  const i = x.findIndex((line, n) => line !== y[n]);
  const at = i < 0 ? x.length : i;
  return `${JSON.stringify(x[at]?.slice(0, 120) ?? '(nothing)')} where the home page has ${JSON.stringify(y[at]?.slice(0, 120) ?? '(nothing)')}`;
}

export function headProblems(root: string): { pages: number; scripts: number; problems: HeadProblem[] } {
  const rules = readHostRules(readFileSync(path.join(root, HEADERS_FILE), 'utf8'), '');
  const problems: HeadProblem[] = [];
  const home = sharedHead(parsePage(readFileSync(path.join(root, 'index.html'), 'utf8')));
  let scripts = 0;
  const pages = htmlFiles(root).sort();
  for (const file of pages) {
    const page = routeOf(root, file);
    const doc = parsePage(readFileSync(file, 'utf8'));
    const allowed = allowedScripts(headersFor(rules, page).get('Content-Security-Policy'));
    for (const body of inlineScripts(doc)) {
      scripts++;
      const hash = scriptHash(body);
      if (!allowed.has(hash)) problems.push({ page, problem: `an inline script the site's policy does not allow (${hash}): ${body.slice(0, 80)}` });
    }
    for (const el of doc.querySelectorAll('*'))
      for (const name of Object.keys(el.attributes))
        if (/^on/i.test(name)) problems.push({ page, problem: `an inline event handler, which the site's policy never allows: <${el.rawTagName} ${name}>` });
    const shared = sharedHead(doc);
    // A redirect page (no head of the site's: a refresh and a link) is not a page of its own.
    if (shared !== home && doc.querySelector('meta[http-equiv="refresh"]') === null)
      problems.push({ page, problem: `a head unlike every other page's: ${firstDifference(shared, home)}` });
  }
  return { pages: pages.length, scripts, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pages, scripts, problems } = headProblems(path.resolve(process.argv[2] ?? 'out'));
  for (const p of problems.slice(0, 50)) console.error(`${p.page}: ${p.problem}`);
  if (problems.length > 50) console.error(`… and ${problems.length - 50} more`);
  console.log(
    `head check: ${pages} pages, ${scripts} inline scripts, ${problems.length} problems (a head unlike the others, or a script the site's policy does not allow)`,
  );
  process.exit(problems.length ? 1 : 0);
}
