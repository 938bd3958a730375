import { describe, expect, it } from 'vitest';
import { decodeRoutes, editDistance, encodeRoutes, nearestRoutes, routeSegments, searchTextFromPath, type RouteEntry } from './nearest-routes';

const page = (route: string, title = route): RouteEntry => ({ route, title });
const PAGES: RouteEntry[] = [
  page('/', 'Home'),
  page('/guides/auth', 'Auth'),
  page('/guides/auth/sessions', 'Auth › Sessions'),
  page('/guides/auth/sessions/pkce-flow', 'Auth › PKCE flow'),
  page('/guides/auth/passwords', 'Auth › Passwords'),
  page('/guides/auth/social-login/auth-google', 'Auth › Google'),
  page('/guides/auth/social-login/auth-github', 'Auth › GitHub'),
  page('/guides/database/overview', 'Database'),
  page('/guides/database/tables', 'Database › Tables'),
  page('/guides/storage/buckets', 'Storage › Buckets'),
  page('/reference/cli/introduction', 'CLI Commands reference'),
];
const nearest = (missing: string, limit?: number) => nearestRoutes(missing, PAGES, limit).map((p) => p.route);

describe('address segments', () => {
  it('compares addresses as a reader means them', () => {
    expect(routeSegments('/guides/auth/sessions')).toEqual(['guides', 'auth', 'sessions']);
    expect(routeSegments('/Guides//Auth/Sessions/')).toEqual(['guides', 'auth', 'sessions']);
    expect(routeSegments('/guides/auth/sessions.html')).toEqual(['guides', 'auth', 'sessions']);
    expect(routeSegments('/guides/auth/sessions.md?x=1#top')).toEqual(['guides', 'auth', 'sessions']);
    expect(routeSegments('/guides/caf%C3%A9')).toEqual(['guides', 'café']);
    expect(routeSegments('/guides/%E0%A4%A')).toEqual(['guides', '%e0%a4%a']);
    expect(routeSegments('/')).toEqual([]);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('sesions', 'sessions')).toBe(1);
    expect(editDistance('sessions', 'sesions')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'auth')).toBe(4);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('nearest pages', () => {
  it('puts the page with a typo fixed first, then its neighbours in the same folder', () => {
    expect(nearest('/guides/auth/sesions')).toEqual(['/guides/auth/sessions', '/guides/auth/passwords', '/guides/auth', '/guides/auth/sessions/pkce-flow', '/guides/auth/social-login/auth-github']);
  });

  it('ranks shared leading segments above a close last segment', () => {
    // "tables" is a perfect last segment, but the reader was in Auth: Auth's pages come first.
    const result = nearest('/guides/auth/tables');
    expect(result[0]).toBe('/guides/auth');
    expect(result.every((route) => route.startsWith('/guides/auth'))).toBe(true);
  });

  it('finds the page under another section when the section is mistyped', () => {
    expect(nearest('/guides/atuh/sessions', 1)).toEqual(['/guides/auth/sessions']);
    expect(nearest('/guide/auth/sessions', 1)).toEqual(['/guides/auth/sessions']);
  });

  it('tells pages with the same last segment apart by the whole address', () => {
    const references = ['python', 'javascript', 'dart', 'cli'].map((lib) => page(`/reference/${lib}/introduction`));
    expect(nearestRoutes('/reference/pyhton/introduction', references, 1).map((p) => p.route)).toEqual(['/reference/python/introduction']);
  });

  it('suggests a page that only moved one level', () => {
    expect(nearest('/guides/auth/auth-google', 1)).toEqual(['/guides/auth/social-login/auth-google']);
    expect(nearest('/guides/auth/social-login/auth-gogle', 2)).toEqual(['/guides/auth/social-login/auth-google', '/guides/auth/social-login/auth-github']);
  });

  it('gives at most five by default, each address once, whatever the order of the list', () => {
    const doubled = [...PAGES, ...PAGES.slice().reverse()];
    const result = nearestRoutes('/guides/auth/sesions', doubled).map((p) => p.route);
    expect(result).toHaveLength(5);
    expect(new Set(result).size).toBe(5);
    expect(result).toEqual(nearest('/guides/auth/sesions'));
    expect(nearestRoutes('/guides/auth/sesions', PAGES.slice().reverse()).map((p) => p.route)).toEqual(result);
  });

  it('finds the page for an address that differs only in case, slash or extension', () => {
    expect(nearest('/Guides/Auth/Sessions/', 1)).toEqual(['/guides/auth/sessions']);
    expect(nearest('/guides/storage/buckets.html', 1)).toEqual(['/guides/storage/buckets']);
  });

  it('suggests nothing from an empty list', () => {
    expect(nearestRoutes('/guides/auth/sesions', [])).toEqual([]);
  });
});

describe('search words from a missing address', () => {
  it('drops the area folder and splits the segments into words', () => {
    expect(searchTextFromPath('/guides/auth/sesions')).toBe('auth sesions');
    expect(searchTextFromPath('/reference/cli/db-push.html')).toBe('cli db push');
    expect(searchTextFromPath('/guides/database/extensions/pg_cron')).toBe('database extensions pg cron');
  });

  it('says each word once and decodes the address', () => {
    expect(searchTextFromPath('/guides/auth/social-login/auth-google')).toBe('auth social login google');
    expect(searchTextFromPath('/guides/row%20level%20security')).toBe('row level security');
  });

  it('has nothing to search for at the root or in an empty area', () => {
    expect(searchTextFromPath('/')).toBe('');
    expect(searchTextFromPath('/guides/')).toBe('');
  });
});

describe('the page list in the 404 page', () => {
  it('goes to JSON and back', () => {
    const pages = PAGES.slice(0, 3);
    expect(encodeRoutes(pages)).toBe('[["/","Home"],["/guides/auth","Auth"],["/guides/auth/sessions","Auth › Sessions"]]');
    expect(decodeRoutes(encodeRoutes(pages))).toEqual(pages);
  });

  it('leaves out anything that is not a pair of an address and a title', () => {
    expect(decodeRoutes('[["/a","A"],["b","not an address"],["/c"],[1,"x"],"/d",["/e","E"]]')).toEqual([page('/a', 'A'), page('/e', 'E')]);
    expect(decodeRoutes('{"/a":"A"}')).toEqual([]);
    expect(decodeRoutes('not json')).toEqual([]);
    expect(decodeRoutes(undefined)).toEqual([]);
  });
});
