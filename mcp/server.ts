/**
 * The docs' MCP server (Model Context Protocol, @modelcontextprotocol/sdk): the tools a coding
 * assistant calls to answer from these docs. One server per connection, all reading one DocsSite.
 * Inputs are checked by the SDK against the zod shapes below (a bad one is a tool error naming the
 * argument); a client's other mistakes are McpErrors with a message saying what to send instead.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ERROR_SERVICES } from '../src/reference/errors/model';
import { sdkEntries } from '../src/references.config';
import { site } from '../src/site.config';
import type { DocsSite } from './docs';

/** The server's name and version in the MCP handshake. */
export const SERVER_INFO = { name: 'plinth-docs', version: '1.0.0' };

/** The client libraries' reference keys and names, from the registry: `javascript` (JavaScript), `dart` (Flutter), … */
const LIBRARY_KEYS = sdkEntries.map((e) => e.key).join(', ');
const LIBRARY_NAMES = sdkEntries.map((e) => `${e.menuTitle} (${e.key}: ${e.versions.join(', ')})`).join(', ');

/** The guides' sections (content/guides/<section>/), which `search_docs` can narrow to. */
export const GUIDE_SECTIONS = [
  'ai',
  'api',
  'auth',
  'cli',
  'database',
  'functions',
  'getting-started',
  'graphql',
  'platform',
  'realtime',
  'resources',
  'self-hosting',
  'storage',
] as const;

/** Every tool only reads the docs: an assistant may call them without asking the user. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** A tool's answer: JSON, so an assistant gets every field as the build wrote it. */
const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });

export function createDocsServer(docs: DocsSite): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions: `${site.name}: the documentation of Plinth (Postgres database, auth, storage, edge functions, realtime, AI & vectors), its CLI and its client libraries: ${LIBRARY_NAMES}. Start with search_docs; read a result with get_page (guides) or get_reference_item (functions, commands, endpoints, variables). For an error a user got (a code such as invalid_credentials or PGRST116, or its message), call lookup_error.`,
  });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the guides and references as the site search does, and understands questions ("how do I let users sign in without a password"), exact names (`signInWithOtp`, `--no-backup`, `v1-create-a-project`, `GOTRUE_SITE_URL`) and typos. Returns titles, URLs, breadcrumbs and a short excerpt, best first; a reference result carries `reference` (key, label, version) and the item `id`, which get_reference_item takes as they are. Current versions only. Results carry the CLI and client library versions the docs describe.',
      annotations: { title: 'Search the docs', ...READ_ONLY },
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'query is empty: say what to look for')
          .max(300, 'query is longer than 300 characters')
          .describe('What to look for: a question, a few words, an error message, or a name (function, command, flag, endpoint, variable)'),
        limit: z.number().int().min(1).max(50).optional().describe('How many results (default 10, at most 50)'),
        section: z
          .enum(GUIDE_SECTIONS, { error: (issue) => `Unknown section ${JSON.stringify(issue.input)}. Sections: ${GUIDE_SECTIONS.join(', ')}` })
          .optional()
          .describe('Only guides of this section'),
        reference: z
          .string()
          .optional()
          .describe(`Only this reference, every version: cli, ${LIBRARY_KEYS}, api, self-hosting-auth, … (list_references gives every key)`),
      },
    },
    async ({ query, limit, section, reference }) => json(await docs.search(query, { limit, section, reference })),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        "Returns a page's Markdown twin: a guide (/guides/auth/passwords), a reference's start or long page, or one reference item by its page's address. A long reference page's address with a #fragment (/reference/cli/introduction#plinth-db-push) returns that item alone. Accepts a path or a URL of the site.",
      annotations: { title: 'Read a page as Markdown', ...READ_ONLY },
      inputSchema: {
        url_or_path: z
          .string()
          .trim()
          .min(1, 'url_or_path is empty')
          .max(500)
          .describe("A page's path or URL, as search_docs returns it: /guides/auth/passwords, https://plinth.co/docs/reference/javascript/sign-in-with-otp"),
      },
    },
    async ({ url_or_path }) => {
      const page = await docs.getPage(url_or_path);
      return { content: [{ type: 'text' as const, text: page.markdown }] };
    },
  );

  server.registerTool(
    'get_reference_item',
    {
      title: 'Read one reference item',
      description:
        "Returns one function, CLI command, API endpoint or self-hosting variable as Markdown, with its parameters and examples. `id` is the item's id from a search result's URL (sign-in-with-otp, db-push) or its name (signInWithOtp, GOTRUE_SITE_URL); `version` defaults to the current one.",
      annotations: { title: 'Read one reference item', ...READ_ONLY },
      inputSchema: {
        reference: z
          .string()
          .trim()
          .min(1)
          .describe(`The reference key from list_references or a search result: cli, ${LIBRARY_KEYS}, api, self-hosting-auth, …`),
        version: z.string().trim().min(1).optional().describe('v1, v2, …; the current version when left out'),
        id: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe("The item's id from a search result (sign-in-with-otp, plinth-db-push, v1-create-a-project) or its name (signInWithOtp, GOTRUE_SITE_URL)"),
      },
    },
    async ({ reference, version, id }) => {
      const item = await docs.getReferenceItem(reference, version, id);
      return { content: [{ type: 'text' as const, text: item.markdown }] };
    },
  );

  server.registerTool(
    'lookup_error',
    {
      title: 'Look up an error',
      description:
        "Finds what an error means and what to do about it, from the docs' error catalogue of every Plinth service (Auth, Storage, Realtime, the Data API/PostgREST with Postgres SQLSTATEs, Edge Functions, the Management API). Give the code (`invalid_credentials`, `PGRST116`, `23505`, `NoSuchBucket`), the message as the error showed it (`Bucket not found`, `Invalid login credentials`), or the whole pasted error or redirect URL. Returns the matching entries, best first: status, cause and fix (Markdown), whether a retry helps, the client methods that get it, how each client library reports it (class, fields and a check where one fits), and its page. An entry with `uncertain: true` is not confirmed by the sources: say so.",
      annotations: { title: 'Look up an error', ...READ_ONLY },
      inputSchema: {
        code_or_message: z
          .string()
          .trim()
          .min(1, 'code_or_message is empty: give the error code or message')
          .max(500, 'code_or_message is longer than 500 characters: give the code, or the first line of the message')
          .describe('The error code, its message, or the pasted error text'),
        service: z
          .enum(ERROR_SERVICES, { error: (issue) => `Unknown service ${JSON.stringify(issue.input)}. Services: ${ERROR_SERVICES.join(', ')}` })
          .optional()
          .describe('Only this service: narrows a bare status (401) or a code two services share'),
      },
    },
    async ({ code_or_message, service }) => json(await docs.lookupError(code_or_message, { service })),
  );

  server.registerTool(
    'list_references',
    {
      title: 'List the references',
      description:
        'Lists every reference (the CLI, each client library and version, the Management API, the self-hosted services) with its key, version, label, page and Markdown URLs, and the CLI and library versions the docs describe.',
      annotations: { title: 'List the references', ...READ_ONLY },
      inputSchema: {},
    },
    async () => json(await docs.listReferences()),
  );

  return server;
}
