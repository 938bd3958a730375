/**
 * The term table of the search (src/lib/search/terms.ts), read from the Pagefind index just
 * written: the first word of every index chunk, and every word with the number of pages that have
 * it. Pagefind's files are gzip-compressed CBOR after a `pagefind_dcd` signature: the metadata
 * (`pagefind.<lang>_<hash>.pf_meta`) lists the pages and the chunks (first word, last word, hash),
 * each chunk (`index/<hash>.pf_index`) its words and the pages of each. Written beside the index,
 * as `plinth-terms.json`, so the fast path's copy of the index folder carries it too.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeCbor, type CborValue } from '../src/lib/search/cbor';
import type { TermTable } from '../src/lib/search/terms';

export const TERMS_FILE = 'plinth-terms.json';
const SIGNATURE = 'pagefind_dcd';

function readPagefindFile(file: string): CborValue {
  const bytes = gunzipSync(readFileSync(file));
  const signature = Buffer.from(bytes.subarray(0, SIGNATURE.length)).toString('latin1');
  if (signature !== SIGNATURE) throw new Error(`${file}: not a Pagefind index file (starts with ${JSON.stringify(signature)}, expected ${SIGNATURE})`);
  return decodeCbor(bytes, SIGNATURE.length).value;
}

const fail = (file: string, what: string): never => {
  throw new Error(`${file}: ${what}: Pagefind's index format is not the one builder/search-terms.ts reads (written for Pagefind 1.6)`);
};

/** The term table of the Pagefind index in `pagefindDir`. */
export function readTermTable(pagefindDir: string): TermTable {
  const metaName = readdirSync(pagefindDir).find((f) => /^pagefind\.[^.]+\.pf_meta$/.test(f));
  if (!metaName) throw new Error(`${pagefindDir}: no pagefind.*.pf_meta file: write the Pagefind index first`);
  const metaFile = path.join(pagefindDir, metaName);
  const meta = readPagefindFile(metaFile);
  if (!Array.isArray(meta) || !Array.isArray(meta[2])) return fail(metaFile, 'no chunk list');
  const chunks = meta[2].map((chunk) => {
    if (!Array.isArray(chunk) || typeof chunk[0] !== 'string' || typeof chunk[2] !== 'string') return fail(metaFile, 'a chunk is not [from, to, hash]');
    return { from: chunk[0], hash: chunk[2] };
  });
  const words: [string, number][] = [];
  for (const { hash } of chunks) {
    const file = path.join(pagefindDir, 'index', `${hash}.pf_index`);
    const chunk = readPagefindFile(file);
    if (!Array.isArray(chunk) || !Array.isArray(chunk[0])) return fail(file, 'no word list');
    for (const entry of chunk[0]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) return fail(file, 'a word is not [word, pages, …]');
      words.push([entry[0], entry[1].length]);
    }
  }
  words.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { chunks: chunks.map((c) => c.from), words: words.map((w) => w[0]).join('\n'), pages: words.map((w) => w[1]) };
}

/** Writes the term table of the index in `pagefindDir` beside it; returns how many words it has. */
export function writeTermTable(pagefindDir: string): number {
  const table = readTermTable(pagefindDir);
  writeFileSync(path.join(pagefindDir, TERMS_FILE), JSON.stringify(table));
  return table.pages.length;
}
