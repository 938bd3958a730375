import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheKey, loadCompiled, PIPELINE_SOURCES } from './cache';

const source = '---\ntitle: Cached\ndescription: A page that is compiled once\n---\n## Set up [#setup]\n\n```ts\nconst a = 1;\n```\n';

describe('content cache', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-cache-'));
    process.env.PLINTH_BUILD_CACHE = dir;
  });
  afterAll(() => {
    delete process.env.PLINTH_BUILD_CACHE;
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles a page once, then serves the same result from the cache', async () => {
    const first = await loadCompiled('content/guides/x.mdx', '/guides/x', source);
    const second = await loadCompiled('content/guides/x.mdx', '/guides/x', source);
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.html).toBe(first.html);
    expect(second.toc).toEqual([{ depth: 2, id: 'setup', text: 'Set up' }]);
    expect(second.markdown).toContain('## Set up');
    expect(second.markdown).toContain('/guides/x');
  }, 30_000);

  it('serves a page another process compiled from the files it left', async () => {
    await loadCompiled('content/guides/y.mdx', '/guides/y', source);
    vi.resetModules(); // a fresh module: nothing remembered in memory, only the files on disk
    const fresh = await import('./cache');
    const again = await fresh.loadCompiled('content/guides/y.mdx', '/guides/y', source);
    expect(again.hit).toBe(true);
    expect(again.toc).toEqual([{ depth: 2, id: 'setup', text: 'Set up' }]);
  });

  it('compiles again when the source or the URL change', () => {
    const key = cacheKey('content/guides/x.mdx', '/guides/x', source);
    expect(cacheKey('content/guides/x.mdx', '/guides/x', `${source}\nMore.`)).not.toBe(key);
    expect(cacheKey('content/guides/x.mdx', '/guides/y', source)).not.toBe(key);
  });

  it('does not keep a page that fails to compile', async () => {
    const broken = '---\ntitle: Broken\ndescription: Uses a component that does not exist\n---\n<Nope />\n';
    await expect(loadCompiled('content/guides/broken.mdx', '/guides/broken', broken)).rejects.toThrow('content/guides/broken.mdx:5');
    const key = cacheKey('content/guides/broken.mdx', '/guides/broken', broken);
    expect(existsSync(path.join(dir, 'content', `${key}.json`))).toBe(false);
  });

  it('its key covers every module the compiler is made of', () => {
    // Walk the local imports of the cache and the compiler; each file must lie in PIPELINE_SOURCES,
    // or an edit to it would leave stale pages in the cache.
    const root = process.cwd();
    const covered = (file: string) => PIPELINE_SOURCES.some((s) => file === s || file.startsWith(`${s}/`));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(path.join(root, file), 'utf8');
      const specs = [...text.matchAll(/^import (?!type )[^'"]*from '([^']+)'/gm), ...text.matchAll(/\bimport\('([^']+)'\)/g)].map((m) => m[1]);
      for (const spec of specs) {
        if (!spec!.startsWith('.') && !spec!.startsWith('@/')) continue;
        const base = spec!.startsWith('@/') ? path.join('src', spec!.slice(2)) : path.join(path.dirname(file), spec!);
        const resolved = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(path.join(root, f)));
        if (!resolved) throw new Error(`cannot resolve ${spec} from ${file}`);
        visit(resolved.split(path.sep).join('/'));
      }
    };
    visit('src/content/cache.ts');
    expect(seen.size).toBeGreaterThan(8);
    expect([...seen].filter((file) => !covered(file))).toEqual([]);
  });
});
