/**
 * Pure logic of the JWT generator: the secret, the claims of an API key, and the checks that
 * decide whether a token can be signed. The widget only wires these to inputs.
 */

export const API_KEY_ROLES = ['anon', 'service_role'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** The `iss` claim of every key Plinth issues. */
export const ISSUER = 'plinth';

/** HS256 keys shorter than this are weak (RFC 7518 §3.2 asks for a key of at least 256 bits). */
export const MIN_SECRET_LENGTH = 32;

/** Length of a generated secret: 64 characters of [A-Za-z0-9] carry about 381 random bits. */
export const GENERATED_SECRET_LENGTH = 64;

/**
 * Default lifetime of a generated key. API keys are built into apps and servers, and replacing
 * one means redeploying everything that holds it, so they are long-lived; five years is a common
 * choice. Rotating the JWT secret invalidates them earlier if needed.
 */
export const DEFAULT_LIFETIME_YEARS = 5;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface ApiKeyClaims {
  iss: typeof ISSUER;
  role: ApiKeyRole;
  iat: number;
  exp: number;
}

/**
 * A random secret from the cryptographic random generator. Bytes that would bias the choice of
 * character (256 is not a multiple of 62) are discarded and drawn again.
 */
export function randomSecret(length = GENERATED_SECRET_LENGTH, fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte >= limit) continue;
      out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch seconds → the value of an `<input type="datetime-local">`, in the reader's time zone. */
export function toLocalInputValue(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a datetime-local input (local time) → epoch seconds, or undefined if incomplete. */
export function parseLocalInputValue(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const d = new Date(year, month - 1, day, hour, minute, second);
  if (d.getMonth() !== month - 1 || d.getDate() !== day) return undefined;
  return Math.floor(d.getTime() / 1000);
}

/** The default issued-at (now, to the minute, so the input shows it exactly) and expiry. */
export function defaultTimes(nowMs: number): { iat: number; exp: number } {
  const iat = Math.floor(nowMs / 60_000) * 60;
  const end = new Date(iat * 1000);
  end.setFullYear(end.getFullYear() + DEFAULT_LIFETIME_YEARS);
  return { iat, exp: Math.floor(end.getTime() / 1000) };
}

export function buildClaims(role: ApiKeyRole, iat: number, exp: number): ApiKeyClaims {
  return { iss: ISSUER, role, iat, exp };
}

export interface JwtForm {
  secret: string;
  role: ApiKeyRole;
  /** datetime-local values */
  issuedAt: string;
  expiresAt: string;
}

export interface FieldIssue {
  level: 'error' | 'warning';
  message: string;
}

export interface JwtCheck {
  /** The claims to sign, or null when an error blocks signing. */
  claims: ApiKeyClaims | null;
  secret?: FieldIssue;
  issuedAt?: FieldIssue;
  expiresAt?: FieldIssue;
}

/** Validates the form: errors block signing, warnings are shown next to a token that is still produced. */
export function checkJwtForm(form: JwtForm, nowMs = Date.now()): JwtCheck {
  const result: JwtCheck = { claims: null };
  if (form.secret.length === 0) {
    result.secret = { level: 'error', message: 'Enter your project’s JWT secret, or generate a new one.' };
  } else if (form.secret.length < MIN_SECRET_LENGTH) {
    result.secret = {
      level: 'warning',
      message: `This secret has ${form.secret.length} characters. Use at least ${MIN_SECRET_LENGTH}: a short secret can be guessed, and whoever guesses it can sign any token.`,
    };
  }
  const iat = parseLocalInputValue(form.issuedAt);
  const exp = parseLocalInputValue(form.expiresAt);
  if (iat === undefined) result.issuedAt = { level: 'error', message: 'Enter a complete date and time.' };
  if (exp === undefined) result.expiresAt = { level: 'error', message: 'Enter a complete date and time.' };
  else if (iat !== undefined && exp <= iat) result.expiresAt = { level: 'error', message: 'The expiry must be after the issue time.' };
  else if (exp * 1000 < nowMs) result.expiresAt = { level: 'warning', message: 'This date is in the past: the token is already expired.' };
  if (!API_KEY_ROLES.includes(form.role)) return result;
  const blocked = [result.secret, result.issuedAt, result.expiresAt].some((issue) => issue?.level === 'error');
  if (!blocked && iat !== undefined && exp !== undefined) result.claims = buildClaims(form.role, iat, exp);
  return result;
}
