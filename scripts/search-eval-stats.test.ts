import { describe, expect, it } from 'vitest';
import {
  distinctDocuments,
  distinctResults,
  firstHit,
  markdownTable,
  meanReciprocalRank,
  pageOf,
  rankOf,
  readQuestions,
  recallAt,
  referenceResolver,
  reportGroups,
  scores,
  type Question,
} from './search-eval-stats';

describe('search evaluation arithmetic', () => {
  it('compares pages the way a reader lands on them', () => {
    expect(pageOf('/guides/auth/passwords.html')).toBe('/guides/auth/passwords');
    expect(pageOf('/guides/auth/index.html#sessions')).toBe('/guides/auth');
    expect(pageOf('/reference/javascript/introduction#sign-in-with-otp')).toBe('/reference/javascript/introduction');
  });

  it('ranks the first expected page, not a page that only shares its prefix', () => {
    const results = ['/guides/auth/phone-login/twilio.html', '/guides/auth/passwords.html#x', '/guides/auth/phone-login.html'];
    expect(firstHit(results, ['/guides/auth/phone-login'])).toBe(3);
    expect(firstHit(results, ['/guides/auth/passwords', '/guides/auth/phone-login'])).toBe(2);
    expect(firstHit(results, ['/guides/storage'])).toBeNull();
  });

  it('counts a question as found only within the first k results', () => {
    expect(recallAt([1, 5, 6, null], 5)).toBe(0.5);
    expect(recallAt([1, 5, 6, null], 1)).toBe(0.25);
    expect(recallAt([], 5)).toBe(0);
  });

  it('averages reciprocal ranks, a page not found counting zero', () => {
    expect(meanReciprocalRank([1, 2, 4, null])).toBeCloseTo((1 + 0.5 + 0.25 + 0) / 4, 10);
    expect(meanReciprocalRank([null, null])).toBe(0);
    expect(meanReciprocalRank([])).toBe(0);
    expect(scores([1, 5, 6, null])).toEqual({ n: 4, found1: 1, found5: 2, mrr: (1 + 1 / 5 + 1 / 6) / 4 });
  });
});

