import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { DocsSite } from '../mcp/docs';
import { createDocsServer } from '../mcp/server';

/** Where the docs' MCP server answers (Streamable HTTP). */
export const MCP_PATH = '/mcp';

/**
 * The docs' MCP server over Streamable HTTP at /mcp, on the site's own server (`npm start`).
 * Stateless: every POST gets its own server and transport (the SDK's pattern for a server without
 * sessions), all reading one DocsSite, whose index is loaded on the first call and kept. Answers are
 * JSON rather than an event stream: no tool sends progress. GET and DELETE (streams and sessions)
 * answer 405, as the transport specifies for a server without them.
 * Returns false for every other path, which the static server then serves.
 */
export function createMcpRoute(root: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const docs = new DocsSite(root);
  return (req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== MCP_PATH) return false;
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
