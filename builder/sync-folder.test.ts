import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncFolder } from './sync-folder';

describe('syncFolder', () => {
  let dir: string;
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sync-folder-'));
    // The index the last build wrote, with the gzip twins of its text files.
    put('out/pagefind-entry.json', '{"v":1}');
    put('out/pagefind-entry.json.gz', 'twin of v1');
    put('out/fragment/en_same.pf_fragment', 'same');
    put('out/fragment/en_old.pf_fragment', 'old page');
    put('out/index/en_1.pf_index', 'words v1');
    put('out/gone.js', 'gone');
    put('out/gone.js.gz', 'twin of gone');
    // The index written again after an edit.
    put('staging/pagefind-entry.json', '{"v":2}');
    put('staging/fragment/en_same.pf_fragment', 'same');
    put('staging/fragment/en_new.pf_fragment', 'new page');
    put('staging/index/en_1.pf_index', 'words v2');
    // An old time on the unchanged file, to see that it is left alone.
    utimesSync(path.join(dir, 'out/fragment/en_same.pf_fragment'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes what is new or changed, removes what is gone with its twin, and leaves the rest alone', () => {
    const { written, removed } = syncFolder(path.join(dir, 'staging'), path.join(dir, 'out'));
    expect(written.map((file) => path.relative(path.join(dir, 'out'), file)).sort()).toEqual([
      'fragment/en_new.pf_fragment',
      'index/en_1.pf_index',
      'pagefind-entry.json',
    ]);
    expect(removed).toBe(2);
    expect(read('out/pagefind-entry.json')).toBe('{"v":2}');
    expect(read('out/index/en_1.pf_index')).toBe('words v2');
    expect(read('out/fragment/en_new.pf_fragment')).toBe('new page');
    expect(existsSync(path.join(dir, 'out/fragment/en_old.pf_fragment'))).toBe(false);
    expect(existsSync(path.join(dir, 'out/gone.js'))).toBe(false);
    expect(existsSync(path.join(dir, 'out/gone.js.gz'))).toBe(false);
    expect(statSync(path.join(dir, 'out/fragment/en_same.pf_fragment')).mtime.getFullYear()).toBe(2020);
    // A changed file's twin stays for the caller to write again; no temporary file is left.
    expect(read('out/pagefind-entry.json.gz')).toBe('twin of v1');
    expect(readdirSync(path.join(dir, 'out'), { recursive: true }).filter((f) => String(f).endsWith('.plinth-tmp'))).toEqual([]);
  });

  it('makes the target equal to the staging folder, file for file', () => {
    syncFolder(path.join(dir, 'staging'), path.join(dir, 'out'));
    const files = (root: string) =>
      readdirSync(path.join(dir, root), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.endsWith('.gz'))
        .map((e) => path.relative(path.join(dir, root), path.join(e.parentPath, e.name)))
        .sort();
    expect(files('out')).toEqual(files('staging'));
    for (const file of files('staging')) expect(read(`out/${file}`)).toBe(read(`staging/${file}`));
  });
});
