import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { keyOf, pruneCached, readCached, writeCached } from '../../src/sources/build-cache';
import type { ProvenCode } from './page-problems';

/**
 * Where the page checks keep the code they proved (page-problems.ts `ProvenCode`), so that a
 * prose edit does not run a page's SQL, type-check and calls again: in memory for a process's
 * life (`npm run dev`'s checks, restarted when what they read changes), or in the build cache
 * under a key that covers every input the proofs read (the build: the project's files other
 * than content pages, its environment, and the facts in ../shared/reference, outside it).
 */

/** Keys remembered per kind: enough for every page a writer works on between two full builds. */
const LIMIT = 2000;

export function provenInMemory(): ProvenCode {
  const known = { sql: new Set<string>(), code: new Set<string>() };
  return { has: (kind, key) => known[kind].has(key), add: (kind, key) => void known[kind].add(key) };
}

/** The facts the checks read, by every file's path, size and time (not read: they are large). */
export function factsFingerprint(root = path.resolve(process.cwd(), '..', 'shared', 'reference')): string {
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    entries = [];
  }
  const lines = entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stats = statSync(full);
      return `${path.relative(root, full)}\0${stats.size}\0${stats.mtimeMs}`;
    });
  return keyOf(...lines.sort());
}

const NAMESPACE = 'proven-code';

interface Stored {
  sql: string[];
  code: string[];
}

const isStored = (value: unknown): value is Stored => Array.isArray((value as Partial<Stored> | null)?.sql) && Array.isArray((value as Stored).code);

/** The record kept under `inputs` (a key of the project's inputs), with `save` to keep what was added. */
export function provenInCache(inputs: string): ProvenCode & { save(): void } {
  const key = keyOf(NAMESPACE, inputs, factsFingerprint());
  const stored = readCached(NAMESPACE, key, isStored) ?? { sql: [], code: [] };
  const known = { sql: new Set(stored.sql), code: new Set(stored.code) };
  let added = false;
  return {
    has: (kind, k) => known[kind].has(k),
    add(kind, k) {
      if (known[kind].has(k)) return;
      known[kind].add(k);
      added = true;
    },
    save() {
      if (!added) return;
      writeCached(NAMESPACE, key, { sql: [...known.sql].slice(-LIMIT), code: [...known.code].slice(-LIMIT) } satisfies Stored);
      // Only the record of the inputs as they are now can be read again.
      pruneCached(NAMESPACE, new Set([key]));
      added = false;
    },
  };
}
