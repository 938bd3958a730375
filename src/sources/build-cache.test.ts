import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyOf, pruneCached, readCached, sourcesFingerprint, writeCached } from './build-cache';

const isNumbers = (value: unknown): value is { n: number[] } => Array.isArray((value as { n?: unknown } | null)?.n);

describe('build cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
    process.env.PLINTH_BUILD_CACHE = path.join(dir, 'cache');
  });
  afterEach(() => {
    delete process.env.PLINTH_BUILD_CACHE;
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives back what was stored, and nothing for a key never stored', () => {
    writeCached('things', 'k1', { n: [1, 2] });
    expect(readCached('things', 'k1', isNumbers)).toEqual({ n: [1, 2] });
    expect(readCached('things', 'k2', isNumbers)).toBeUndefined();
    expect(readCached('other', 'k1', isNumbers)).toBeUndefined();
    expect(readdirSync(path.join(dir, 'cache', 'things'))).toEqual(['k1.json']); // no temporary file left behind
  });

  it('treats a truncated or foreign entry as missing, so it is computed again', () => {
    mkdirSync(path.join(dir, 'cache', 'things'), { recursive: true });
    writeFileSync(path.join(dir, 'cache', 'things', 'cut.json'), '{"n":[1,');
    writeFileSync(path.join(dir, 'cache', 'things', 'odd.json'), '{"m":1}');
    expect(readCached('things', 'cut', isNumbers)).toBeUndefined();
    expect(readCached('things', 'odd', isNumbers)).toBeUndefined();
  });

  it('prunes the entries nothing uses any more, and only in its own namespace', () => {
    writeCached('things', 'current', { n: [1] });
    writeCached('things', 'old', { n: [0] });
    writeCached('other', 'old', { n: [2] });
    expect(pruneCached('things', new Set(['current']))).toBe(1);
    expect(readCached('things', 'current', isNumbers)).toEqual({ n: [1] });
    expect(readCached('things', 'old', isNumbers)).toBeUndefined();
    expect(readCached('other', 'old', isNumbers)).toEqual({ n: [2] });
    expect(pruneCached('never-written', new Set())).toBe(0);
  });

  it('keys keep their parts apart', () => {
    expect(keyOf('ab', 'c')).not.toBe(keyOf('a', 'bc'));
    expect(keyOf('a', 'b')).toBe(keyOf('a', 'b'));
  });

  it('fingerprints the sources of a folder, changing when one changes and ignoring tests', () => {
    const root = path.join(dir, 'project');
    mkdirSync(path.join(root, 'lib'), { recursive: true });
    writeFileSync(path.join(root, 'lib', 'a.ts'), 'export const a = 1;');
    writeFileSync(path.join(root, 'lib', 'a.test.ts'), 'test 1');
    writeFileSync(path.join(root, 'deps.json'), '{}');
    const before = sourcesFingerprint(['lib', 'deps.json'], root);

    const otherRoot = path.join(dir, 'project2');
    mkdirSync(path.join(otherRoot, 'lib'), { recursive: true });
    writeFileSync(path.join(otherRoot, 'lib', 'a.ts'), 'export const a = 2;');
    writeFileSync(path.join(otherRoot, 'lib', 'a.test.ts'), 'test 2');
    writeFileSync(path.join(otherRoot, 'deps.json'), '{}');
    expect(sourcesFingerprint(['lib', 'deps.json'], otherRoot)).not.toBe(before);

    const testsOnly = path.join(dir, 'project3');
    mkdirSync(path.join(testsOnly, 'lib'), { recursive: true });
    writeFileSync(path.join(testsOnly, 'lib', 'a.ts'), 'export const a = 1;');
    writeFileSync(path.join(testsOnly, 'lib', 'a.test.ts'), 'a different test');
    writeFileSync(path.join(testsOnly, 'deps.json'), '{}');
    expect(sourcesFingerprint(['lib', 'deps.json'], testsOnly)).toBe(before);
  });
});
