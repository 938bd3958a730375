import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** listGuides() over a content folder made for the test (the module reads process.cwd() when loaded). */
async function guidesIn(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'guides-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.resetModules();
  const pages = await import('./pages');
  return { root, listGuides: pages.listGuides };
}

const ok = '---\ntitle: T\ndescription: D\n---\nBody\n';
let root = '';
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('listGuides', () => {
  it('derives routes from files, index.mdx being its folder', async () => {
    const found = await guidesIn({ 'content/guides/auth/index.mdx': ok, 'content/guides/auth/sessions.mdx': ok });
    root = found.root;
    expect(found.listGuides().map((g) => g.route)).toEqual(['/guides/auth', '/guides/auth/sessions']);
  });

  it('refuses file names that cannot be a clean URL, and reports every broken page at once', async () => {
    const found = await guidesIn({
      'content/guides/a&b.mdx': ok,
      'content/guides/with space/page.mdx': ok,
      'content/guides/no-title.mdx': '---\ndescription: D\n---\nBody\n',
      'content/guides/fine.mdx': ok,
    });
    root = found.root;
    const message = (() => {
      try {
        found.listGuides();
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    })();
    expect(message).toMatch(/^3 problems:/);
    expect(message).toContain('content/guides/a&b.mdx: "a&b.mdx" cannot be part of a page\'s URL');
    expect(message).toContain('content/guides/with space/page.mdx: "with space" cannot be part of a page\'s URL');
    expect(message).toContain('content/guides/no-title.mdx:1: frontmatter field "title" is required');
  });
});
