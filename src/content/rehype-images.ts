import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { combineProblems, ContentError } from '../sources/errors';
import { createHash } from 'node:crypto';

/**
 * A page's images. They live in `public/images/` and are written `/images/<name>` (a Markdown
 * image or an `<img>`); the build fails with file and line on one that is missing, that differs
 * from the file's name only by case (it works on a case-insensitive disk and 404s on the server),
 * that lies elsewhere on the site, or that has no alt text (`alt=""` says an image is decorative).
 * Each image gets its width and height, read from the file, so the page never moves when it
 * loads, and is loaded lazily.
 */

export const IMAGES_DIR = 'public/images';
export const IMAGES_URL = '/images/';

/**
 * The names in each folder of public/images: read once per build (the content cache's key covers
 * the folder), and again for every page under `next dev`, where a writer adds images as they go.
 */
const listings = new Map<string, Set<string> | undefined>();
function namesIn(dir: string): Set<string> | undefined {
  if (!listings.has(dir) || process.env.NODE_ENV !== 'production') {
    try {
      listings.set(dir, new Set(readdirSync(dir)));
    } catch {
      listings.set(dir, undefined);
    }
  }
  return listings.get(dir);
}

/** Why an image address cannot be served as written, or its file. */
export function imageFile(src: string, root = process.cwd()): { file: string } | { problem: string } {
  if (!src.startsWith(IMAGES_URL)) return { problem: `the image ${JSON.stringify(src)} is not in ${IMAGES_URL}: put it in ${IMAGES_DIR}/ and write it as ${IMAGES_URL}<name>` };
  let relative: string;
  try {
    relative = decodeURIComponent(src.slice(IMAGES_URL.length).split(/[?#]/)[0]!);
  } catch {
    return { problem: `the image address ${JSON.stringify(src)} is not a valid URL path` };
  }
  const segments = relative.split('/');
  if (!relative || segments.some((s) => s === '' || s === '.' || s === '..')) return { problem: `the image address ${JSON.stringify(src)} does not name a file in ${IMAGES_DIR}/` };
  let dir = path.join(root, IMAGES_DIR);
  for (const [i, segment] of segments.entries()) {
    const names = namesIn(dir);
    if (!names?.has(segment)) {
      const other = names && [...names].find((name) => name.toLowerCase() === segment.toLowerCase());
      const shown = `${IMAGES_DIR}/${segments.slice(0, i + 1).join('/')}`;
      return { problem: other ? `the image ${JSON.stringify(src)} is written with other capitals than its file (${other}): the server's paths are case-sensitive` : `the image ${JSON.stringify(src)} does not exist: there is no ${shown}` };
    }
    dir = path.join(dir, segment);
  }
  return statSync(dir).isFile() ? { file: dir } : { problem: `the image ${JSON.stringify(src)} is a folder, not a file` };
}

const isRemote = (src: string) => /^https?:\/\//i.test(src);

export function rehypeImages({ root = process.cwd() }: { root?: string } = {}) {
  return (tree: Root, vfile: VFile) => {
    const problems: ContentError[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      const at = node.position?.start;
      const report = (problem: string) => void problems.push(new ContentError(vfile.path, problem, at?.line, at?.column));
      const src = typeof node.properties.src === 'string' ? node.properties.src : undefined;
      if (src === undefined) return; // a component's image, given by a prop the component checks
      if (node.properties.alt === undefined || node.properties.alt === null) report(`the image ${JSON.stringify(src)} has no alt text: describe it, or write alt="" when it is only decoration`);
      node.properties.loading ??= 'lazy';
      node.properties.decoding ??= 'async';
      if (isRemote(src)) return;
      const found = imageFile(src, root);
      if ('problem' in found) return report(found.problem);
      try {
        const { width, height } = imageSize(readFileSync(found.file));
        node.properties.width ??= width;
        node.properties.height ??= height;
      } catch (error) {
        report(`the image ${JSON.stringify(src)} cannot be read as an image: ${(error as Error).message}`);
      }
    });
    if (problems.length) throw combineProblems(problems);
  };
}

/** The name and the hash of every file under public/images, for the content cache's key. */
export function imagesFingerprint(root = process.cwd()): string {
  const lines: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else {
        lines.push(`${prefix}${entry.name}\0${createHash('sha256').update(readFileSync(full)).digest('hex')}`);
      }
    }
  };
  walk(path.join(root, IMAGES_DIR), '');
  return lines.sort().join('\n');
}
