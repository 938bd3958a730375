import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatLastUpdated, parseGitLog, readGitDates } from './last-updated';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const D = 'd'.repeat(40);
const E = 'e'.repeat(40);

/** What `git log -z --name-status --format='commit %H %cI'` prints: NUL between tokens, a newline before each commit's files. */
const log = (...commits: [hash: string, date: string, ...files: string[]][]) =>
  commits.map(([hash, date, ...files]) => `commit ${hash} ${date}\0${files.length ? `\n${files.join('\0')}\0` : ''}`).join('');

describe('the git log parser', () => {
  // Newest first, as git prints it.
  const history = log(
    [E, '2026-11-20T09:15:00+01:00', 'M', 'content/guides/auth/sessions.mdx', 'D', 'content/guides/old.mdx'],
    [D, '2026-10-02T23:30:00-05:00', 'R100', 'content/guides/auth/login.mdx', 'content/guides/auth/sign-in.mdx', 'A', 'content/guides/new page "quoted".mdx'],
    [C, '2026-09-01T12:00:00+00:00'], // a merge: no files of its own
    [B, '2026-08-15T08:00:00+02:00', 'C75', 'content/guides/auth/sessions.mdx', 'content/guides/auth/tokens.mdx', 'T', 'content/guides/link.mdx'],
    [A, '2026-01-01T00:00:00+00:00', 'A', 'content/guides/auth/sessions.mdx', 'A', 'content/guides/auth/login.mdx', 'A', 'content/guides/old.mdx'],
  );

  it('gives each file the date of the newest commit that changed it, in UTC', () => {
    const dates = parseGitLog(history);
    expect(dates.get('content/guides/auth/sessions.mdx')).toBe('2026-11-20T08:15:00.000Z');
    // Renamed: the new name is dated by the rename; a file copied from another by the copy.
    expect(dates.get('content/guides/auth/sign-in.mdx')).toBe('2026-10-03T04:30:00.000Z');
    expect(dates.get('content/guides/auth/tokens.mdx')).toBe('2026-08-15T06:00:00.000Z');
    expect(dates.get('content/guides/link.mdx')).toBe('2026-08-15T06:00:00.000Z');
    // Paths are taken as they are, whatever characters they hold (-z: no quoting).
    expect(dates.get('content/guides/new page "quoted".mdx')).toBe('2026-10-03T04:30:00.000Z');
  });

  it('dates no path whose newest change removed it: deleted, or renamed away', () => {
    const dates = parseGitLog(history);
    expect(dates.has('content/guides/old.mdx')).toBe(false);
    expect(dates.has('content/guides/auth/login.mdx')).toBe(false);
    expect([...dates.keys()].sort()).toEqual([
      'content/guides/auth/sessions.mdx',
      'content/guides/auth/sign-in.mdx',
      'content/guides/auth/tokens.mdx',
      'content/guides/link.mdx',
      'content/guides/new page "quoted".mdx',
    ]);
  });

  it('dates a deleted path again once it is added back', () => {
    const dates = parseGitLog(log([B, '2026-03-01T00:00:00Z', 'A', 'content/x.mdx'], [A, '2026-02-01T00:00:00Z', 'D', 'content/x.mdx']));
    expect(dates.get('content/x.mdx')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('decides by date, not by the order of the log', () => {
    const dates = parseGitLog(log([A, '2026-01-01T00:00:00Z', 'M', 'content/x.mdx'], [B, '2026-05-01T00:00:00Z', 'M', 'content/x.mdx']));
    expect(dates.get('content/x.mdx')).toBe('2026-05-01T00:00:00.000Z');
  });

  it('in a shallow clone, dates no file whose newest commit is a boundary (git shows every file as added there)', () => {
    // `git clone --depth 2`: C is the boundary, its parents are missing.
    const shallow = log(
      [E, '2026-11-20T09:00:00Z', 'M', 'content/guides/a.mdx'],
      [C, '2026-06-01T09:00:00Z', 'A', 'content/guides/a.mdx', 'A', 'content/guides/b.mdx', 'A', 'content/guides/c.mdx'],
    );
    const dates = parseGitLog(shallow, new Set([C]));
    expect(dates.get('content/guides/a.mdx')).toBe('2026-11-20T09:00:00.000Z');
    expect(dates.has('content/guides/b.mdx')).toBe(false);
    expect(dates.has('content/guides/c.mdx')).toBe(false);
    // A depth-1 clone: nothing is known.
    expect(parseGitLog(log([C, '2026-06-01T09:00:00Z', 'A', 'content/guides/a.mdx']), new Set([C])).size).toBe(0);
  });

  it('gives nothing for empty or foreign output, and skips commits with an unreadable date', () => {
    expect(parseGitLog('').size).toBe(0);
    expect(parseGitLog('fatal: not a git repository\n').size).toBe(0);
    expect(parseGitLog(log([A, 'yesterday', 'M', 'content/x.mdx'])).size).toBe(0);
  });
});

describe('how the date is shown', () => {
  it('is a long British date of the UTC day, with a machine-readable datetime', () => {
    expect(formatLastUpdated('2026-11-20T08:15:00.000Z')).toEqual({ dateTime: '2026-11-20', text: '20 November 2026' });
    // 23:30 in New York on 2 October is 3 October in UTC.
    expect(formatLastUpdated(new Date('2026-10-02T23:30:00-05:00').toISOString())).toEqual({ dateTime: '2026-10-03', text: '3 October 2026' });
    expect(formatLastUpdated('not a date')).toBeUndefined();
  });
});

describe('reading a real repository', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'plinth-last-updated-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // Isolated from the machine's git configuration (signing, hooks, default branch names).
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' };
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, { cwd, env: { ...env, ...(date ? { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } : {}) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const write = (repo: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };

  const repo = path.join(root, 'repo');
  mkdirSync(repo);
  git(repo, ['init', '-q']);
  write(repo, 'content/guides/a.mdx', 'a');
  write(repo, 'content/guides/b.mdx', 'b');
  write(repo, 'README.md', 'outside the content folder');
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-qm', 'first'], '2026-01-10T10:00:00+00:00');
  git(repo, ['mv', 'content/guides/b.mdx', 'content/guides/renamed.mdx']);
  git(repo, ['commit', '-qm', 'rename'], '2026-02-10T10:00:00+00:00');
  write(repo, 'content/guides/a.mdx', 'a, changed');
  git(repo, ['commit', '-qam', 'change'], '2026-03-10T10:00:00+00:00');
  write(repo, 'content/guides/uncommitted.mdx', 'new');

  it('dates committed files from one log of the content folder, and not the uncommitted one', () => {
    const { dates, problem } = readGitDates(repo, 'content');
    expect(problem).toBeUndefined();
    expect(Object.fromEntries(dates)).toEqual({
      'content/guides/a.mdx': '2026-03-10T10:00:00.000Z',
      'content/guides/renamed.mdx': '2026-02-10T10:00:00.000Z',
    });
  });

  it('in a shallow clone, dates only what changed after its boundary, and says why the rest has no date', () => {
    const clone = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
    const { dates, problem } = readGitDates(clone, 'content');
    expect(dates.size).toBe(0);
    expect(problem).toMatch(/shallow/);
    const deeper = path.join(root, 'deeper');
    git(root, ['clone', '-q', '--depth', '2', `file://${repo}`, deeper]);
    expect(Object.fromEntries(readGitDates(deeper, 'content').dates)).toEqual({ 'content/guides/a.mdx': '2026-03-10T10:00:00.000Z' });
  });

  it('gives no dates, and a reason, outside a repository', () => {
    const plain = path.join(root, 'plain');
    write(plain, 'content/guides/a.mdx', 'a');
    const { dates, problem } = readGitDates(plain, 'content');
    expect(dates.size).toBe(0);
    expect(problem).toMatch(/not available/);
  });
});
