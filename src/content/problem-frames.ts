import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, ContentErrors } from '../sources/errors';

/** A content problem as `next dev` shows it: where, what, and the lines around it. */
export interface ProblemFrame {
  file: string;
  line?: number;
  column?: number;
  problem: string;
  /** The source lines around `line`, each with its number; `at` marks the problem's line. */
  lines: { number: number; text: string; at: boolean }[];
}

/** How many lines above and below a problem's line its frame shows. */
const CONTEXT = 3;

/** The problems of a content error (every one of a ContentErrors), each with its lines of source. */
export function problemFrames(error: ContentError, root = process.cwd()): ProblemFrame[] {
  const problems = error instanceof ContentErrors ? error.problems : [error];
  const sources = new Map<string, string[] | undefined>();
  const linesOf = (file: string) => {
    if (!sources.has(file)) {
      try {
        sources.set(file, readFileSync(path.join(root, file), 'utf8').split('\n'));
      } catch {
        sources.set(file, undefined);
      }
    }
    return sources.get(file);
  };
  return problems.map((p) => {
    const source = p.line ? linesOf(p.file) : undefined;
    const from = Math.max(1, (p.line ?? 1) - CONTEXT);
    const to = Math.min(source?.length ?? 0, (p.line ?? 1) + CONTEXT);
    const lines = source ? Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ number: from + i, text: source[from + i - 1]!, at: from + i === p.line })) : [];
    return { file: p.file, line: p.line, column: p.column, problem: p.problem, lines };
  });
}
