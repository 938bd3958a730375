import type { PGlite } from '@electric-sql/pglite';
import type { CodeBlock } from './code-blocks';
import { resetSession } from './platform';

/** The fence flag that keeps an `sql` block out of the run. */
export const FRAGMENT = 'fragment';

export interface SqlFailure {
  /** 1-based line in the .mdx file: where Postgres located the error, else the block's fence. */
  line: number;
  /** Line of the failing block's opening fence. */
  blockLine: number;
  /** Postgres's message, with its detail and hint when it gave them. */
  message: string;
}

export interface PageRun {
  ran: number;
  fragments: number;
  /** The first block that failed; blocks after it are not run. */
  failure?: SqlFailure;
}

export function sqlBlocks(blocks: CodeBlock[]): CodeBlock[] {
  return blocks.filter((b) => b.lang === 'sql');
}

interface PgErrorLike {
  message: string;
  position?: string;
  detail?: string;
  hint?: string;
  code?: string;
}

function describeError(error: unknown): { message: string; position?: number } {
  const e = error as PgErrorLike;
  let message = e?.message ?? String(error);
  if (e?.code) message += ` (SQLSTATE ${e.code})`;
  if (e?.detail) message += `\nDETAIL: ${e.detail}`;
  if (e?.hint) message += `\nHINT: ${e.hint}`;
  const position = e?.position ? Number(e.position) : undefined;
  return { message, position: Number.isFinite(position) ? position : undefined };
}

/**
 * Runs a page's `sql` blocks in order on `db`, as the SQL editor would run them one after another:
 * each block as one script, starting as `postgres` with no JWT claims. Blocks flagged `fragment`
 * are counted, not run. Stops at the first failure, since later blocks usually build on it.
 */
export async function runSqlBlocks(db: PGlite, blocks: CodeBlock[]): Promise<PageRun> {
  const result: PageRun = { ran: 0, fragments: 0 };
  for (const block of sqlBlocks(blocks)) {
    // Log explorer queries run on the platform's log store, not Postgres: tools/content/log-queries.ts checks them.
    if (block.flags.has(FRAGMENT) || block.flags.has('logs')) {
      result.fragments++;
      continue;
    }
    try {
      await resetSession(db);
      await db.exec(block.code);
      result.ran++;
    } catch (error) {
      const { message, position } = describeError(error);
      // The code starts on the line after the opening fence.
      let line = block.line;
      if (position !== undefined) line = block.line + 1 + (block.code.slice(0, position - 1).match(/\n/g)?.length ?? 0);
      result.failure = { line, blockLine: block.line, message };
      // Leave no transaction open for whoever uses the database next.
      await db.exec('rollback').catch(() => undefined);
      break;
    }
  }
  return result;
}

export function formatFailure(file: string, failure: SqlFailure): string {
  const where = failure.line === failure.blockLine ? `${file}:${failure.line}` : `${file}:${failure.line} (block at line ${failure.blockLine})`;
  return `${where}: ${failure.message}`;
}
