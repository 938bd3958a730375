/**
 * Path prefixes the local platform stand-in answers on the site's origin (server/stand-in/handler.ts);
 * everything else is the static site. In production these are the platform's addresses, never pages
 * of the export, so the link check (scripts/check-links.ts) does not look for them in out/.
 */
export const STAND_IN_PREFIXES: readonly string[] = ['/platform/', '/v1/', '/auth/v1/', '/dev/'];
