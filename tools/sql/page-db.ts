import type { PGlite } from '@electric-sql/pglite';
import { extractCodeBlocks, readRepoFile } from './code-blocks';
import { createPlatformDb, extensionsCreatedBy, resetSession } from './platform';
import { formatFailure, runSqlBlocks, sqlBlocks } from './run-page';

/**
 * A fresh platform database with every `sql` block of `page` applied, in page order: the schema
 * exactly as a reader who follows the page has it. Throws with the page, line and Postgres error if
 * a block fails.
 */
export async function databaseAfterPage(page: string): Promise<PGlite> {
  const blocks = extractCodeBlocks(readRepoFile(page));
  const db = await createPlatformDb(sqlBlocks(blocks).flatMap((b) => extensionsCreatedBy(b.code)));
  const result = await runSqlBlocks(db, blocks);
  if (result.failure) {
    await db.close();
    throw new Error(formatFailure(page, result.failure));
  }
  if (result.ran === 0) {
    await db.close();
    throw new Error(`${page} has no sql block to run`);
  }
  await resetSession(db);
  return db;
}

/** Creates a user the way Plinth Auth does on sign-up (as a superuser, firing the triggers). */
export async function signUp(db: PGlite, id: string, email: string, metadata: Record<string, unknown> = {}): Promise<void> {
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [id, email, JSON.stringify(metadata)]);
}