describe('pages and reference items', () => {
  const resolve = referenceResolver([
    {
      page: '/reference/javascript/introduction',
      items: [
        { id: 'sign-in-with-otp', url: '/reference/javascript/sign-in-with-otp', anchors: ['sign-in-with-otp-param-email'] },
        { id: 'sign-out', url: '/reference/javascript/sign-out', anchors: [] },
      ],
    },
    { page: '/reference/javascript/v1/introduction', items: [{ id: 'sign-in-with-otp', url: '/reference/javascript/v1/sign-in-with-otp', anchors: [] }] },
    {
      page: '/reference/self-hosting-auth/introduction',
      items: [{ id: 'general-variables', url: '/reference/self-hosting-auth/introduction#general-variables', anchors: ['GOTRUE_SITE_URL', 'GOTRUE_JWT_EXP'] }],
      variables: [{ id: 'GOTRUE_SITE_URL' }, { id: 'GOTRUE_JWT_EXP' }],
    },
  ]);

  it('ignores the fragment, .html and a trailing slash of a guide', () => {
    expect(resolve('/guides/auth/sessions.html#the-session-lifecycle')).toBe('/guides/auth/sessions');
    expect(resolve('/guides/auth/sessions/')).toBe('/guides/auth/sessions');
    expect(resolve('/guides/auth/index.html')).toBe('/guides/auth');
  });

  it("takes an item's page, its anchor and its parameters' anchors on the long page for one item", () => {
    const item = '/reference/javascript/sign-in-with-otp';
    expect(resolve('/reference/javascript/sign-in-with-otp.html')).toBe(item);
    expect(resolve('/reference/javascript/introduction#sign-in-with-otp')).toBe(item);
    expect(resolve('/reference/javascript/introduction.html#sign-in-with-otp-param-email')).toBe(item);
    expect(resolve('/reference/javascript/introduction#sign-out')).toBe('/reference/javascript/sign-out');
  });

  it('keeps versions, the long page itself and unknown anchors apart', () => {
    expect(resolve('/reference/javascript/v1/introduction#sign-in-with-otp')).toBe('/reference/javascript/v1/sign-in-with-otp');
    expect(resolve('/reference/javascript/introduction')).toBe('/reference/javascript/introduction');
    expect(resolve('/reference/javascript/introduction#no-such-item')).toBe('/reference/javascript/introduction');
  });

  it('tells a self-hosting variable from the group item that lists it', () => {
    expect(resolve('/reference/self-hosting-auth/introduction#GOTRUE_SITE_URL')).toBe('/reference/self-hosting-auth/introduction#GOTRUE_SITE_URL');
    expect(resolve('/reference/self-hosting-auth/introduction#general-variables')).toBe('/reference/self-hosting-auth/introduction#general-variables');
    expect(resolve('/reference/self-hosting-auth/introduction#GOTRUE_JWT_EXP')).not.toBe(resolve('/reference/self-hosting-auth/introduction#GOTRUE_SITE_URL'));
  });

  it('ranks among distinct pages: sections and parameters of one page count once', () => {
    const results = [
      '/guides/auth/passwords.html#sign-up',
      '/guides/auth/passwords.html#sign-in',
      '/reference/javascript/introduction#sign-in-with-otp-param-email',
      '/reference/javascript/sign-in-with-otp',
      '/reference/javascript/v1/introduction#sign-in-with-otp',
      '/guides/auth/sessions.html',
    ];
    expect(distinctDocuments(results, resolve)).toEqual([
      '/guides/auth/passwords',
      '/reference/javascript/sign-in-with-otp',
      '/reference/javascript/v1/sign-in-with-otp',
      '/guides/auth/sessions',
    ]);
    expect(rankOf(results, ['/guides/auth/sessions'], resolve)).toBe(4);
    expect(rankOf(results, ['/reference/javascript/introduction#sign-in-with-otp'], resolve)).toBe(2);
    expect(rankOf(results, ['/guides/auth/sessions', '/guides/auth/passwords#reset-a-forgotten-password'], resolve)).toBe(1);
    expect(rankOf(results, ['/reference/javascript/sign-out'], resolve)).toBeNull();
  });

  it('ranks the dialog’s results with their sections: a result counts for what it and its sections show', () => {
    const results = [
      ['/reference/self-hosting-auth/introduction#general-variables', '/reference/self-hosting-auth/introduction#GOTRUE_JWT_EXP'],
      ['/guides/auth/passwords.html', '/guides/auth/passwords.html#sign-in'],
      // Nothing new: not a result of its own.
      ['/guides/auth/passwords.html#sign-up'],
      ['/guides/auth/sessions.html'],
    ];
    expect(distinctResults(results, resolve)).toHaveLength(3);
    expect(rankOf(results, ['/reference/self-hosting-auth/introduction#GOTRUE_JWT_EXP'], resolve)).toBe(1);
    expect(rankOf(results, ['/guides/auth/sessions'], resolve)).toBe(3);
  });
});

