import { describe, expect, it } from 'vitest';
import { listGuides } from '@/content/pages';
import { contentIndex } from '@/site';
import { ancestorsOf, breadcrumbs, flattenSection, pageDirectory, prevNext, sectionOf, sections, topLevelMenu } from '.';
import { references } from './references';

describe('top-level menu (spec §2)', () => {
  it('has the 14 sections at exactly the spec routes', () => {
    expect(topLevelMenu).toEqual([
      { title: 'Home', href: '/' },
      { title: 'Getting Started', href: '/guides/getting-started' },
      { title: 'Database', href: '/guides/database/overview' },
      { title: 'Auth', href: '/guides/auth' },
      { title: 'Storage', href: '/guides/storage' },
      { title: 'Edge Functions', href: '/guides/functions' },
      { title: 'Realtime', href: '/guides/realtime' },
      { title: 'AI & Vectors', href: '/guides/ai' },
      { title: 'REST', href: '/guides/api' },
      { title: 'GraphQL', href: '/guides/graphql' },
      { title: 'Local Dev / CLI', href: '/guides/cli' },
      { title: 'Platform', href: '/guides/platform' },
      { title: 'Self-Hosting', href: '/guides/self-hosting' },
      { title: 'Resources', href: '/guides/resources' },
    ]);
  });
});

describe('sidebars', () => {
  const routes = new Set(listGuides().map((g) => g.route));
  for (const section of sections) {
    it(`${section.title}: every entry points at a page that exists`, () => {
      const missing = flattenSection(section).filter((i) => !routes.has(i.href) && !i.href.startsWith('/reference/'));
      expect(missing.map((i) => i.href)).toEqual([]);
    });
    it(`${section.title}: its pages live under its folder`, () => {
      expect(routes.has(section.href)).toBe(true);
    });
  }
});

describe('navigation logic', () => {
  const fake = {
    id: 'x',
    title: 'X',
    href: '/guides/x',
    groups: [
      { items: [{ title: 'Overview', href: '/guides/x' }] },
      {
        title: 'Flows',
        items: [
          { title: 'Social', href: '/guides/x/social', items: [{ title: 'GitHub', href: '/guides/x/social/github' }] },
          { title: 'Phone', href: '/guides/x/phone' },
        ],
      },
    ],
  };
  it('expands the ancestors of the active page', () =>
    expect(ancestorsOf(fake, '/guides/x/social/github')).toEqual(['/guides/x/social', '/guides/x/social/github']));
  it('orders pages depth first for previous/next', () => expect(flattenSection(fake).map((i) => i.title)).toEqual(['Overview', 'Social', 'GitHub', 'Phone']));
  it('finds the section of a route', () => expect(sectionOf('/guides/auth/sessions')?.id).toBe('auth'));
  it('gives previous and next within the section', () => {
    const first = flattenSection(sections[0]!);
    if (first.length < 2) return;
    expect(prevNext(first[1]!.href)).toEqual({ prev: first[0], next: first[2] });
  });
  it('breadcrumbs start at Home and end at the page, unlinked', () => {
    const crumbs = breadcrumbs('/guides/getting-started/architecture', 'Architecture');
    expect(crumbs[0]).toEqual({ title: 'Home', href: '/' });
    expect(crumbs.at(-1)).toEqual({ title: 'Architecture' });
    expect(crumbs[1]).toEqual({ title: 'Getting Started', href: '/guides/getting-started' });
  });
});

describe('the page directory (the 404 page’s suggestions)', () => {
  const directory = pageDirectory();
  const byRoute = new Map(directory.map((p) => [p.route, p.title]));
  it('lists each page once', () => expect(byRoute.size).toBe(directory.length));
  it('lists only pages that exist: Home, guides, references, the site’s own pages', () => {
    const pages = new Set(contentIndex().map((p) => p.route));
    const refs = new Set(references.map((r) => r.href));
    expect(directory.filter((p) => !pages.has(p.route) && !refs.has(p.route))).toEqual([]);
    expect(byRoute.get('/contributing')).toBe('Contributing');
  });
  it('lists every page the sidebars link to under /guides and every reference', () => {
    const linked = sections.flatMap((s) => flattenSection(s).map((i) => i.href)).filter((href) => href.startsWith('/guides/'));
    expect([...linked, ...references.map((r) => r.href)].filter((route) => !byRoute.has(route))).toEqual([]);
  });
  it('names a page after the section it belongs to', () => {
    expect(byRoute.get('/')).toBe('Home');
    expect(byRoute.get('/guides/auth')).toBe('Auth');
    expect(byRoute.get('/guides/auth/sessions')).toBe('Auth › Sessions');
    // Listed in Auth's sidebar too, but a Database page.
    expect(byRoute.get('/guides/database/postgres/row-level-security')).toMatch(/^Database › /);
    expect(byRoute.get('/reference/python/introduction')).toBe('Python reference');
  });
});
