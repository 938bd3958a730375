/**
 * Compact JWS (JSON Web Signature) signing with the browser's own WebCrypto: HS256 for the
 * project's API keys, ES256 for the Sign in with Apple client secret. No library and no network:
 * keys and secrets never leave the page.
 */

const encoder = new TextEncoder();

/** Base64url without padding (RFC 7515 §2). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlJson(value: unknown): string {
  return base64url(encoder.encode(JSON.stringify(value)));
}

/** `base64url(header).base64url(payload)`: the bytes the signature covers. */
export function signingInput(header: object, payload: object): string {
  return `${base64urlJson(header)}.${base64urlJson(payload)}`;
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('This browser does not offer WebCrypto here. Open the page over HTTPS to sign tokens.');
  return api;
}

/** The header of an HS256 token. */
export const HS256_HEADER = { alg: 'HS256', typ: 'JWT' } as const;

/** Signs `payload` with HMAC-SHA-256, using the UTF-8 bytes of `secret` as the key. */
export async function signHs256(payload: object, secret: string): Promise<string> {
  const input = signingInput(HS256_HEADER, payload);
  const key = await subtle().importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(input)));
  return `${input}.${base64url(signature)}`;
}

/**
 * Signs with ECDSA P-256 / SHA-256. WebCrypto returns the signature as r‖s (64 bytes), which is
 * exactly the JWS encoding, so no DER conversion is needed. `pkcs8` is the DER of the private key.
 */
export async function signEs256(header: object, payload: object, pkcs8: Uint8Array): Promise<string> {
  const input = signingInput(header, payload);
  const key = await subtle().importKey('pkcs8', pkcs8 as BufferSource, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const signature = new Uint8Array(await subtle().sign({ name: 'ECDSA', hash: 'SHA-256' }, key, encoder.encode(input)));
  return `${input}.${base64url(signature)}`;
}
