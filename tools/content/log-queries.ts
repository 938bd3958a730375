import { LOG_SOURCES, type LogSource } from '../../src/reference/logs';
import type { CodeBlock } from '../sql/code-blocks';

/**
 * Log explorer queries in the docs (```sql logs blocks) select from the explorer's tables and
 * reach nested fields by their dotted path (`metadata.request.method`). They cannot run on
 * Postgres; instead every table must be a log source and every field path must exist in the
 * sources the query reads (a path may also name an object, such as `metadata.request`).
 */
export const LOGS_FLAG = 'logs';

export interface LogQueryProblem {
  /** 1-based line in the .mdx file. */
  line: number;
  message: string;
}

const byTable = new Map(LOG_SOURCES.map((s) => [s.table, s]));

function knows(source: LogSource, path: string): boolean {
  return source.fields.some((f) => f.path === path || f.path.startsWith(`${path}.`));
}

export function logQueryProblems(blocks: CodeBlock[]): LogQueryProblem[] {
  const problems: LogQueryProblem[] = [];
  for (const block of blocks) {
    if (block.lang !== 'sql' || !block.flags.has(LOGS_FLAG)) continue;
    const code = block.code.replace(/--[^\n]*/g, (c) => ' '.repeat(c.length)).replace(/'(?:[^']|'')*'/g, (s) => `'${' '.repeat(s.length - 2)}'`);
    const lineOf = (index: number) => block.line + 1 + code.slice(0, index).split('\n').length - 1;
    const sources: LogSource[] = [];
    for (const m of code.matchAll(/\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi)) {
      const source = byTable.get(m[1]!.toLowerCase());
      if (source) sources.push(source);
      else if (!/^(unnest|lateral)$/i.test(m[1]!)) problems.push({ line: lineOf(m.index!), message: `"${m[1]}" is not a log source; the tables are ${[...byTable.keys()].join(', ')}` });
    }
    if (!sources.length) {
      problems.push({ line: block.line, message: 'a log query must select from a log source' });
      continue;
    }
    for (const m of code.matchAll(/\b((?:[a-z_][a-z0-9_]*\.)?metadata(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\b/g)) {
      const [head, ...rest] = m[1]!.split('.');
      // `edge_logs.metadata.x` names its table; a bare `metadata.x` may come from any source of the query.
      const table = head !== 'metadata' ? byTable.get(head!) : undefined;
      const path = head !== 'metadata' ? rest.join('.') : m[1]!;
      const candidates = table ? [table] : sources;
      if (head !== 'metadata' && !table) continue; // some other qualifier, not a log field
      if (!candidates.some((source) => knows(source, path))) {
        problems.push({ line: lineOf(m.index!), message: `${candidates.map((s) => s.table).join(', ')} ${candidates.length > 1 ? 'have' : 'has'} no field ${path}` });
      }
    }
  }
  return problems;
}
