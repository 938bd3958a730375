import { describe, expect, it, vi } from 'vitest';
import { libraryWords } from '../references.config';
import {
  deterministicSearch,
  fuseRankings,
  keywords,
  MAX_WORD_PAGES,
  matchPhrases,
  pagefindIndex,
  planSearches,
  questionSearch,
  siteSearch,
  stem,
  type RankedResult,
  type SiteResult,
} from './question-search';
import { NameIndex, type NameTable } from './search/names';
import { scopeSearchOptions } from './search/scopes';
import { TermIndex } from './search/terms';

describe('the question search plan', () => {
  it('searches a question as typed, by its content words, and by the docs words of its phrases', () => {
    const plan = planSearches('how do I let users sign in without a password');
    expect(plan[0]).toEqual({ query: 'how do I let users sign in without a password', weight: 1, kind: 'typed' });
    expect(plan[1]).toEqual({ query: 'user sign without password', weight: 1, kind: 'keywords' });
    expect(plan.filter((p) => p.kind === 'phrase').map((p) => p.query)).toContain('passwordless magic link otp');
  });

  it('searches each content word of a sentence alone, so one word no page has cannot empty the results', () => {
    const plan = planSearches('generate short ids like youtube video ids');
    expect(plan.filter((p) => p.kind === 'word').map((p) => p.query)).toEqual(['generate', 'short', 'ids', 'like', 'youtube', 'video']);
    expect(planSearches('row level security').map((p) => p.kind)).toEqual(['typed']);
  });

  it('searches a plain term once, as typed', () => {
    expect(planSearches('signInWithOtp')).toEqual([{ query: 'signInWithOtp', weight: 1, kind: 'typed' }]);
    expect(planSearches('   ')).toEqual([]);
    expect(planSearches('plinth stop --no-backup')).toEqual([{ query: 'plinth stop --no-backup', weight: 1, kind: 'typed' }]);
  });

  it('matches a cue whatever the order, plural or words between, and only when all its words are there', () => {
    const entries = [
      { when: ['without password'], search: 'passwordless' },
      { when: ['one time code'], search: 'otp' },
    ];
    expect(matchPhrases('no passwords, just log in without typing one', entries).map((e) => e.search)).toEqual(['passwordless']);
    expect(matchPhrases('send a code one time', entries).map((e) => e.search)).toEqual(['otp']);
    expect(matchPhrases('a password reset', entries)).toEqual([]);
  });

  it('puts the entry with the longest matching cue first', () => {
    const entries = [
      { when: ['email'], search: 'short' },
      { when: ['confirmation email'], search: 'long' },
    ];
    expect(matchPhrases('change the confirmation email', entries).map((e) => e.search)).toEqual(['long', 'short']);
  });

  it('keeps content words and drops the words of asking', () => {
    expect(keywords('Where do my files go when I upload them?')).toEqual(['file', 'go', 'upload']);
    expect(stem('policies')).toBe('policy');
    expect(stem('access')).toBe('access');
    expect(stem("user's")).toBe('user');
  });
});

describe('reciprocal rank fusion', () => {
  it('puts an item several rankings agree on above the top of a single ranking', () => {
    const fused = fuseRankings(
      [
        { weight: 1, items: ['a', 'b', 'c'] },
        { weight: 1, items: ['c', 'd'] },
        { weight: 1, items: ['e', 'c'] },
      ],
      (x) => x,
    );
    expect(fused[0]).toBe('c');
    expect(fused).toHaveLength(5);
  });

  it('weights a ranking by its weight and keeps first-seen order on ties', () => {
    expect(
      fuseRankings(
        [
          { weight: 1, items: ['a'] },
          { weight: 2, items: ['b'] },
        ],
        (x) => x,
      ),
    ).toEqual(['b', 'a']);
    expect(
      fuseRankings(
        [
          { weight: 1, items: ['a'] },
          { weight: 1, items: ['b'] },
        ],
        (x) => x,
      ),
    ).toEqual(['a', 'b']);
  });
});

