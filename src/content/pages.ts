import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfinedFileError, readConfinedFile } from '../sources/confined-file';
import { combineProblems, ContentError, ContentErrors } from '../sources/errors';
import { PAGE_LIMITS } from '../sources/limits';
import { splitFrontmatter } from './parse-frontmatter';
import type { Frontmatter } from './frontmatter';

export const CONTENT_ROOT = path.join(process.cwd(), 'content');
const GUIDES_ROOT = path.join(CONTENT_ROOT, 'guides');

/** An MDX page found on disk, before it is compiled. */
export interface ContentFile {
  /** URL path, e.g. `/guides/auth/sessions`. */
  route: string;
  /** Path relative to the repository root, used in every error message. */
  file: string;
  frontmatter: Frontmatter;
  source: string;
}

/** A guide page: a content file under content/guides. */
export interface GuideEntry extends ContentFile {
  /** Path segments after `/guides/`, as the catch-all route receives them. */
  slug: string[];
}

/**
 * Reads a content file (path relative to the repository root) and validates its frontmatter. Only
 * a file whose real path is inside content/ is read (a guide that is a link to a file elsewhere is not).
 */
export function readContentFile(file: string, route: string): ContentFile {
  let source: string;
  try {
    source = readConfinedFile(process.cwd(), 'content', file, PAGE_LIMITS.maxReadBytes);
  } catch (error) {
    if (error instanceof ConfinedFileError) throw new ContentError(file, error.reason);
    throw error;
  }
  return { route, file, frontmatter: splitFrontmatter(file, source).frontmatter, source };
}

let cache: GuideEntry[] | undefined;

/** Every guide page under content/guides, with validated frontmatter, sorted by route. */
export function listGuides(): GuideEntry[] {
  // Cached for a build. Under `next dev` the folders are walked on every call (a new page is
  // listed at once) and a file is read again only when its modification time has moved.
  if (cache && process.env.NODE_ENV === 'production') return cache;
  const entries: GuideEntry[] = [];
  const problems: ContentError[] = [];
  const walk = (dir: string) => {
    for (const dirent of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, dirent.name);
      if (dirent.isDirectory()) walk(full);
      else if (dirent.name.endsWith('.mdx')) {
        try {
          entries.push(readGuideOnce(full));
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          problems.push(...(error instanceof ContentErrors ? error.problems : [error]));
        }
      }
    }
  };
  walk(GUIDES_ROOT);
  // Every page's frontmatter problem at once, not one build per mistake. Under `next dev` a
  // broken page is left out of the list instead: the others keep working, and the broken one
  // shows its own problem (findGuide reads it alone).
  if (problems.length && process.env.NODE_ENV !== 'development') throw combineProblems(problems);
  cache = entries.sort((a, b) => a.route.localeCompare(b.route));
  return cache;
}

/** A path segment of a page's file: becomes part of its URL, the sitemap and llms.txt as it is. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.mdx)?$/;

/** A guide's path segments after `/guides/`, from its file's path under content/guides (`auth/index.mdx` → `['auth']`). */
export function guideSlug(relative: string): string[] {
  const slug = relative.replace(/\.mdx$/, '').split('/');
  if (slug.at(-1) === 'index') slug.pop();
  return slug;
}

/** Under `next dev`: each guide as last read, with the modification time it had then. */
const read = new Map<string, { mtimeMs: number; entry: GuideEntry }>();

function readGuideOnce(full: string): GuideEntry {
  if (process.env.NODE_ENV === 'production') return readGuide(full);
  const { mtimeMs } = statSync(full);
  const known = read.get(full);
  if (known?.mtimeMs === mtimeMs) return known.entry;
  const entry = readGuide(full);
  read.set(full, { mtimeMs, entry });
  return entry;
}

function readGuide(full: string): GuideEntry {
  const relative = path.relative(GUIDES_ROOT, full).split(path.sep).join('/');
  const bad = relative.split('/').find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    throw new ContentError(path.relative(process.cwd(), full), `"${bad}" cannot be part of a page's URL: name files and folders with lowercase letters, digits, hyphens and underscores`);
  }
  const slug = guideSlug(relative);
  const file = path.relative(process.cwd(), full).split(path.sep).join('/');
  return { ...readContentFile(file, `/guides/${slug.join('/')}`), slug };
}

/**
 * The guide at `/guides/<slug>`, or undefined. Under `next dev` only its own file is read (a
 * writer's page answers as soon as it exists, and its frontmatter problem is its own): it throws
 * that page's ContentError.
 */
export function findGuide(slug: string[]): GuideEntry | undefined {
  const route = `/guides/${slug.join('/')}`;
  if (process.env.NODE_ENV !== 'development') return listGuides().find((g) => g.route === route);
  if (!slug.length || slug.some((segment) => !SEGMENT.test(segment) || segment.endsWith('.mdx'))) return undefined;
  for (const candidate of [path.join(GUIDES_ROOT, ...slug) + '.mdx', path.join(GUIDES_ROOT, ...slug, 'index.mdx')]) {
    if (existsSync(candidate)) return readGuide(candidate);
  }
  return undefined;
}
