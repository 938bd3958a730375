import { closeSync, fstat, read, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import Negotiator from 'negotiator';
import { decide, type Decision } from './conditional';
import { FileCache, inside, realInside, REVALIDATE_MS, sameContent, statOf, type FileCacheOptions, type FileVersion } from './file-cache';
import { DEFAULT_RULES, HEADERS_FILE, headersFor, HOST_FILES, readHostRules, REDIRECTS_FILE, type HostRules } from './host-config';

/**
 * Serves the static export as a CDN would, and stays correct while a rebuild rewrites `out/`
 * under it and clients send whatever they like.
 *
 * Why not `send` (which served it until issue 29): it stats a file by name and then opens it by
 * name again to stream it, so a rebuild that shrinks the file in between ends the body short of
 * the Content-Length it already sent, on a connection kept alive: the next response is read as
 * the rest of the body. It follows links out of the root, and it reports a failed precondition or
 * an unsatisfiable range as an error event that could only be told apart from a vanished file by
 * its status. What stays a library is what `send` itself builds on: `range-parser`, `fresh` and
 * `etag` (in conditional.ts and file-cache.ts), and `negotiator` for Accept-Encoding with its
 * q-values, as `compression` uses it.
 *
 * What is ours: how a URL maps to a file (`/a/b` → `a/b.html`, then `a/b/index.html`), the
 * precompressed `.gz` twin the post-build step writes next to each text file (used only when it is
 * at least as new as the file, so once a rebuild is seen the previous build's bytes never are), the
 * 404 page, and a response that cannot be completed (a streamed file that changes under it)
 * closing its connection instead of ending short.
 *
 * **Releases.** The root is usually `out`, a link the build switches to each new release
 * (builder/publish.ts). The link is resolved when a request arrives (again every 100 ms at most),
 * and every file of that response comes from the release it named: a switch mid-response never
 * mixes two builds. Each release has its own file cache.
 *
 * **Host rules.** Headers (the Content-Security-Policy, whose script hashes the build recorded, and
 * Cache-Control: Next's hashed assets immutable for a year) and redirects are the
 * release's own `_headers` and `_redirects`, the files a CDN reads (server/host-config.ts); what
 * they do not set is revalidated (`no-cache`). Those files, and `_nginx.conf`, are never served.
 */

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.md', '.xml', '.svg']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const REVALIDATE = 'no-cache';
const HIDDEN = new Set(HOST_FILES.map((file) => `/${file}`));

/**
 * The files a URL path may name, in the order CDNs try them: `/a/b` → `a/b`, `a/b.html`,
 * `a/b/index.html`. Undefined for undecodable paths and paths with a null byte; candidates outside
 * the root (`..`, encoded or not) are left out.
 */
function candidatesFor(root: string, urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = path.join(root, decoded);
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.filter((file) => inside(root, file));
}

/**
 * Resolves a URL path to a file of the static export the way the server does (the link checker
 * uses it too). Undefined for anything outside the root, by its path or through a symlink, for
 * undecodable paths and for paths with a null byte.
 */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  return candidatesFor(root, urlPath)?.find((file) => statOf(file)?.isFile() && realInside(realRootOf(root), file));
}

/**
 * The real path of a root, found once: the link checker resolves every link of the site against
 * one out/, and a realpath is several system calls. (The server's file cache looks the root up
 * again for each file it loads, so a root swapped for a link is seen there.)
 */
const realRoots = new Map<string, string>();
function realRootOf(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    try {
      real = realpathSync.native(root);
    } catch {
      return root; // gone: nothing under it resolves anyway
    }
    realRoots.set(root, real);
  }
  return real;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The page and its gzip twin: which file answers a request, and with which headers. */
interface Chosen {
  version: FileVersion;
  /** The page's own file (its headers: type, CSP) even when its gzip twin is sent. */
  page: FileVersion;
  gzip: boolean;
  negotiated: boolean;
}

