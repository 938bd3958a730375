import { allEntries, functionKey, type CatalogueEntry, type ClientErrors, type ErrorCatalogue, type ErrorService, type LookupCatalogue } from './model';

/**
 * Finding catalogue entries the way readers look for them: by what they pasted (a code, an error
 * message, a redirect URL with `error_code=…`), and by the client function that failed.
 */

/** How a lookup result matched, best first. */
export type MatchKind = 'key' | 'key-case' | 'token' | 'message' | 'words';
const RANK: Record<MatchKind, number> = { key: 0, 'key-case': 1, token: 2, message: 3, words: 4 };

export interface LookupResult {
  entry: CatalogueEntry;
  match: MatchKind;
}

/** The words of a text, lowercased (letters and digits; `_` and `-` split codes into words too). */
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Code-like tokens of a pasted text: `invalid_credentials`, `PGRST116`, `42P01`, `NoSuchKey` in `NoSuchKey: …`. */
const tokens = (text: string) => new Set(text.match(/[A-Za-z0-9][A-Za-z0-9_.-]*/g) ?? []);

/**
 * The entries a reader means by `query`, best first: the query is an entry's key (exactly, then
 * ignoring case), or contains one as a token (`error=access_denied&error_code=otp_expired`,
 * `ChannelRateLimitReached: Too many channels`), or contains a message an entry is known by
 * (`Bucket not found`), or, failing all of those, shares most of its words with the entry's key,
 * cause or facts (`Invalid login credentials`). Within a rank, kinds that are codes come before statuses. A bare number
 * (`401`) matches statuses of every service: narrow with `service`.
 */
export function lookupErrors(catalogue: LookupCatalogue, query: string, options: { service?: ErrorService; limit?: number } = {}): LookupResult[] {
  const text = query.trim();
  if (!text) return [];
  const candidates = allEntries(catalogue).filter((e) => !options.service || e.service === options.service);
  const lower = text.toLowerCase();
  const found = tokens(text);
  const foundLower = new Set([...found].map((t) => t.toLowerCase()));
  const best = new Map<string, LookupResult>();
  const offer = (entry: CatalogueEntry, match: MatchKind) => {
    const known = best.get(entry.id);
    if (!known || RANK[match] < RANK[known.match]) best.set(entry.id, { entry, match });
  };
  for (const entry of candidates) {
    if (entry.key === text) offer(entry, 'key');
    else if (entry.key.toLowerCase() === lower || entry.messages.some((m) => m.toLowerCase() === lower)) offer(entry, 'key-case');
    // Numbers are statuses: only a whole query of digits matches them (above), not a number inside a message.
    else if (!/^\d+$/.test(entry.key) && (found.has(entry.key) || (/[_A-Z]/.test(entry.key) && foundLower.has(entry.key.toLowerCase())))) offer(entry, 'token');
    else if (entry.messages.some((m) => m.length > 3 && lower.includes(m.toLowerCase()))) offer(entry, 'message');
  }
  // Failing those, the entries that share most of the query's words, the key's words counting double.
  const scores = new Map<string, number>();
  if (!best.size) {
    const wanted = [...new Set(words(text))];
    for (const entry of candidates) {
      const inKey = new Set(words([entry.key, entry.name ?? '', ...entry.messages].join(' ')));
      const inText = new Set(words([entry.when ?? '', entry.cause].join(' ')));
      const score = wanted.reduce((sum, w) => sum + (inKey.has(w) ? 2 : inText.has(w) ? 1 : 0), 0) / (2 * wanted.length);
      if (wanted.length && score >= 0.4 && wanted.filter((w) => inKey.has(w) || inText.has(w)).length / wanted.length >= 0.6) {
        scores.set(entry.id, score);
        offer(entry, 'words');
      }
    }
  }
  const order = new Map(candidates.map((e, i) => [e.id, i]));
  const isStatus = (e: CatalogueEntry) => /^\d+$/.test(e.key) && e.kind !== 'sqlstate';
  return [...best.values()]
    .sort(
      (a, b) =>
        RANK[a.match] - RANK[b.match] ||
        (scores.get(b.entry.id) ?? 0) - (scores.get(a.entry.id) ?? 0) ||
        Number(isStatus(a.entry)) - Number(isStatus(b.entry)) ||
        order.get(a.entry.id)! - order.get(b.entry.id)!,
    )
    .slice(0, options.limit ?? 10);
}

/** What a client function can return: the entries, and per service how its library reports them. */
export interface FunctionErrors {
  entries: CatalogueEntry[];
  /** The library's way of reporting each service's errors that occur in `entries`. */
  clients: (ClientErrors & { service: ErrorService })[];
}

/** The errors of one client function (`section/id` of its library version's facts). */
export function errorsOfFunction(catalogue: ErrorCatalogue, fn: { library: string; version: string; section: string; id: string }): FunctionErrors {
  const entries = (catalogue.byFunction[functionKey(fn)] ?? []).map((id) => catalogue.entries[id]!);
  const services = new Set(entries.map((e) => e.service));
  const clients = catalogue.services
    .filter((s) => services.has(s.service))
    .flatMap((s) => s.clients.filter((c) => c.library === fn.library).map((c) => ({ ...c, service: s.service })));
  return { entries, clients };
}
