/**
 * A log-in address that brings the reader back: `return_to` last, its value encodeURIComponent's.
 * One rule for the panel's link (src/panel/session.ts `loginHref`) and the enhancer, which points a
 * built link at the page it is on (src/enhance/return-here.ts).
 */
export function withReturnTo(loginUrl: string, returnTo: string): string {
  const at = loginUrl.search(/[?&]return_to=/);
  const base = at < 0 ? loginUrl : loginUrl.slice(0, at);
  return `${base}${base.includes('?') ? '&' : '?'}return_to=${encodeURIComponent(returnTo)}`;
}
