import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../server/static';
import { replaceFile } from './publish';

const compress = promisify(gzip);

/**
 * Writes one file's gzip twin, `<file>.gz`, after its file, so it is at least as new (see below);
 * replaced, not written into, as the fast path's release shares the live one's files.
 */
export async function writeGzipTwin(file: string): Promise<void> {
  replaceFile(`${file}.gz`, await compress(readFileSync(file), { level: 9 }));
}

/**
 * Writes `<file>.gz` next to every text file of the export, as static hosts serve precompressed
 * files. The server uses a twin only when it is at least as new as its file, so a rebuild that
 * has not reached this step yet never serves the previous build's bytes.
 */
export async function writeGzipTwins(out: string): Promise<number> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.has(path.extname(entry.name))) files.push(full);
    }
  };
  walk(out);
  // zlib runs in libuv's thread pool: a few files at a time keep both cores busy.
  for (let i = 0; i < files.length; i += 16) await Promise.all(files.slice(i, i + 16).map(writeGzipTwin));
  return files.length;
}
