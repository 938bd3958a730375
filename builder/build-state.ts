/**
 * What the build's fast path reads about the project and about the last build, for the decision
 * in builder/fast-plan.ts: the snapshot of the project, the fingerprint of out/, the manifest, and
 * the reference search records the last full build made (kept so the fast path can index the site
 * without loading every reference).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lastUpdated } from '../src/content/last-updated';
import { isContentKind, outlineOfFiles, type PageOutline } from '../src/site';
import { cacheRoot } from '../src/sources/build-cache';
import {
  environmentFingerprint,
  fullBuildForced,
  pageFacts,
  planBuild,
  sha256,
  type BuildManifest,
  type FastPlan,
  type PageFacts,
  type Snapshot,
} from './fast-plan';
import type { SearchRecord } from './search-index';

/**
 * What the build and the tools write, never read as sources: build output, caches, test reports,
 * scratch space. Every other file of the project is an input, ignored by git or not (an ignored
 * `.env.local` still changes the build).
 */
const NOT_INPUTS = new Set([
  '.git',
  'node_modules',
  '.next',
  'out',
  '.publish',
  'public/vendor',
  'public/_static',
  'next-env.d.ts',
  'test-results',
  'playwright-report',
  '.bench',
  'tmp',
]);
const isNotInput = (relative: string) => NOT_INPUTS.has(relative) || relative.endsWith('.tsbuildinfo');

/** npm's record of what is installed stands for node_modules, far too large to hash on every build. */
const INSTALLED = 'node_modules/.package-lock.json';

/** Every input file of the project, relative, with forward slashes, sorted. */
function projectFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (isNotInput(relative)) continue;
      // A link to a folder is walked like the folder (a broken link fails the snapshot: a full build).
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(path.join(root, relative)).isDirectory())) walk(relative);
      else files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/** A content page the fast path may update: its address and its source as read for this build. */
export interface ContentSource {
  file: string;
  route: string;
  source: string;
}

export interface ProjectState {
  snapshot: Snapshot;
  /** The site's pages as the project's file names tell them (src/site): the fast path's search index reads which pages Pagefind indexes here. */
  outline: PageOutline[];
  /** The content pages' sources the snapshot was made from: the fast path compiles exactly these. */
  sources: Map<string, ContentSource>;
  /** One hash of every input's bytes, content pages included, to tell whether anything changed while the build ran. */
  fingerprint: string;
}

/** The project as this build finds it. */
export function takeSnapshot(root = process.cwd()): ProjectState {
  const files = projectFiles(root);
  const outline = outlineOfFiles(files);
  // The content pages with a content slot, by file: every guide, the references' start pages and the site's own pages (as builder/postbuild.ts fills them).
  const routes = new Map(outline.flatMap((page) => (isContentKind(page.kind) ? [[page.source, page.route]] : [])));
  const inputs: Record<string, string> = {};
  const pages: Record<string, PageFacts> = {};
  const sources = new Map<string, ContentSource>();
  const all = files.map((file) => {
    const bytes = readFileSync(path.join(root, file));
    const route = routes.get(file);
    if (route === undefined) inputs[file] = sha256(bytes);
    else {
      const source = bytes.toString('utf8');
      sources.set(file, { file, route, source });
      pages[file] = pageFacts(route, source, lastUpdated(file)?.dateTime ?? null);
    }
    return `${file}\0${sha256(bytes)}`;
  });
  if (existsSync(path.join(root, INSTALLED))) inputs[INSTALLED] = sha256(readFileSync(path.join(root, INSTALLED)));
  return {
    snapshot: { environment: environmentFingerprint(process.env, process.version), inputs, pages },
    outline,
    sources,
    fingerprint: sha256(all.join('\n')),
  };
}

/** The same fingerprint as takeSnapshot's, read again at the end of a build. */
export function projectFingerprint(root = process.cwd()): string {
  return sha256(
    projectFiles(root)
      .map((file) => `${file}\0${sha256(readFileSync(path.join(root, file)))}`)
      .join('\n'),
  );
}

/**
 * Every file of out/ with its size and modification time, as one hash; undefined without out/.
 * Cheap enough for every build (no file is read), and any write to out/ after a build changes it.
 */
export function outFingerprint(out = path.resolve('out')): string | undefined {
  if (!existsSync(out)) return undefined;
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(out, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else {
        const stats = statSync(path.join(out, relative));
        lines.push(`${relative}\0${stats.size}\0${stats.mtimeMs}`);
      }
    }
  };
  walk('');
  return sha256(lines.sort().join('\n'));
}

const manifestFile = () => path.join(cacheRoot(), 'build-manifest.json');
const recordsFile = () => path.join(cacheRoot(), 'search-records.json');

export function readManifestText(): string | undefined {
  try {
    return readFileSync(manifestFile(), 'utf8');
  } catch {
    return undefined;
  }
}

/** Called before a build changes out/: a build that stops halfway then leaves no record, and the next build is a full one. */
export const removeManifest = (): void => rmSync(manifestFile(), { force: true });

export function writeManifest(manifest: BuildManifest): void {
  mkdirSync(cacheRoot(), { recursive: true });
  // Written then renamed, so a reader never sees half a manifest.
  const temporary = `${manifestFile()}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(manifest)}\n`);
  renameSync(temporary, manifestFile());
}

/** Keeps the records for the fast path; returns the hash the manifest records. */
export function saveSearchRecords(records: readonly SearchRecord[]): string {
  const text = JSON.stringify(records);
  mkdirSync(cacheRoot(), { recursive: true });
  writeFileSync(recordsFile(), text);
  return sha256(text);
}

/** The records the last full build kept, or undefined when they are missing or not those its manifest names. */
export function loadSearchRecords(expected: string): SearchRecord[] | undefined {
  try {
    const text = readFileSync(recordsFile(), 'utf8');
    return sha256(text) === expected ? (JSON.parse(text) as SearchRecord[]) : undefined;
  } catch {
    return undefined;
  }
}

export type Decision = { path: 'full'; reason: string; state?: ProjectState } | { path: 'fast'; plan: FastPlan; state: ProjectState };

/** The first decision (builder/fast-plan.ts planBuild), from the project as it is now and the last build's manifest. */
export function decide(): Decision {
  let state: ProjectState;
  try {
    state = takeSnapshot();
  } catch (error) {
    return { path: 'full', reason: `the project could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const forced = fullBuildForced(process.env);
  const plan = planBuild(readManifestText(), { snapshot: state.snapshot, out: forced ? undefined : outFingerprint(), forced });
  return plan.path === 'fast' ? { path: 'fast', plan, state } : { ...plan, state };
}
