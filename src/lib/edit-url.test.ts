import { describe, expect, it } from 'vitest';
import { site } from '../site.config';
import { editUrl } from './edit-url';

describe('edit this page', () => {
  it('links to the source file in the repository editor, on the configured branch', () => {
    expect(editUrl({ url: 'https://github.com/plinth-co/docs', branch: 'main' }, 'content/guides/auth/sessions.mdx')).toBe(
      'https://github.com/plinth-co/docs/edit/main/content/guides/auth/sessions.mdx',
    );
  });

  it('uses the repository of the site configuration', () => {
    expect(site.repository.url).toMatch(/^https:\/\//);
    expect(editUrl(site.repository, 'content/guides/index.mdx')).toBe(`${site.repository.url}/edit/${site.repository.branch}/content/guides/index.mdx`);
  });

  it('accepts the ways a repository address is usually written', () => {
    const expected = 'https://github.com/o/r/edit/main/content/a.mdx';
    for (const url of ['https://github.com/o/r', 'https://github.com/o/r/', 'https://github.com/o/r.git', ' https://github.com/o/r.git/ ']) {
      expect(editUrl({ url, branch: 'main' }, 'content/a.mdx'), url).toBe(expected);
    }
    // Credentials in a configured address never reach a page.
    expect(editUrl({ url: 'https://bot:secret@git.example.com/o/r', branch: 'main' }, 'content/a.mdx')).toBe(
      'https://git.example.com/o/r/edit/main/content/a.mdx',
    );
  });

  it('encodes each segment of the branch and the path, keeping the slashes', () => {
    expect(editUrl({ url: 'https://github.com/o/r', branch: 'release/v2#fix' }, 'content\\guides/./ünï code#1.mdx')).toBe(
      'https://github.com/o/r/edit/release/v2%23fix/content/guides/%C3%BCn%C3%AF%20code%231.mdx',
    );
  });

  it('gives no link when no repository is configured', () => {
    expect(editUrl({ url: '', branch: 'main' }, 'content/a.mdx')).toBeUndefined();
    expect(editUrl({ url: '   ', branch: 'main' }, 'content/a.mdx')).toBeUndefined();
  });

  it('stops the build on configuration that would make a broken or unsafe link', () => {
    expect(() => editUrl({ url: 'github.com/o/r', branch: 'main' }, 'content/a.mdx')).toThrow(/not a URL/);
    expect(() => editUrl({ url: 'javascript:alert(1)', branch: 'main' }, 'content/a.mdx')).toThrow(/https:\/\//);
    expect(() => editUrl({ url: 'https://github.com/o/r', branch: ' / ' }, 'content/a.mdx')).toThrow(/branch/);
    expect(() => editUrl({ url: 'https://github.com/o/r', branch: 'main' }, '../secrets.mdx')).toThrow(/inside the repository/);
    expect(() => editUrl({ url: 'https://github.com/o/r', branch: 'main' }, '')).toThrow(/source file/);
  });
});
