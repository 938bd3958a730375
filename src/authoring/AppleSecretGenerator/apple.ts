/**
 * Pure logic of the Sign in with Apple client secret: checking the IDs, reading the `.p8` key,
 * and the token's header, claims and expiry cap. The widget only wires these to inputs.
 */

/** Apple rejects client secrets whose `exp` is more than this many seconds after `iat` (about 6 months). */
export const APPLE_MAX_LIFETIME_SECONDS = 15_777_000;

/** The longest whole number of days that stays under Apple's cap (182 × 86 400 = 15 724 800 s). */
export const MAX_VALIDITY_DAYS = Math.floor(APPLE_MAX_LIFETIME_SECONDS / 86_400);

export const APPLE_AUDIENCE = 'https://appleid.apple.com';

const APPLE_ID = /^[A-Z0-9]{10}$/;

/** Team and key IDs are written in upper case by Apple; accept what was pasted, trimmed and upper-cased. */
export function normalizeAppleId(value: string): string {
  return value.trim().toUpperCase();
}

function checkTenCharacterId(what: string, value: string): string | undefined {
  const id = normalizeAppleId(value);
  if (id.length === 0) return `Enter your ${what}.`;
  if (!/^[A-Z0-9]*$/.test(id)) return `A ${what} has only letters A–Z and digits 0–9.`;
  if (!APPLE_ID.test(id)) return `A ${what} is exactly 10 characters; this one has ${id.length}.`;
  return undefined;
}

/** The Team ID shown at the top right of the Apple Developer account, e.g. `A1B2C3D4E5`. */
export function checkTeamId(value: string): string | undefined {
  return checkTenCharacterId('Team ID', value);
}

/** The Key ID of the Sign in with Apple key, also part of the `.p8` file name. */
export function checkKeyId(value: string): string | undefined {
  return checkTenCharacterId('Key ID', value);
}

/** The identifier of the Services ID (web) or the App ID (native), in reverse-domain form. */
export function checkServicesId(value: string): string | undefined {
  const id = value.trim();
  if (id.length === 0) return 'Enter the identifier of your Services ID, such as com.example.web.';
  if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(id)) {
    return 'Use the identifier in reverse-domain form, such as com.example.web: letters, digits, hyphens and dots, no spaces.';
  }
  return undefined;
}

/**
 * The Key ID inside a key file name. Apple names downloads `AuthKey_<KEYID>.p8`; browsers may add
 * ` (1)` to a second download of the same file.
 */
export function keyIdFromFileName(name: string): string | undefined {
  const match = /(?:^|[\\/])AuthKey_([A-Za-z0-9]{10})(?: ?\(\d+\))?\.p8$/.exec(name.trim());
  return match ? match[1]!.toUpperCase() : undefined;
}

export type KeyParse = { ok: true; pkcs8: Uint8Array } | { ok: false; message: string };

/** Largest `.p8` worth reading: a P-256 key in PEM is about 250 bytes. */
export const MAX_KEY_FILE_BYTES = 16 * 1024;

const OID_EC_PUBLIC_KEY = '1.2.840.10045.2.1';
const OID_P256 = '1.2.840.10045.3.1.7';
const OID_RSA = '1.2.840.113549.1.1.1';

interface Der {
  tag: number;
  start: number;
  end: number;
}

/** Reads one DER element (tag, definite length) at `offset`. */
function readDer(bytes: Uint8Array, offset: number): Der | undefined {
  const tag = bytes[offset];
  let lengthByte = bytes[offset + 1];
  if (tag === undefined || lengthByte === undefined) return undefined;
  let start = offset + 2;
  let length = lengthByte;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 3) return undefined;
    length = 0;
    for (let i = 0; i < count; i++) {
      lengthByte = bytes[start + i];
      if (lengthByte === undefined) return undefined;
      length = length * 256 + lengthByte;
    }
    start += count;
  }
  const end = start + length;
  return end <= bytes.length ? { tag, start, end } : undefined;
}

