import { describe, expect, it } from 'vitest';
import { callOf, isOverviewEntry, migrationDiff, type FactsFunction, type FactsLibrary } from './migration';

const fn = (id: string, title: string | null, method?: string | null, params: FactsFunction['params'] = []): FactsFunction => ({ id, title, method, params });
const p = (name: string, type: string, required = false) => ({ name, type, required });
const lib = (version: string, sections: Record<string, FactsFunction[]>): FactsLibrary => ({
  library: 'js',
  version,
  sections: Object.entries(sections).map(([id, functions]) => ({ id, title: id, functions })),
});

describe('how a function is called', () => {
  it('is its method without the class that owns it', () => {
    expect(callOf(fn('eq', 'eq()', 'PostgrestFilterBuilder.eq'))).toBe('eq()');
    expect(callOf(fn('rpc', 'rpc()', 'client.rpc'))).toBe('rpc()');
    expect(callOf(fn('create-user', 'createUser()', 'auth.admin.createUser'))).toBe('auth.admin.createUser()');
    // A dot inside an argument list does not split the path.
    expect(callOf(fn('put', 'put', 'storage.vectors.from(bucket).index(a.b).putVectors'))).toBe('storage.vectors.from(bucket).index(a.b).putVectors()');
  });

  it('is its title, without a label, when the facts give no method', () => {
    expect(callOf(fn('select', 'Fetch data: select()'))).toBe('select()');
    expect(callOf(fn('sign-in-with-otp', 'signInWith(OTP)'))).toBe('signInWith(OTP)');
    expect(callOf(fn('explain', 'Using Explain'))).toBe('Using Explain');
    expect(callOf(fn('x', null))).toBe('x');
  });

  it('tells overview entries from functions', () => {
    expect(isOverviewEntry(fn('auth-api', 'Overview'))).toBe(true);
    expect(isOverviewEntry(fn('using-modifiers', 'Using Modifiers'))).toBe(true);
    expect(isOverviewEntry(fn('file-buckets', 'Overview'))).toBe(true);
    expect(isOverviewEntry(fn('explain', 'Using Explain'))).toBe(false);
  });
});

describe('the difference between two versions', () => {
  const v1 = lib('v1', {
    auth: [
      fn('sign-in', 'signIn()', 'auth.signIn', [p('credentials', 'object', true)]),
      fn('create-user', 'createUser()', 'auth.api.createUser', [p('attributes', 'object', true)]),
      fn('file-buckets', 'Overview'),
    ],
    filters: [
      fn('order', 'order()', 'PostgrestFilterBuilder.order', [p('column', 'keyof T', true)]),
      fn('range-lt', 'rangeLte()', 'PostgrestFilterBuilder.rangeLt', [p('column', 'string', true)]),
    ],
  });
  const v2 = lib('v2', {
    auth: [
      fn('auth-api', 'Overview'),
      fn('sign-in-with-password', 'signInWithPassword()', 'auth.signInWithPassword', [p('credentials', 'object', true)]),
      fn('create-user', 'createUser()', 'auth.admin.createUser', [p('attributes', 'object', true)]),
    ],
    filters: [
      fn('order', 'order()', 'PostgrestTransformBuilder.order', [p('column', 'keyof T', true)]),
      fn('range-lt', 'rangeLt()', 'PostgrestFilterBuilder.rangeLt', [p('column', 'string', true)]),
    ],
  });
  const diff = migrationDiff(v1, v2);

  it('lists removed and added functions, not overview entries, and never pairs them by name', () => {
    expect(diff.removed).toEqual([{ id: 'sign-in', section: 'auth', call: 'auth.signIn()' }]);
    expect(diff.added).toEqual([{ id: 'sign-in-with-password', section: 'auth', call: 'auth.signInWithPassword()' }]);
  });

  it('recognises a rename by the same id on a new call, not by a new owning class or a new title alone', () => {
    expect(diff.renamed).toEqual([{ id: 'create-user', section: 'auth', from: 'auth.api.createUser()', to: 'auth.admin.createUser()' }]);
  });

  it('recognises a rename from the titles when there are no methods', () => {
    const kt1 = lib('v1', { auth: [fn('sign-out', 'logout()'), fn('rpc', 'Database Functions: rpc()')] });
    const kt2 = lib('v2', { auth: [fn('sign-out', 'signOut()'), fn('rpc', 'Stored Procedures: rpc()')] });
    expect(migrationDiff(kt1, kt2).renamed).toEqual([{ id: 'sign-out', section: 'auth', from: 'logout()', to: 'signOut()' }]);
  });

  it('finds no parameter change where there is none', () => {
    expect(diff.params).toEqual({ compared: true, changes: [] });
  });

  it('refuses to compare two libraries', () => {
    expect(() => migrationDiff(v1, { ...v2, library: 'dart' })).toThrow(/cannot compare js v1 with another library, dart v2/);
  });
});

describe('parameter changes', () => {
  const before = fn('create-client', 'createClient()', 'createClient', [
    p('url', 'string', true),
    p('options', '{ schema?: string; auth?: { persist?: boolean } }'),
    p('options.schema', 'string'),
    p('options.auth', '{ persist?: boolean }'),
    p('options.auth.persist', 'boolean'),
    p('jwt', 'string', true),
    p('key', 'string'),
    p('kind', "'a'  | 'b'"),
  ]);
  const after = fn('create-client', 'createClient()', 'createClient', [
    p('url', 'string', true),
    p('options', '{ db?: { schema?: string }; auth?: { persist?: boolean } }'),
    p('options.db', '{ schema?: string }'),
    p('options.db.schema', 'string'),
    p('options.auth', '{ persist?: boolean }'),
    p('options.auth.persist', 'boolean'),
    p('jwt', 'string'),
    p('key', 'string', true),
    p('kind', "'a' | 'b'"),
    p('kind', 'number'),
  ]);
  const { params } = migrationDiff(lib('v1', { init: [before] }), lib('v2', { init: [after] }));

  it('names what was added, removed, retyped and made required or optional, folding fields into a new parent', () => {
    expect(params).toEqual({
      compared: true,
      changes: [
        {
          id: 'create-client',
          section: 'init',
          call: 'createClient()',
          added: ['options.db'],
          removed: ['options.schema'],
          retyped: [],
          nowRequired: ['key'],
          nowOptional: ['jwt'],
        },
      ],
    });
  });

  it('reports the type of an object whose fields did not change, with whitespace ignored', () => {
    const retyped = migrationDiff(
      lib('v1', { s: [fn('f', 'f()', 'f', [p('a', 'string'), p('b', '{ x: 1 }'), p('b.x', '1'), p('c', 'A  |  B')])] }),
      lib('v2', { s: [fn('f', 'f()', 'f', [p('a', 'number'), p('b', '{ x: 2 }'), p('b.x', '2'), p('c', 'A | B')])] }),
    );
    expect(retyped.params.compared && retyped.params.changes[0]!.retyped).toEqual(['a', 'b.x']);
  });

  it('compares nothing when a version lists no parameters, and says which', () => {
    const silent = migrationDiff(lib('v1', { init: [{ ...before, params: [] }] }), lib('v2', { init: [after] }));
    expect(silent.params).toEqual({ compared: false, why: 'the facts of js v1 list no parameters' });
  });
});
