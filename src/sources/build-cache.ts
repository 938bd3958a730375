import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Results of slow build steps (compiling MDX, validating the CLI spec) kept between builds in
 * `.next/cache/plinth/<namespace>`, a folder `next build` keeps and CI systems already cache.
 * An entry's key must cover everything that decides its value; a missing or unreadable entry is
 * simply computed again.
 */
/** Where entries live; PLINTH_BUILD_CACHE moves it (tests use a temporary folder). */
export const cacheRoot = () => process.env.PLINTH_BUILD_CACHE ?? path.join(process.cwd(), '.next', 'cache', 'plinth');

const fingerprints = new Map<string, string>();

/**
 * A hash of source files and folders (their .ts/.tsx files, tests excluded), relative to the
 * project root: the code that produces a cached value. Computed once per process.
 */
export function sourcesFingerprint(sources: readonly string[], root = process.cwd()): string {
  const id = `${root}\0${sources.join('\0')}`;
  const known = fingerprints.get(id);
  if (known) return known;
  const hash = createHash('sha256');
  const add = (file: string) => hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const source of sources) {
    const full = path.join(root, source);
    if (path.extname(source)) add(full);
    else
      for (const name of readdirSync(full)
        .filter((n) => /\.tsx?$/.test(n) && !n.includes('.test.'))
        .sort())
        add(path.join(full, name));
  }
  const digest = hash.digest('hex');
  fingerprints.set(id, digest);
  return digest;
}

/** sha256 of the parts, separated so that ("ab", "c") and ("a", "bc") differ. */
export function keyOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export function readCached<T>(namespace: string, key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path.join(cacheRoot(), namespace, `${key}.json`), 'utf8'));
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCached(namespace: string, key: string, value: unknown): void {
  const dir = path.join(cacheRoot(), namespace);
  mkdirSync(dir, { recursive: true });
  // Write then rename: build workers may read an entry while another process writes it.
  const temporary = path.join(dir, `${key}.${process.pid}.tmp`);
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, path.join(dir, `${key}.json`));
}

/**
 * Removes a namespace's entries whose keys are not in `keep`: what an edited or deleted page left
 * behind. Without it the cache, and every CI cache restored from it, would only ever grow.
 * Returns how many entries were removed.
 */
export function pruneCached(namespace: string, keep: ReadonlySet<string>): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(path.join(cacheRoot(), namespace));
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.endsWith('.json') || keep.has(name.slice(0, -'.json'.length))) continue;
    rmSync(path.join(cacheRoot(), namespace, name), { force: true });
    removed++;
  }
  return removed;
}
