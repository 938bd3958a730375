import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticFile } from './static';

describe('resolveStaticFile', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'guides', 'auth'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), 'home');
  writeFileSync(path.join(root, 'guides', 'auth.html'), 'auth');
  writeFileSync(path.join(root, 'guides', 'auth.md'), '# auth');
  it('serves /guides/auth from guides/auth.html', () => expect(resolveStaticFile(root, '/guides/auth')).toBe(path.join(root, 'guides', 'auth.html')));
  it('serves the Markdown twin', () => expect(resolveStaticFile(root, '/guides/auth.md')).toBe(path.join(root, 'guides', 'auth.md')));
  it('serves / from index.html', () => expect(resolveStaticFile(root, '/')).toBe(path.join(root, 'index.html')));
  it('refuses paths outside the site', () => expect(resolveStaticFile(root, '/../../etc/passwd')).toBeUndefined());
  it('returns nothing for a missing page', () => expect(resolveStaticFile(root, '/nope')).toBeUndefined());
});
