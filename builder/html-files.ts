import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NEXT_DIR } from './next-export';

/** Folders of the export that hold assets, not pages: Next's, the reference parts, the search index, vendored bundles. */
const NOT_PAGES = new Set([NEXT_DIR, '_parts', 'pagefind', 'vendor']);

/** Every HTML file of a static export (absolute paths). */
export function htmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_PAGES.has(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) files.push(full);
    }
  };
  walk(root);
  return files;
}

/** The route an exported HTML file is served at: `guides/auth.html` → `/guides/auth`, `index.html` → `/`. */
export function routeOf(root: string, file: string): string {
  const route = `/${path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;
  return route === '/' ? route : route.replace(/\/$/, '');
}
