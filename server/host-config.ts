/**
 * The host configuration written beside the export, so that `out/` keeps its guarantees on any
 * host, not only behind `npm start`. Next's static export drops `headers` and `redirects`; these
 * files carry them, made from one description of the site (HostConfig):
 *
 * - `_headers` and `_redirects`, which Netlify and Cloudflare Pages read from the folder they
 *   publish (and never serve). `npm start`'s server reads the same two files (readHostRules
 *   below), so the files a CDN gets are the ones our own HTTP tests exercise.
 * - `_nginx.conf`, the directives of an nginx `server` block serving the folder: the same headers,
 *   the same cache policy, gzip twins, the 404 page and every redirect. A test serves the export
 *   with it from Debian's nginx and runs the server's HTTP checks against it.
 *
 * One policy for every response: the Content-Security-Policy allows exactly the inline scripts the
 * build wrote (their hashes, recorded while it wrote them), never whatever a served file holds.
 */
import { NEXT_STATIC_PREFIX } from '../src/lib/next-export';
import { contentSecurityPolicy, SECURITY_HEADERS } from './headers';

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 308;
}

export interface HostConfig {
  /** Every response's headers, the policy included. */
  headers: readonly (readonly [string, string])[];
  /** Files served under this prefix never change (their names hold their hash): cached for a year. */
  immutablePrefix: string;
  immutableCacheControl: string;
  /** Everything else is revalidated on each use. */
  revalidateCacheControl: string;
  redirects: readonly Redirect[];
  /** The files of the export that configure the host and are never served. */
  hidden: readonly string[];
}

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
export const NGINX_FILE = '_nginx.conf';
export const HOST_FILES = [HEADERS_FILE, REDIRECTS_FILE, NGINX_FILE] as const;

/** Cloudflare Pages' limits on `_redirects` (Netlify's are higher): static rules and rules with a splat or placeholder. */
export const REDIRECT_LIMITS = { static: 2000, dynamic: 100 } as const;

export function hostConfig(scriptHashes: readonly string[], redirects: readonly Redirect[]): HostConfig {
  return {
    headers: [
      ...SECURITY_HEADERS.filter(([name]) => name !== 'Content-Security-Policy'),
      ['Content-Security-Policy', contentSecurityPolicy([...scriptHashes].sort())],
    ],
    // Next's compiled assets, whose names hold their hash (src/lib/next-export.ts, the adapter's browser-safe half).
    immutablePrefix: NEXT_STATIC_PREFIX,
    immutableCacheControl: 'public, max-age=31536000, immutable',
    revalidateCacheControl: 'no-cache',
    redirects,
    hidden: HOST_FILES.map((file) => `/${file}`),
  };
}

/** Header values must stay on one line of these files. */
function oneLine(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`host configuration: ${what} holds a line break`);
  return value;
}

/**
 * `_headers`. Rules never set the same header twice for one path: Cloudflare Pages joins the
 * values of every matching rule, so Cache-Control is set only for the immutable prefix, and the
 * revalidation that HTML needs is these hosts' default for everything else.
 */
export function headersFile(config: HostConfig): string {
  const lines = ['# Headers for Netlify and Cloudflare Pages, written by npm run build (server/host-config.ts).', '/*'];
  for (const [name, value] of config.headers) lines.push(`  ${name}: ${oneLine(value, name)}`);
  lines.push(`${config.immutablePrefix}*`, `  Cache-Control: ${config.immutableCacheControl}`);
  return `${lines.join('\n')}\n`;
}

/** `_redirects`: one static rule per redirect. Throws past Cloudflare Pages' limits. */
export function redirectsFile(config: HostConfig): string {
  const dynamic = config.redirects.filter((r) => /[*:]/.test(r.from));
  const fixed = config.redirects.length - dynamic.length;
  if (fixed > REDIRECT_LIMITS.static || dynamic.length > REDIRECT_LIMITS.dynamic) {
    throw new Error(
      `host configuration: ${fixed} static and ${dynamic.length} dynamic redirects; Cloudflare Pages takes at most ${REDIRECT_LIMITS.static} and ${REDIRECT_LIMITS.dynamic}`,
    );
  }
  const lines = ['# Redirects for Netlify and Cloudflare Pages, written by npm run build (server/host-config.ts).'];
  for (const r of config.redirects) lines.push(`${oneLine(r.from, 'a redirect')} ${oneLine(r.to, 'a redirect')} ${r.status}`);
  return `${lines.join('\n')}\n`;
}

