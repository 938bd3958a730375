import { fragmentId } from '@/lib/url';

/** The entry of the function list that matches the current location: the fragment on the long page, else the last path segment (an item's own page). */
export function activeItemId(pathname: string, hash: string, ids: ReadonlySet<string>): string | null {
  const fromHash = fragmentId(hash);
  if (fromHash && ids.has(fromHash)) return fromHash;
  const last = pathname.replace(/\/$/, '').split('/').at(-1) ?? '';
  return ids.has(last) ? last : null;
}
