import { describe, expect, it } from 'vitest';
import { listGuides } from '../content/pages';
import { sidebarProblems } from './check';
import { sections } from './index';
import type { SectionNav } from './types';

const guides = listGuides();
const guide = (route: string, sidebar?: false) => ({
  route,
  file: `content${route}.mdx`,
  slug: route.split('/').slice(2),
  source: '',
  frontmatter: { title: 'T', description: 'D', ...(sidebar === false ? { sidebar } : {}) },
});

describe('sidebars against the guides', () => {
  it('finds no problem today: every guide in a sidebar, every entry a page', () => {
    expect(sidebarProblems(guides).map((p) => p.message)).toEqual([]);
  });

  it('fails a guide that no sidebar lists, naming its file and where to add it', () => {
    const problems = sidebarProblems([...guides, guide('/guides/storage/forgotten')]).map((p) => p.message);
    expect(problems).toEqual([
      "content/guides/storage/forgotten.mdx:1: the page is in no sidebar: add { title, href: '/guides/storage/forgotten' } to src/nav/sections/storage.ts, or write sidebar: false in its frontmatter if it is reached another way",
    ]);
  });

  it('accepts a guide whose frontmatter says sidebar: false', () => {
    expect(sidebarProblems([...guides, guide('/guides/storage/reached-elsewhere', false)])).toEqual([]);
  });

  it('fails an entry whose page is missing, at the file and line of the entry', () => {
    const withoutQuickstart = guides.filter((g) => g.route !== '/guides/storage/quickstart');
    const [problem] = sidebarProblems(
      withoutQuickstart,
      sections.filter((s: SectionNav) => s.id === 'storage'),
    );
    expect(problem?.message).toMatch(/^src\/nav\/sections\/storage\.ts:\d+: the sidebar links to \/guides\/storage\/quickstart, which is not a page/);
    expect(problem?.line).toBeGreaterThan(5);
  });
});
