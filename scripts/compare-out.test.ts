import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compareOut } from './compare-out';

const root = mkdtempSync(path.join(tmpdir(), 'compare-out-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An export with build id `id`, chunk `chunk` and the given page text. */
function out(name: string, id: string, chunk: string, body: string, extra: Record<string, string> = {}) {
  const dir = path.join(root, name);
  const page = `<script src="/_next/static/chunks/${chunk}.js" async=""></script><p>${body}</p>`;
  const files: Record<string, string> = { [`_next/${id}/x`]: '', [`_next/static/chunks/${chunk}.js`]: '', 'guides/a.html': page, 'guides/a.txt': `0:{"b":"${id}"}`, ...extra };
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
