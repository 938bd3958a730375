import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension, type Transaction } from '@electric-sql/pglite';

export const MODEL_SQL = readFileSync(path.join(import.meta.dirname, '..', 'platform-model.sql'), 'utf8');

/** The search path of a Plinth project's SQL sessions. */
export const SEARCH_PATH = '"$user", public, extensions';

/**
 * pgvector for PGlite. PGlite up to 0.3 shipped it as `@electric-sql/pglite/vector`; from 0.4 on it
 * is the separate package `@electric-sql/pglite-pgvector`. Whichever is installed is used; when
 * neither is, `vectorExtension()` resolves to undefined and callers report it.
 */
let vectorPromise: Promise<Extension | undefined> | undefined;
export function vectorExtension(): Promise<Extension | undefined> {
  vectorPromise ??= (async () => {
    for (const specifier of ['@electric-sql/pglite-pgvector', '@electric-sql/pglite/vector']) {
      try {
        const mod = (await import(/* @vite-ignore */ specifier)) as { vector?: Extension };
        if (mod.vector) return mod.vector;
      } catch {
        // not installed: try the next one
      }
    }
    return undefined;
  })();
  return vectorPromise;
}

let snapshot: Promise<Blob> | undefined;

/** A data directory with the platform model applied, made once per test file and reused. */
function modelSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const vector = await vectorExtension();
    const db = new PGlite(vector ? { extensions: { vector } } : {});
    try {
      await db.exec(MODEL_SQL);
      return await db.dumpDataDir('none');
    } finally {
      await db.close();
    }
  })();
  return snapshot;
}

/**
 * A fresh database that has what a new Plinth project has (see platform-model.sql), connected as
 * the `postgres` superuser. Always `await db.close()` when done.
 */
export async function createPlatformDb(): Promise<PGlite> {
  const [dump, vector] = await Promise.all([modelSnapshot(), vectorExtension()]);
  const db = new PGlite({ loadDataDir: dump, ...(vector ? { extensions: { vector } } : {}) });
  await db.exec(`set search_path to ${SEARCH_PATH}`);
  return db;
}

/** Puts the session back to how the SQL editor starts a query: as postgres, with no JWT claims. */
export async function resetSession(db: PGlite): Promise<void> {
  await db.exec(`reset role; select set_config('request.jwt.claims', '', false); set search_path to ${SEARCH_PATH};`);
}

/** Who a request is made as. */
export type Actor =
  | { role: 'anon' }
  | { role: 'authenticated'; sub: string; email?: string }
  | { role: 'service_role' };

export const anon: Actor = { role: 'anon' };
export const serviceRole: Actor = { role: 'service_role' };
export const user = (sub: string, email?: string): Actor => ({ role: 'authenticated', sub, email });

/**
 * Runs `fn` the way the Data API or Storage runs a request: in a transaction, as the actor's
 * database role, with the actor's JWT claims in `request.jwt.claims`. Row level security applies
 * (the superuser the tests connect as would skip it). Commits when `fn` resolves, rolls back when
 * it throws, and rethrows the error.
 */
export async function as<T>(db: PGlite, actor: Actor, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const claims: Record<string, string> = { role: actor.role };
    if (actor.role === 'authenticated') {
      claims.sub = actor.sub;
      if (actor.email) claims.email = actor.email;
    }
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.exec(`set local role ${actor.role}`);
    return fn(tx);
  });
}

/** Runs one statement as `actor` and returns its rows and how many rows it changed. */
export async function run<R = Record<string, unknown>>(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: R[]; affectedRows: number }> {
  return as(db, actor, async (tx) => {
    const result = await tx.query<R>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  });
}
