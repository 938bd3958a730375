import { describe, expect, it } from 'vitest';
import { libraryWords, REFERENCES } from '../../references.config';
import { isDistinctive, NameIndex, nameKey, type NameTarget } from './names';

const target = (reference: string, id: string, extra: Partial<NameTarget> = {}): NameTarget => ({
  url: `/reference/${reference}/${id}`,
  reference,
  version: reference === 'cli' ? '1.151.1' : 'v2',
  current: true,
  id,
  title: id,
  label: reference,
  ...extra,
});

const targets = [
  target('cli', 'plinth-stop', { title: 'plinth stop' }),
  target('cli', 'plinth-stop', { url: '/reference/cli/introduction#plinth-stop-flag-no-backup', title: 'plinth stop --no-backup' }),
  target('cli', 'plinth-db-push', { title: 'plinth db push' }),
  target('cli', 'plinth-db-push', { url: '/reference/cli/introduction#plinth-db-push-flag-dry-run', title: 'plinth db push --dry-run' }),
  target('javascript', 'sign-in-with-otp'),
  target('python', 'sign-in-with-otp'),
  target('javascript', 'sign-in-with-otp', { url: '/reference/javascript/v1/sign-in-with-otp', version: 'v1', current: false }),
  target('javascript', 'update'),
  target('python', 'in'),
];
const index = new NameIndex({
  targets,
  names: [
    ['plinth stop', 0],
    ['stop', 0],
    ['--no-backup', 1],
    ['plinth stop --no-backup', 1],
    ['plinth db push', 2],
    ['db push', 2],
    ['--dry-run', 3],
    ['plinth db push --dry-run', 3],
    ['signInWithOtp', 4, 6],
    ['sign_in_with_otp', 5],
    ['update', 7],
    ['in_()', 8],
  ],
  references: [
    ['cli', '1.151.1', '/reference/cli/introduction', true],
    ['javascript', 'v2', '/reference/javascript/introduction', true],
    ['javascript', 'v1', '/reference/javascript/v1/introduction', false],
    ['python', 'v2', '/reference/python/introduction', true],
  ],
  languages: libraryWords(),
});
const first = (query: string, context = {}) => index.match(query, context)[0]?.target.url;

describe('names', () => {
  it('compare camelCase, snake_case, words and flags alike', () => {
    expect(nameKey('signInWithOtp()')).toBe(nameKey('sign_in_with_otp'));
    expect(nameKey('--no-backup')).toBe('nobackup');
    expect(isDistinctive('update')).toBe(false);
    expect(isDistinctive('plinth link')).toBe(true);
  });

  it('finds a flag with and without its dashes, and a command inside a question', () => {
    expect(first('no-backup')).toBe('/reference/cli/introduction#plinth-stop-flag-no-backup');
    expect(first('--no-backup')).toBe('/reference/cli/introduction#plinth-stop-flag-no-backup');
    expect(first('what does plinth db push --dry-run do')).toBe('/reference/cli/introduction#plinth-db-push-flag-dry-run');
  });

  it('a plain word is a name only as the whole query', () => {
    expect(first('update')).toBe('/reference/javascript/update');
    expect(index.match('how do I update a row')).toEqual([]);
    expect(index.match('sign in with the password in the form')).toEqual([]);
  });

  it('puts the reader’s language first: from the query, the name’s style, or the context', () => {
    expect(first('signInWithOtp')).toBe('/reference/javascript/sign-in-with-otp');
    expect(first('sign_in_with_otp')).toBe('/reference/python/sign-in-with-otp');
    expect(first('python signInWithOtp')).toBe('/reference/python/sign-in-with-otp');
    expect(first('sign in with otp', { language: 'python' })).toBe('/reference/python/sign-in-with-otp');
    // The spelling typed says more than the tab chosen: `signInWithOtp` is not Python's name.
    expect(first('signInWithOtp', { language: 'python' })).toBe('/reference/javascript/sign-in-with-otp');
  });

  it('knows a library by the registry’s words for it: key, menu title, fence words and platforms', () => {
    expect(index.languageIn('upload from .NET')).toBe('csharp');
    expect(index.languageIn('insert a row from my iOS app')).toBe('swift');
    expect(index.languageIn('realtime in flutter')).toBe('dart');
    expect(index.languageIn('a kt sample')).toBe('kotlin');
    expect(index.languageIn('python signInWithOtp')).toBe('python');
    expect(index.languageIn('sign in with otp')).toBeUndefined();
    expect(index.languageOf('JS')).toBe('javascript');
    // A word two libraries claim would rank neither right: the registry refuses it.
    const [swift] = REFERENCES.filter((e) => e.kind === 'sdk' && e.key === 'swift');
    expect(() => libraryWords([...REFERENCES, { ...swift!, key: 'swift-ui', menuTitle: 'Swift UI kit', searchWords: [] } as never])).toThrow(
      'the search word "swift" names two client libraries: swift and swift-ui',
    );
  });

  it('leaves old versions out unless the reader is on one', () => {
    expect(index.match('signInWithOtp').map((m) => m.target.url)).not.toContain('/reference/javascript/v1/sign-in-with-otp');
    expect(first('signInWithOtp', { path: '/reference/javascript/v1/sign-up' })).toBe('/reference/javascript/v1/sign-in-with-otp');
  });

  it('reads past a typo of a long name', () => {
    const [match] = index.match('singInWithOtp');
    expect(match?.target.url).toBe('/reference/javascript/sign-in-with-otp');
    expect(match?.typo).toBe(true);
    expect(first('plinth db psuh')).toBe('/reference/cli/plinth-db-push');
  });
});

describe('an environment variable’s name', () => {
  const variables = new NameIndex({
    targets: [target('self-hosting-storage', 'ANON_KEY', { url: '/reference/self-hosting-storage/introduction#ANON_KEY', title: 'ANON_KEY' })],
    names: [['ANON_KEY', 0]],
    references: [['self-hosting-storage', '', '/reference/self-hosting-storage/introduction', true]],
  });
  const first = (query: string) => variables.match(query)[0]?.target.id;

  it('is found as typed, with its underscores or in capitals', () => {
    expect(first('ANON_KEY')).toBe('ANON_KEY');
    expect(first('anon_key')).toBe('ANON_KEY');
    expect(first('ANON KEY')).toBe('ANON_KEY');
  });

  it('is not what two plain words mean, nor their typo ("anon key" is a guide’s subject)', () => {
    expect(first('anon key')).toBeUndefined();
  });
});
