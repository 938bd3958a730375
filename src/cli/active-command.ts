import { fragmentId } from '@/lib/url';

/** The entry of the function list that matches the current location: the last path segment, or the fragment on the full reference. */
export function activeCommandId(pathname: string, hash: string, ids: ReadonlySet<string>): string | null {
  const fromHash = fragmentId(hash);
  if (fromHash && ids.has(fromHash)) return fromHash;
  const last = pathname.replace(/\/$/, '').split('/').at(-1) ?? '';
  return ids.has(last) ? last : null;
}
