/**
 * The build's half of the React runtime on demand (src/lib/runtime-defer.ts says what and why):
 * moves a Next page's scripts, their preloads and, when the route's `.txt` file holds the same
 * data, its inline page data behind the enhancer's runtime loader. What Next's output looks like
 * is builder/next-export.ts's to know; it throws when the page is not of the shape it reads.
 */
import { appendToBody } from '../src/lib/html';
import { RUNTIME_DATA_ID, type RuntimeData } from '../src/lib/runtime-defer';
import { hasNextMarkup, inlineFlight, nextPreloads, runtimeScripts } from './next-export';

/** The page's flight data as Next wrote it to the route's `.txt` file, and that file's address. */
export interface FlightFile {
  url: string;
  text: string;
}

const removeAll = (html: string, tags: Iterable<string>): string => {
  let out = html;
  for (const tag of new Set(tags)) out = out.split(tag).join('');
  return out;
};

/**
 * Moves a page's Next.js scripts behind the runtime loader. Returns the page unchanged when it has
 * already been rewritten. Throws when the page has no Next.js script to defer, or is not of the
 * shape builder/next-export.ts reads.
 */
export function deferRuntime(html: string, page = 'page', flightFile?: FlightFile): string {
  if (html.includes(`id="${RUNTIME_DATA_ID}"`)) return html;
  const inline = inlineFlight(html, page);
  const flight = flightFile && inline.text === flightFile.text ? flightFile.url : undefined;
  // The legacy-browser polyfill stays (runtimeScripts says why).
  const deferred = runtimeScripts(html, page);
  const scripts = deferred.map((s) => s.src);
  const removed = [...(flight ? inline.tags : []), ...nextPreloads(html, page).map((p) => p.tag), ...deferred.map((s) => s.tag)];
  const out = removeAll(html, removed);
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
  return hasNextMarkup(fragment) || fragment.includes(`id="${RUNTIME_DATA_ID}"`);
}
