import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * Headers every response of `npm start` carries, pages and platform stand-in alike. The policy is
 * built for what the site really runs: its own scripts (inline ones allowed by their sha256 hash,
 * computed per page), Pagefind's WebAssembly, style attributes from highlighted code, and calls to
 * its own origin or to the platform API it was built against.
 */

/** Origins the browser may call besides the site: the platform API and auth URLs, when set. */
function platformOrigins(): string[] {
  const origins = new Set<string>();
  for (const value of [process.env.NEXT_PUBLIC_PLATFORM_API_URL, process.env.NEXT_PUBLIC_PLATFORM_AUTH_URL]) {
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // not a URL: the build already refuses it; nothing to allow
    }
  }
  return [...origins];
}

/** The CSP source expression (`'sha256-…'`) that allows an inline script with this body. */
export const scriptHash = (body: string): string => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    // Highlighted code and React set style attributes; no script can be injected through them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...platformOrigins()].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What every response carries, written before anything else (a page sets its own policy, with
 * script hashes, over the last one). One list for the responses Node writes and for the 400 the
 * server writes itself on the socket (`site-server.ts`).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // Pages set their own policy with script hashes; everything else may not run or frame anything.
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

/** What every response gets before anything else is written. */
export function applySecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}
