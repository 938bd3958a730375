import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const WATCHED = ['content', 'specs'];

/** Latest modification time and file count under content/ and specs/: changes whenever a writer saves. */
export function contentVersion(root = process.cwd()): string {
  let latest = 0;
  let files = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files++;
        latest = Math.max(latest, statSync(full).mtimeMs);
      }
    }
  };
  for (const dir of WATCHED) walk(path.join(root, dir));
  return `${files}:${Math.round(latest)}`;
}