function decodeOid(bytes: Uint8Array): string {
  const first = bytes[0] ?? 0;
  const parts = [Math.floor(first / 40), first % 40];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/**
 * The algorithm and curve of a PKCS#8 PrivateKeyInfo:
 * SEQUENCE { INTEGER version, SEQUENCE { OID algorithm, parameters }, OCTET STRING key, … }.
 */
export function pkcs8Algorithm(der: Uint8Array): { algorithm: string; curve?: string } | undefined {
  const outer = readDer(der, 0);
  if (!outer || outer.tag !== 0x30 || outer.end !== der.length) return undefined;
  const version = readDer(der, outer.start);
  if (!version || version.tag !== 0x02) return undefined;
  const algorithmId = readDer(der, version.end);
  if (!algorithmId || algorithmId.tag !== 0x30) return undefined;
  const oid = readDer(der, algorithmId.start);
  if (!oid || oid.tag !== 0x06) return undefined;
  const key = readDer(der, algorithmId.end);
  if (!key || key.tag !== 0x04) return undefined;
  const algorithm = decodeOid(der.subarray(oid.start, oid.end));
  const parameters = oid.end < algorithmId.end ? readDer(der, oid.end) : undefined;
  const curve = parameters?.tag === 0x06 ? decodeOid(der.subarray(parameters.start, parameters.end)) : undefined;
  return { algorithm, curve };
}

function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/\s+/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return undefined;
  try {
    const binary = atob(clean);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Checks that a `.p8` file holds what Apple issues (an unencrypted PKCS#8 EC key on the P-256
 * curve) and returns its DER bytes, or a message saying what the file is instead.
 */
export function parseP8(text: string): KeyParse {
  const pem = text.trim();
  if (/-----BEGIN EC PRIVATE KEY-----/.test(pem)) {
    return {
      ok: false,
      message:
        'This is an EC key in the older SEC1 format. Use the .p8 file Apple gave you, or convert this one to PKCS#8 with: openssl pkcs8 -topk8 -nocrypt -in key.pem -out AuthKey.p8',
    };
  }
  if (/-----BEGIN RSA PRIVATE KEY-----/.test(pem))
    return { ok: false, message: 'This is an RSA key. Sign in with Apple keys are EC P-256 keys in a .p8 file.' };
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(pem))
    return { ok: false, message: 'This key is password-protected. Use the unencrypted .p8 file downloaded from Apple.' };
  if (/-----BEGIN (?:PUBLIC KEY|CERTIFICATE)-----/.test(pem))
    return { ok: false, message: 'This file holds a public key or certificate, not the private key. Pick the .p8 file downloaded from Apple.' };
  const match = /^-----BEGIN PRIVATE KEY-----([\s\S]+?)-----END PRIVATE KEY-----$/.exec(pem);
  if (!match) return { ok: false, message: 'This is not a PKCS#8 private key: a .p8 file starts with -----BEGIN PRIVATE KEY-----.' };
  const der = decodeBase64(match[1]!);
  const info = der ? pkcs8Algorithm(der) : undefined;
  if (!der || !info)
    return { ok: false, message: 'The key is damaged: its contents are not a valid PKCS#8 structure. Download the key again or use another copy.' };
  if (info.algorithm === OID_RSA) return { ok: false, message: 'This is an RSA key. Sign in with Apple keys are EC P-256 keys.' };
  if (info.algorithm !== OID_EC_PUBLIC_KEY) return { ok: false, message: 'This is not an elliptic-curve (EC) key. Sign in with Apple keys are EC P-256 keys.' };
  if (info.curve !== OID_P256) return { ok: false, message: 'This EC key uses another curve. Sign in with Apple keys use P-256 (prime256v1).' };
  return { ok: true, pkcs8: der };
}

/** The expiry for a secret valid `days` days from `iat`, never beyond Apple's 6-month cap. */
export function appleExpiry(iat: number, days: number): number {
  return iat + Math.min(Math.round(days * 86_400), APPLE_MAX_LIFETIME_SECONDS);
}

export function checkValidityDays(value: string): string | undefined {
  const days = Number(value);
  if (value.trim() === '' || !Number.isInteger(days) || days < 1 || days > MAX_VALIDITY_DAYS) {
    return `Enter a whole number of days from 1 to ${MAX_VALIDITY_DAYS}: Apple accepts secrets valid for at most 6 months.`;
  }
  return undefined;
}

export interface AppleSecretInput {
  teamId: string;
  servicesId: string;
  iat: number;
  exp: number;
}

export function appleHeader(keyId: string): { alg: 'ES256'; kid: string } {
  return { alg: 'ES256', kid: normalizeAppleId(keyId) };
}

export function appleClaims({ teamId, servicesId, iat, exp }: AppleSecretInput) {
  if (exp <= iat) throw new Error('The expiry must be after the issue time.');
  if (exp - iat > APPLE_MAX_LIFETIME_SECONDS) throw new Error('Apple accepts client secrets valid for at most 15 777 000 seconds (about 6 months).');
  return { iss: normalizeAppleId(teamId), iat, exp, aud: APPLE_AUDIENCE, sub: servicesId.trim() };
}

/** A date as `2026-07-14 09:30 UTC`: unambiguous wherever the reader is. */
export function formatUtc(epochSeconds: number): string {
  return `${new Date(epochSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
