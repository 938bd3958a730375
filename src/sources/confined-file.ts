import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Files the build reads because a page, a spec or the registry names them are read only from the
 * folder they belong in (content/ for pages, specs/ for the references' sources), after every
 * symbolic link on the way is followed: `content/guides/x.mdx` linking to `~/.ssh/…`, or a spec's
 * `$ref` climbing out with `../`, would otherwise publish whatever it reaches.
 */
export class ConfinedFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ConfinedFileError';
  }
}

/**
 * The real path of `file` (relative to `root`, or absolute), when it lies inside `root/folder`;
 * otherwise a ConfinedFileError saying where it leads.
 */
export function confinedPath(root: string, folder: string, file: string): string {
  const allowed = realpathSync(path.join(root, folder));
  let real: string;
  try {
    real = realpathSync(path.resolve(root, file));
  } catch (error) {
    throw new ConfinedFileError(file, `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (real !== allowed && !real.startsWith(allowed + path.sep)) {
    const shown = path.relative(realpathSync(root), real);
    throw new ConfinedFileError(
      file,
      `leads to ${shown.startsWith('..') ? real : shown}, outside ${folder}/: the build reads only files inside ${folder}/ (symbolic links are followed before this check)`,
    );
  }
  return real;
}

/** The text of a confined file, refused without reading it when it is bigger than `maxBytes`. */
export function readConfinedFile(root: string, folder: string, file: string, maxBytes: number): string {
  const real = confinedPath(root, folder, file);
  const { size } = statSync(real);
  if (size > maxBytes) throw new ConfinedFileError(file, `is ${size} bytes; the limit is ${maxBytes} (see src/sources/limits.ts)`);
  return readFileSync(real, 'utf8');
}
