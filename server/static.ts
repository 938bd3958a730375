import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.md', '.xml', '.svg']);

/**
 * Resolves a URL path to a file of the static export the way CDNs do: `/a/b` → `a/b.html`, then
 * `a/b/index.html`. Returns undefined for anything outside the root.
 */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(root)) return undefined;
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const gzipCache = new Map<string, Buffer>();

/** Serves the static export, gzipped where the client accepts it, with a 404 page. */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveStaticFile(root, url.pathname);
  const notFound = path.join(root, '404.html');
  const chosen = file ?? (existsSync(notFound) ? notFound : undefined);
  if (!chosen) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const ext = path.extname(chosen);
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    // Hashed Next assets never change; pages may change with every build.
    'cache-control': url.pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const status = file ? 200 : 404;
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && COMPRESSIBLE.has(ext)) {
    let body = gzipCache.get(chosen);
    if (!body) {
      body = gzipSync(readFileSync(chosen));
      gzipCache.set(chosen, body);
    }
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding', 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(chosen).pipe(res);
}
