import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import etag from 'etag';

/**
 * The files of the static export as the server sends them: each one a *version*, the bytes of one
 * inode at one moment, read through one open file descriptor and checked to lie inside the site.
 *
 * - **Lengths that hold.** A small file is read whole into memory (a snapshot); its
 *   Content-Length is the snapshot's. A file is only snapshotted when its size and modification
 *   time are the same before and after the read, so a file a rebuild is writing is read again,
 *   never served half old, half new. A large file is streamed from a descriptor opened for that
 *   response, whose version is checked against the one its headers announced.
 * - **Symlinks.** A version is served only when the real path of the file it was opened by is
 *   inside the real root (`out/` itself may be a link): a link to `../package.json`, or a folder
 *   linked from beside the site, is not.
 * - **Rebuilds.** A path's stat is taken again when it is `revalidateMs` old (100 ms); a version
 *   is reused only while device, inode, size, modification and change times all match, so a
 *   rebuild that writes, renames over or deletes a file is seen within 100 ms, and until then the
 *   previous version is sent whole, never a mix. The real-path check and the read are done once
 *   per version, not per request. A stat per request was the server's largest cost: a system call
 *   takes 5–10 µs on this project's machines, and a page took three (`a/b`, `a/b.html`, the
 *   twin), a third of the server's busy time under `--cpu-prof` in `npm run bench:serve`. Files
 *   that do not exist are remembered the same way.
 *
 * Snapshots are kept up to `cacheBytes` in all, least recently used out first.
 */

export interface FileVersion {
  /** The path the file was opened by (inside the root, maybe through links that stay inside). */
  file: string;
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  /** A strong ETag from size and modification time (`etag`'s, as `send` made them, not weak). */
  etag: string;
  lastModified: string;
  /** The whole file, when it is small enough to keep. */
  body: Buffer | undefined;
}

export interface FileCacheOptions {
  /** Files up to this size are snapshotted in memory; larger ones are streamed. */
  maxSnapshotBytes?: number;
  /** Bytes of snapshots kept across requests. */
  cacheBytes?: number;
  /** How long a path's stat is trusted (ms) before it is taken again. */
  revalidateMs?: number;
}

/** What looking a file up can find besides a version. */
export type Miss =
  /** Gone (deleted by a rebuild) or not a regular file. */
  | 'missing'
  /** Its real path is outside the root. */
  | 'outside'
  /** It kept changing while it was read. */
  | 'unstable';

export const MAX_SNAPSHOT_BYTES = 1024 * 1024;
export const CACHE_BYTES = 64 * 1024 * 1024;
export const REVALIDATE_MS = 100;
/** Paths remembered without a snapshot (large, missing or refused files): at most this many in all. */
const MAX_ENTRIES = 50_000;
/** Reads of a file that changes while it is read, before giving up on it for this request. */
const READ_ATTEMPTS = 3;

type Identity = Pick<Stats, 'dev' | 'ino' | 'size' | 'mtimeMs' | 'ctimeMs'>;

const sameVersion = (a: Identity, b: Identity) => a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
/** Unchanged content of one open file: a write or truncation moves the modification time. */
export const sameContent = (a: Identity, b: Identity) => a.size === b.size && a.mtimeMs === b.mtimeMs;

/** Is `file` inside `root` (not root itself, not a sibling such as `out.txt` next to `out/`)? */
export function inside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Does the real path of `file` lie inside `realRoot` (a real path)? False when the file is gone. */
export function realInside(realRoot: string, file: string): boolean {
  try {
    return inside(realRoot, realpathSync.native(file));
  } catch {
    return false;
  }
}

/** `statSync` for a path that may not exist: undefined for a missing file, or a file used as a folder. */
export function statOf(file: string): Stats | undefined {
  try {
    // throwIfNoEntry saves building an exception for the common miss (`a/b` before `a/b.html`).
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENOTDIR (`page.html/index.html`), ELOOP, EACCES…
  }
}

/** What is known of a path, and when its stat was last taken. */
type Entry = { checkedAt: number } & ({ version: FileVersion } | { miss: 'missing' } | { miss: 'outside'; identity: Identity });

export class FileCache {
  private readonly entries = new Map<string, Entry>();
  private snapshotBytes = 0;
  private readonly maxSnapshotBytes: number;
  private readonly cacheBytes: number;
  private readonly revalidateMs: number;

  constructor(
    private readonly root: string,
    { maxSnapshotBytes = MAX_SNAPSHOT_BYTES, cacheBytes = CACHE_BYTES, revalidateMs = REVALIDATE_MS }: FileCacheOptions = {},
  ) {
    this.maxSnapshotBytes = maxSnapshotBytes;
    this.cacheBytes = cacheBytes;
    this.revalidateMs = revalidateMs;
  }

