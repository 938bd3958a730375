/**
 * The React runtime on demand. Every page is complete as HTML: prose, code, tabs, copy buttons,
 * the theme switch, the mobile menu and the "On this page" tracking work without React (see
 * src/enhance/). React (Next's runtime, about 150 KB of gzipped JavaScript and the work of
 * evaluating it and hydrating the page) is fetched only when the reader does something it is
 * needed for: points at an in-site link (client-side navigation), opens search, or brings an
 * island near the viewport. A reader who only reads never pays for it.
 *
 * This module rewrites an exported page for that: Next's `<script src="/_next/…">` tags and their
 * preload links leave the HTML, and their addresses go into one inert JSON script that the
 * enhancer's runtime loader (src/enhance/runtime.ts) turns back into script elements.
 *
 * The page data leaves the HTML too. Next writes the page's flight data (what React needs to
 * hydrate: the tree of components and their props, 30 KB on a guide) twice: in inline scripts that
 * queue it on `self.__next_f`, and in the route's `.txt` file, which its router fetches for
 * client-side navigation. Every reader paid to download and parse the inline copy, for a runtime
 * most of them never start. When the inline copy is exactly the `.txt` file, the scripts go and the
 * list names the file instead (`flight`); the loader fetches it and queues it as those scripts
 * would have, before it adds the runtime's scripts. When it is not (a page Next wrote no file for,
 * such as the 404 page), the inline copy stays. Next's other inline scripts stay: the first queue
 * entry and the chunk list (`TURBOPACK`), a few hundred bytes. Hand-written because it is a
 * transform of Next's exact output: it fails loudly when that output no longer looks as expected,
 * rather than ship a page whose runtime would never load.
 */

import { appendToBody } from './html';

/** The id of the JSON script that lists the runtime's scripts. */
export const RUNTIME_DATA_ID = 'plinth-runtime';

export interface RuntimeData {
  scripts: string[];
  /** The address of the page's flight data, when it is no longer inline. */
  flight?: string;
}

/** The page's flight data as Next wrote it to the route's `.txt` file, and that file's address. */
export interface FlightFile {
  url: string;
  text: string;
}

const NEXT_SCRIPT = /<script\b([^>]*)\bsrc="(\/_next\/[^"]+\.js)"([^>]*)><\/script>/g;
const NEXT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\bhref="\/_next\/[^"]+"[^>]*\/?>/g;
/** An inline script queueing a piece of flight data: `[1, "<JSON string>"]`. */
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * The page's flight data as its inline scripts queue it, joined, or undefined when some queued
 * piece is of a kind other than text (Next queues binary pieces and form state differently).
 */
function inlineFlight(html: string, page: string): string | undefined {
  let pieces = 0;
  let text = '';
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    try {
      text += (JSON.parse(match[1]!) as [number, string])[1];
    } catch {
      throw new Error(`${page}: an inline flight-data script that is not JSON: ${match[0].slice(0, 80)}…`);
    }
    pieces++;
  }
  // Every later push (the first queue entry is written `(self.__next_f=…).push([0])`) must be one
  // of the scripts read above.
  const queued = html.match(/self\.__next_f\.push\(/g)?.length ?? 0;
  return pieces && queued === pieces ? text : undefined;
}

/**
 * Moves a page's Next.js scripts behind the runtime loader. Returns the page unchanged when it has
 * already been rewritten. Throws when the page has no Next.js script (not a Next page, or Next
 * changed how it writes them).
 */
export function deferRuntime(html: string, page = 'page', flightFile?: FlightFile): string {
  if (html.includes(`id="${RUNTIME_DATA_ID}"`)) return html;
  const scripts: string[] = [];
  const flight = flightFile && inlineFlight(html, page) === flightFile.text ? flightFile.url : undefined;
  // Those scripts are every match of FLIGHT_SCRIPT (inlineFlight checked it).
  const out = (flight ? html.replace(FLIGHT_SCRIPT, '') : html).replace(NEXT_PRELOAD, '').replace(NEXT_SCRIPT, (tag, before: string, src: string, after: string) => {
    // The legacy-browser polyfill (`nomodule`) stays: browsers that run modules never fetch it, and
    // it is an element of React's tree (removing it would make hydration fail).
    if (/\bnomodule\b/i.test(`${before} ${after}`)) return tag;
    scripts.push(src);
    return '';
  });
  if (!scripts.length) throw new Error(`${page}: no Next.js <script src="/_next/…"> to defer; has Next changed how it writes its scripts?`);
  if (/<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="\/_next\//i.test(out)) throw new Error(`${page}: a Next.js script tag of an unexpected shape is left in the page`);
  const data: RuntimeData = flight ? { scripts, flight } : { scripts };
  // JSON inside <script>: `<` escaped so no value can close the element.
  const tag = `<script type="application/json" id="${RUNTIME_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  // Not in <head>, where Next writes its scripts: React's hydration would take this <script> for
  // the inline boot script it rendered there and fail with a mismatch (error #418).
  return appendToBody(out, tag, page, "the runtime's script list");
}

/**
 * Whether deferRuntime would change or skip a page because of something in `fragment`: a Next.js
 * script or preload tag, or the runtime's own list. The build's fast path writes a page's content
 * after this step has run on the page, so it only does so for content this is false of.
 */
export function deferralWouldChange(fragment: string): boolean {
  // search(), unlike test(), ignores the global patterns' lastIndex.
  return fragment.search(NEXT_SCRIPT) >= 0 || fragment.search(NEXT_PRELOAD) >= 0 || fragment.includes(`id="${RUNTIME_DATA_ID}"`);
}

/** The runtime's scripts listed in a page's JSON script, or undefined when the page has none. */
export function runtimeData(text: string | null | undefined): RuntimeData | undefined {
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<RuntimeData>;
    if (!Array.isArray(data.scripts) || !data.scripts.every((s) => typeof s === 'string' && s.startsWith('/_next/'))) return undefined;
    // The site's own address only: `/x.txt`, never `//host/…`.
    if (data.flight === undefined) return { scripts: data.scripts };
    if (typeof data.flight === 'string' && /^\/(?!\/)[^\\]*\.txt$/.test(data.flight)) return { scripts: data.scripts, flight: data.flight };
  } catch {
    // malformed: treated as absent
  }
  return undefined;
}
