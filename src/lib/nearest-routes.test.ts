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
    expect(nearest('/guides/auth/sesions')).toEqual([
      '/guides/auth/sessions',
      '/guides/auth/passwords',
      '/guides/auth',
      '/guides/auth/sessions/pkce-flow',
      '/guides/auth/social-login/auth-github',
    ]);
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

describe('the fast paths give the answers of the plain rules', () => {
  // The rules written the plain way (a full sort on every key, a fresh array per row): the
  // shipped code computes the whole-address distance only for ties and reuses one typed array.
  const plainDistance = (a: string, b: string): number => {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const current = [i];
      for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
    return previous[b.length]!;
  };
  const plainNearest = (missing: string, pages: RouteEntry[], limit: number): string[] => {
    const target = routeSegments(missing);
    const unique = [...new Map(pages.map((p) => [p.route, p])).values()];
    return unique
      .map((p) => {
        const s = routeSegments(p.route);
        let shared = 0;
        while (shared < target.length && shared < s.length && target[shared] === s[shared]) shared++;
        return { route: p.route, shared, distance: plainDistance(target.at(-1) ?? '', s.at(-1) ?? ''), overall: plainDistance(target.join('/'), s.join('/')) };
      })
      .sort((a, b) => b.shared - a.shared || a.distance - b.distance || a.overall - b.overall || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
      .slice(0, limit)
      .map((s) => s.route);
  };
  // A small deterministic generator, so a failure names inputs that can be replayed.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const word = () => Array.from({ length: 1 + Math.floor(next() * 9) }, () => 'abcdeno-s'[Math.floor(next() * 9)]).join('');

  it('edit distance, on 500 pairs of words', () => {
    for (let n = 0; n < 500; n++) {
      const [a, b] = [word(), n % 7 === 0 ? '' : word()];
      expect(editDistance(a, b), `${a} / ${b}`).toBe(plainDistance(a, b));
    }
  });

  it('the nearest pages, for 300 missing addresses among 200 pages that often tie', () => {
    const pages = Array.from({ length: 200 }, () => page(`/${['guides', 'reference'][Math.floor(next() * 2)]}/${word()}/${word()}`));
    pages.push(pages[3]!, pages[10]!);
    for (let n = 0; n < 300; n++) {
      const missing = n % 3 === 0 ? `${pages[n % pages.length]!.route}x` : `/guides/${word()}/${word()}`;
      const limit = 1 + (n % 6);
      expect(
        nearestRoutes(missing, pages, limit).map((p) => p.route),
        missing,
      ).toEqual(plainNearest(missing, pages, limit));
    }
    expect(nearestRoutes('/guides/a', pages, 0)).toEqual([]);
    expect(nearestRoutes('/guides/a', [], 5)).toEqual([]);
  });
});
