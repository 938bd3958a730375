/**
 * The site's redirects: `content/redirects.yaml`, where a writer says where a moved page or anchor
 * went. Checked against the release the build made, and turned into the host configuration's
 * redirects (server/host-config.ts) and the anchor maps pages carry for the browser.
 *
 * - A page redirect (`from: /guides/old`) becomes a 301 in `_redirects` and the nginx block, with
 *   one for its Markdown twin (`/guides/old.md`) when the target has one.
 * - An anchor redirect (`from: /guides/page#old-heading`) cannot be answered by a server (browsers
 *   never send the fragment): the page gets a map from old anchor to new address, and the
 *   enhancer follows it when the address names an anchor the page no longer has (as GitHub's docs
 *   do).
 * Every problem fails the build with file, line and what is wrong.
 */
import { z } from 'zod';
import { readConfinedFile } from '../src/sources/confined-file';
import { YAML_LIMITS } from '../src/sources/limits';
import { parseSpecFile, SpecErrors, type SpecError } from '../src/sources/spec-file';
import type { Redirect } from '../server/host-config';

export const REDIRECTS_SOURCE = 'content/redirects.yaml';

/**
 * The most redirects a host takes (Cloudflare Pages: 2,000 static and 100 dynamic rules in
 * `_redirects`). Ours are all static: every `from` is one address, with no splat or placeholder.
 */
export const HOST_REDIRECT_LIMIT = 2_000;

const address = z.string().regex(/^\/[^\s#?]*(#[A-Za-z0-9_-][\w.:-]*)?$/, 'a site path such as /guides/auth/sessions, optionally with #anchor');
const schema = z.object({ redirects: z.array(z.strictObject({ from: address, to: address })) }).strict();

export interface SiteRedirects {
  /** Redirects a server answers: pages and their Markdown twins. */
  pages: Redirect[];
  /** Per page route: old anchor → the address it moved to. */
  anchors: Map<string, Map<string, string>>;
}

/** What the checks need to know of the release: which routes are pages, and each page's anchors. */
export interface PublishedSite {
  isPage(route: string): boolean;
  /** Whether the page has a Markdown twin (`<route>.md`). */
  hasTwin(route: string): boolean;
  /** The page's ids, when known (undefined: any anchor is accepted). */
  anchorsOf(route: string): ReadonlySet<string> | undefined;
}

const split = (value: string): [string, string | undefined] => {
  const hash = value.indexOf('#');
  return hash < 0 ? [value, undefined] : [value.slice(0, hash), value.slice(hash + 1)];
};

/** Reads and checks the redirects against the site this build made. */
export function loadRedirects(
  site: PublishedSite,
  root = process.cwd(),
  text = readConfinedFile(root, 'content', REDIRECTS_SOURCE, YAML_LIMITS.maxBytes),
): SiteRedirects {
  const { data, located } = parseSpecFile(text, REDIRECTS_SOURCE, schema);
  const problems: SpecError[] = [];
  const pages: Redirect[] = [];
  const anchors = new Map<string, Map<string, string>>();
  const seen = new Set<string>();
  const froms = new Set(data.redirects.map((r) => r.from));
  data.redirects.forEach(({ from, to }, i) => {
    const at = (field: 'from' | 'to', problem: string) => problems.push(located.error(['redirects', i, field], problem));
    if (seen.has(from)) at('from', `${from} is redirected twice`);
    seen.add(from);
    const [fromPage, fromAnchor] = split(from);
    const [toPage, toAnchor] = split(to);
    if (froms.has(to)) at('to', `${to} is itself redirected: point at where it went instead`);
    if (!site.isPage(toPage)) at('to', `${toPage} is not a page of the site`);
    else if (toAnchor && site.anchorsOf(toPage) && !site.anchorsOf(toPage)!.has(toAnchor)) at('to', `${toPage} has no anchor #${toAnchor}`);
    if (fromAnchor === undefined) {
      if (site.isPage(fromPage)) at('from', `${fromPage} is a page of the site: a redirect would hide it (remove the redirect, or the page)`);
      pages.push({ from, to, status: 301 });
      if (!toAnchor && site.hasTwin(toPage)) pages.push({ from: `${from}.md`, to: `${toPage}.md`, status: 301 });
    } else {
      if (!site.isPage(fromPage)) at('from', `${fromPage} is not a page of the site: redirect the page itself (from: ${fromPage})`);
      else if (site.anchorsOf(fromPage)?.has(fromAnchor))
        at('from', `${fromPage} still has the anchor #${fromAnchor}: a redirect would take readers away from it`);
      const map = anchors.get(fromPage) ?? new Map<string, string>();
      map.set(fromAnchor, toPage === fromPage && toAnchor ? `#${toAnchor}` : to);
      anchors.set(fromPage, map);
    }
  });
  if (pages.length > HOST_REDIRECT_LIMIT)
    problems.push(
      located.error(
        ['redirects'],
        `${pages.length} redirects a host answers (a page's and its twin's count apart): more than the ${HOST_REDIRECT_LIMIT} static redirects Cloudflare Pages takes`,
      ),
    );
  if (problems.length) throw new SpecErrors(problems);
  return { pages, anchors };
}
