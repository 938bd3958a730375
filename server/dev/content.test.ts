import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentAnswer } from './content';

describe("the development server's content of a saved page", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dev-content-'));
  mkdirSync(path.join(root, 'content', 'guides'), { recursive: true });
  writeFileSync(path.join(root, 'secret.mdx'), '---\ntitle: Secret\ndescription: Outside content.\n---\n\nThe secret.\n');
  symlinkSync(path.join(root, 'secret.mdx'), path.join(root, 'content', 'guides', 'link.mdx'));
  writeFileSync(path.join(root, 'content', 'guides', 'page.mdx'), '---\ntitle: A page\ndescription: A page.\n---\n\n## Saved heading\n\nSaved text.\n');
  writeFileSync(
    path.join(root, 'content', 'guides', 'broken.mdx'),
    '---\ntitle: Broken\ndescription: A page.\n---\n\n<Admonition type="warning">Careful.</Admonition>\n',
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("is the page's HTML as its file is now", async () => {
    const answer = await contentAnswer(root, 'content/guides/page.mdx');
    expect(answer.status).toBe(200);
    expect('html' in answer.body && answer.body.html).toMatch(/<h2 id="saved-heading"[^>]*>[\s\S]*Saved text\./);
  });

  it('says a page that does not compile is not to be shown, without its content', async () => {
    const answer = await contentAnswer(root, 'content/guides/broken.mdx');
    expect(answer.status).toBe(422);
    expect('problem' in answer.body && answer.body.problem).toMatch(/Admonition/);
  });

  it('reads no file outside content/, by path or through a link', async () => {
    for (const file of [
      null,
      '../secret.mdx',
      'content/../secret.mdx',
      'content/guides/../../secret.mdx',
      '/etc/passwd',
      'content/guides/page.md',
      'content/guides/missing.mdx',
    ]) {
      const answer = await contentAnswer(root, file);
      expect(answer.status, String(file)).toBe(404);
      expect(JSON.stringify(answer.body), String(file)).not.toContain('The secret.');
    }
    const linked = await contentAnswer(root, 'content/guides/link.mdx');
    expect(linked).toEqual({ status: 404, body: { problem: 'content/guides/link.mdx is not inside content/' } });
  });
});
