/**
 * The search's term and names tables read from a built site folder, as the dialog fetches them
 * (src/lib/search/tables.ts): for the MCP server and the search evaluation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchTables } from '../src/lib/question-search';
import { nameIndexFrom, NAMES_URL, termIndexFrom, TERMS_URL } from '../src/lib/search/tables';

export async function readSearchTables(siteDir: string): Promise<SearchTables> {
  const read = async (url: string) => {
    const file = path.join(siteDir, url);
    try {
      return JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch (error) {
      throw new Error(`The search table ${file} could not be read (${(error as Error).message}): run \`npm run build\` first`);
    }
  };
  const [terms, names] = await Promise.all([read(TERMS_URL), read(NAMES_URL)]);
  return { terms: termIndexFrom(terms, path.join(siteDir, TERMS_URL)), names: nameIndexFrom(names, path.join(siteDir, NAMES_URL)) };
}
