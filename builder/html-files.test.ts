import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles, routeOf } from './html-files';

describe('exported pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'out-'));
  for (const dir of ['guides/auth', '_next/static', 'pagefind', 'vendor/mermaid']) mkdirSync(path.join(root, dir), { recursive: true });
  for (const file of [
    'index.html',
    'guides/auth.html',
    'guides/auth/sessions.html',
    '_next/static/x.html',
    'pagefind/y.html',
    'vendor/mermaid/z.html',
    'guides/auth.md',
  ])
    writeFileSync(path.join(root, file), '');

  it('lists the pages, not the assets', () => {
    expect(
      htmlFiles(root)
        .map((f) => routeOf(root, f))
        .sort(),
    ).toEqual(['/', '/guides/auth', '/guides/auth/sessions']);
  });
});
