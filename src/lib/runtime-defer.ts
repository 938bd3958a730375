/**
 * The React runtime on demand. Every page is complete as HTML: prose, code, tabs, copy buttons,
 * the theme switch, the mobile menu and the "On this page" tracking work without React (see
 * src/enhance/). React (Next's runtime, about 150 KB of gzipped JavaScript and the work of
 * evaluating it and hydrating the page) is fetched only when the reader does something it is
 * needed for: points at an in-site link (client-side navigation), opens search, or brings an
 * island near the viewport. A reader who only reads never pays for it.
 *
 * The build (builder/runtime-defer.ts) rewrites an exported page for that: Next's `<script src="/_next/…">` tags and their
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
 * entry and the chunk list, a few hundred bytes. Hand-written because it is a transform of Next's
 * exact output: it fails loudly when that output no longer looks as expected, rather than ship a
 * page whose runtime would never load. What that output looks like is the adapter's to know
 * (builder/next-export.ts, and src/lib/next-export.ts for the addresses checked here).
 *
 * This module is the contract between the two: the list's id and shape, read in the browser.
 */
import { isFlightFileAddress, isNextAddress } from './next-export';

/** The id of the JSON script that lists the runtime's scripts. */
export const RUNTIME_DATA_ID = 'plinth-runtime';

export interface RuntimeData {
  scripts: string[];
  /** The address of the page's flight data, when it is no longer inline. */
  flight?: string;
}

/** The runtime's scripts listed in a page's JSON script, or undefined when the page has none. */
export function runtimeData(text: string | null | undefined): RuntimeData | undefined {
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<RuntimeData>;
    if (!Array.isArray(data.scripts) || !data.scripts.every((s) => typeof s === 'string' && isNextAddress(s))) return undefined;
    // The site's own address only: `/x.txt`, never `//host/…`.
    if (data.flight === undefined) return { scripts: data.scripts };
    if (typeof data.flight === 'string' && isFlightFileAddress(data.flight)) return { scripts: data.scripts, flight: data.flight };
  } catch {
    // malformed: treated as absent
  }
  return undefined;
}
