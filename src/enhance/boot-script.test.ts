// @vitest-environment happy-dom
import { statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-script';

vi.mock('esbuild', async (original) => {
  const esbuild = await original<typeof import('esbuild')>();
  return { ...esbuild, buildSync: vi.fn(esbuild.buildSync) };
});

describe('the inline boot script', () => {
  it('runs on its own, inlined: every helper it needs is in it', () => {
    const early = () => window.__plinthEarlyKeys;
    delete window.__plinthEarlyKeys;
    expect(() => new Function(bootScript())()).not.toThrow();
    expect(early()?.keys).toEqual([]);
    early()?.stop();
    delete window.__plinthEarlyKeys;
  });

  it('is one text, compiled once, whoever asks: what the site’s policy allows by its hash', () => {
    const text = bootScript();
    const compilations = vi.mocked(buildSync).mock.calls.length;
    expect(bootScript()).toBe(text);
    expect(vi.mocked(buildSync).mock.calls.length).toBe(compilations);
    expect(text).not.toContain('<');
    // The storage keys and the search-key rule are compiled in, not left as references.
    expect(text).toContain('"plinth-docs-theme"');
  });

  it('is compiled again once one of its sources has changed (an edit under next dev)', () => {
    const before = bootScript();
    const compilations = vi.mocked(buildSync).mock.calls.length;
    // A source of it other than boot.ts: what it imports counts too.
    const source = path.resolve('src/lib/search-open.ts');
    const { atime, mtime } = statSync(source);
    try {
      utimesSync(source, atime, new Date(mtime.getTime() + 5000));
      expect(bootScript()).toBe(before);
      expect(vi.mocked(buildSync).mock.calls.length).toBe(compilations + 1);
    } finally {
      utimesSync(source, atime, mtime);
    }
  });
});
