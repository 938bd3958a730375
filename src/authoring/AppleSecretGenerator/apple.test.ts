import { generateKeyPairSync, verify } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signEs256 } from '../generators/jws';
import {
  APPLE_MAX_LIFETIME_SECONDS,
  appleClaims,
  appleExpiry,
  appleHeader,
  checkKeyId,
  checkServicesId,
  checkTeamId,
  checkValidityDays,
  formatUtc,
  keyIdFromFileName,
  MAX_VALIDITY_DAYS,
  parseP8,
} from './apple';

function p256() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey,
    spki: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

describe('IDs', () => {
  it('accepts 10-character Team and Key IDs, upper-casing and trimming them', () => {
    expect(checkTeamId('A1B2C3D4E5')).toBeUndefined();
    expect(checkTeamId(' a1b2c3d4e5 ')).toBeUndefined();
    expect(checkKeyId('F9G8H7J6K5')).toBeUndefined();
  });

  it('explains what is wrong with a bad ID', () => {
    expect(checkTeamId('')).toBe('Enter your Team ID.');
    expect(checkTeamId('A1B2C3D4E')).toBe('A Team ID is exactly 10 characters; this one has 9.');
    expect(checkKeyId('F9G8H7J6K5X')).toBe('A Key ID is exactly 10 characters; this one has 11.');
    expect(checkKeyId('F9G8H7J6-5')).toBe('A Key ID has only letters A–Z and digits 0–9.');
  });

  it('wants a reverse-domain Services ID', () => {
    expect(checkServicesId('com.example.web')).toBeUndefined();
    expect(checkServicesId('')).toMatch(/Enter the identifier/);
    expect(checkServicesId('my web app')).toMatch(/reverse-domain/);
    expect(checkServicesId('example')).toMatch(/reverse-domain/);
  });
});

describe('keyIdFromFileName', () => {
  it('reads the Key ID from the name Apple gives the download', () => {
    expect(keyIdFromFileName('AuthKey_F9G8H7J6K5.p8')).toBe('F9G8H7J6K5');
    expect(keyIdFromFileName('AuthKey_f9g8h7j6k5.p8')).toBe('F9G8H7J6K5');
    expect(keyIdFromFileName('AuthKey_F9G8H7J6K5 (1).p8')).toBe('F9G8H7J6K5');
    expect(keyIdFromFileName('C:\\fakepath\\AuthKey_F9G8H7J6K5.p8')).toBe('F9G8H7J6K5');
  });

  it('returns nothing for other names', () => {
    expect(keyIdFromFileName('key.p8')).toBeUndefined();
    expect(keyIdFromFileName('AuthKey_SHORT.p8')).toBeUndefined();
    expect(keyIdFromFileName('AuthKey_F9G8H7J6K5.pem')).toBeUndefined();
    expect(keyIdFromFileName('MyAuthKey_F9G8H7J6K5.p8')).toBeUndefined();
  });
});

