import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension, type Transaction } from '@electric-sql/pglite';
import { cacheRoot, keyOf } from '../../src/sources/build-cache';

export const MODEL_SQL = readFileSync(path.join(import.meta.dirname, '..', '..', 'tests', 'sql', 'platform-model.sql'), 'utf8');

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

/**
 * Extensions a page may `create extension`, besides vector: Postgres's contrib modules and the
 * extensions packaged for PGlite. Each is loaded only for pages that create it (loading one costs
 * a database start a few hundred milliseconds). An extension not listed here is not available in
 * the test database: a page that needs it marks its blocks `fragment` and says what the reader needs.
 */
const EXTENSION_LOADERS: Record<string, () => Promise<Extension>> = {
  pg_trgm: async () => (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
  pgcrypto: async () => (await import('@electric-sql/pglite/contrib/pgcrypto')).pgcrypto,
  'uuid-ossp': async () => (await import('@electric-sql/pglite/contrib/uuid_ossp')).uuid_ossp,
  hstore: async () => (await import('@electric-sql/pglite/contrib/hstore')).hstore,
  citext: async () => (await import('@electric-sql/pglite/contrib/citext')).citext,
  ltree: async () => (await import('@electric-sql/pglite/contrib/ltree')).ltree,
  fuzzystrmatch: async () => (await import('@electric-sql/pglite/contrib/fuzzystrmatch')).fuzzystrmatch,
  unaccent: async () => (await import('@electric-sql/pglite/contrib/unaccent')).unaccent,
  btree_gin: async () => (await import('@electric-sql/pglite/contrib/btree_gin')).btree_gin,
  btree_gist: async () => (await import('@electric-sql/pglite/contrib/btree_gist')).btree_gist,
  cube: async () => (await import('@electric-sql/pglite/contrib/cube')).cube,
  earthdistance: async () => (await import('@electric-sql/pglite/contrib/earthdistance')).earthdistance,
  intarray: async () => (await import('@electric-sql/pglite/contrib/intarray')).intarray,
  isn: async () => (await import('@electric-sql/pglite/contrib/isn')).isn,
  lo: async () => (await import('@electric-sql/pglite/contrib/lo')).lo,
  seg: async () => (await import('@electric-sql/pglite/contrib/seg')).seg,
  tablefunc: async () => (await import('@electric-sql/pglite/contrib/tablefunc')).tablefunc,
  tcn: async () => (await import('@electric-sql/pglite/contrib/tcn')).tcn,
  moddatetime: async () => (await import('@electric-sql/pglite/contrib/moddatetime')).moddatetime,
  bloom: async () => (await import('@electric-sql/pglite/contrib/bloom')).bloom,
  amcheck: async () => (await import('@electric-sql/pglite/contrib/amcheck')).amcheck,
  pg_buffercache: async () => (await import('@electric-sql/pglite/contrib/pg_buffercache')).pg_buffercache,
  pg_stat_statements: async () => (await import('@electric-sql/pglite/contrib/pg_stat_statements')).pg_stat_statements,
  tsm_system_rows: async () => (await import('@electric-sql/pglite/contrib/tsm_system_rows')).tsm_system_rows,
  tsm_system_time: async () => (await import('@electric-sql/pglite/contrib/tsm_system_time')).tsm_system_time,
  pgtap: async () => (await import('@electric-sql/pglite-pgtap')).pgtap,
  pg_hashids: async () => (await import('@electric-sql/pglite-pg_hashids')).pg_hashids,
  pg_uuidv7: async () => (await import('@electric-sql/pglite-pg_uuidv7')).pg_uuidv7,
  pg_ivm: async () => (await import('@electric-sql/pglite-pg_ivm')).pg_ivm,
};

/** The extensions the test database can load on request (vector is always there). */
export const AVAILABLE_EXTENSIONS: readonly string[] = ['vector', ...Object.keys(EXTENSION_LOADERS)];

/** Names of the extensions that `sql` creates (`create extension [if not exists] name`). */
export function extensionsCreatedBy(sql: string): string[] {
  return [...sql.matchAll(/\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?"?([a-z0-9_-]+)"?/gi)].map((m) => m[1]!.toLowerCase());
}

let snapshot: Promise<Blob> | undefined;

/**
 * Where the data directory with the model applied is kept between runs, in the build's cache
 * folder: starting Postgres from it takes a second, making it again (initdb, then the model)
 * several. Its name covers the model and the installed PGlite and pgvector.
 */
function snapshotFile(): string {
  const installed = ['@electric-sql/pglite', '@electric-sql/pglite-pgvector'].map((name) => {
    try {
      return readFileSync(path.join(import.meta.dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8');
    } catch {
      return '';
    }
  });
  return path.join(cacheRoot(), 'pglite', `${keyOf(MODEL_SQL, ...installed)}.tar`);
}

/** A data directory with the platform model applied: read from the cache folder, else made once per process and kept there. */
function modelSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = snapshotFile();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // not made yet
    }
    const vector = await vectorExtension();
    const db = new PGlite(vector ? { extensions: { vector } } : {});
    let dump: Blob;
    try {
      await db.exec(MODEL_SQL);
      dump = await db.dumpDataDir('none');
    } finally {
      await db.close();
    }
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      // Written then renamed: another process may be reading it. Older snapshots go.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
      renameSync(temporary, file);
      for (const name of readdirSync(path.dirname(file)))
        if (name.endsWith('.tar') && name !== path.basename(file)) rmSync(path.join(path.dirname(file), name), { force: true });
    } catch {
      // a read-only cache folder: made again next time
    }
    return dump;
  })();
  return snapshot;
}

/**
 * A fresh database that has what a new Plinth project has (see platform-model.sql), connected as
 * the `postgres` superuser, with `extensionNames` ready for `create extension`. Always
 * `await db.close()` when done.
 */
export async function createPlatformDb(extensionNames: readonly string[] = []): Promise<PGlite> {
  const [dump, vector] = await Promise.all([modelSnapshot(), vectorExtension()]);
  const extensions: Record<string, Extension> = vector ? { vector } : {};
  for (const name of new Set(extensionNames)) {
    const load = EXTENSION_LOADERS[name];
    // PGlite names its bundles with underscores (uuid_ossp); Postgres names the extension uuid-ossp.
    if (load) extensions[name.replace(/-/g, '_')] = await load();
  }
  const db = new PGlite({ loadDataDir: dump, extensions });
  await db.exec(`set search_path to ${SEARCH_PATH}`);
  return db;
}

/** Puts the session back to how the SQL editor starts a query: as postgres, with no JWT claims. */
export async function resetSession(db: PGlite): Promise<void> {
  await db.exec(`reset role; select set_config('request.jwt.claims', '', false); set search_path to ${SEARCH_PATH};`);
}

/** Who a request is made as. */
export type Actor = { role: 'anon' } | { role: 'authenticated'; sub: string; email?: string } | { role: 'service_role' };

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
