/**
 * The site's own Pagefind search, run in Node over the built index (`out/pagefind/`), so the MCP
 * server and the search evaluation rank exactly as the browser does: same index, same code, same
 * WebAssembly. Pagefind's browser script runs in Node since 1.4; it loads its index files with the
 * global `fetch`, which in Node cannot read files. Rather than replace the process's `fetch`, the
 * script is imported from a data: URL with a module-scoped `fetch` in front of it that reads only
 * files inside the index folder (a `..` or an absolute path there is refused).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGEFIND_RANKING } from '../src/lib/question-search';
import type { PagefindResult, PagefindSearchOptions } from '../src/lib/search-results';

/** A Pagefind result in Node is one as in the browser. */
export type { PagefindResult };

export interface NodePagefind {
  /** `options`: Pagefind's search options (`filters`). */
  search(query: string, options?: PagefindSearchOptions): Promise<PagefindResult[]>;
  /** Loads the index chunks the words of `query` need (src/lib/question-search.ts `deterministicSearch`). */
  preload(query: string, options?: PagefindSearchOptions): Promise<void>;
}

let loads = 0;

/** The URL prefix Pagefind is told its files are under; only paths below it are read. */
const BASE = '/pagefind/';

/** The file of the index that `input` names, or null when it is outside the index folder. */
export function indexFile(indexDir: string, input: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(input, 'http://index.invalid').pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(BASE)) return null;
  const file = path.resolve(indexDir, `.${pathname.slice(BASE.length - 1)}`);
  return file.startsWith(`${path.resolve(indexDir)}${path.sep}`) ? file : null;
}

/**
 * Loads `siteDir/pagefind/pagefind.js` and its index. Fails with the folder named when the site
 * has not been built.
 */
export async function loadNodePagefind(siteDir: string, options: { excerptLength?: number; ranking?: Record<string, number> } = {}): Promise<NodePagefind> {
  const indexDir = path.join(siteDir, 'pagefind');
  let source: string;
  try {
    source = await readFile(path.join(indexDir, 'pagefind.js'), 'utf8');
  } catch {
    throw new Error(`No search index in ${indexDir}: run \`npm run build\` first`);
  }
  // Numbered, so that every load is a module of its own: the same source imported twice would be one
  // instance, shared by two sites (and its reader replaced by the second's).
  const prelude = `/* load ${++loads} */ let __readIndexFile;const fetch=(input)=>__readIndexFile(String(input));export const __useReader=(reader)=>{__readIndexFile=reader};\n`;
  const module = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(prelude + source).toString('base64')}`)) as {
    __useReader(reader: (input: string) => Promise<Response>): void;
    options(options: Record<string, unknown>): Promise<void>;
    init(): Promise<void>;
    search(query: string, options?: PagefindSearchOptions): Promise<{ results: PagefindResult[] } | null>;
    preload(query: string, options?: PagefindSearchOptions): Promise<void>;
  };
  module.__useReader(async (input) => {
    const file = indexFile(indexDir, input);
    if (!file) return new Response(null, { status: 403 });
    try {
      return new Response(await readFile(file));
    } catch {
      return new Response(null, { status: 404 });
    }
  });
  // Ranked as the search dialog ranks (src/enhance/search-dialog.ts gives the browser's Pagefind the same).
  await module.options({ basePath: BASE, baseUrl: '/', excerptLength: options.excerptLength ?? 18, ranking: options.ranking ?? PAGEFIND_RANKING });
  await module.init();
  return {
    search: async (query, searchOptions) => (await module.search(query, searchOptions))?.results ?? [],
    preload: (query, searchOptions) => module.preload(query, searchOptions),
  };
}
