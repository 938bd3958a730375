/**
 * What the build writes for the MCP server (mcp/) under `out/_mcp/`, and what the server reads
 * back: the shapes of both sides in one place. Data only, no Node or browser APIs.
 */

/** The folder of `out/` the MCP data is written to. */
export const MCP_DATA_DIR = '_mcp';

/** The error catalogue under MCP_DATA_DIR, which `lookup_error` searches (its shape: LookupCatalogue in src/reference/errors/model.ts). */
export const MCP_ERRORS_FILE = 'errors.json';

export interface McpPage {
  /** The page's address: `/guides/auth/passwords`. Its Markdown twin is at the address plus `.md`. */
  url: string;
  title: string;
  description: string;
  /** Home › section › … › page, as the page shows them. */
  breadcrumbs: string[];
  /** The guides' section it is in (`auth`, `database`); none for a reference's start page or a page of the site's own. */
  section?: string;
  /** For a reference's start page: the key of the reference it starts (`javascript`; the Management API's is `api`). */
  reference?: string;
}

export interface McpReferenceSummary {
  /** The reference's key in URLs: `cli`, `javascript`, `api`, `self-hosting-auth`. */
  key: string;
  /** `v2`; the CLI's is its tool version (1.151.1); none for a reference with one version. */
  version?: string;
  /** Its name in search results: "JavaScript v2". */
  label: string;
  title: string;
  description: string;
  /** The long page. */
  page: string;
  /** Whether this is the version readers get by default. */
  current: boolean;
  items: number;
  /** The file of its items, relative to `out/_mcp/`. */
  file: string;
}

export interface McpIndex {
  /** The CLI's version and each client library's current version, as the docs describe them. */
  versions: { cli: string; libraries: Record<string, string> };
  pages: McpPage[];
  references: McpReferenceSummary[];
  /** Every reference item's own page, by its address: the file of its reference (relative to `out/_mcp/`), where the item's `url` is that address. */
  itemPages: Record<string, string>;
}

export interface McpReferenceItem {
  id: string;
  title: string;
  /** The section of the reference it is listed under. */
  section: string;
  summary?: string;
  /** Its own page, or its anchor on the long page. */
  url: string;
  /** Other names it is asked for by (`signInWithOtp`). */
  aliases: string[];
  /** Its parameters' anchors on the long page, so a search hit on a parameter finds its item. */
  anchors: string[];
  markdown: string;
}

/** A variable of a self-hosted service: asked for by its name, `GOTRUE_SITE_URL`. */
export interface McpReferenceVariable {
  id: string;
  /** The item (variable group) it belongs to. */
  item: string;
  markdown: string;
}

export interface McpReferenceFile {
  key: string;
  version?: string;
  label: string;
  items: McpReferenceItem[];
  variables: McpReferenceVariable[];
}
