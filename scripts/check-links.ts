/**
 * Fails on any broken internal link, missing anchor or repeated id in the static export. Reads
 * every HTML page under out/, resolves each internal href the way the server and CDNs do, and
 * checks that the target exists and, for a #fragment, that the target page has an element with
 * that id. An id that two elements of one page share fails too: a fragment link, a label's `for`
 * or an `aria-labelledby` would reach only the first of them, and which one a reader gets depends
 * on markup order nobody chose.
 *
 * The files a page loads as it opens are checked the same way: every same-site `src` (scripts,
 * images, media) and `<link href>` (stylesheets, preloads, icons) must exist in the export. This is
 * what proves, for every one of the ~1,600 pages, that none asks for a file the site lacks; the
 * browser test (tests/e2e/every-page.spec.ts) opens every page with React and one page of each
 * shape of the static item pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type HTMLElement, parse } from 'node-html-parser';
import { resolveStaticFile } from '../server/static';
import { STAND_IN_PREFIXES } from '../server/stand-in/prefixes';
import { htmlFiles } from '../builder/html-files';
import { isNextAddress } from '../builder/next-export';

export interface BrokenLink {
  page: string;
  href: string;
  problem: string;
}

export interface DuplicateId {
  page: string;
  id: string;
}

/**
 * A page parsed the way a browser with scripts on reads it: the bodies of <script>, <style>,
 * <noscript>, <textarea> and <title> are text, so JSON, code or markup quoted in them never counts
 * as elements. <pre> is parsed (the parser's default keeps it as text): elements in a code block
 * are part of the page like any other.
 */
export function parsePage(html: string): HTMLElement {
  return parse(html, { blockTextElements: { script: true, style: true, noscript: true, textarea: true, title: true } });
}

/** The id of every element of a parsed page that has a non-empty one, in document order, repeats included. */
export function elementIds(doc: HTMLElement): string[] {
  return doc
    .querySelectorAll('[id]')
    .map((el) => el.getAttribute('id') ?? '')
    .filter((id) => id !== '');
}

/** The ids that occur more than once, each listed once, in the order of their first repeat. */
export function duplicateIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}

/**
 * A long reference page as a reader has it once every part has arrived (src/reference/parts.ts):
 * each placeholder replaced by its part's items, so their links, anchors and ids are checked as
 * the page's own. Returns the placeholders whose part file is missing.
 */
export function assembleParts(root: string, doc: HTMLElement): string[] {
  const missing: string[] = [];
  for (const placeholder of doc.querySelectorAll('[data-ref-part]')) {
    const url = placeholder.getAttribute('data-ref-part')!;
    const file = resolveStaticFile(root, url);
    if (file) placeholder.replaceWith(readFileSync(file, 'utf8'));
    else missing.push(url);
  }
  return missing;
}

/** Same-site files a page loads as it opens: `src` of scripts, images and media, `href` of `<link>`s. */
export function pageFiles(doc: HTMLElement): string[] {
  const urls = [
    ...doc.querySelectorAll('script[src], img[src], source[src], video[src], audio[src], iframe[src]').map((el) => el.getAttribute('src')!),
    ...doc.querySelectorAll('link[href]').map((el) => el.getAttribute('href')!),
  ];
  return urls.filter((url) => url && !/^(https?:|data:|blob:|\/\/)/.test(url));
}

export function checkLinks(root: string): { pages: number; links: number; files: number; broken: BrokenLink[]; duplicates: DuplicateId[] } {
  const pages = htmlFiles(root);
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      const doc = parsePage(readFileSync(file, 'utf8'));
      assembleParts(root, doc);
      ids = new Set(elementIds(doc));
      idsCache.set(file, ids);
    }
    return ids;
  };
  // Each address resolved once: the same few thousand targets are linked 200,000 times (every
  // sidebar), and resolving one checks its real path too (server/static.ts).
  const targets = new Map<string, string | undefined>();
  const resolve = (pathname: string) => {
    if (!targets.has(pathname)) targets.set(pathname, resolveStaticFile(root, pathname));
    return targets.get(pathname);
  };
  const broken: BrokenLink[] = [];
  const duplicates: DuplicateId[] = [];
  let links = 0;
  let files = 0;
  for (const file of pages) {
    const page = `/${path.relative(root, file)}`;
    const doc = parsePage(readFileSync(file, 'utf8'));
    for (const url of assembleParts(root, doc)) broken.push({ page, href: url, problem: 'the part of the page it names is missing' });
    const ids = elementIds(doc);
    idsCache.set(file, new Set(ids));
    for (const id of duplicateIds(ids)) duplicates.push({ page, id });
    for (const href of pageFiles(doc)) {
      files++;
      if (!resolve(new URL(href, `http://site${page}`).pathname)) broken.push({ page, href, problem: 'the page loads a file the site does not have' });
    }
    for (const anchor of doc.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href')!;
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || isNextAddress(href)) continue;
      const url = new URL(href, `http://site${page}`);
      // The platform's own addresses (the credential panel's "Log in"): the stand-in answers them under `npm start`.
      if (STAND_IN_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) continue;
      links++;
      const target = url.pathname === new URL(`http://site${page}`).pathname ? file : resolve(url.pathname);
      if (!target) {
        broken.push({ page, href, problem: 'no such page' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) broken.push({ page, href, problem: `no element with id "${fragment}"` });
    }
  }
  return { pages: pages.length, links, files, broken, duplicates };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, links, files, broken, duplicates } = checkLinks(path.resolve(process.argv[2] ?? 'out'));
  for (const b of broken) console.error(`broken link on ${b.page}: ${b.href} (${b.problem})`);
  for (const d of duplicates) console.error(`duplicate id on ${d.page}: "${d.id}"`);
  console.log(`link check: ${links} internal links and ${files} loaded files on ${pages} pages, ${broken.length} broken; ${duplicates.length} duplicate ids`);
  process.exit(broken.length || duplicates.length ? 1 : 0);
}