describe('questionSearch', () => {
  const result = (id: string): RankedResult<string> => ({ id, data: async () => id });

  it('runs every planned search of one index and fuses them', async () => {
    const seen: string[] = [];
    const index = {
      search: async (q: string) => (
        seen.push(q),
        q === 'sign in without a password'
          ? [result('typed-hit')]
          : q.includes('passwordless')
            ? [result('passwordless-page'), result('typed-hit')]
            : [result('passwordless-page')]
      ),
    };
    const fused = await questionSearch(index, 'sign in without a password');
    expect(seen[0]).toBe('sign in without a password');
    expect(seen).toContain('passwordless magic link otp');
    expect(fused?.map((r) => r.id)).toEqual(['passwordless-page', 'typed-hit']);
  });

  it('searches nothing and answers null when newer text superseded this one', async () => {
    let searched = 0;
    expect(await questionSearch({ settle: async () => false, search: async () => (searched++, []) }, 'anything at all')).toBeNull();
    expect(searched).toBe(0);
  });

  it('shares one debounce between the texts typed into one Pagefind API: only the last one is searched', async () => {
    vi.useFakeTimers();
    const searched: string[] = [];
    const api = { options: async () => undefined, search: async (q: string) => (searched.push(q), { results: [] }) };
    const runs = ['ro', 'row', 'row level'].map((text) => questionSearch(pagefindIndex(api, 120), text));
    await vi.advanceTimersByTimeAsync(130);
    expect(await Promise.all(runs)).toEqual([null, null, []]);
    expect(searched).toEqual(['row level']);
    vi.useRealTimers();
  });
});

describe('deterministicSearch', () => {
  const page = (id: string, score?: number) => ({ id, score, data: async () => ({ url: id, excerpt: '', meta: {} }) });
  const ids = async (results: ReturnType<typeof page>[]) => (await deterministicSearch({ search: async () => results }, undefined, 'q')).map((r) => r.id);

  it('orders Pagefind’s results by score, equal scores by id, whatever order they were loaded in', async () => {
    expect(await ids([page('/c', 2), page('/b', 1), page('/a', 2)])).toEqual(['/a', '/c', '/b']);
    expect(await ids([page('/a', 2), page('/c', 2), page('/b', 1)])).toEqual(['/a', '/c', '/b']);
  });

  it('keeps the order of results that carry no score (nothing says they tie)', async () => {
    expect(await ids([page('/c'), page('/a'), page('/b')])).toEqual(['/c', '/a', '/b']);
  });
});

describe('siteSearch', () => {
  const references: NameTable['references'] = [
    ['javascript', 'v2', '/reference/javascript/introduction', true],
    ['javascript', 'v1', '/reference/javascript/v1/introduction', false],
    ['python', 'v2', '/reference/python/introduction', true],
    ['cli', '1.151.1', '/reference/cli/introduction', true],
  ];
  const target = (reference: string, version: string, id: string, url: string, current = true) => ({
    url,
    reference,
    version,
    current,
    id,
    title: id,
    label: reference,
  });
  const names = new NameIndex({
    targets: [target('cli', '1.151.1', 'plinth-stop', '/reference/cli/plinth-stop')],
    names: [['plinth stop', 0]],
    references,
  });
  const record = (url: string) => ({ id: url, data: async () => ({ url, excerpt: '', meta: { title: url } }) });
  const ids = (results: SiteResult[] | null) => results!.map((r) => r.id);
  const standIn = (urls: string[], seen: unknown[] = []) => ({
    search: async (_q: string, options?: unknown) => (seen.push(options), urls.map(record)),
  });

  it('gives one result per reference item, its parameters’ records under it, and a named item its records too', async () => {
    const index = standIn([
      '/reference/cli/introduction#plinth-stop-flag-no-backup',
      '/reference/javascript/introduction#sign-in-with-otp-param-email',
      '/guides/auth/passwords.html',
      '/reference/javascript/introduction#sign-in-with-otp',
      '/reference/javascript/introduction#sign-in-with-otp-param-options',
    ]);
    const results = await siteSearch(index, 'plinth stop', { names });
    expect(ids(results)).toEqual([
      'name:/reference/cli/plinth-stop',
      '/reference/javascript/introduction#sign-in-with-otp-param-email',
      '/guides/auth/passwords.html',
    ]);
    expect(results![0]!.sections!.map((p) => p.url)).toEqual(['/reference/cli/introduction#plinth-stop-flag-no-backup']);
    // The item's own record adds nothing under it; another parameter's does.
    expect(results![1]!.sections!.map((p) => p.url)).toEqual(['/reference/javascript/introduction#sign-in-with-otp-param-options']);
  });

  it('shows the same function once across the libraries: the reader’s language’s, and on an old version’s pages, that version’s', async () => {
    const index = standIn([
      '/reference/python/introduction#sign-in-with-otp',
      '/reference/javascript/introduction#sign-in-with-otp',
      '/reference/javascript/v1/introduction#sign-in-with-otp',
    ]);
    expect(ids(await siteSearch(index, 'otp', { names }))).toEqual(['/reference/python/introduction#sign-in-with-otp']);
    expect(ids(await siteSearch(index, 'otp', { names }, { language: 'javascript' }))).toEqual(['/reference/javascript/introduction#sign-in-with-otp']);
    expect(ids(await siteSearch(index, 'otp', { names }, { language: 'javascript', path: '/reference/javascript/v1/sign-out' }))).toEqual([
      '/reference/javascript/v1/introduction#sign-in-with-otp',
    ]);
  });

  it('searches a filter’s scope with Pagefind’s filter, and keeps only the names in it', async () => {
    const seen: unknown[] = [];
    const index = standIn(['/guides/auth/passwords.html'], seen);
    expect(ids(await siteSearch(index, 'plinth stop', { names }, {}, { scope: 'guides' }))).toEqual(['/guides/auth/passwords.html']);
    expect(seen.every((o) => JSON.stringify(o) === JSON.stringify(scopeSearchOptions('guides')))).toBe(true);
    expect(ids(await siteSearch(index, 'plinth stop', { names }, {}, { scope: 'cli' }))[0]).toBe('name:/reference/cli/plinth-stop');
  });

  it('ranks a library’s own reference when the query names it, word by word without its name', async () => {
    const searched: [string, unknown][] = [];
    const upsert = '/reference/python/introduction#upsert';
    const index = {
      search: async (query: string, options?: unknown) => {
        searched.push([query, options]);
        // Unscoped, the guides bury the item; in the library's reference, its words find it.
        return options ? [record(upsert)] : ['/guides/a.html', '/guides/b.html', '/guides/c.html', upsert].map(record);
      },
    };
    const scoped = () => searched.filter(([, options]) => JSON.stringify(options) === JSON.stringify(scopeSearchOptions('python'))).map(([q]) => q);
    // The words that name a library are the registry's, carried by the names table.
    const tables = { names: new NameIndex({ targets: [], names: [], references, languages: libraryWords() }) };
    const found = ids(await siteSearch(index, 'insert or update a row from my django app', tables, {}, { guides: false }));
    expect(scoped()).toEqual(['insert', 'update', 'row', 'app']);
    expect(found[0]).toBe(upsert);
    searched.length = 0;
    expect(ids(await siteSearch(index, 'insert or update a row from my app', tables, {}, { guides: false }))[0]).toBe('/guides/a.html');
    expect(scoped()).toEqual([]);
  });
});

