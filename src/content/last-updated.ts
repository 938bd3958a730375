import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * "Last updated" under a page: the date of the newest commit that changed its source file. One
 * `git log` over the whole content folder, read once per build process, instead of a process per
 * page (300 pages, each in one of several pre-render workers).
 *
 * A date is only shown when it is known to be right. No date, rather than a wrong one, for:
 * - a file git has never seen (new, not committed yet);
 * - a path whose newest change removed it (deleted, or renamed away) and that exists again
 *   without a commit;
 * - a file whose newest change is a shallow clone's boundary commit: the boundary has no parent,
 *   so git shows every file as added there, whenever it really changed. Files changed after the
 *   boundary keep their dates, so a CI clone of the last 50 commits still dates most pages;
 * - every file when git is missing or the folder is no repository.
 */

/** A page's "Last updated" date: ISO for `<time datetime>`, and as the reader sees it. */
export interface LastUpdated {
  dateTime: string;
  text: string;
}

/** How a commit left a path. */
type Change = 'changed' | 'removed' | 'unknown';

/** The header line of each commit in the log this module asks for. */
export const LOG_FORMAT = 'commit %H %cI';
const HEADER = /^commit ([0-9a-f]{40}|[0-9a-f]{64}) (\S+)$/;
const STATUS = /^([ACDMRTUXB])\d*$/;

/**
 * The newest trustworthy commit date (ISO 8601, UTC) of every path in the output of
 * `git log -z --name-status --format='commit %H %cI'`, whose NUL-separated tokens run: a header;
 * then for each file a status (`M`, `A`, `D`, `T`, or `R`/`C` with a score) and its path, two paths
 * for a rename or copy. `boundaries` are the commits of a shallow clone whose parents are missing.
 * The newest change is decided by date, not by position, so a log in any order gives one answer.
 */
export function parseGitLog(output: string, boundaries: ReadonlySet<string> = new Set()): Map<string, string> {
  const newest = new Map<string, { time: number; change: Change }>();
  const record = (file: string | undefined, time: number, change: Change) => {
    if (!file) return;
    const known = newest.get(file);
    // Ties keep the first seen: git lists newer commits first.
    if (!known || time > known.time) newest.set(file, { time, change });
  };
  const tokens = output.split('\0');
  let commit: { time: number; trusted: boolean } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    // Headers and statuses may carry the newline git puts between a header and its files; paths never
    // pass through here (they are taken with their status), so trimming cannot alter one.
    const token = tokens[i]!.trim();
    const header = HEADER.exec(token);
    if (header) {
      const time = Date.parse(header[2]!);
      commit = Number.isNaN(time) ? undefined : { time, trusted: !boundaries.has(header[1]!) };
      continue;
    }
    const status = STATUS.exec(token)?.[1];
    if (!status) continue; // not part of this format: nothing to learn from it
    const twoPaths = status === 'R' || status === 'C';
    const from = tokens[i + 1];
    const to = twoPaths ? tokens[i + 2] : undefined;
    i += twoPaths ? 2 : 1;
    if (!commit) continue;
    const { time, trusted } = commit;
    const change = (kind: Change): Change => (trusted ? kind : 'unknown');
    if (status === 'D') record(from, time, change('removed'));
    else if (status === 'R') {
      record(from, time, change('removed'));
      record(to, time, change('changed'));
    } else if (status === 'C') record(to, time, change('changed'));
    else record(from, time, change('changed'));
  }
  const dates = new Map<string, string>();
  for (const [file, { time, change }] of newest) if (change === 'changed') dates.set(file, new Date(time).toISOString());
  return dates;
}

/** How a date is shown: `<time datetime="2026-11-20">20 November 2026</time>`, the day in UTC. */
export function formatLastUpdated(iso: string): { dateTime: string; text: string } | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const text = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return { dateTime: date.toISOString().slice(0, 10), text };
}

/** Output of git in `cwd`, or undefined when git is missing or fails. */
function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
      timeout: 60_000,
      // No pager, no prompt, no lock taken on a repository someone else is using.
      env: { ...process.env, GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
  } catch {
    return undefined;
  }
}

/**
 * Every trustworthy date under `folder` (relative to `cwd`), keyed by path relative to `cwd` with
 * forward slashes: the form of `ContentFile.file`. Three git calls in all: is the clone shallow and
 * where it lists its boundaries, and the log itself.
 */
export function readGitDates(cwd: string, folder: string): { dates: Map<string, string>; problem?: string } {
  const facts = git(cwd, ['rev-parse', '--is-shallow-repository', '--git-path', 'shallow'])?.trim().split('\n');
  if (!facts || facts.length < 2) return { dates: new Map(), problem: 'git or the repository is not available' };
  let boundaries = new Set<string>();
  let problem: string | undefined;
  if (facts[0] === 'true') {
    try {
      boundaries = new Set(readFileSync(path.resolve(cwd, facts[1]!), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));
    } catch {
      return { dates: new Map(), problem: 'the clone is shallow and its boundary commits cannot be read' };
    }
    problem = 'the clone is shallow: pages last changed before its oldest commit show no date (clone with the full history to date them all)';
  }
  // --relative: paths relative to cwd, also when the site is a folder of a larger repository.
  const log = git(cwd, ['-c', 'log.showSignature=false', 'log', '-z', '--relative', `--format=${LOG_FORMAT}`, '--name-status', '--', folder]);
  if (log === undefined) return { dates: new Map(), problem: 'git log failed' };
  return { dates: parseGitLog(log, boundaries), problem };
}

let cache: Map<string, string> | undefined;
let cachedAt: string | undefined;

/**
 * The "Last updated" date of a source file (path relative to the project root, as in
 * src/content/pages.ts), or undefined when there is no trustworthy one. The history is read once
 * per build process; under `next dev` again when HEAD has moved, so a new commit shows on refresh
 * (reading the whole log on every render took a tenth of a second).
 */
export function lastUpdated(file: string): LastUpdated | undefined {
  const head = process.env.NODE_ENV === 'production' ? undefined : git(process.cwd(), ['rev-parse', 'HEAD'])?.trim();
  if (!cache || head !== cachedAt) {
    cachedAt = head;
    const { dates, problem } = readGitDates(process.cwd(), 'content');
    // Said once per process, so a build log explains missing dates instead of hiding them.
    if (problem && !cache) console.warn(`Last updated dates: ${problem}.`);
    cache = dates;
  }
  const iso = cache.get(file);
  return iso ? formatLastUpdated(iso) : undefined;
}
