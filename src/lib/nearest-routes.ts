/**
 * What the 404 page suggests for an address that has no page. The page is one static file served
 * for every missing address, so the suggestions are worked out in the browser, from
 * `location.pathname`, by the enhancer (src/enhance/not-found.ts): words for the site search, and
 * the existing pages whose addresses are closest. Pure, so the rules are tested without a page.
 */

/** A page of the site: its address and a title that says where it belongs. */
export interface RouteEntry {
  route: string;
  title: string;
}

/** Top-level folders that say nothing about what the reader looked for. */
const AREAS = new Set(['guides', 'reference']);

/**
 * The segments of an address, compared the way a reader means them: decoded, lowercase, without
 * empty segments (doubled or trailing slashes) and without a `.html` or `.md` ending.
 */
export function routeSegments(pathname: string): string[] {
  let path = pathname.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: compare the address as it was typed
  }
  return path
    .toLowerCase()
    .replace(/\.(html|md)$/, '')
    .split('/')
    .filter((segment) => segment !== '');
}

/**
 * Levenshtein distance: the fewest insertions, deletions and substitutions that turn `a` into `b`.
 * Two rows of one typed array, reused: the 404 page runs this for every page of the site as it
 * loads, mostly before the engine has optimised it, and a new array per row made that a long task.
 */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const rows = new Uint32Array(width * 2);
  for (let j = 0; j < width; j++) rows[j] = j;
  let previous = 0;
  let current = width;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const substitute = rows[previous + j - 1]! + (char === b.charCodeAt(j - 1) ? 0 : 1);
      const remove = rows[previous + j]! + 1;
      const insert = rows[current + j - 1]! + 1;
      rows[current + j] = substitute < remove ? (substitute < insert ? substitute : insert) : remove < insert ? remove : insert;
    }
    [previous, current] = [current, previous];
  }
  return rows[previous + b.length]!;
}

/** How many leading segments two addresses have in common. */
function sharedLead(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Up to `limit` pages whose addresses are closest to a missing one, closest first: most leading
 * segments in common (the reader got the section right), then the smallest edit distance between
 * the last segments (a typo, a renamed page), then between the whole addresses (a typo in a
 * folder: every `…/introduction` ties on the last segment), then in address order, so the answer
 * never depends on the order of the list. Each address once.
 */
export function nearestRoutes(missing: string, pages: readonly RouteEntry[], limit = 5): RouteEntry[] {
  const target = routeSegments(missing);
  const last = target.at(-1) ?? '';
  const whole = target.join('/');
  const seen = new Set<string>();
  const scored: { page: RouteEntry; segments: string[]; shared: number; distance: number; overall: number }[] = [];
  for (const page of pages) {
    if (seen.has(page.route)) continue;
    seen.add(page.route);
    const segments = routeSegments(page.route);
    scored.push({ page, segments, shared: sharedLead(target, segments), distance: editDistance(last, segments.at(-1) ?? ''), overall: 0 });
  }
  if (!scored.length || limit <= 0) return [];
  // The whole addresses' distance only breaks ties, so it is worked out only for the pages that
  // tie with the last one suggested (the longest strings, for a fraction of the pages).
  const byLead = (a: (typeof scored)[number], b: (typeof scored)[number]) => b.shared - a.shared || a.distance - b.distance;
  scored.sort(byLead);
  const boundary = scored[Math.min(limit, scored.length) - 1]!;
  const candidates = scored.filter((s, i) => i < limit || byLead(s, boundary) === 0);
  for (const s of candidates) s.overall = editDistance(whole, s.segments.join('/'));
  candidates.sort((a, b) => byLead(a, b) || a.overall - b.overall || (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
  return candidates.slice(0, limit).map((s) => s.page);
}

/**
 * Words for the site search from a missing address: its segments without the `guides` or
 * `reference` folder, split at hyphens, underscores and dots, each word once.
 * `/guides/auth/sesions` → `auth sesions`.
 */
export function searchTextFromPath(pathname: string): string {
  const segments = routeSegments(pathname);
  if (AREAS.has(segments[0] ?? '')) segments.shift();
  const words = segments.flatMap((segment) => segment.split(/[-_.\s]+/)).filter((word) => word !== '');
  return [...new Set(words)].join(' ');
}

/** The page list as the 404 page carries it: `[route, title]` pairs, the smallest JSON that says it. */
export function encodeRoutes(pages: readonly RouteEntry[]): string {
  return JSON.stringify(pages.map((p) => [p.route, p.title]));
}

/** The page list from the 404 page's JSON; anything that is not a `[route, title]` pair of strings is left out. */
export function decodeRoutes(text: string | null | undefined): RouteEntry[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].startsWith('/') && typeof entry[1] === 'string'
      ? [{ route: entry[0], title: entry[1] }]
      : [],
  );
}