/** A value as an nginx string: double-quoted, its quotes and backslashes escaped. nginx would read a `$` as a variable: none may hold one. */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`host configuration: ${JSON.stringify(value)} holds a $, which nginx reads as a variable`);
  return `"${oneLine(value, 'a value').replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * `_nginx.conf`: the directives of a `server` block whose `root` is the export, meant for
 * `include` (the README shows the whole block). Every location that adds a header repeats the
 * site's headers, since nginx drops a server's `add_header`s in a location that has its own.
 */
export function nginxConf(config: HostConfig): string {
  const site = (always: boolean) => config.headers.map(([name, value]) => `add_header ${name} ${quoted(value)}${always ? ' always' : ''};`);
  const block = (head: string, body: string[]) => [`${head} {`, ...body.map((line) => `    ${line}`), '}'];
  const revalidated = [...site(true), `add_header Cache-Control ${quoted(config.revalidateCacheControl)} always;`];
  const lines = [
    '# nginx directives for a server block whose root is this export, written by npm run build (server/host-config.ts):',
    '#   server { listen 80; root /srv/plinth-docs/out; include /srv/plinth-docs/out/_nginx.conf; }',
    'index index.html;',
    'charset utf-8;',
    'charset_types text/css text/plain text/xml text/markdown application/javascript application/json application/xml text/x-component image/svg+xml;',
    'server_tokens off;',
    // The precompressed twins the build writes beside every text file; Vary as our server sends it.
    'gzip_static on;',
    'gzip_vary on;',
    'etag on;',
    'error_page 404 /404.html;',
    ...block('location /', [...revalidated, 'try_files $uri $uri.html $uri/index.html =404;']),
    // Hashed assets: immutable, but a 404 under the prefix is the 404 page, revalidated (`always` is left off).
    ...block(`location ${config.immutablePrefix}`, [
      ...site(true),
      `add_header Cache-Control ${quoted(config.immutableCacheControl)};`,
      'try_files $uri =404;',
    ]),
    // The Markdown twins, the search index's WebAssembly and the flight files need their types.
    ...block('location ~ \\.md$', [...revalidated, 'default_type text/markdown;', 'types { }', 'try_files $uri =404;']),
    ...block('location ~ \\.wasm$', [...revalidated, 'types { application/wasm wasm; }', 'try_files $uri =404;']),
    // `/guides/auth/` → `/guides/auth` when that is a page (308 keeps the method; the query goes along).
    ...block('location ~ ^(?<bare>/.+?)/+$', [
      ...revalidated,
      'if (-f $document_root$bare.html) {',
      `    return 308 $bare$is_args$args;`,
      '}',
      'try_files $uri/index.html =404;',
    ]),
    ...config.hidden.flatMap((file) => block(`location = ${file}`, ['return 404;'])),
    ...config.redirects.flatMap((r) => block(`location = ${r.from}`, [...site(true), `return ${r.status} ${quoted(r.to)};`])),
  ];
  return `${lines.join('\n')}\n`;
}

/** What the server applies to a release: its header rules and redirects, as read from its files. */
export interface HostRules {
  /** Rules in file order: a path pattern (exact, or a prefix ending in `*`) and its headers. */
  headers: { pattern: string; headers: [string, string][] }[];
  redirects: Map<string, { to: string; status: number }>;
}

const matches = (pattern: string, pathname: string) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);

/** The headers `_headers` gives a path, in order; a later rule's value of a header replaces an earlier one's. */
export function headersFor(rules: HostRules, pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules.headers) if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) out.set(name, value);
  return out;
}

/**
 * Reads the `_headers` and `_redirects` this module writes (the subset of Netlify's format it
 * uses: patterns that are exact or end in `*`, static redirects). Throws on anything else, naming
 * the file and line: a host file the server cannot read is a build that must not be served blind.
 */
export function readHostRules(headersText: string, redirectsText: string): HostRules {
  const rules: HostRules = { headers: [], redirects: new Map() };
  headersText.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!/^\/\S*$/.test(line) || line.slice(0, -1).includes('*')) throw new Error(`${HEADERS_FILE}:${i + 1}: not a path pattern: ${line}`);
      rules.headers.push({ pattern: line, headers: [] });
      return;
    }
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    const rule = rules.headers.at(-1);
    if (!header || !rule) throw new Error(`${HEADERS_FILE}:${i + 1}: not a header of a path: ${line}`);
    rule.headers.push([header[1]!, header[2]!.trim()]);
  });
  redirectsText.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || rest.length || !/^30[1278]$/.test(status ?? '') || /[*:]/.test(from))
      throw new Error(`${REDIRECTS_FILE}:${i + 1}: not a static redirect (from to 301): ${line}`);
    rules.redirects.set(from, { to, status: Number(status) });
  });
  return rules;
}

/** The rules of a folder without host files (an export not made by npm run build): the site's headers, no inline script allowed, no redirect. */
export const DEFAULT_RULES: HostRules = readHostRules(headersFile(hostConfig([], [])), '');
