/**
 * `npm run mcp`: the docs' MCP server on standard input and output, for an assistant that starts
 * it as a local command. Reads the last build (`out/`, or SITE_DIR); logs go to standard error,
 * standard output carries only the protocol.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { DocsSite } from './docs';
import { createDocsServer } from './server';

const root = path.resolve(process.env.SITE_DIR ?? 'out');
const docs = new DocsSite(root);
try {
  await docs.ready();
} catch (error) {
  console.error(`plinth-docs MCP server: ${(error as Error).message}`);
  process.exit(1);
}
await createDocsServer(docs).connect(new StdioServerTransport());
console.error(`plinth-docs MCP server: reading ${root} on stdio`);
