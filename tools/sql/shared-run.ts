import type { PGlite } from '@electric-sql/pglite';
import type { CodeBlock } from './code-blocks';
import { createPlatformDb } from './platform';
import { runSqlBlocks, sqlBlocks, type PageRun } from './run-page';

/**
 * Starting Postgres costs about a second, and most pages' SQL is transactional (Postgres rolls
 * back DDL too), so pages that need the same extensions share one database: each page runs inside
 * `begin … rollback`, and the next page finds the database as the platform model left it.
 *
 * A page that controls transactions itself (or runs a statement Postgres refuses inside one, such
 * as `create index concurrently` or `vacuum`) gets a fresh database, as does any page that fails
 * inside the shared one: a failure is only ever reported from a fresh database, so sharing can
 * never make a sample fail that would pass for a reader.
 */

/** Statements that end, nest or refuse a surrounding transaction. */
const TRANSACTION_COMMAND = /^(begin|commit|rollback|abort|end|start|savepoint|release|prepare|vacuum|listen|checkpoint)\b/i;
const REFUSED_IN_TRANSACTION = /\b(concurrently|create\s+database|drop\s+database|alter\s+system|create\s+tablespace|pg_advisory_lock)\b/i;

/** The page's SQL with dollar-quoted bodies, string literals and comments removed. */
export function statementText(sql: string): string {
  return sql
    .replace(/\$([A-Za-z_][A-Za-z0-9_]*)?\$[\s\S]*?\$\1\$/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
}

export function needsOwnDatabase(blocks: CodeBlock[]): boolean {
  return sqlBlocks(blocks).some((b) => {
    const text = statementText(b.code);
    return REFUSED_IN_TRANSACTION.test(text) || text.split(';').some((statement) => TRANSACTION_COMMAND.test(statement.trim()));
  });
}

export interface SharedRun extends PageRun {
  /** How the page ran: inside the shared database's transaction, or on a database of its own. */
  mode: 'shared' | 'own';
}

export class SharedDatabases {
  private current: { key: string; db: PGlite } | undefined;

  /** Runs a page's blocks; `extensions` are those its blocks create. */
  async run(blocks: CodeBlock[], extensions: readonly string[]): Promise<SharedRun> {
    if (needsOwnDatabase(blocks)) return { ...(await this.fresh(blocks, extensions)), mode: 'own' };
    const db = await this.database(extensions);
    await db.exec('begin');
    let result: PageRun;
    try {
      result = await runSqlBlocks(db, blocks);
    } finally {
      await db.exec('rollback').catch(() => undefined);
    }
    if (!result.failure) return { ...result, mode: 'shared' };
    return { ...(await this.fresh(blocks, extensions)), mode: 'own' };
  }

  async close(): Promise<void> {
    await this.current?.db.close();
    this.current = undefined;
  }

  private async database(extensions: readonly string[]): Promise<PGlite> {
    const key = [...new Set(extensions)].sort().join(',');
    if (this.current?.key === key) return this.current.db;
    await this.close();
    this.current = { key, db: await createPlatformDb(extensions) };
    return this.current.db;
  }

  private async fresh(blocks: CodeBlock[], extensions: readonly string[]): Promise<PageRun> {
    const db = await createPlatformDb(extensions);
    try {
      return await runSqlBlocks(db, blocks);
    } finally {
      await db.close();
    }
  }
}
