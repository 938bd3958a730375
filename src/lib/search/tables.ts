/**
 * Where the search's tables are in the built site, and how they are read: the term table beside
 * the Pagefind index (builder/search-terms.ts), the names table under `_search/`
 * (builder/search-names.ts). The browser fetches them by these addresses, the MCP server reads the
 * same files from disk.
 */
import { NameIndex, type NameTable } from './names';
import { SemanticIndex, type SemanticMeta } from './semantic';
import { TermIndex, type TermTable } from './terms';

export const TERMS_URL = '/pagefind/plinth-terms.json';
export const NAMES_URL = '/_search/names.json';

/** Checks the shape of a term table read from JSON; a wrong one names the file. */
export function termIndexFrom(json: unknown, source: string): TermIndex {
  const table = json as Partial<TermTable>;
  if (!table || !Array.isArray(table.chunks) || typeof table.words !== 'string' || !Array.isArray(table.pages))
    throw new Error(`${source}: not a search term table (expected chunks, words and pages): rebuild the site`);
  return new TermIndex(table as TermTable);
}

/** Checks the shape of a names table read from JSON; a wrong one names the file. */
export function nameIndexFrom(json: unknown, source: string): NameIndex {
  const table = json as Partial<NameTable>;
  if (!table || !Array.isArray(table.targets) || !Array.isArray(table.names) || !Array.isArray(table.references))
    throw new Error(`${source}: not a search names table (expected targets, names and references): rebuild the site`);
  return new NameIndex(table as NameTable);
}

export const SEMANTIC_META_URL = '/_search/semantic.json';
export const SEMANTIC_VECTORS_URL = '/_search/semantic.bin';

/** Checks the shape of a semantic table (its JSON and its vectors); a wrong one names the file. */
export function semanticIndexFrom(json: unknown, vectors: ArrayBuffer | Uint8Array, source: string): SemanticIndex {
  const meta = json as Partial<SemanticMeta>;
  if (!meta || typeof meta.words !== 'string' || !Array.isArray(meta.weights) || !Array.isArray(meta.sections))
    throw new Error(`${source}: not a semantic search table (expected words, weights and sections): rebuild the site`);
  const bytes = vectors instanceof Uint8Array ? new Int8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength) : new Int8Array(vectors);
  return new SemanticIndex(meta as SemanticMeta, bytes);
}
