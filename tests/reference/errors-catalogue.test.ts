import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadErrorCatalogue } from '../../src/reference/errors/load';
import { allEntries, type CatalogueEntry, type ErrorCatalogue } from '../../src/reference/errors/model';

/**
 * The error catalogue against its facts (../shared/reference/errors.json), read here on their own
 * rather than through the loader: every error of the facts has an entry and every entry an error
 * of the facts, every entry has a cause and a fix, and what the catalogue says about statuses,
 * retrying, uncertainty, methods and client classes is what the facts say.
 */

const FACTS = path.resolve(process.cwd(), '..', 'shared', 'reference');
/* eslint-disable @typescript-eslint/no-explicit-any -- the raw facts, read without the loader's types */
const facts = JSON.parse(readFileSync(path.join(FACTS, 'errors.json'), 'utf8')) as { services: Record<string, any> };
const jsV2 = JSON.parse(readFileSync(path.join(FACTS, 'client-libs', 'javascript-v2.json'), 'utf8')) as {
  sections: { id: string; functions: { id: string; method?: string | null }[] }[];
};

/** One expected entry per error of the facts: its service, key and status exactly as the facts write them. */
interface Expected {
  service: string;
  /** Which part of the facts it comes from, as the model's kinds name them. */
  kind: string;
  key: string;
  httpStatus: unknown;
  retryable: boolean | null;
  uncertain: boolean;
  methods: string[];
}

function expectedEntries(): Expected[] {
  const out: Expected[] = [];
  const add = (service: string, kind: string, key: string, httpStatus: unknown, rest: Partial<Expected> = {}) =>
    out.push({ service, kind, key, httpStatus: httpStatus ?? null, retryable: null, uncertain: false, methods: [], ...rest });
  for (const [service, s] of Object.entries(facts.services)) {
    for (const c of s.codes ?? [])
      add(service, 'code', c.code, c.http_status, { retryable: c.retryable ?? null, uncertain: c.uncertain === true, methods: c.methods ?? [] });
    for (const c of s.common_sqlstates ?? [])
      add(service, 'sqlstate', c.code, c.http_status, { retryable: c.retryable ?? null, uncertain: c.uncertain === true, methods: c.methods ?? [] });
    for (const c of s.retired_codes ?? []) add(service, 'retired', c, null);
    for (const c of s.oauth_server_errors?.codes ?? []) add(service, 'oauth', c.code, s.oauth_server_errors.http_status);
    for (const [status, error] of Object.entries(s.response_format?.redirect_errors?.error_param_by_status ?? {}))
      add(service, 'redirect', error as string, Number(status));
    for (const c of s.client_side_codes ?? []) add(service, 'client-code', c.code, null, { uncertain: c.uncertain === true });
    if (s.hook_errors) add(service, 'hook', 'auth hook error', null);
    for (const e of s.legacy_errors ?? []) add(service, 'legacy', e.error, e.status);
    for (const st of s.statuses ?? []) add(service, 'status', String(st.http_status), st.http_status, { retryable: st.retryable ?? null });
    for (const st of s.websocket_handshake_statuses ?? []) add(service, 'handshake', String(st.http_status), st.http_status);
    for (const st of s.rest_api?.statuses ?? []) if (st.http_status >= 300) add(service, 'rest-status', String(st.http_status), st.http_status);
    // The Management API: the declared statuses. No source states when any but the rate limit occurs.
    for (const status of Object.keys(s.declared_error_statuses?.operations_declaring ?? {}))
      add(service, 'status', status, Number(status), { uncertain: Number(status) !== s.rate_limit?.http_status });
  }
  return out;
}

const catalogue: ErrorCatalogue = loadErrorCatalogue();
const entries = allEntries(catalogue).filter((e) => e.kind !== 'channel-status');
const expected = expectedEntries();
/** Service, kind and key: auth's `access_denied` is both an OAuth server error and a redirect error. */
const id = (e: { service: string; kind: string; key: string }) => `${e.service} ${e.kind} ${e.key}`;
const byKey = new Map<string, CatalogueEntry>(entries.map((e) => [id(e), e]));

