import { describe, expect, it } from 'vitest';
import { CLIENT_NOTE, checkFor, itemErrors, OLDER_VERSION_NOTE, statusText, type ItemFunction } from './item-errors';
import { loadErrorCatalogue } from './load';
import { errorUrl } from './pages';

/** The errors section of a client function's item, made from the real catalogue. */

const catalogue = loadErrorCatalogue();
const fn = (library: string, version: string, section: string, id: string, more: Partial<ItemFunction> = {}): ItemFunction => ({
  library,
  version,
  section,
  id,
  current: true,
  ...more,
});

describe("a function's errors section", () => {
  it('lists the codes tied to it, each linked to its anchor, with status, retry and cause', () => {
    const errors = itemErrors(catalogue, fn('javascript', 'v2', 'auth', 'sign-in-with-password'), 'ts');
    expect(errors.note).toBeUndefined();
    expect(errors.groups.map((g) => g.title)).toEqual(['Auth']);
    const [auth] = errors.groups;
    expect(auth!.page).toEqual({ name: 'Auth error codes', href: '/guides/auth/debugging/error-codes' });
    expect(auth!.errors.find((e) => e.key === 'invalid_credentials')).toEqual({
      key: 'invalid_credentials',
      href: '/guides/auth/debugging/error-codes#invalid_credentials',
      status: '400',
      retry: false,
      uncertain: false,
      cause: catalogue.entries['auth:invalid_credentials']!.cause,
    });
    expect(auth!.errors.find((e) => e.key === 'over_request_rate_limit')?.retry).toBe(true);
    // How JavaScript tells them apart, and a check for the error most particular to the call.
    expect(auth!.how).toContain('isAuthApiError(error)');
    expect(auth!.check).toEqual({
      lang: 'ts',
      key: 'invalid_credentials',
      code: "import { isAuthApiError } from '@plinth/plinth-js'\n\nif (isAuthApiError(error) && error.code === 'invalid_credentials') {\n  console.error(`${error.status}: ${error.message}`)\n}",
    });
  });

  it("writes a status check for a library whose class has no code field, with that error's status", () => {
    const dart = itemErrors(catalogue, fn('dart', 'v2', 'storage', 'from-download'), 'dart').groups[0]!;
    expect(dart.check?.code).toMatch(/^if \(e is StorageException && e\.statusCode == '\d{3}'\)/);
    const entry = Object.values(catalogue.entries).find((e) => e.service === 'storage' && e.key === dart.check!.key)!;
    expect(dart.check!.code).toContain(`'${entry.statuses[0]}'`);
  });

  it('shows no check where the library has none, but says how it reports the errors', () => {
    const kotlin = itemErrors(catalogue, fn('kotlin', 'v2', 'storage', 'from-upload'), 'kotlin').groups[0]!;
    expect(kotlin.check).toBeUndefined();
    expect(kotlin.how).toContain('NotFoundRestException');
  });

  it("shows an older version's codes, and where the current version's checks are", () => {
    const v1 = itemErrors(catalogue, fn('javascript', 'v1', 'auth', 'sign-up', { current: false }), 'ts');
    expect(v1.groups[0]!.errors.length).toBeGreaterThan(0);
    expect(v1.groups[0]!.how).toBeUndefined();
    expect(v1.groups[0]!.check).toBeUndefined();
    expect(v1.versionNote).toBe(OLDER_VERSION_NOTE);
  });

  it("keeps only the library's own channel statuses and client-side codes", () => {
    const keys = (library: string) => itemErrors(catalogue, fn(library, 'v2', 'realtime', 'subscribe'), 'x').groups[0]!.errors.map((e) => e.key);
    expect(keys('javascript')).toContain('CHANNEL_ERROR');
    expect(keys('javascript')).not.toContain('RealtimeSubscribeException');
    expect(keys('dart')).toContain('RealtimeSubscribeException');
    expect(keys('javascript')).toContain('ChannelRateLimitReached');
  });

  it('marks what the facts do not confirm', () => {
    const invoke = itemErrors(catalogue, fn('javascript', 'v2', 'edge-functions', 'invoke'), 'ts').groups[0]!;
    expect(invoke.errors.find((e) => e.key === 'RATE_LIMIT_EXCEEDED')).toMatchObject({ uncertain: true });
    expect(invoke.errors.find((e) => e.key === 'BOOT_ERROR')).toMatchObject({ uncertain: false });
  });

  it('says in one line why a function cannot fail, or what it fails with', () => {
    const url = itemErrors(catalogue, fn('javascript', 'v2', 'storage', 'from-get-public-url'), 'ts');
    expect(url.groups).toEqual([]);
    expect(url.note).toMatch(/without a request/);
    const buckets = itemErrors(catalogue, fn('javascript', 'v2', 'storage', 'list-buckets'), 'ts');
    expect(buckets.note).toMatch(/fails as any Storage request does/);
    expect(buckets.groups).toEqual([expect.objectContaining({ title: 'Storage', errors: [], how: expect.stringContaining('isStorageError') })]);
    expect(itemErrors(catalogue, fn('python', 'v2', 'initializing', 'initializing'), 'python')).toEqual({ note: CLIENT_NOTE, groups: [] });
    expect(itemErrors(catalogue, fn('javascript-ssr', 'v0', 'ssr', 'ssr-create-server-client'), 'ts')).toEqual({ note: CLIENT_NOTE, groups: [] });
  });

  it("points an overview entry to its service's page", () => {
    const overview = itemErrors(catalogue, fn('dart', 'v1', 'storage', 'file-buckets', { overview: true, current: false }), 'dart');
    expect(overview.note).toContain(`(${errorUrl('storage')})`);
  });

  it('fails, naming the function and the file, for a function the catalogue says nothing of', () => {
    const without = { ...catalogue, services: catalogue.services.map((s) => (s.service === 'storage' ? { ...s, withoutCodes: {} } : s)) };
    expect(() => itemErrors(without, fn('javascript', 'v2', 'storage', 'list-buckets'), 'ts')).toThrow(
      'javascript v2 storage/list-buckets: no error of the catalogue is tied to it, and specs/errors/storage.yaml says nothing of it under cannot_fail or general_errors',
    );
  });
});

describe('helpers', () => {
  it('write statuses as a reader reads them', () => {
    expect(statusText([])).toBeUndefined();
    expect(statusText([400])).toBe('400');
    expect(statusText([409, 422, 400])).toBe('409, 422 or 400');
  });

  it('fill a check only with an entry that fits its placeholders', () => {
    const entry = catalogue.entries['functions:status-546']!;
    expect(checkFor({ check: "x == '{{code}}'" }, [entry])).toBeUndefined();
    expect(checkFor({ check: 'x == {{status}}' }, [entry])).toEqual({ code: 'x == 546', key: '546' });
    expect(checkFor({ check: 'x()' }, [])).toEqual({ code: 'x()' });
    expect(checkFor({}, [entry])).toBeUndefined();
  });
});