describe('parseP8', () => {
  it('accepts an unencrypted PKCS#8 P-256 key, including CRLF line endings', () => {
    const { pem } = p256();
    const parsed = parseP8(pem);
    expect(parsed.ok).toBe(true);
    expect(parseP8(pem.replace(/\n/g, '\r\n')).ok).toBe(true);
  });

  it('names the format of keys Apple does not issue', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(parseP8(rsa.export({ type: 'pkcs8', format: 'pem' }).toString())).toEqual({ ok: false, message: expect.stringMatching(/RSA key/) });
    expect(parseP8(rsa.export({ type: 'pkcs1', format: 'pem' }).toString())).toEqual({ ok: false, message: expect.stringMatching(/RSA key/) });

    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey;
    expect(parseP8(p384.export({ type: 'pkcs8', format: 'pem' }).toString())).toEqual({ ok: false, message: expect.stringMatching(/another curve/) });
    const sec1 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'sec1', format: 'pem' }).toString();
    expect(parseP8(sec1)).toEqual({ ok: false, message: expect.stringMatching(/SEC1/) });

    const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(parseP8(ed)).toEqual({ ok: false, message: expect.stringMatching(/not an elliptic-curve/) });

    const { spki } = p256();
    expect(parseP8(spki)).toEqual({ ok: false, message: expect.stringMatching(/public key/) });
  });

  it('rejects text that is not a key and damaged keys', () => {
    expect(parseP8('hello')).toEqual({ ok: false, message: expect.stringMatching(/not a PKCS#8 private key/) });
    expect(parseP8('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).toEqual({ ok: false, message: expect.stringMatching(/damaged/) });
    const { pem } = p256();
    const truncated = pem.replace(/\n[^\n]+\n-----END/, '\n-----END');
    expect(parseP8(truncated).ok).toBe(false);
  });
});

describe('expiry', () => {
  it('caps the lifetime at Apple’s 15 777 000 seconds', () => {
    const iat = 1_767_225_600;
    expect(appleExpiry(iat, 180)).toBe(iat + 180 * 86_400);
    expect(appleExpiry(iat, 365) - iat).toBe(APPLE_MAX_LIFETIME_SECONDS);
    expect(MAX_VALIDITY_DAYS * 86_400).toBeLessThanOrEqual(APPLE_MAX_LIFETIME_SECONDS);
    expect((MAX_VALIDITY_DAYS + 1) * 86_400).toBeGreaterThan(APPLE_MAX_LIFETIME_SECONDS);
  });

  it('accepts 1 to 182 whole days', () => {
    expect(checkValidityDays('1')).toBeUndefined();
    expect(checkValidityDays('182')).toBeUndefined();
    for (const bad of ['0', '183', '1.5', '', 'abc', '-3']) expect(checkValidityDays(bad)).toMatch(/1 to 182/);
  });

  it('refuses claims beyond the cap or ending before they start', () => {
    const base = { teamId: 'A1B2C3D4E5', servicesId: 'com.example.web', iat: 1000 };
    expect(() => appleClaims({ ...base, exp: 1000 + APPLE_MAX_LIFETIME_SECONDS + 1 })).toThrow(/at most/);
    expect(() => appleClaims({ ...base, exp: 1000 })).toThrow(/after the issue time/);
  });

  it('formats the expiry as an unambiguous UTC date', () => {
    expect(formatUtc(1_767_225_600 + 180 * 86_400)).toBe('2026-06-30 00:00 UTC');
  });
});

describe('the client secret', () => {
  it('is an ES256 JWT that verifies with the public key of the pair', async () => {
    const { pem, publicKey, spki } = p256();
    const parsed = parseP8(pem);
    if (!parsed.ok) throw new Error(parsed.message);
    const iat = Math.floor(Date.now() / 1000);
    const claims = appleClaims({ teamId: 'a1b2c3d4e5', servicesId: 'com.example.web', iat, exp: appleExpiry(iat, 180) });
    const token = await signEs256(appleHeader('f9g8h7j6k5'), claims, parsed.pkcs8);

    // 1. node:crypto, with the JWS signature format (r‖s, not DER).
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    expect(valid).toBe(true);

    // 2. An independent JWT library, checking the audience and issuer Apple expects.
    const result = await jwtVerify(token, await importSPKI(spki, 'ES256'), {
      audience: 'https://appleid.apple.com',
      issuer: 'A1B2C3D4E5',
      algorithms: ['ES256'],
    });
    expect(result.protectedHeader).toEqual({ alg: 'ES256', kid: 'F9G8H7J6K5' });
    expect(result.payload).toEqual({ iss: 'A1B2C3D4E5', sub: 'com.example.web', aud: 'https://appleid.apple.com', iat, exp: iat + 180 * 86_400 });
  });

  it('does not verify with the public key of another pair', async () => {
    const signer = p256();
    const other = p256();
    const parsed = parseP8(signer.pem);
    if (!parsed.ok) throw new Error(parsed.message);
    const token = await signEs256(
      appleHeader('F9G8H7J6K5'),
      appleClaims({ teamId: 'A1B2C3D4E5', servicesId: 'com.example.web', iat: 1000, exp: 2000 }),
      parsed.pkcs8,
    );
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(
      verify('sha256', Buffer.from(`${header}.${payload}`), { key: other.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
    ).toBe(false);
  });
});
