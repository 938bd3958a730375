/**
 * Anchors that moved (content/redirects.yaml, `from: /page#old`): a server never sees the part of
 * an address after `#`, so the page carries its map, old anchor → new address, as inert JSON
 * (builder/redirects.ts makes it, the post-build step writes it) and the enhancer follows it when
 * the address names an anchor the page no longer has, as GitHub's docs do.
 */
export const MOVED_ANCHORS_ID = 'moved-anchors';

export type MovedAnchors = Record<string, string>;

/**
 * Where an address's fragment went: `#new` on this page, or another page's address; undefined
 * when the page still has the anchor, or the map does not name it.
 */
export function movedTarget(map: MovedAnchors, hash: string, pageHas: (id: string) => boolean): string | undefined {
  if (!hash.startsWith('#') || hash.length < 2) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  if (pageHas(id) || !Object.hasOwn(map, id)) return undefined;
  return map[id];
}