describe('siteSearch and the names’ typos', () => {
  const names = new NameIndex({
    targets: [
      { url: '/reference/swift/get-session', reference: 'swift', version: 'v2', current: true, id: 'get-session', title: 'session', label: 'Swift v2' },
    ],
    names: [['session', 0]],
    references: [['swift', 'v2', '/reference/swift/introduction', true]],
  });
  const terms = new TermIndex({ chunks: ['a'], words: ['guid', 'session'].join('\n'), pages: [3, 40] });
  const index = {
    search: async () => [{ id: '/guides/auth/sessions.html', data: async () => ({ url: '/guides/auth/sessions.html', excerpt: '', meta: {} }) }],
  };
  const first = async (query: string) => (await siteSearch(index, query, { names, terms }))![0]!.id;

  it('reads a word the docs use as that word, not as a misspelt name ("sessions" is not `session`)', async () => {
    expect(await first('sessions')).toBe('/guides/auth/sessions.html');
  });

  it('still corrects a misspelt name', async () => {
    expect(await first('sesion')).toBe('name:/reference/swift/get-session');
  });
});

describe('siteSearch’s searches', () => {
  it('does not search alone a word most pages have (all of them match it, in no useful order)', async () => {
    const terms = new TermIndex({
      chunks: ['a'],
      words: ['a', 'bucket', 'file', 'in', 'list', 'user'].join('\n'),
      pages: [5000, 10, 200, 5000, 300, MAX_WORD_PAGES + 1],
    });
    const searched: string[] = [];
    await siteSearch({ search: async (q: string) => (searched.push(q), []) }, 'list user files in a bucket', { terms });
    expect(searched).toContain('bucket');
    expect(searched).toContain('list');
    expect(searched).not.toContain('user');
  });
});

describe('deterministicSearch’s ties', () => {
  it('takes scores a rounding apart as equal, and orders them by id', async () => {
    const page = (id: string, score: number) => ({ id, score, data: async () => ({ url: id, excerpt: '', meta: {} }) });
    const ranked = await deterministicSearch({ search: async () => [page('/b', 83.91260000000001), page('/a', 83.9126), page('/c', 90)] }, undefined, 'q');
    expect(ranked.map((r) => r.id)).toEqual(['/c', '/a', '/b']);
  });
});