  /**
   * The current version of `file`: the kept one while its stat is fresh or still matches, else the
   * file opened, checked and (when small) read again. `now` is `performance.now()`.
   */
  lookup(file: string, now: number): FileVersion | Miss {
    const known = this.entries.get(file);
    if (known && now - known.checkedAt < this.revalidateMs) {
      if (!('version' in known)) return known.miss;
      // Most recently used last: delete and set again (a Map keeps insertion order).
      this.entries.delete(file);
      this.entries.set(file, known);
      return known.version;
    }
    const stats = statOf(file);
    if (!stats?.isFile()) {
      this.remember(file, { miss: 'missing', checkedAt: now });
      return 'missing';
    }
    if (known && 'version' in known && sameVersion(known.version, stats)) {
      known.checkedAt = now;
      return known.version;
    }
    if (known && 'identity' in known && sameVersion(known.identity, stats)) {
      known.checkedAt = now;
      return known.miss;
    }
    return this.load(file, now);
  }

  /** Forgets what is known of `file`: its next lookup stats and reads it again. */
  forget(file: string): void {
    const entry = this.entries.get(file);
    if (entry && 'version' in entry && entry.version.body) this.snapshotBytes -= entry.version.body.length;
    this.entries.delete(file);
  }

  /**
   * A descriptor that holds `version`'s bytes, for streaming a file too large to keep; undefined
   * when the path now names other bytes (the caller forgets the file and looks it up again).
   */
  open(version: FileVersion): number | undefined {
    let fd: number;
    try {
      fd = openSync(version.file, 'r');
    } catch {
      return undefined;
    }
    if (sameVersion(fstatSync(fd), version)) return fd;
    closeSync(fd);
    return undefined;
  }

  private load(file: string, now: number): FileVersion | Miss {
    this.forget(file);
    for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
      let fd: number;
      try {
        fd = openSync(file, 'r');
      } catch {
        this.remember(file, { miss: 'missing', checkedAt: now });
        return 'missing';
      }
      try {
        const stats = fstatSync(fd);
        if (!stats.isFile()) {
          this.remember(file, { miss: 'missing', checkedAt: now });
          return 'missing';
        }
        // The inode this descriptor holds must be the one at the real path, and that path inside
        // the root: checked through the descriptor, so a link swapped in meanwhile is seen.
        let real: string;
        let realRoot: string;
        try {
          real = realpathSync.native(file);
          realRoot = realpathSync.native(this.root);
        } catch {
          continue; // renamed or deleted between open and realpath: look again
        }
        const atReal = statOf(real);
        if (!atReal || atReal.ino !== stats.ino || atReal.dev !== stats.dev) continue;
        if (!inside(realRoot, real)) {
          this.remember(file, { miss: 'outside', identity: stats, checkedAt: now });
          return 'outside';
        }
        let body: Buffer | undefined;
        if (stats.size <= this.maxSnapshotBytes) {
          body = readWhole(fd, stats);
          if (!body) continue;
        }
        const version: FileVersion = {
          file,
          dev: stats.dev,
          ino: stats.ino,
          size: stats.size,
          mtimeMs: stats.mtimeMs,
          ctimeMs: stats.ctimeMs,
          etag: etag(stats, { weak: false }),
          lastModified: stats.mtime.toUTCString(),
          body,
        };
        this.remember(file, { version, checkedAt: now });
        return version;
      } finally {
        closeSync(fd);
      }
    }
    return 'unstable';
  }

  private remember(file: string, entry: Entry): void {
    this.forget(file);
    this.entries.set(file, entry);
    if ('version' in entry && entry.version.body) this.snapshotBytes += entry.version.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.snapshotBytes <= this.cacheBytes && this.entries.size <= MAX_ENTRIES) break;
      if (oldest === file) break;
      this.forget(oldest);
    }
  }
}

/**
 * The whole file through `fd`, or undefined when it changed while it was read (a rebuild writing
 * it): its size and modification time must be the same after the read, and the read must end at
 * exactly `stats.size` bytes.
 */
function readWhole(fd: number, stats: Stats): Buffer | undefined {
  const body = Buffer.allocUnsafe(stats.size);
  let filled = 0;
  while (filled < stats.size) {
    const read = readSync(fd, body, filled, stats.size - filled, filled);
    if (read === 0) return undefined; // shorter than it was a moment ago
    filled += read;
  }
  if (readSync(fd, Buffer.allocUnsafe(1), 0, 1, stats.size) !== 0) return undefined; // it grew
  return sameContent(fstatSync(fd), stats) ? body : undefined;
}