/**
 * Accept-Encoding values seen, and whether each prefers gzip to the plain file. Browsers send a
 * handful of distinct values; negotiator parses each once. Bounded against clients that vary it.
 */
const MAX_ACCEPT_ENCODINGS = 256;

/** One published release as the server sees it: its real folder, its files, its host rules. */
interface Release {
  dir: string;
  cache: FileCache;
  rules?: { headers: FileVersion | undefined; redirects: FileVersion | undefined; parsed: HostRules };
}

export function createStaticHandler(root: string, options: FileCacheOptions = {}): StaticHandler {
  const revalidateMs = options.revalidateMs ?? REVALIDATE_MS;
  let release: Release | undefined;
  let releaseCheckedAt = -Infinity;
  const gzipPreferred = new Map<string, boolean>();

  /** The release `root` names now (its link resolved at most every revalidateMs). */
  function currentRelease(now: number): Release | undefined {
    if (now - releaseCheckedAt < revalidateMs) return release;
    releaseCheckedAt = now;
    let dir: string;
    try {
      dir = realpathSync.native(root);
    } catch {
      return (release = undefined); // nothing published
    }
    if (release?.dir !== dir) release = { dir, cache: new FileCache(dir, options) };
    return release;
  }

  /** The release's `_headers` and `_redirects`, read again when either changes. */
  function rulesOf(rel: Release, now: number): HostRules {
    const version = (file: string) => {
      const found = rel.cache.lookup(path.join(rel.dir, file), now);
      return typeof found === 'string' ? undefined : found;
    };
    const headers = version(HEADERS_FILE);
    const redirects = version(REDIRECTS_FILE);
    if (rel.rules && rel.rules.headers === headers && rel.rules.redirects === redirects) return rel.rules.parsed;
    let parsed = DEFAULT_RULES;
    if (headers) {
      try {
        parsed = readHostRules(bodyOf(headers), redirects ? bodyOf(redirects) : '');
      } catch (error) {
        // Served with the site's headers and no inline script allowed, rather than not at all.
        console.error(`server: ${rel.dir}: ${(error as Error).message}`);
      }
    }
    rel.rules = { headers, redirects, parsed };
    return parsed;
  }

  function prefersGzip(req: IncomingMessage): boolean {
    const header = req.headers['accept-encoding'];
    if (!header) return false;
    let known = gzipPreferred.get(header);
    if (known === undefined) {
      // Lower-cased: codings and the weight's "q" are case-insensitive (RFC 9110 §12.4.2), and
      // negotiator reads only a lower-case "q".
      known = new Negotiator({ headers: { 'accept-encoding': header.toLowerCase() } }).encodings(['gzip', 'identity'])[0] === 'gzip';
      if (gzipPreferred.size >= MAX_ACCEPT_ENCODINGS) gzipPreferred.clear();
      gzipPreferred.set(header, known);
    }
    return known;
  }

  /**
   * The version to send for a page file: its gzip twin when the client prefers gzip and the twin
   * is as new as the page.
   */
  function choose(cache: FileCache, req: IncomingMessage, file: string, now: number): Chosen | 'outside' | 'missing' | 'unstable' {
    const page = cache.lookup(file, now);
    if (typeof page === 'string') return page;
    const negotiated = COMPRESSIBLE.has(path.extname(file));
    if (negotiated && prefersGzip(req)) {
      const twin = cache.lookup(`${file}.gz`, now);
      if (typeof twin !== 'string' && twin.mtimeMs >= page.mtimeMs) return { version: twin, page, gzip: true, negotiated };
    }
    return { version: page, page, gzip: false, negotiated };
  }

  /**
   * Answers with a chosen file. 'retry' (nothing written yet) when a file too large to keep was
   * replaced between its lookup and its opening: the caller looks it up again.
   */
  function sendFile(
    rel: Release,
    rules: HostRules,
    req: IncomingMessage,
    res: ServerResponse,
    chosen: Chosen,
    status: 200 | 404,
    pathname: string,
  ): 'retry' | undefined {
    const { version, page } = chosen;
    let fd: number | undefined;
    if (!version.body && req.method !== 'HEAD') {
      fd = rel.cache.open(version);
      if (fd === undefined) {
        rel.cache.forget(version.file);
        return 'retry';
      }
    }
    res.setHeader('Content-Type', TYPES[path.extname(page.file)] ?? 'application/octet-stream');
    // The release's headers for this address: its security headers and policy (every file gets
    // them: a script such as Pagefind's worker runs under the policy of its own response), and
    // its cache rule. A 404 is never cached for long, even at an address that looks hashed.
    let cacheControl = REVALIDATE;
    for (const [name, value] of headersFor(rules, pathname)) {
      if (name.toLowerCase() === 'cache-control') cacheControl = status === 200 ? value : REVALIDATE;
      else res.setHeader(name, value);
    }
    res.setHeader('Cache-Control', cacheControl);
    if (chosen.negotiated) res.setHeader('Vary', 'Accept-Encoding');
    if (chosen.gzip) res.setHeader('Content-Encoding', 'gzip');
    // The 404 page keeps its status: preconditions and ranges do not apply to it.
    const decision: Decision = status === 404 ? { status: 200 } : decide(req.headers, version);
    if (status === 200) {
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('ETag', version.etag);
      res.setHeader('Last-Modified', version.lastModified);
    }
    if (decision.status === 304 || decision.status === 412 || decision.status === 416) {
      if (fd !== undefined) closeSync(fd);
      if (decision.status === 304) {
        res.removeHeader('Content-Type');
        res.writeHead(304).end();
      } else if (decision.status === 412) {
        plain(res, 412, 'Precondition failed');
      } else {
        plain(res, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${version.size}` });
      }
      return;
    }
    const [start, end] = decision.status === 206 ? [decision.start, decision.end] : [0, version.size - 1];
    const code = status === 404 ? 404 : decision.status;
    if (decision.status === 206) res.setHeader('Content-Range', `bytes ${start}-${end}/${version.size}`);
    res.setHeader('Content-Length', end - start + 1);
    if (fd === undefined) {
      const whole = start === 0 && end === version.size - 1;
      res.writeHead(code).end(req.method === 'HEAD' || !version.body ? undefined : whole ? version.body : version.body.subarray(start, end + 1));
      return;
    }
    res.writeHead(code);
    void streamVersion(fd, version, start, end, res);
  }

  function notFound(rel: Release, rules: HostRules, req: IncomingMessage, res: ServerResponse, pathname: string, now: number): 'retry' | undefined {
    const chosen = choose(rel.cache, req, path.join(rel.dir, '404.html'), now);
    if (typeof chosen === 'string') return plain(res, 404, 'Not found');
    return sendFile(rel, rules, req, res, chosen, 404, pathname);
  }

  /** One answer from one release, as its cache knows it now; 'retry' when a file changed under it. */
  function serve(req: IncomingMessage, res: ServerResponse, url: URL): 'retry' | undefined {
    const now = performance.now();
    const rel = currentRelease(now);
    if (!rel) return plain(res, 404, 'Not found');
    const rules = rulesOf(rel, now);
    const pathname = url.pathname;
    const redirect = rules.redirects.get(pathname);
    if (redirect) return plain(res, redirect.status, `Moved to ${redirect.to}`, { Location: redirect.to, 'Cache-Control': 'public, max-age=3600' });
    if (HIDDEN.has(pathname)) return notFound(rel, rules, req, res, pathname, now);
    for (const file of candidatesFor(rel.dir, pathname) ?? []) {
      const chosen = choose(rel.cache, req, file, now);
      // Not there (or deleted since), or a link out of the site: the next spelling, then the 404 page.
      if (chosen === 'missing' || chosen === 'outside') continue;
      if (chosen === 'unstable') return plain(res, 503, 'The site is being rebuilt. Try again in a moment.', { 'Retry-After': '1' });
      return sendFile(rel, rules, req, res, chosen, 200, pathname);
    }
    const page = slashlessPage(rel.dir, pathname);
    // 308 keeps the method; the query string goes along (a tab choice such as `?platform=…`).
    if (page) return plain(res, 308, `Moved to ${page}`, { Location: page + url.search, 'Cache-Control': 'public, max-age=3600' });
    return notFound(rel, rules, req, res, pathname, now);
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return plain(res, 400, 'Bad request');
    }
    // A large file replaced between its lookup and its opening is looked up once more.
    if (serve(req, res, url) === 'retry' && serve(req, res, url) === 'retry') {
      plain(res, 503, 'The site is being rebuilt. Try again in a moment.', { 'Retry-After': '1' });
    }
  };
}

/** A small host file's text (host files are far below the snapshot size). */
const bodyOf = (version: FileVersion): string => (version.body ?? Buffer.from(readText(version.file))).toString('utf8');

/**
 * Where a path with a trailing slash that resolves to no file should go: `/guides/auth/` →
 * `/guides/auth` when that is a page of the site (links from elsewhere, and hand-typed addresses,
 * often end in `/`; the export writes `guides/auth.html`, not `guides/auth/index.html`). Undefined
 * when it is not a page either, or would leave the site: `//host/` stripped of its slash is a
 * protocol-relative address, so paths beginning with two slashes are never redirected.
 */
function slashlessPage(root: string, urlPath: string): string | undefined {
  if (urlPath.length < 2 || !urlPath.endsWith('/')) return undefined;
  const bare = urlPath.replace(/\/+$/, '');
  if (!bare.startsWith('/') || bare.startsWith('//') || bare.includes('\\')) return undefined;
  return resolveStaticFile(root, bare) ? bare : undefined;
}

/** A whole short answer of ours: no representation headers of a file left over from before. */
function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): undefined {
  if (res.headersSent) return void res.destroy();
  for (const name of ['Content-Encoding', 'ETag', 'Last-Modified', 'Content-Range', 'Accept-Ranges']) res.removeHeader(name);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

function readText(file: string): string {
  try {
    return statSync(file).isFile() ? readFileSync(file, 'utf8') : '';
  } catch {
    return '';
  }
}

/** Bytes read from a streamed file at a time. */
const CHUNK_BYTES = 64 * 1024;
const readAt = promisify(read);
const fstatOf = promisify(fstat);

/** Resolves when the response can take more bytes, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Streams bytes `start`..`end` of an open file whose headers (Content-Length among them) are
 * written, then closes the file. The last chunk is held back until every byte has been read and
 * the file is known to still be the version announced: when it shrank, grew or was rewritten
 * meanwhile, the connection is destroyed, and the client sees a response cut short, never one that
 * looks complete, nor one whose missing bytes it would take from the next response.
 *
 * A loop of our own rather than `createReadStream(…).pipe(res)`: a read stream that ends early
 * ends the response as if it were whole (the desync of issue 29), and one that owns the descriptor
 * may close it before the last check. Here no read is in flight when the descriptor is closed.
 */
async function streamVersion(fd: number, version: FileVersion, start: number, end: number, res: ServerResponse): Promise<void> {
  try {
    let position = start;
    let held: Buffer | undefined;
    while (position <= end) {
      const size = Math.min(CHUNK_BYTES, end - position + 1);
      const { bytesRead, buffer } = await readAt(fd, Buffer.allocUnsafe(size), 0, size, position);
      if (bytesRead === 0) throw new Error(`${version.file} shrank while it was sent`);
      if (res.destroyed) return;
      if (held && !res.write(held)) await drained(res);
      if (res.destroyed) return;
      held = buffer.subarray(0, bytesRead);
      position += bytesRead;
    }
    if (!sameContent(await fstatOf(fd), version)) throw new Error(`${version.file} changed while it was sent`);
    res.end(held);
  } catch {
    res.destroy();
  } finally {
    closeSync(fd);
  }
}
