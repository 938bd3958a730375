import { createHmac } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { base64url } from '../generators/jws';
import { signHs256 } from '../generators/jws';
import { buildClaims, checkJwtForm, defaultTimes, GENERATED_SECRET_LENGTH, parseLocalInputValue, randomSecret, toLocalInputValue, type JwtForm } from './jwt';

const NOW = Date.UTC(2026, 0, 15, 9, 30, 42);
const SECRET = 'a-test-secret-with-more-than-thirty-two-characters';

function form(patch: Partial<JwtForm> = {}): JwtForm {
  const { iat, exp } = defaultTimes(NOW);
  return { secret: SECRET, role: 'anon', issuedAt: toLocalInputValue(iat), expiresAt: toLocalInputValue(exp), ...patch };
}

describe('randomSecret', () => {
  it('uses the cryptographic generator and only letters and digits', () => {
    const secret = randomSecret();
    expect(secret).toHaveLength(GENERATED_SECRET_LENGTH);
    expect(secret).toMatch(/^[A-Za-z0-9]+$/);
    expect(randomSecret()).not.toBe(secret);
  });

  it('discards bytes that would bias the alphabet', () => {
    // 248..255 would map onto the first characters twice as often: they must be skipped.
    const bytes = [255, 248, 0, 61, 62, 9];
    const fill = (b: Uint8Array) => {
      b.fill(0);
      b.set(bytes.slice(0, b.length));
      return b;
    };
    expect(randomSecret(4, fill)).toBe('A9AJ');
  });
});

describe('datetime-local conversion', () => {
  it('round-trips through the input format, to the minute', () => {
    const { iat } = defaultTimes(NOW);
    expect(iat % 60).toBe(0);
    expect(parseLocalInputValue(toLocalInputValue(iat))).toBe(iat);
  });

  it('rejects incomplete and impossible dates', () => {
    expect(parseLocalInputValue('')).toBeUndefined();
    expect(parseLocalInputValue('2026-01-15')).toBeUndefined();
    expect(parseLocalInputValue('2026-02-30T10:00')).toBeUndefined();
    expect(parseLocalInputValue('2026-02-28T10:00')).toBeTypeOf('number');
  });
});

describe('defaultTimes', () => {
  it('issues now and expires five calendar years later', () => {
    const { iat, exp } = defaultTimes(NOW);
    expect(iat).toBe(Math.floor(NOW / 60_000) * 60);
    const issued = new Date(iat * 1000);
    const expires = new Date(exp * 1000);
    expect(expires.getFullYear() - issued.getFullYear()).toBe(5);
    expect(expires.getMonth()).toBe(issued.getMonth());
    expect(expires.getDate()).toBe(issued.getDate());
  });
});

describe('checkJwtForm', () => {
  it('builds the claims of an API key', () => {
    const { iat, exp } = defaultTimes(NOW);
    const check = checkJwtForm(form({ role: 'service_role' }), NOW);
    expect(check.claims).toEqual({ iss: 'plinth', role: 'service_role', iat, exp });
    expect(check.secret).toBeUndefined();
  });

  it('refuses to sign without a secret', () => {
    const check = checkJwtForm(form({ secret: '' }), NOW);
    expect(check.claims).toBeNull();
    expect(check.secret).toMatchObject({ level: 'error' });
  });

  it('warns about a secret shorter than 32 characters but still signs', () => {
    const check = checkJwtForm(form({ secret: 'x'.repeat(31) }), NOW);
    expect(check.secret).toMatchObject({ level: 'warning' });
    expect(check.secret?.message).toContain('31 characters');
    expect(check.claims).not.toBeNull();
    expect(checkJwtForm(form({ secret: 'x'.repeat(32) }), NOW).secret).toBeUndefined();
  });

  it('rejects an expiry at or before the issue time', () => {
    const same = checkJwtForm(form({ issuedAt: '2026-03-01T10:00', expiresAt: '2026-03-01T10:00' }), NOW);
    expect(same.claims).toBeNull();
    expect(same.expiresAt).toEqual({ level: 'error', message: 'The expiry must be after the issue time.' });
    const before = checkJwtForm(form({ issuedAt: '2026-03-01T10:00', expiresAt: '2026-02-01T10:00' }), NOW);
    expect(before.expiresAt?.level).toBe('error');
  });

  it('warns when the token would already be expired', () => {
    const check = checkJwtForm(form({ issuedAt: '2020-01-01T00:00', expiresAt: '2021-01-01T00:00' }), NOW);
    expect(check.expiresAt?.level).toBe('warning');
    expect(check.claims).not.toBeNull();
  });

  it('reports incomplete dates', () => {
    const check = checkJwtForm(form({ issuedAt: '' }), NOW);
    expect(check.issuedAt?.level).toBe('error');
    expect(check.claims).toBeNull();
  });
});

describe('signHs256', () => {
  it('produces a token that an independent JWT library verifies with the same secret', async () => {
    const claims = buildClaims('anon', 1735689600, 1893456000);
    const token = await signHs256(claims, SECRET);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      issuer: 'plinth',
      currentDate: new Date(1800000000 * 1000),
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual(claims);
  });

  it('matches an HMAC-SHA256 recomputed with node:crypto, and not with another secret', async () => {
    const token = await signHs256(buildClaims('service_role', 1735689600, 1893456000), SECRET);
    const [header, payload, signature] = token.split('.');
    const expected = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest();
    expect(signature).toBe(base64url(new Uint8Array(expected)));
    const other = createHmac('sha256', `${SECRET}!`).update(`${header}.${payload}`).digest();
    expect(signature).not.toBe(base64url(new Uint8Array(other)));
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ role: 'service_role' });
  });

  it('is rejected by the verifier when the secret differs', async () => {
    const token = await signHs256(buildClaims('anon', 1735689600, 1893456000), SECRET);
    await expect(
      jwtVerify(token, new TextEncoder().encode('another-secret-that-is-long-enough-too'), { currentDate: new Date(1800000000 * 1000) }),
    ).rejects.toThrow();
  });
});
