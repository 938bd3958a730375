/**
 * A URL fragment as the id it points at: `#plinth-db-push` → `plinth-db-push`. A malformed
 * percent-encoding (`#%E0%A4%A`, typed or pasted by anyone) is taken as written instead of
 * throwing, so no address can break a page.
 */
export function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
