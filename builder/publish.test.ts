import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireBuildLock, BuildLockedError, cloneTree, liveRelease, publish, publishPaths, RELEASE_MUST_HOLD, replaceFile, startStaging } from './publish';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const project = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
  roots.push(dir);
  return publishPaths(dir);
};

/** A staging folder holding a complete site whose every file says `label`. */
function completeStaging(paths: ReturnType<typeof publishPaths>, label: string): string {
  const dir = startStaging(paths);
  for (const file of [...RELEASE_MUST_HOLD, 'guides/auth.html']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${label} ${file}`);
  }
  return dir;
}

const read = (paths: ReturnType<typeof publishPaths>, file: string) => readFileSync(path.join(paths.link, file), 'utf8');

describe('publish', () => {
  it('switches out to the new release by a link, keeps the one it replaces and removes older ones', () => {
    const paths = project();
    const first = publish(paths, completeStaging(paths, 'one'));
    expect(lstatSync(paths.link).isSymbolicLink()).toBe(true);
    expect(read(paths, 'guides/auth.html')).toBe('one guides/auth.html');
    const second = publish(paths, completeStaging(paths, 'two'));
    expect(second.previous).toBe(first.release);
    expect(read(paths, 'guides/auth.html')).toBe('two guides/auth.html');
    const third = publish(paths, completeStaging(paths, 'three'));
    expect(third.removed).toEqual([first.release]);
    expect(
      readdirSync(paths.releases)
        .map((name) => path.join(paths.releases, name))
        .sort(),
    ).toEqual([second.release, third.release].sort());
  });

  it('refuses an incomplete site and leaves the live one as it was', () => {
    const paths = project();
    publish(paths, completeStaging(paths, 'one'));
    const staging = completeStaging(paths, 'two');
    rmSync(path.join(staging, 'pagefind/pagefind.js'));
    expect(() => publish(paths, staging)).toThrow(/incomplete \(no pagefind\/pagefind\.js\); the live site is unchanged/);
    expect(read(paths, 'index.html')).toBe('one index.html');
  });

  it('turns an out/ folder from before releases into the previous release', () => {
    const paths = project();
    mkdirSync(paths.link);
    writeFileSync(path.join(paths.link, 'index.html'), 'old folder');
    const published = publish(paths, completeStaging(paths, 'new'));
    expect(read(paths, 'index.html')).toBe('new index.html');
    expect(readFileSync(path.join(published.previous!, 'index.html'), 'utf8')).toBe('old folder');
  });

  it('a release copied as hard links and then replaced file by file leaves the live release byte for byte as it was', () => {
    const paths = project();
    const live = publish(paths, completeStaging(paths, 'one')).release;
    const staging = startStaging(paths);
    cloneTree(liveRelease(paths)!, staging);
    replaceFile(path.join(staging, 'guides/auth.html'), 'edited');
    expect(readFileSync(path.join(live, 'guides/auth.html'), 'utf8')).toBe('one guides/auth.html');
    publish(paths, staging);
    expect(read(paths, 'guides/auth.html')).toBe('edited');
    expect(read(paths, 'llms.txt')).toBe('one llms.txt');
    expect(readFileSync(path.join(live, 'guides/auth.html'), 'utf8')).toBe('one guides/auth.html');
  });

  it('starting a build removes what killed builds left in staging, never the live release', () => {
    const paths = project();
    publish(paths, completeStaging(paths, 'one'));
    const left = completeStaging(paths, 'killed');
    const next = startStaging(paths);
    expect(existsSync(left)).toBe(false);
    expect(existsSync(next)).toBe(true);
    expect(read(paths, 'index.html')).toBe('one index.html');
    expect(realpathSync(paths.link).startsWith(paths.releases)).toBe(true);
  });
});

describe('the build lock', () => {
  it('refuses a second build, naming the first', () => {
    const paths = project();
    const release = acquireBuildLock(paths, 'first build');
    expect(() => acquireBuildLock(paths, 'second build')).toThrow(BuildLockedError);
    expect(() => acquireBuildLock(paths, 'second build')).toThrow(new RegExp(`another build is running: pid ${process.pid} \\(first build\\)`));
    release();
    acquireBuildLock(paths, 'after the first')();
  });

  it('takes over a lock whose build is gone', () => {
    const paths = project();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    mkdirSync(path.dirname(paths.lock), { recursive: true });
    writeFileSync(paths.lock, JSON.stringify({ pid: Number(gone.stdout.trim()), host: hostname(), kind: 'killed', started: new Date().toISOString() }));
    const release = acquireBuildLock(paths, 'new build');
    expect(JSON.parse(readFileSync(paths.lock, 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(paths.lock)).toBe(false);
  });

  it('of builds that start together exactly one gets the lock', async () => {
    const paths = project();
    // Each racer holds the lock for 3 s if it gets it: long after every other one has tried.
    const script = `import(${JSON.stringify(path.resolve(import.meta.dirname, 'publish.ts'))}).then(({ acquireBuildLock, publishPaths }) => { try { acquireBuildLock(publishPaths(${JSON.stringify(paths.root)}), 'racer'); console.log('got'); setTimeout(() => {}, 3000); } catch (e) { console.log(e.name); } })`;
    const racers = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '-e', script]);
            let out = '';
            child.stdout.on('data', (chunk) => (out += chunk));
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    expect(racers.sort()).toEqual(['BuildLockedError', 'BuildLockedError', 'BuildLockedError', 'BuildLockedError', 'BuildLockedError', 'got']);
  }, 60_000);
});
