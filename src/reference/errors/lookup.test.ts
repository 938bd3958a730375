import { describe, expect, it } from 'vitest';
import { loadErrorCatalogue } from './load';
import { errorsOfFunction, lookupErrors } from './lookup';
import type { ErrorService } from './model';

/** Finding the catalogue's entries by what a reader pastes, and by the function that failed. */

const catalogue = loadErrorCatalogue();
const first = (query: string, service?: ErrorService) => lookupErrors(catalogue, query, { service })[0]?.entry.id;

describe('looking an error up', () => {
  it('finds a pasted code first, exactly or in any case', () => {
    expect(first('invalid_credentials')).toBe('auth:invalid_credentials');
    expect(first('PGRST116')).toBe('postgrest:PGRST116');
    expect(first('pgrst116')).toBe('postgrest:PGRST116');
    expect(first('23505')).toBe('postgrest:sqlstate-23505');
    expect(first('NoSuchKey')).toBe('storage:NoSuchKey');
    // The match says how sure it is: a key in another case is still the key.
    expect(lookupErrors(catalogue, 'NOSUCHKEY')[0]).toMatchObject({ entry: { id: 'storage:NoSuchKey' }, match: 'key-case' });
    expect(lookupErrors(catalogue, 'CONFLICT')[0]).toMatchObject({ entry: { id: 'auth:conflict' }, match: 'key-case' });
  });

  it('finds the code inside a pasted message or URL', () => {
    expect(first('AuthApiError: invalid_credentials')).toBe('auth:invalid_credentials');
    expect(first('ChannelRateLimitReached: Too many channels')).toBe('realtime:ChannelRateLimitReached');
    // A redirect's fragment: the specific error_code comes before the generic error value.
    expect(first('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toBe('auth:otp_expired');
    expect(first('{"code":"PGRST205","details":null,"hint":"Perhaps you meant the table public.todos"}')).toBe('postgrest:PGRST205');
  });

  it('finds an entry by a message it is known by', () => {
    expect(first('Bucket not found')).toBe('storage:NoSuchBucket');
    expect(lookupErrors(catalogue, 'StorageApiError: Bucket not found')[0]).toMatchObject({ entry: { id: 'storage:NoSuchBucket' }, match: 'message' });
    expect(first('unique_violation')).toBe('postgrest:sqlstate-23505');
    expect(first('channelError')).toBe('realtime:CHANNEL_ERROR');
  });

  it('falls back to the words of causes for a message with no code', () => {
    expect(first('Invalid login credentials')).toBe('auth:invalid_credentials');
    expect(first('new row violates row-level security policy', 'postgrest')).toBe('postgrest:sqlstate-42501');
    expect(lookupErrors(catalogue, 'zebra quantum marmalade')).toEqual([]);
  });

  it('finds statuses only for a whole status, narrowed by service', () => {
    expect(first('401', 'functions')).toBe('functions:status-401');
    expect(first('429', 'management_api')).toBe('management_api:status-429');
    // A number inside a message is not a status lookup.
    expect(lookupErrors(catalogue, 'failed with 401 and PGRST301').map((r) => r.entry.id)).toEqual(['postgrest:PGRST301']);
  });
});

describe('the errors of a client function', () => {
  it('lists the codes the facts name for it, with the class and field to check in its language', () => {
    const js = errorsOfFunction(catalogue, { library: 'javascript', version: 'v2', section: 'auth', id: 'sign-in-with-password' });
    expect(js.entries.map((e) => e.key)).toEqual(expect.arrayContaining(['invalid_credentials', 'email_not_confirmed', 'over_request_rate_limit']));
    expect(js.entries.map((e) => e.key)).not.toContain('weak_password');
    expect(js.clients).toHaveLength(1);
    expect(js.clients[0]).toMatchObject({ service: 'auth', library: 'javascript', checkClasses: ['AuthApiError'], codeField: 'code', statusField: 'status' });

    const dart = errorsOfFunction(catalogue, { library: 'dart', version: 'v2', section: 'storage', id: 'from-upload' });
    expect(dart.entries.map((e) => e.key)).toContain('KeyAlreadyExists');
    expect(dart.clients[0]).toMatchObject({ service: 'storage', checkClasses: ['StorageException'], statusField: 'statusCode' });
    expect(dart.clients[0]!.codeField).toBeUndefined();
  });

  it('reaches every function of a section the facts name with a wildcard, in every library that has it', () => {
    const enroll = ['javascript', 'dart', 'python', 'swift', 'kotlin'].map((library) =>
      errorsOfFunction(catalogue, { library, version: 'v2', section: 'auth-mfa', id: 'mfa-enroll' }).entries.map((e) => e.key),
    );
    for (const keys of enroll) expect(keys).toEqual(expect.arrayContaining(['mfa_factor_name_conflict', 'bad_jwt']));
    const invoke = errorsOfFunction(catalogue, { library: 'csharp', version: 'v0', section: 'edge-functions', id: 'invoke' });
    expect(invoke.entries.map((e) => e.key)).toEqual(expect.arrayContaining(['BOOT_ERROR', '546']));
  });

  it('has nothing for a function no error names', () => {
    expect(errorsOfFunction(catalogue, { library: 'javascript', version: 'v2', section: 'auth', id: 'on-auth-state-change' })).toEqual({
      entries: [],
      clients: [],
    });
  });
});
