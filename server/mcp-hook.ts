import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { DocsSite } from '../mcp/docs';
import { createDocsServer } from '../mcp/server';

/** Where the docs' MCP server answers (Streamable HTTP). */
export const MCP_PATH = '/mcp';

/**
 * The host names `/mcp` answers for: loopback by default, or the comma-separated list of
 * `PLINTH_MCP_ALLOWED_HOSTS` (`docs.example.com,127.0.0.1`). The MCP specification asks a
 * Streamable HTTP server to check `Host` and `Origin`: without it, a page on any site could reach a
 * server on the reader's machine through DNS rebinding.
 */
export function allowedMcpHosts(env: Record<string, string | undefined> = process.env): string[] {
  const configured = env.PLINTH_MCP_ALLOWED_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return configured?.length ? configured : ['localhost', '127.0.0.1', '[::1]'];
}

/** The host name of a `Host` header or an origin's host (`127.0.0.1:3000` → 127.0.0.1, `[::1]:3000` → [::1]). */
const hostName = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** Why a request may not reach `/mcp` (its Host or Origin is not allowed), or undefined. */
export function mcpRefusal(headers: IncomingMessage['headers'], allowed: readonly string[]): string | undefined {
  const host = headers.host;
  if (!host || !allowed.includes(hostName(host))) return `Host ${JSON.stringify(host ?? '')} is not allowed: this MCP server answers for ${allowed.join(', ')}`;
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return `Origin ${JSON.stringify(origin)} is not allowed`;
  }
  if (!allowed.includes(hostName(originHost))) return `Origin ${JSON.stringify(origin)} is not allowed: this MCP server answers pages of ${allowed.join(', ')}`;
  return undefined;
}

/**
 * The docs' MCP server over Streamable HTTP at /mcp, on the site's own server (`npm start`).
 * Stateless: every POST gets its own server and transport (the SDK's pattern for a server without
 * sessions), all reading one DocsSite, whose index is loaded on the first call and kept. Answers are
 * JSON rather than an event stream: no tool sends progress. GET and DELETE (streams and sessions)
 * answer 405, as the transport specifies for a server without them.
 * A request whose Host or Origin is not allowed (`allowedMcpHosts`) answers 403 saying which.
 * Returns false for every other path, which the static server then serves.
 */
export function createMcpRoute(root: string, allowedHosts: readonly string[] = allowedMcpHosts()): (req: IncomingMessage, res: ServerResponse) => boolean {
  const docs = new DocsSite(root);
  return (req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== MCP_PATH) return false;
    const refusal = mcpRefusal(req.headers, allowedHosts);
    if (refusal) {
      res
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: `Forbidden: ${refusal}` }, id: null }));
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: { code: -32000, message: 'Method not allowed: this MCP server is stateless, send requests with POST' },
          id: null,
        }),
      );
      return true;
    }
    const server = createDocsServer(docs);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
        console.error('mcp:', error);
        if (!res.headersSent)
          res
            .writeHead(500, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      });
    return true;
  };
}
