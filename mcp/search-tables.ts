/**
 * The search's term and names tables read from a built site folder, as the dialog fetches them
 * (src/lib/search/tables.ts): for the MCP server and the search evaluation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchTables } from '../src/lib/question-search';
import { nameIndexFrom, NAMES_URL, SEMANTIC_META_URL, SEMANTIC_VECTORS_URL, semanticIndexFrom, termIndexFrom, TERMS_URL } from '../src/lib/search/tables';

/**
 * `semantic`: also the semantic table (src/lib/search/semantic.ts). Off by default, in the dialog as
 * here: on the evaluation's dev questions it did not pay for itself (docs/benchmarks.md), so only
 * `npm run eval:search -- --semantic <weight>` reads it.
 */
export async function readSearchTables(siteDir: string, { semantic = false }: { semantic?: boolean } = {}): Promise<SearchTables> {
  const read = async (url: string) => {
    const file = path.join(siteDir, url);
    try {
      return JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch (error) {
      throw new Error(`The search table ${file} could not be read (${(error as Error).message}): run \`npm run build\` first`);
    }
  };
  const [terms, names] = await Promise.all([read(TERMS_URL), read(NAMES_URL)]);
  const tables: SearchTables = { terms: termIndexFrom(terms, path.join(siteDir, TERMS_URL)), names: nameIndexFrom(names, path.join(siteDir, NAMES_URL)) };
  if (semantic) {
    const [meta, vectors] = await Promise.all([
      read(SEMANTIC_META_URL),
      readFile(path.join(siteDir, SEMANTIC_VECTORS_URL)).catch((error: Error) => {
        throw new Error(`The search table ${path.join(siteDir, SEMANTIC_VECTORS_URL)} could not be read (${error.message}): run \`npm run build\` first`);
      }),
    ]);
    tables.semantic = semanticIndexFrom(meta, vectors, path.join(siteDir, SEMANTIC_META_URL));
  }
  return tables;
}
