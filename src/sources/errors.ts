import type { VFile } from 'vfile';

/**
 * A problem in a content file that must stop the build. Its message names the file and, where
 * known, the line and column, so a writer can jump straight to it.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    const where = line ? `${file}:${line}${column ? `:${column}` : ''}` : file;
    super(`${where}: ${problem}`);
    this.name = 'ContentError';
  }
}

/**
 * Several problems, reported together (one per line, in file and line order) so a writer fixes
 * them in one pass instead of one build per mistake. `problems[0]` is the first of them.
 */
export class ContentErrors extends ContentError {
  constructor(readonly problems: readonly ContentError[]) {
    const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    const first = sorted[0]!;
    super(first.file, first.problem, first.line, first.column);
    this.name = 'ContentErrors';
    this.problems = sorted;
    this.message = sorted.length === 1 ? first.message : `${sorted.length} problems:\n${sorted.map((p) => `  ${p.message}`).join('\n')}`;
  }
}

/** One error for a list of problems: the problem itself when there is one, all of them otherwise. */
export function combineProblems(problems: readonly ContentError[]): ContentError {
  return problems.length === 1 ? problems[0]! : new ContentErrors(problems);
}

/** Records a problem found while compiling `file`; `remarkThrowProblems` reports them all at the end. */
export function reportProblem(file: VFile, problem: ContentError): void {
  (file.data.problems ??= []).push(problem);
}

/** The last remark plugin: stops the compile with every problem the checks before it found. */
export function remarkThrowProblems() {
  return (_tree: unknown, file: VFile) => {
    const problems = file.data.problems ?? [];
    if (problems.length) throw combineProblems(problems);
  };
}

declare module 'vfile' {
  interface DataMap {
    problems: ContentError[];
  }
}