describe('the error catalogue', () => {
  it('has an entry for every error of the facts, and none the facts do not have', () => {
    const want = expected.map(id).sort();
    const have = entries.map(id).sort();
    expect(
      have.filter((k) => !want.includes(k)),
      'entries the facts do not have',
    ).toEqual([]);
    expect(
      want.filter((k) => !have.includes(k)),
      'errors of the facts without an entry',
    ).toEqual([]);
    expect(have).toEqual(want);
    // Every code of every service, counted: a service whose codes went missing fails here too.
    for (const [service, s] of Object.entries(facts.services)) {
      expect(entries.filter((e) => e.service === service && e.kind === 'code').length, service).toBe((s.codes ?? []).length);
    }
  });

  it('gives every entry a cause and a fix', () => {
    for (const e of allEntries(catalogue)) {
      expect(e.cause.trim().length, `${e.id}: cause`).toBeGreaterThan(0);
      expect(e.fix.trim().length, `${e.id}: fix`).toBeGreaterThan(0);
    }
  });

  it("carries each error's status exactly as the facts give it", () => {
    for (const want of expected) {
      const e = byKey.get(id(want))!;
      expect(e.httpStatus, `${e.id}: status`).toEqual(want.httpStatus);
      expect(e.statuses, `${e.id}: statuses`).toEqual(want.httpStatus === null ? [] : Array.isArray(want.httpStatus) ? want.httpStatus : [want.httpStatus]);
    }
  });

  it('says whether to retry, and what is uncertain, as the facts do', () => {
    for (const want of expected) {
      const e = byKey.get(id(want))!;
      expect(e.retryable, `${e.id}: retryable`).toBe(want.retryable);
      expect(e.uncertain, `${e.id}: uncertain`).toBe(want.uncertain);
      expect(e.methods, `${e.id}: methods`).toEqual(want.methods);
    }
    // The kinds of uncertainty the facts' README lists are all carried.
    const uncertain = (service: string, kind: string, key: string) => byKey.get(`${service} ${kind} ${key}`)!.uncertain;
    expect(uncertain('auth', 'code', 'email_address_not_provided')).toBe(true);
    expect(uncertain('storage', 'code', 'InvalidJWT')).toBe(true);
    expect(uncertain('realtime', 'code', 'MessagePerSecondRateLimitReached')).toBe(true);
    expect(uncertain('functions', 'code', 'RATE_LIMIT_EXCEEDED')).toBe(true);
    expect(uncertain('auth', 'client-code', 'reauth_nonce_missing')).toBe(true);
    expect(uncertain('management_api', 'status', '401')).toBe(true);
    expect(uncertain('management_api', 'status', '429')).toBe(false);
    const csharpPostgrest = catalogue.services.find((s) => s.service === 'postgrest')!.clients.find((c) => c.library === 'csharp')!;
    expect(csharpPostgrest.classes.find((c) => c.name === 'PostgrestException')!.uncertain).toBe(true);
  });

  it('maps each facts method to the JavaScript function of that name', () => {
    // The auth and storage facts write methods as JavaScript calls: `auth.signUp` is the v2 function
    // whose method is `auth.signUp`, `from().upload` the one whose method is `storage.from(bucket).upload`.
    const jsMethods = new Map<string, string>();
    for (const section of jsV2.sections)
      for (const fn of section.functions)
        if (fn.method) jsMethods.set(fn.method.replace(/^storage\./, '').replace('from(bucket)', 'from()'), `${section.id}/${fn.id}`);
    let checked = 0;
    for (const e of entries.filter((x) => x.service === 'auth' || x.service === 'storage')) {
      for (const method of e.methods) {
        const fn = jsMethods.get(method);
        if (!fn) continue;
        checked++;
        expect(
          e.functions.some((f) => f.library === 'javascript' && f.version === 'v2' && `${f.section}/${f.id}` === fn),
          `${e.id}: ${method} → javascript v2 ${fn}`,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(200);
    // And per function, the reverse index lists the entry.
    expect(catalogue.byFunction['javascript/v2/auth/sign-in-with-password']).toContain('auth:invalid_credentials');
    expect(catalogue.byFunction['javascript/v2/modifiers/single']).toContain('postgrest:PGRST116');
  });

  it("lists each service's client error classes as the facts do", () => {
    for (const s of catalogue.services) {
      const classes = facts.services[s.service].client_errors as Record<string, { name: string }[]> | undefined;
      if (!classes) continue;
      expect(s.clients.map((c) => c.library).sort(), s.service).toEqual(Object.keys(classes).sort());
      for (const c of s.clients)
        expect(
          c.classes.map((k) => k.name),
          `${s.service} ${c.library}`,
        ).toEqual(classes[c.library]!.map((k) => k.name));
    }
  });

  it('gives every entry an anchor that is unique on its page and usable as an id, and links only guides that exist', () => {
    for (const s of catalogue.services) {
      const anchors = s.groups.flatMap((g) => g.entries.map((e) => e.anchor));
      expect(new Set(anchors).size, s.service).toBe(anchors.length);
      for (const a of anchors) expect(a).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
    }
    for (const e of allEntries(catalogue)) {
      for (const g of e.guides)
        expect(
          existsSync(`content/guides/${g.href.slice('/guides/'.length)}.mdx`) || existsSync(`content/guides/${g.href.slice('/guides/'.length)}/index.mdx`),
          `${e.id}: ${g.href}`,
        ).toBe(true);
    }
  });
});
