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
