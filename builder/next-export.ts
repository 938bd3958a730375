/**
 * The Node half of the one adapter to Next.js's static export (`output: 'export'`), for the
 * version package.json pins (NEXT_VERSION); its browser-safe half is src/lib/next-export.ts (where
 * Next's files are served from, the flight file and queue), which the enhancer and the server read
 * too. The build reads Next's pages to rewrite them (builder/postbuild.ts, builder/runtime-defer.ts)
 * and to borrow their style sheets (builder/crawler-pages.tsx); the scripts compare exports
 * (scripts/compare-out.ts), skip Next's files (scripts/check-links.ts, builder/html-files.ts) and
 * start `next build` (scripts/build.ts). Each asks this module instead of carrying its own pattern.
 *
 * Next's HTML is not a public format: an upgrade may rename chunks, reorder scripts or write its
 * page data another way. Every reader here therefore checks the whole shape it relies on and throws,
 * naming the page and what it found, when the shape has changed: a page shipped with a runtime that
 * never loads, or without its styles, must fail the build rather than degrade unseen. Hand-written
 * because no library parses this format; an HTML parser would not help, the knowledge is Next's.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FLIGHT_FILE_EXTENSION, FLIGHT_QUEUE, isFlightEntry, NEXT_DIR, NEXT_PREFIX, type FlightEntry } from '../src/lib/next-export';

export { isNextAddress, NEXT_DIR, NEXT_STATIC_PREFIX } from '../src/lib/next-export';

/** The version of Next.js whose output this module reads; its fixture test checks package.json still pins it. */
export const NEXT_VERSION = '16.4.6';

/** The first entry of a page's flight queue, the boot script Next writes into every page it renders. */
const BOOTSTRAP = `(self.${FLIGHT_QUEUE}=self.${FLIGHT_QUEUE}||[]).push([0])`;
/** An inline script, whole (Next escapes `<` inside its inline JSON, so none holds one). */
const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;
/** Every `<script>` tag with an address under /_next/, whatever its attributes, with its `</script>` when it follows at once. */
const SCRIPT_TAG = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*>(?:<\/script>)?/g;
/** The shapes Next writes a script tag in: the chunk's address, then `async` or `noModule`. */
const SCRIPT_SHAPE = /^<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)"(?: (async|noModule)="")?><\/script>$/;
/** Every preload link, whatever it preloads. */
const PRELOAD_TAG = /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/g;
/** The one preload shape Next writes: a script chunk, fetched early at low priority. */
const SCRIPT_PRELOAD = /^<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>$/;
/** A style sheet of the app, as Next links it from every page. */
const STYLE_LINK = /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[\w.~-]+\.css)" data-precedence="(next)"\/>/g;

const snippet = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);
const changed = (page: string, what: string) =>
  new Error(`${page}: ${what}: has Next.js's export format changed (the build reads Next ${NEXT_VERSION}'s, builder/next-export.ts)?`);

/** The pages Next exports besides the app's routes (the browser half knows them): neither is a page to list or count. */
export { NEXT_ERROR_ROUTES } from '../src/lib/next-export';

/** Whether a file of the export (relative to it, with `/`) is one of Next's own: `_next/static/chunks/….js`. */
export const isNextFile = (relative: string): boolean => relative.startsWith(`${NEXT_DIR}/`);

/** Whether an exported page is one Next rendered (not one the build wrote itself): it has Next's scripts or its flight queue. */
export const isNextPage = (html: string): boolean => html.includes(`self.${FLIGHT_QUEUE}`) || html.search(SCRIPT_TAG) >= 0;

/** The route's flight data file, which Next's router fetches on a client-side navigation: `guides/x.html` → `guides/x.txt`. */
export const flightFileOf = (htmlFile: string): string => {
  if (!htmlFile.endsWith('.html')) throw new Error(`${htmlFile}: not an exported page (.html)`);
  return htmlFile.replace(/\.html$/, FLIGHT_FILE_EXTENSION);
};

/** The address a file of the export is served at: `out/guides/x.txt` → `/guides/x.txt`. */
export const servedAt = (out: string, file: string): string => `/${path.relative(out, file).split(path.sep).join('/')}`;

export interface NextScript {
  /** The tag as it is in the page. */
  tag: string;
  src: string;
  /** The legacy-browser polyfill, which module-running browsers never fetch. */
  nomodule: boolean;
}

/** A page's Next.js script tags, in page order. Throws on a tag of a shape Next 16 does not write. */
export function nextScripts(html: string, page: string): NextScript[] {
  return [...html.matchAll(SCRIPT_TAG)].map(([tag]) => {
    const shape = SCRIPT_SHAPE.exec(tag);
    if (!shape) throw changed(page, `a Next.js script tag of an unknown shape: ${snippet(tag)}`);
    return { tag, src: shape[1]!, nomodule: shape[2] === 'noModule' };
  });
}

/** A page's preload links, each with the script chunk it preloads. Throws on a preload that is not a script chunk's. */
export function nextPreloads(html: string, page: string): { tag: string; src: string }[] {
  return [...html.matchAll(PRELOAD_TAG)].map(([tag]) => {
    const shape = SCRIPT_PRELOAD.exec(tag);
    if (!shape) throw changed(page, `a preload link it cannot classify: ${snippet(tag)}`);
    return { tag, src: shape[1]! };
  });
}

/**
 * The scripts that start a page's React runtime, in page order: every Next script but the
 * legacy-browser polyfill (`noModule`), which browsers that run modules never fetch and which is
 * an element of React's tree (removing it would make hydration fail). Throws when there is none.
 */
