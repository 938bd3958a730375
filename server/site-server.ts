import { createServer, STATUS_CODES, type Server } from 'node:http';
import { applySecurityHeaders, SECURITY_HEADERS } from './headers';
import { createMcpRoute } from './mcp-hook';
import { platformStandIn } from './platform-hook';
import { createStaticHandler } from './static';
import type { FileCacheOptions } from './file-cache';

/** How long a client may take to send its request headers before the connection is dropped. */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * The answer to a request Node could not parse, written on the socket by us (Node's own has no
 * headers at all): the security headers of every other response, a short body, and the connection
 * closed, since nothing after a malformed request can be trusted to start a new one.
 */
export function rawErrorResponse(status: 400 | 431): string {
  const body = `${STATUS_CODES[status]}\n`;
  const headers = [
    ...SECURITY_HEADERS,
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Cache-Control', 'no-store'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Connection', 'close'],
  ];
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`;
}

/** How many Host lines a request's headers have (`rawHeaders` alternates names and values). */
export const hostLines = (rawHeaders: readonly string[]): number => rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;

export interface SiteServerOptions extends FileCacheOptions {
  headersTimeoutMs?: number;
}

/**
 * The site's HTTP server: security headers on every response, the platform stand-in, then the
 * static export. Nothing a client sends can end the process: a handler that throws answers 500, a
 * malformed request line or header answers 400 (431 for oversized headers), and connections that
 * never finish their headers are closed, unanswered, after HEADERS_TIMEOUT_MS (idle sockets once exhausted the file descriptors).
 */
export function createSiteServer(root: string, { headersTimeoutMs = HEADERS_TIMEOUT_MS, ...cacheOptions }: SiteServerOptions = {}): Server {
  const serveStatic = createStaticHandler(root, cacheOptions);
  const mcp = createMcpRoute(root);
  const server = createServer(
    { headersTimeout: headersTimeoutMs, requestTimeout: 60_000, connectionsCheckingInterval: Math.min(1000, headersTimeoutMs) },
    (req, res) => {
      try {
        applySecurityHeaders(res);
        // Node keeps the first of several Host lines; which site a request is for must not be in doubt
        // (RFC 9112 §3.2: a request with more than one Host line is answered 400).
        if (hostLines(req.rawHeaders) > 1) {
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' }).end(`${STATUS_CODES[400]}\n`);
          return;
        }
        if (platformStandIn(req, res) || mcp(req, res)) return;
        serveStatic(req, res);
      } catch (error) {
        console.error('server:', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '15' }).end('Internal error\n');
        else res.destroy();
      }
    },
  );
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A timed-out connection is closed without an answer. Most are idle: a browser's preconnected
    // socket, or a keep-alive one between requests. An answer written to one of those can be read
    // by the browser as the response to a request it sends at that moment: under load, pages
    // failed with a "400" for requests that were fine. A closed idle socket, browsers retry.
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawErrorResponse(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400));
  });
  return server;
}