describe('the question file', () => {
  const built = new Set(['/guides/auth/passwords', '/guides/auth/sessions', '/reference/cli/plinth-link']);
  const missing = (url: string) => (built.has(url.split('#')[0]!) ? null : 'no page');
  const file = (questions: unknown[]) => `{\n  "questions": [\n${questions.map((q) => `    ${JSON.stringify(q)}`).join(',\n')}\n  ]\n}\n`;

  it('reads good questions with their lines', () => {
    const { questions, problems } = readQuestions(
      file([
        { q: 'reset my password', kind: 'task', expected: ['/guides/auth/passwords'], split: 'test' },
        {
          q: 'invalid_credentials',
          kind: 'exact-name',
          expected: ['/guides/auth/debugging/error-codes', '/guides/auth/passwords'],
          split: 'dev',
          needs: 'error-pages',
        },
      ]),
      'q.json',
      missing,
    );
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.q, q.line, q.needs])).toEqual([
      ['reset my password', 3, undefined],
      ['invalid_credentials', 4, 'error-pages'],
    ]);
  });

  it('names the file, line and what is wrong for each bad question', () => {
    const { questions, problems } = readQuestions(
      file([
        { q: 'ok', kind: 'task', expected: ['/guides/auth/passwords'], split: 'test' },
        { q: 'sessions', kind: 'keywords', expected: ['/guides/auth/sessions'], split: 'held-out' },
        { q: 'gone', kind: 'task', expected: ['/guides/auth/gone'], split: 'dev' },
        { q: 'ok', kind: 'task', expected: ['/guides/auth/passwords'], split: 'dev' },
        { q: 'no answer', kind: 'task', expected: [], split: 'dev', note: 'x' },
      ]),
      'q.json',
      missing,
    );
    expect(questions.map((q) => q.q)).toEqual(['ok']);
    expect(problems).toEqual([
      'q.json:4: question 2 ("sessions"): "kind" is "keywords"; one of task, error, keyword, typo, synonym, other-platform, exact-name',
      'q.json:4: question 2 ("sessions"): "split" is "held-out"; one of test, dev',
      'q.json:5: question 3 ("gone"): expected "/guides/auth/gone" is not in the build: no page',
      'q.json:6: question 4 ("ok"): the same question as on line 3',
      'q.json:7: question 5 ("no answer"): unknown field "note" (fields: q, kind, expected, split, needs)',
      'q.json:7: question 5 ("no answer"): "expected" must be a non-empty list of site paths starting with /',
    ]);
  });

  it('lets only a question waiting for the error pages name a page not built yet', () => {
    const planned = { q: 'Invalid login credentials', kind: 'error', expected: ['/guides/auth/debugging/error-codes'], split: 'test' };
    expect(readQuestions(file([{ ...planned, needs: 'error-pages' }]), 'q.json', missing).problems).toEqual([]);
    expect(readQuestions(file([planned]), 'q.json', missing).problems).toEqual([
      'q.json:3: question 1 ("Invalid login credentials"): expected "/guides/auth/debugging/error-codes" is not in the build: no page',
    ]);
    expect(readQuestions(file([{ ...planned, needs: 'pages' }]), 'q.json', missing).problems[0]).toContain('"needs" is "pages"');
  });

  it('says so when the file is not JSON or has no questions', () => {
    expect(readQuestions('{"questions": [', 'q.json', missing).problems[0]).toMatch(/^q\.json: not valid JSON/);
    expect(readQuestions('{"items": []}', 'q.json', missing).problems).toEqual(['q.json: no "questions" array at the top level']);
  });
});

describe('the report', () => {
  const question = (q: string, kind: Question['kind'], needs?: 'error-pages'): Question => ({
    q,
    kind,
    expected: ['/x'],
    split: 'test',
    line: 1,
    ...(needs ? { needs } : {}),
  });
  const questions = [question('a', 'task'), question('b', 'task'), question('c', 'error', 'error-pages'), question('d', 'error')];

  it('has a row per kind present, all, and the questions waiting for error pages apart', () => {
    expect(reportGroups(questions).map((g) => [g.label, g.indexes])).toEqual([
      ['task', [0, 1]],
      ['error', [2, 3]],
      ['**all**', [0, 1, 2, 3]],
      ['needs error pages', [2]],
      ['all others', [0, 1, 3]],
    ]);
  });

  it('prints recall@1, recall@5 and MRR per search as a Markdown table', () => {
    const table = markdownTable(questions, { dialog: [1, 6, 2, null], search_docs: [2, 1, null, 1] }).split('\n');
    expect(table[0]).toBe('| kind | n | dialog R@1 | dialog R@5 | dialog MRR | search_docs R@1 | search_docs R@5 | search_docs MRR |');
    expect(table[2]).toBe('| task | 2 | 50% (1/2) | 50% (1/2) | 0.58 | 50% (1/2) | 100% (2/2) | 0.75 |');
    expect(table[3]).toBe('| error | 2 | 0% (0/2) | 50% (1/2) | 0.25 | 50% (1/2) | 50% (1/2) | 0.50 |');
    expect(table[4]).toBe('| **all** | 4 | 25% (1/4) | 50% (2/4) | 0.42 | 50% (2/4) | 75% (3/4) | 0.63 |');
    expect(table[5]).toBe('| needs error pages | 1 | 0% (0/1) | 100% (1/1) | 0.50 | 0% (0/1) | 0% (0/1) | 0.00 |');
  });
});