export function runtimeScripts(html: string, page: string): NextScript[] {
  const scripts = nextScripts(html, page).filter((s) => !s.nomodule);
  if (!scripts.length) throw changed(page, `no Next.js <script src="${NEXT_PREFIX}…"> that starts the runtime`);
  return scripts;
}

/**
 * Whether markup holds what the runtime's deferral rewrites in a page: a Next script tag or a
 * preload link (markup shown escaped, in a code sample, is not). builder/runtime-defer.ts asks it
 * for content the fast path writes into a page after the deferral has run.
 */
export const hasNextMarkup = (fragment: string): boolean => fragment.search(SCRIPT_TAG) >= 0 || fragment.search(PRELOAD_TAG) >= 0;

export interface InlineFlight {
  /** The inline scripts that queue the page's data (not the boot script), as they are in the page. */
  tags: string[];
  /** The queued data joined, when every entry is text; undefined when some is binary or form state. */
  text: string | undefined;
}

/**
 * The flight data a Next page queues in inline scripts. Throws when the page has no boot script,
 * no data entry, or a script touching the queue that is not one of the shapes Next 16 writes.
 */
export function inlineFlight(html: string, page: string): InlineFlight {
  const tags: string[] = [];
  const entries: FlightEntry[] = [];
  let bootstrap = 0;
  for (const [tag, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body!.includes(FLIGHT_QUEUE)) continue;
    if (body === BOOTSTRAP) {
      bootstrap++;
      continue;
    }
    const call = /^self\.__next_f\.push\((.*)\)$/s.exec(body!);
    let entry: unknown;
    try {
      entry = call ? JSON.parse(call[1]!) : undefined;
    } catch {
      entry = undefined;
    }
    if (!isFlightEntry(entry)) throw changed(page, `an inline flight-data script of an unknown shape: ${snippet(tag)}`);
    tags.push(tag);
    entries.push(entry);
  }
  // Every mention of the queue in a script must be one of those read above.
  const mentions = [...html.matchAll(/<script\b[^>]*>[^<]*__next_f/g)].length;
  if (mentions !== bootstrap + tags.length)
    throw changed(page, `${mentions} scripts touch the flight queue, ${bootstrap + tags.length} of them in a shape it knows`);
  if (bootstrap !== 1) throw changed(page, `expected one flight-queue boot script \`${BOOTSTRAP}\`, found ${bootstrap}`);
  if (!entries.some((e) => e[0] === 1)) throw changed(page, 'no inline flight data (`self.__next_f.push([1,"…"])`) in a Next page');
  const text = entries.every((e) => e[0] === 1) ? entries.map((e) => e[1]).join('') : undefined;
  return { tags, text };
}

/** A script element whose body is inline: its attributes and its body. Next writes none with a `<` inside. */
const INLINE_ELEMENT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)>([^<]*)<\/script>/g;

/**
 * The bodies of the inline scripts a browser runs in a page as Next exported it (before the build
 * writes anything into it): what the site's Content-Security-Policy allows by hash. Inert data
 * (`type="application/json"`) is left out. Throws when a script element is not of a shape it reads,
 * since a script the policy did not list would silently not run.
 */
export function nextInlineScripts(html: string, page: string): string[] {
  const bodies: string[] = [];
  let elements = 0;
  for (const [, attributes, body] of html.matchAll(INLINE_ELEMENT)) {
    elements++;
    if (/\ssrc=/.test(attributes!)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes!)?.[1];
    if (type === undefined || type === 'text/javascript' || type === 'module') bodies.push(body!);
  }
  const opened = html.match(/<script\b/g)?.length ?? 0;
  if (opened !== elements)
    throw changed(page, `${opened} script elements, ${elements} of them of a shape it reads (an inline script with a "<" in it, or an unquoted attribute)`);
  return bodies;
}

/** A style sheet of the app as Next links it: its address and the precedence React orders it by. */
export interface StyleSheet {
  href: string;
  precedence: string;
}

/** The app's style sheets, as an exported Next page links them. Throws when it links none. */
export function styleLinks(html: string, page: string): StyleSheet[] {
  const links = [...html.matchAll(STYLE_LINK)].map((m) => ({ href: m[1]!, precedence: m[2]! }));
  if (!links.length) {
    const other = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(html);
    throw changed(page, other ? `a style sheet link of an unknown shape: ${snippet(other[0])}` : 'no style sheet link');
  }
  return links;
}

/** Next's build id, the folder of `_next/` beside `static/` (it changes with every build); undefined when there is none. */
export function nextBuildId(root: string): string | undefined {
  try {
    return readdirSync(path.join(root, NEXT_DIR)).find((name) => name !== 'static');
  } catch {
    return undefined;
  }
}

/**
 * A file's text with what Next names anew on every build put the same way for any build: the
 * build id, and the hashed names of its chunks (`static/chunks/2rv5jvl35qh22.js`). For comparing
 * two exports (scripts/compare-out.ts).
 */
export function withoutBuildNames(text: string, buildId: string | undefined): string {
  const out = buildId ? text.split(buildId).join('<build-id>') : text;
  return out.replace(/static\/chunks\/[\w.~-]+?\.(js|css)/g, 'static/chunks/<hash>.$1');
}

/** Environment variables Next and its bundler read, which can change what `next build` makes (builder/fast-plan.ts). */
export const isNextVariable = (name: string): boolean => /^(NEXT_|__NEXT|TURBOPACK)/.test(name);

/** Next's command-line entry point, run with this Node (scripts/build.ts). */
export const nextBin = (): string => createRequire(import.meta.url).resolve('next/dist/bin/next');
