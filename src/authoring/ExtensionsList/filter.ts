import type { Extension, ExtensionTag } from './extensions';

export interface ExtensionQuery {
  /** Free text matched against names and comments. */
  search: string;
  /** Only extensions with this tag; `null` for every tag. */
  tag: ExtensionTag | null;
}

/** Lowercase, and treat `-`, `_` and spaces alike, so "uuid ossp" finds `uuid-ossp` and "pgtrgm" finds `pg_trgm`. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[-_\s]+/g, '');
}

function words(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/**
 * The extensions that match a query. Every word of the search must appear in the name or the
 * comment. Results are ordered by how well the name matches (exact, then prefix, then contains,
 * then comment only), alphabetically within each group.
 */
export function filterExtensions<E extends Extension>(list: readonly E[], query: ExtensionQuery): E[] {
  const terms = words(query.search);
  const folded = fold(query.search);
  const ranked: { ext: E; rank: number }[] = [];
  for (const ext of list) {
    if (query.tag && !ext.tags.includes(query.tag)) continue;
    if (terms.length === 0) {
      ranked.push({ ext, rank: 0 });
      continue;
    }
    const name = fold(ext.name);
    const haystack = `${ext.name} ${ext.comment}`.toLowerCase();
    const nameHit = folded.length > 0 && name.includes(folded);
    if (!nameHit && !terms.every((t) => haystack.includes(t) || name.includes(fold(t)))) continue;
    const rank = name === folded ? 0 : name.startsWith(folded) ? 1 : nameHit ? 2 : 3;
    ranked.push({ ext, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || a.ext.name.localeCompare(b.ext.name)).map((r) => r.ext);
}

/** "1 extension", "12 extensions". */
export function extensionCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'extension' : 'extensions'}`;
}

/** How many extensions carry each tag, for the filter's labels. */
export function countByTag(list: readonly Extension[]): Map<ExtensionTag, number> {
  const counts = new Map<ExtensionTag, number>();
  for (const ext of list) for (const tag of ext.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}
