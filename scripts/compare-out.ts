/**
 * Compares two exports (`out/` folders) page by page: `npx tsx scripts/compare-out.ts <before> <after>`.
 * Proof that a change to the build leaves what readers get alone. Every file outside `_next/` is
 * compared, gzip twins by what they decompress to; Next's build id and the hashed names of its chunks
 * (which change with every build) are ignored. Next's own assets under `_next/` are compared by
 * count only: their bytes are Next's, and their names are hashes. Prints, for each file that
 * differs, where it first differs, then a summary; exits 1 when anything differs.
 *
 * `--reader` compares what a reader gets instead, page by page (every `.html` both sides have):
 * the title, the description, the canonical address, the text the page shows and the addresses its
 * links go to. Scripts, styles, attributes and markup are left out, so a change to how a page is
 * built (an inline script, a class, the runtime's list) does not count, and a change a reader would
 * see does. Prints each page that differs with the first difference, then a count by section.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { isNextFile, nextBuildId, withoutBuildNames } from '../builder/next-export';

/** Every file under `root`, as paths relative to it with `/`. */
function filesOf(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

/** A file's text with what changes on every build put the same way on both sides: Next's build id and chunk names. */
export const normalise = withoutBuildNames;

const read = (root: string, file: string): string => {
  const bytes = readFileSync(path.join(root, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

/** Where two texts first differ, with a little context from each. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const line = a.slice(0, i).split('\n').length;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 80));
  return `line ${line}, character ${i}: before ${show(a)}, after ${show(b)}`;
}

export function compareOut(
  before: string,
  after: string,
): { differing: string[]; onlyBefore: string[]; onlyAfter: string[]; compared: number; nextAssets: [number, number] } {
  const [idBefore, idAfter] = [nextBuildId(before), nextBuildId(after)];
  const isNext = isNextFile;
  const listBefore = filesOf(before);
  const listAfter = filesOf(after);
  const setAfter = new Set(listAfter.filter((f) => !isNext(f)));
  const setBefore = new Set(listBefore.filter((f) => !isNext(f)));
  const differing: string[] = [];
  let compared = 0;
  for (const file of setBefore) {
    if (!setAfter.has(file)) continue;
    compared++;
    const a = normalise(read(before, file), idBefore);
    const b = normalise(read(after, file), idAfter);
    if (a !== b) {
      differing.push(file);
      console.log(`${file}: differs at ${firstDifference(a, b)}`);
    }
  }
  const onlyBefore = [...setBefore].filter((f) => !setAfter.has(f));
  const onlyAfter = [...setAfter].filter((f) => !setBefore.has(f));
  for (const file of onlyBefore) console.log(`${file}: only in ${before}`);
  for (const file of onlyAfter) console.log(`${file}: only in ${after}`);
  return { differing, onlyBefore, onlyAfter, compared, nextAssets: [listBefore.filter(isNext).length, listAfter.filter(isNext).length] };
}

/** What a reader gets from a page: its head's title, description and canonical, its shown text and link targets. */
export function readerView(html: string): { head: string; text: string; links: string } {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: true, pre: true } });
  const attr = (selector: string, name: string) => root.querySelector(selector)?.getAttribute(name) ?? '';
  const head = [root.querySelector('title')?.text ?? '', attr('meta[name="description"]', 'content'), attr('link[rel="canonical"]', 'href')].join(' | ');
  const body = root.querySelector('body') ?? root;
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  const text = body.textContent.replace(/\s+/g, ' ').trim();
  const links = body
    .querySelectorAll('a[href]')
    .map((a) => a.getAttribute('href'))
    .join(' ');
  return { head, text, links };
}

export function compareReading(before: string, after: string): { differing: { page: string; what: string }[]; compared: number } {
  const pages = filesOf(before).filter((f) => f.endsWith('.html') && !isNextFile(f));
  const afterPages = new Set(filesOf(after));
  const differing: { page: string; what: string }[] = [];
  let compared = 0;
  for (const page of pages) {
    if (!afterPages.has(page)) continue;
    compared++;
    const [a, b] = [readerView(read(before, page)), readerView(read(after, page))];
    const parts = (['head', 'text', 'links'] as const).filter((k) => a[k] !== b[k]);
    if (!parts.length) continue;
    const what = parts.map((k) => `${k}: ${firstDifference(a[k], b[k])}`).join('; ');
    differing.push({ page, what });
    console.log(`${page}: ${what}`);
  }
  return { differing, compared };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const reader = process.argv.includes('--reader');
  const [before, after] = process.argv.slice(2).filter((a) => a !== '--reader');
  if (!before || !after) {
    console.error('usage: npx tsx scripts/compare-out.ts [--reader] <before out/> <after out/>');
    process.exit(2);
  }
  if (reader) {
    const result = compareReading(before, after);
    const bySection = new Map<string, number>();
    for (const { page } of result.differing) {
      const section = page
        .split('/')
        .slice(0, page.startsWith('reference/') ? 2 : 1)
        .join('/');
      bySection.set(section, (bySection.get(section) ?? 0) + 1);
    }
    console.log(
      `compare-out --reader: ${result.compared} pages compared, ${result.differing.length} differ for a reader: ${[...bySection].map(([s, n]) => `${s} ${n}`).join(', ') || 'none'}`,
    );
    process.exit(result.differing.length ? 1 : 0);
  }
  const result = compareOut(before, after);
  console.log(
    `compare-out: ${result.compared} files compared (build id and chunk hashes ignored), ${result.differing.length} differ, ${result.onlyBefore.length} only before, ${result.onlyAfter.length} only after; _next/ assets: ${result.nextAssets[0]} before, ${result.nextAssets[1]} after`,
  );
  process.exit(result.differing.length || result.onlyBefore.length || result.onlyAfter.length ? 1 : 0);
}
