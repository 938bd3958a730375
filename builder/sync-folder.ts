import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { COMPRESSIBLE } from '../server/static';

/**
 * For the build's fast path (builder/fast-build.ts), which writes the whole search index again
 * elsewhere: a one-page edit changes a few of its thousands of files, and only those should be
 * written into out/ (with new gzip twins), so that everything else keeps its bytes, its time and
 * its twin.
 *
 * Makes `target` hold exactly the files of `staging`: copies over those that are new or differ,
 * removes those that are gone (with their gzip twins), and leaves the rest and their twins alone.
 * Returns the files it wrote.
 */
export function syncFolder(staging: string, target: string): { written: string[]; removed: number } {
  const list = (root: string): string[] =>
    existsSync(root)
      ? readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      : [];
  const fresh = list(staging);
  const keep = new Set(fresh);
  const written: string[] = [];
  for (const file of fresh) {
    const from = path.join(staging, file);
    const to = path.join(target, file);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    // Copied beside it, then renamed: a reader of the site never gets half a file.
    copyFileSync(from, `${to}.plinth-tmp`);
    renameSync(`${to}.plinth-tmp`, to);
    written.push(to);
  }
  const isTwin = (file: string) => file.endsWith('.gz') && COMPRESSIBLE.has(path.extname(file.slice(0, -'.gz'.length)));
  let removed = 0;
  for (const file of list(target)) {
    if (keep.has(file) || isTwin(file)) continue;
    rmSync(path.join(target, file));
    rmSync(`${path.join(target, file)}.gz`, { force: true });
    removed++;
  }
  return { written, removed };
}
