/**
 * How a build reaches readers: never by writing into the site they are reading.
 *
 * - `out` is a symbolic link to the live release, `.publish/releases/<id>/`. A build writes a new
 *   release in `.publish/staging/<id>/` (a full build from scratch, the fast path as a copy of the
 *   live release made of hard links, whose changed files are replaced, never written into), checks
 *   that it is complete, moves it to `releases/` and then renames a new link over `out`: one
 *   rename, so a reader, the server or a CDN upload sees the old release or the new one, never a
 *   mix and never a half-written file. The previous release is kept until the next publish, so a
 *   response that began on it ends on it.
 * - A build that fails, is interrupted or is killed leaves only its staging folder, which the next
 *   build removes: the live site is the last complete one.
 * - One build at a time: a lock file names the build holding it (pid, kind, start); a second build
 *   is refused with that name. A lock whose process is gone is taken over.
 */
import {
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface PublishPaths {
  /** The project root. */
  root: string;
  /** The link readers and the server follow: `<root>/out`. */
  link: string;
  releases: string;
  staging: string;
  lock: string;
}

export function publishPaths(root = process.cwd()): PublishPaths {
  const base = path.join(root, '.publish');
  return {
    root,
    link: path.join(root, 'out'),
    releases: path.join(base, 'releases'),
    staging: path.join(base, 'staging'),
    lock: path.join(base, 'build.lock'),
  };
}

/** What the lock file says about the build holding it. */
export interface LockHolder {
  pid: number;
  host: string;
  kind: string;
  started: string;
}

export class BuildLockedError extends Error {
  constructor(readonly holder: LockHolder) {
    const since = Math.max(0, Math.round((Date.now() - Date.parse(holder.started)) / 1000));
    super(
      `another build is running: pid ${holder.pid} (${holder.kind}), started ${holder.started}, ${since} s ago. Wait for it to finish, or stop it (kill ${holder.pid}).`,
    );
    this.name = 'BuildLockedError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(lock: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(lock, 'utf8')) as LockHolder;
  } catch {
    return undefined; // gone meanwhile, or written by a build killed halfway through writing it
  }
}

/** A holder that no longer runs: its process is gone (on this machine), or its file is unreadable. */
const stale = (holder: LockHolder | undefined) => !holder || (holder.host === hostname() && !alive(holder.pid));

/**
 * Takes the build lock for this process, or throws BuildLockedError naming the build that holds it.
 * Returns the function that releases it (also called on exit). The lock file is created with
 * O_EXCL, so of two builds starting together exactly one gets it. A stale lock is removed only
 * under a second, short-lived lock (a folder made with mkdir, also exclusive), and only after
 * reading it again there: two builds that both found it stale cannot remove each other's new lock.
 */
export function acquireBuildLock(paths: PublishPaths, kind: string): () => void {
  mkdirSync(path.dirname(paths.lock), { recursive: true });
  const holder: LockHolder = { pid: process.pid, host: hostname(), kind, started: new Date().toISOString() };
  const takeover = `${paths.lock}.takeover`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      writeFileSync(paths.lock, JSON.stringify(holder), { flag: 'wx' });
      const release = () => {
        if (readHolder(paths.lock)?.pid === process.pid) rmSync(paths.lock, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readHolder(paths.lock);
    if (!stale(current)) throw new BuildLockedError(current!);
    try {
      mkdirSync(takeover);
    } catch {
      // Another build is taking the stale lock over; a takeover left by a killed build expires.
      if (Date.now() - (statSafe(takeover)?.mtimeMs ?? Date.now()) > 10_000) rmSync(takeover, { recursive: true, force: true });
      sleep(25);
      continue;
    }
    try {
      if (stale(readHolder(paths.lock))) rmSync(paths.lock, { force: true });
    } finally {
      rmdirSync(takeover);
    }
  }
  throw new Error(`could not take the build lock ${paths.lock}`);
}

const statSafe = (file: string) => {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
};

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The real folder of the live release, or undefined when nothing is published. */
export function liveRelease(paths: PublishPaths): string | undefined {
  try {
    return realpathSync(paths.link);
  } catch {
    return undefined;
  }
}

/** A release id that sorts by time: `20261201T113005123Z-4242`. */
const releaseId = () => `${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`;

/**
 * A new, empty staging folder for this build, after removing what killed or failed builds left
 * there (the caller holds the build lock, so no other build is using them).
 */
export function startStaging(paths: PublishPaths): string {
  rmSync(paths.staging, { recursive: true, force: true });
  const dir = path.join(paths.staging, releaseId());
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Makes `to` a copy of `from` made of hard links: instant, and no extra space. A file of the copy
 * must then only be replaced (replaceFile), never written into: writing into it would write into
 * the live release too.
 */
export function cloneTree(from: string, to: string): number {
  let files = 0;
  const walk = (relative: string) => {
    mkdirSync(path.join(to, relative), { recursive: true });
    for (const entry of readdirSync(path.join(from, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        linkSync(path.join(from, child), path.join(to, child));
        files++;
      }
    }
  };
  walk('');
  return files;
}

/** Writes a file by writing beside it and renaming over it: safe in a copy made of hard links. */
export function replaceFile(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.publish-tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** What a release must hold before it is published: a site that answers its home page, its 404 page, search and the machines' files. */
export const RELEASE_MUST_HOLD = [
  'index.html',
  '404.html',
  'sitemap.xml',
  'llms.txt',
  'robots.txt',
  'pagefind/pagefind.js',
  '_mcp/index.json',
  '_headers',
  '_redirects',
  '_nginx.conf',
];

export function missingFromRelease(dir: string): string[] {
  return RELEASE_MUST_HOLD.filter((file) => !statSafe(path.join(dir, file))?.isFile());
}

export interface Published {
  release: string;
  previous: string | undefined;
  removed: string[];
}

/**
 * Publishes a complete staging folder: it becomes a release, and `out` is switched to it by one
 * rename. Releases other than the new one and the one it replaces are removed afterwards. Throws,
 * publishing nothing, when the staging folder is not a complete site.
 */
export function publish(paths: PublishPaths, staging: string): Published {
  const missing = missingFromRelease(staging);
  if (missing.length) throw new Error(`the new site is incomplete (no ${missing.join(', ')}); the live site is unchanged`);
  mkdirSync(paths.releases, { recursive: true });
  const release = path.join(paths.releases, path.basename(staging));
  renameSync(staging, release);
  let previous = liveRelease(paths);
  const link = `${paths.link}.${process.pid}.publish-tmp`;
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(paths.link), release), link);
  const existing = lstatSafe(paths.link);
  if (existing && !existing.isSymbolicLink()) {
    // An out/ folder from before releases becomes the previous release. A folder cannot be
    // renamed over, so between these two renames there is briefly no out (once, ever).
    previous = path.join(paths.releases, `${releaseId()}-folder`);
    renameSync(paths.link, previous);
  }
  renameSync(link, paths.link);
  const removed: string[] = [];
  for (const name of readdirSync(paths.releases)) {
    const dir = path.join(paths.releases, name);
    if (dir === release || dir === previous) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return { release, previous, removed };
}

const lstatSafe = (file: string) => {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
};

/** Where `out` points, as written in the link (for messages and tests). */
export function linkTarget(paths: PublishPaths): string | undefined {
  try {
    return readlinkSync(paths.link);
  } catch {
    return undefined;
  }
}

/** Removes a staging folder that will not be published (the fast path found nothing to write). */
export const discardStaging = (dir: string): void => rmSync(dir, { recursive: true, force: true });
