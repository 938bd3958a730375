import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Session tokens of the stand-in: `<base64url payload>.<HMAC-SHA256>`, signed with a local
 * secret: one drawn at each start of `npm start`, or `STAND_IN_SECRET` when set (sessions then
 * survive a restart). Not meant for anything but local development.
 */
export type TokenType = 'access' | 'refresh';

export interface TokenPayload {
  sub: string;
  email: string;
  typ: TokenType;
  /** Unix seconds. */
  exp: number;
}

export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

export function signToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The payload of a well-signed, unexpired token of the given type; null otherwise. */
export function verifyToken(token: string | undefined, secret: string, typ: TokenType, nowSeconds: number): TokenPayload | null {
  if (!token) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (payload.typ !== typ || typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
    return payload;
  } catch {
    return null;
  }
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: { id: string; email: string };
}

/** A new session (access and refresh token) for a user. */
export function issueSession(user: { id?: string; email: string }, secret: string, nowSeconds: number): SessionResponse {
  const sub = user.id ?? randomUUID();
  const now = Math.floor(nowSeconds);
  return {
    access_token: signToken({ sub, email: user.email, typ: 'access', exp: now + ACCESS_TOKEN_TTL_S }, secret),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: now + ACCESS_TOKEN_TTL_S,
    refresh_token: signToken({ sub, email: user.email, typ: 'refresh', exp: now + REFRESH_TOKEN_TTL_S }, secret),
    user: { id: sub, email: user.email },
  };
}
