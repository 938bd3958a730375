import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compareOut, compareReading, readerView } from './compare-out';

const root = mkdtempSync(path.join(tmpdir(), 'compare-out-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An export with build id `id`, chunk `chunk` and the given page text. */
function out(name: string, id: string, chunk: string, body: string, extra: Record<string, string> = {}) {
  const dir = path.join(root, name);
  const page = `<script src="/_next/static/chunks/${chunk}.js" async=""></script><p>${body}</p>`;
  const files: Record<string, string> = {
    [`_next/${id}/x`]: '',
    [`_next/static/chunks/${chunk}.js`]: '',
    'guides/a.html': page,
    'guides/a.txt': `0:{"b":"${id}"}`,
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, 'guides/a.html.gz'), gzipSync(page));
  return dir;
}

describe('compareOut', () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);

  it('finds two builds of the same pages equal, whatever their build id and chunk hashes', () => {
    const result = compareOut(out('a', 'id111', '2rv5jvl35qh22', 'Same'), out('b', 'id222', '0cz1d0mv5g_q7', 'Same'));
    expect(result).toMatchObject({ differing: [], onlyBefore: [], onlyAfter: [], compared: 3, nextAssets: [2, 2] });
  });

  it('names each page that differs (its gzip twin too) and each file only one side has', () => {
    const result = compareOut(out('c', 'id111', 'aaa', 'Before'), out('d', 'id111', 'aaa', 'After', { 'llms.txt': 'x' }));
    expect(result.differing).toEqual(['guides/a.html', 'guides/a.html.gz']);
    expect(result.onlyAfter).toEqual(['llms.txt']);
  });
});

describe('compareReading (--reader)', () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const site = (name: string, html: string) => {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, 'guides'), { recursive: true });
    writeFileSync(path.join(dir, 'guides/a.html'), html);
    return dir;
  };
  const page = (head: string, body: string) => `<html><head><title>Sessions</title>${head}</head><body>${body}</body></html>`;

  it('does not count how a page is built: scripts, styles, classes and attributes', () => {
    const a = site('r1', page('<script>boot(1)</script>', '<main class="a"><h1>Sessions</h1><a href="/x">Next</a></main>'));
    const b = site(
      'r2',
      page(
        '<script>boot(1,2)</script><style>p{}</style>',
        '<main class="b" data-x="1"><h1 id="t">Sessions</h1><a href="/x" class="l">Next</a><script>x()</script></main>',
      ),
    );
    expect(compareReading(a, b)).toEqual({ differing: [], compared: 1 });
  });

  it('names a page whose text, link targets or title a reader would see change', () => {
    const base = site('r3', page('', '<main><p>Loading credential panel…</p><a href="/x">Next</a></main>'));
    const text = site('r4', page('', '<main><p>Log in to choose a project</p><a href="/x">Next</a></main>'));
    const link = site('r5', page('', '<main><p>Loading credential panel…</p><a href="/y">Next</a></main>'));
    expect(compareReading(base, text).differing.map((d) => d.what.split(':')[0])).toEqual(['text']);
    expect(compareReading(base, link).differing.map((d) => d.what.split(':')[0])).toEqual(['links']);
    expect(readerView(page('<meta name="description" content="How sessions end">', '')).head).toBe('Sessions | How sessions end | ');
  });
});
