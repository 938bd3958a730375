/**
 * Failure modes of the stand-in, read from the `stand-in-mode` cookie on every request, so each
 * browser (or each Playwright browser context) picks its own without restarting the server:
 *
 *   stand-in-mode=projects:error,branches:empty,api:slow
 *
 * Entries are `endpoint:mode`, separated by commas (or `&`, `|`, spaces). Unknown entries are
 * ignored. `all` applies to every endpoint that has no entry of its own.
 */
export const MODE_COOKIE = 'stand-in-mode';

export const ENDPOINTS = ['organizations', 'projects', 'branches', 'api', 'token', 'feedback'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

export const MODES = ['error', 'empty', 'slow', 'hang', 'malformed', 'html', 'unauthorized'] as const;
export type Mode = (typeof MODES)[number];

export type Modes = Partial<Record<Endpoint | 'all', Mode>>;

const isEndpoint = (v: string): v is Endpoint | 'all' => v === 'all' || (ENDPOINTS as readonly string[]).includes(v);
const isMode = (v: string): v is Mode => (MODES as readonly string[]).includes(v);

/** The cookie's value from a Cookie header, URL-decoded; '' when absent. */
export function readModeCookie(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== MODE_COOKIE) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"|"$/g, '');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

export function parseModes(value: string): Modes {
  const modes: Modes = {};
  for (const entry of value.split(/[,&|\s]+/)) {
    const [endpoint, mode] = entry.split(':').map((s) => s.trim().toLowerCase());
    if (endpoint && mode && isEndpoint(endpoint) && isMode(mode)) modes[endpoint] = mode;
  }
  return modes;
}

export function modeFor(modes: Modes, endpoint: Endpoint): Mode | undefined {
  return modes[endpoint] ?? modes.all;
}
