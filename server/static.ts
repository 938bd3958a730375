import { readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { contentSecurityPolicy, inlineScriptHashesOf } from './headers';

/**
 * Serves the static export as a CDN would. Reading files, path safety (`..`, encoded or not, and
 * null bytes are refused), ETag/If-None-Match, Last-Modified, Range and HEAD are the `send` library's
 * (the one Express's static middleware uses); its errors are events, so a file that disappears while
 * it is being sent during a rebuild ends that response and never the process. (`sirv` pipes a read
 * stream without an error listener, so the same race would kill the server.)
 *
 * What is ours: how a URL maps to a file (`/a/b` → `a/b.html`, then `a/b/index.html`), the
 * precompressed `.gz` twin the post-build step writes next to each text file (used only when it is
 * at least as new as the file, so a rebuild never serves the previous build's bytes), caching
 * (hashed `/_next/static` assets immutable for a year, everything else revalidated), the 404 page,
 * and a Content-Security-Policy whose script hashes are those of the page being sent.
 */

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.md', '.xml', '.svg', '.rsc']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.rsc': 'text/x-component; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const isFile = (file: string): Stats | undefined => {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

/** Is `file` inside `root` (not root itself, not a sibling such as `out.txt` next to `out/`)? */
function inside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Resolves a URL path to a file of the static export the way CDNs do: `/a/b` → `a/b.html`, then
 * `a/b/index.html`. Returns undefined for anything outside the root, for undecodable paths and for
 * paths with a null byte.
 */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = path.join(root, decoded);
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => inside(root, file) && isFile(file));
}

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

/** The `.gz` twin of a file, when there is one at least as new as the file itself. */
function freshGzip(file: string, stats: Stats): string | undefined {
  const gz = `${file}.gz`;
  const gzStats = isFile(gz);
  return gzStats && gzStats.mtimeMs >= stats.mtimeMs ? gz : undefined;
}

const scriptHashes = new Map<string, { key: string; hashes: string[] }>();

/** sha256 hashes of a page's inline scripts, for its CSP; recomputed when the file changes. */
export function inlineScriptHashes(file: string, stats: Stats): string[] {
  const key = `${stats.size}:${stats.mtimeMs}`;
  const known = scriptHashes.get(file);
  if (known?.key === key) return known.hashes;
  const hashes = inlineScriptHashesOf(readFileSync(file, 'utf8'));
  scriptHashes.set(file, { key, hashes });
  return hashes;
}

/** Sends a file the way the site needs it: gzip twin, caching, CSP, 404 page on failure. */
function sendFile(req: IncomingMessage, res: ServerResponse, root: string, file: string, status: 200 | 404, pathname: string): void {
  const stats = isFile(file);
  if (!stats) return notFound(req, res, root, pathname, status === 404);
  const ext = path.extname(file);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Every file gets the site's policy: a script such as Pagefind's worker runs under the policy of
  // its own response. A page's inline scripts are allowed by their hashes.
  try {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(ext === '.html' ? inlineScriptHashes(file, stats) : []));
  } catch {
    return notFound(req, res, root, pathname, status === 404);
  }
  let sent = file;
  if (COMPRESSIBLE.has(ext)) {
    res.setHeader('Vary', 'Accept-Encoding');
    const gz = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? freshGzip(file, stats) : undefined;
    if (gz) {
      sent = gz;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  if (status === 404) res.statusCode = 404;
  const stream = send(req, path.relative(root, sent).split(path.sep).join('/'), { root, dotfiles: 'deny', etag: true, lastModified: true, cacheControl: false, index: false });
  stream.on('error', (error: { status?: number }) => {
    // The file went away between resolving and sending (a rebuild): degrade, never throw.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.removeHeader('Content-Encoding');
    if (error.status === 404 || error.status === 403) notFound(req, res, root, pathname, status === 404);
    else plain(res, 503, 'The site is being rebuilt. Try again in a moment.');
  });
  if (status === 404) {
    // A 404 page must keep its status: conditional and range requests do not apply to it.
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    delete req.headers.range;
  }
  stream.pipe(res);
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return void res.destroy();
  for (const name of ['Content-Type', 'Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified', 'Content-Range']) res.removeHeader(name);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

function notFound(req: IncomingMessage, res: ServerResponse, root: string, pathname: string, alreadyTried: boolean): void {
  const page = path.join(root, '404.html');
  if (alreadyTried || !isFile(page)) return plain(res, 404, 'Not found');
  sendFile(req, res, root, page, 404, pathname);
}

/** Serves the static export. Only GET and HEAD: anything else is 405 with `Allow`. */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  let pathname: string;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return plain(res, 400, 'Bad request');
  }
  const file = resolveStaticFile(root, pathname);
  if (!file) {
    const page = slashlessPage(root, pathname);
    // 308 keeps the method; the query string goes along (a tab choice such as `?platform=…`).
    if (page) return plain(res, 308, `Moved to ${page}`, { Location: page + new URL(req.url ?? '/', 'http://localhost').search, 'Cache-Control': 'public, max-age=3600' });
    return notFound(req, res, root, pathname, false);
  }
  sendFile(req, res, root, file, 200, pathname);
}
