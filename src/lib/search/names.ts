/**
 * Exact names first: every name the references hold (CLI commands and their flags, client
 * functions, Management API operation ids and `METHOD /path`, self-hosting variables and
 * endpoints, log fields), each pointing at the item it names. A query that contains a name ranks
 * that item first, whatever the full-text ranking says: "no-backup" is `plinth stop`, "what does
 * plinth db push --dry-run do" is `plinth db push`.
 *
 * Names are compared by their key: lower case, letters and digits only, so `signInWithPassword`,
 * `sign_in_with_password`, "sign in with password" and `signInWithPassword()` are one name, and
 * `--dry-run` is `dry-run`. The table is built from the build's reference data
 * (builder/search-names.ts). Pure and browser-safe: the dialog and the MCP server share it.
 */
import leven from 'leven';

/** What a name points at. */
export interface NameTarget {
  url: string;
  /** The reference key (`cli`, `javascript`, `api`), or `guides` for a guide's anchor (log fields). */
  reference: string;
  /** The reference's version (`v2`, `1.151.1`); empty for one without versions. */
  version: string;
  /** Whether that version is the one readers get by default. */
  current: boolean;
  /** The item's id in its reference (`plinth-db-push`, `sign-in-with-password`), as get_reference_item takes it. */
  id: string;
  title: string;
  /** Where the item is: "CLI", "JavaScript v2 · Auth". */
  label: string;
}

/** What the build writes: the targets, and each name with the targets it names (indexes). */
export interface NameTable {
  targets: NameTarget[];
  /** `[display form, ...target indexes]`. */
  names: [string, ...number[]][];
  /** Each reference: `[key, version, long page, current]`, so results can be told apart by version. */
  references: [string, string, string, boolean][];
  /** The words a question names a client library by ("ios", ".net", "flutter"), to its key: the registry's `libraryWords`. */
  languages?: Record<string, string>;
}

export const nameKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Whether a name is unlike an ordinary word, so that finding it inside a longer question means the
 * reader typed the name: it has a capital after its first letter, a digit, `_`, `-`, `.`, `/` or a
 * space. A plain word (`update`, `select`, `link`) only counts when it is the whole query.
 */
export const isDistinctive = (display: string): boolean => display.length >= 4 && /[a-z][A-Z]|[0-9]|[_\-./ ]/.test(display.replace(/\(\)$/, ''));

/** An environment variable's name: capitals and digits joined by underscores. */
const ENV_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/** How many words a name can have (`plinth inspect db table-record-counts --linked`). */
const MAX_WORDS = 8;

export interface NameMatch {
  target: NameTarget;
  /** The name as the table has it. */
  name: string;
  /** How many of the query's words it covers; a typo match is marked. */
  words: number;
  typo: boolean;
}

export interface NameContext {
  /** The reader's language: a reference key (`python`) whose items come first among same-named ones. */
  language?: string;
  /** The page the reader is on: an older version's items are kept only there. */
  path?: string;
}

/** The library whose naming style a name is typed in: `sign_in_with_otp` is Python's. */
const styleLanguage = (typed: string): string | undefined => (/^[a-z0-9]+(_[a-z0-9]+)+$/.test(typed) ? 'python' : undefined);

export class NameIndex {
  private readonly byKey = new Map<string, { display: string; targets: number[]; distinctive: boolean }[]>();
  private readonly keysByLength = new Map<number, string[]>();
  readonly targets: readonly NameTarget[];
  readonly references: NameTable['references'];
  private readonly languages: ReadonlyMap<string, string>;

  constructor(table: NameTable) {
    this.targets = table.targets;
    this.references = table.references;
    this.languages = new Map(Object.entries(table.languages ?? {}));
    for (const [display, ...targets] of table.names) {
      const key = nameKey(display);
      if (!key) continue;
      const list = this.byKey.get(key) ?? [];
      if (!list.length) {
        const bucket = this.keysByLength.get(key.length) ?? [];
        bucket.push(key);
        this.keysByLength.set(key.length, bucket);
      }
      list.push({ display, targets, distinctive: isDistinctive(display) });
      this.byKey.set(key, list);
    }
  }

  /** The client library a word names (its key, "flutter", "kt", "ios", ".NET"), if it names one. */
  languageOf(word: string): string | undefined {
    const lower = word.toLowerCase();
    return this.languages.get(lower) ?? this.languages.get(lower.replace(/[^a-z0-9#.+]+$/g, ''));
  }

  /** The client library a query names, if it names one: "swift exchangeCodeForSession", "upload from .NET". */
  languageIn(query: string): string | undefined {
    for (const word of query.split(/\s+/)) {
      const language = this.languageOf(word);
      if (language) return language;
    }
    return undefined;
  }

  /** The order of same-named items: current versions, the reader's language, the references' order, then address. */
  private order(context: NameContext, key = '', asTyped: ReadonlySet<number> = new Set(), said?: string) {
    const refOrder = new Map(this.references.map(([key], i) => [key, i] as const));
    const exact = (t: NameTarget) => Number(nameKey(t.id) === key || nameKey(t.title) === key);
    const typed = (t: NameTarget) => Number(asTyped.has(this.targets.indexOf(t)));
    const onOldVersion = (t: NameTarget) => !t.current && context.path !== undefined && context.path.startsWith(this.prefixOf(t));
    return (a: NameTarget, b: NameTarget) =>
      Number(onOldVersion(b)) - Number(onOldVersion(a)) ||
      Number(b.current) - Number(a.current) ||
      // A library the query names ("python signInWithOtp") before the spelling.
      Number(b.reference === said) - Number(a.reference === said) ||
      // A name spelt exactly as typed: `CreateBucket` is C#'s, `createBucket` JavaScript's, `--region` the CLI's.
      typed(b) - typed(a) ||
      Number(b.reference === context.language) - Number(a.reference === context.language) ||
      exact(b) - exact(a) ||
      (refOrder.get(a.reference) ?? 99) - (refOrder.get(b.reference) ?? 99) ||
      (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  }

  /** The address prefix of a target's reference version: `/reference/javascript/v1/`. */
  prefixOf(target: NameTarget): string {
    const ref = this.references.find(([key, version]) => key === target.reference && version === target.version);
    return ref ? ref[2].replace(/[^/]+$/, '') : target.url;
  }

  private lookup(key: string, whole: boolean): { display: string; targets: number[] }[] {
    return (this.byKey.get(key) ?? []).filter((n) => whole || n.distinctive);
  }

  /**
   * The items `query` names, best first: the longest name found in it (a run of its words), exact
   * before a typo's; for several items of one name, the order of `order`. Old versions are left out
   * unless the reader is on that version's pages. A typo (one edit, two from 8 letters) is looked
   * for only when no name matched exactly, in the whole query and in its identifier-like words, and
   * only with `typos` (the site search turns it off when every word is one the docs use: "sessions"
   * is a word, not a misspelt `session`).
   */
  match(query: string, context: NameContext = {}, { typos = true }: { typos?: boolean } = {}): NameMatch[] {
    const tokens = query.trim().split(/\s+/).filter(Boolean);
    if (!tokens.length) return [];
    const wholeKey = nameKey(query);
    const language = this.languageIn(query);
    const found: { key: string; display: string; targets: number[]; words: number; typo: boolean; language?: string }[] = [];
    const asTyped = new Set<number>();
    const bare = (text: string) => text.replace(/\(\)$/, '');
    for (let size = Math.min(MAX_WORDS, tokens.length); size >= 1 && !found.length; size--) {
      for (let start = 0; start + size <= tokens.length; start++) {
        const key = nameKey(tokens.slice(start, start + size).join(' '));
        if (key.length < 2) continue;
        const whole = key === wholeKey;
        const typed = tokens.slice(start, start + size).join(' ');
        // Inside a longer query, the words must look like a name as typed too ("in" is not `in_()`).
        if (!whole && !isDistinctive(typed)) continue;
        for (const n of this.lookup(key, whole)) {
          // An environment variable (`ANON_KEY`) is named as typed, with its underscores or in capitals:
          // "anon key" is two words a guide explains, not the storage server's variable.
          if (ENV_NAME.test(n.display) && !/_/.test(typed) && typed !== typed.toUpperCase()) continue;
          found.push({ key, ...n, words: size, typo: false, language: styleLanguage(typed) });
          if (bare(n.display) === bare(typed)) for (const t of n.targets) asTyped.add(t);
        }
      }
    }
    // A dotted call (`auth.admin.generateLink`) names the function its last part names.
    if (!found.length) {
      for (const token of tokens.filter((t) => t.includes('.'))) {
        const parts = token.replace(/\(\)$/, '').split('.');
        for (let from = 1; from < parts.length && !found.length; from++) {
          const key = nameKey(parts.slice(from).join('.'));
          if (key.length >= 4) for (const n of this.lookup(key, false)) found.push({ key, ...n, words: 1, typo: false });
        }
      }
    }
    if (!found.length && typos) {
      const candidates = new Set<string>();
      if (tokens.length <= 4) candidates.add(wholeKey);
      for (const token of tokens) if (isDistinctive(token) && nameKey(token).length >= 8) candidates.add(nameKey(token));
      for (const key of candidates) {
        const near = this.nearest(key);
        if (!near) continue;
        for (const n of this.lookup(near, key === wholeKey)) found.push({ key: near, ...n, words: key === wholeKey ? tokens.length : 1, typo: true });
      }
    }
    const seen = new Set<number>();
    const matches: NameMatch[] = [];
    found.sort((a, b) => b.words - a.words || Number(a.typo) - Number(b.typo));
    const preferred = { ...context, language: language ?? found[0]?.language ?? context.language };
    const order = this.order(preferred, found[0]?.key, asTyped, language);
    for (const f of found) {
      const targets = f.targets.filter((t) => !seen.has(t)).map((t) => ({ index: t, target: this.targets[t]! }));
      targets.sort((a, b) => order(a.target, b.target));
      for (const { index, target } of targets) {
        if (!target.current && !(context.path ?? '').startsWith(this.prefixOf(target))) continue;
        seen.add(index);
        matches.push({ target, name: f.display, words: f.words, typo: f.typo });
      }
    }
    // Among several names of the same length, the order of `order` decides, not the query's word order.
    const longest = matches[0]?.words ?? 0;
    const head = matches.filter((m) => m.words === longest && !m.typo).sort((a, b) => order(a.target, b.target));
    return head.length ? [...head, ...matches.filter((m) => !head.includes(m))] : matches;
  }

  /** The name key within one edit of `key` (two from 8 letters), the alphabetically first of the closest. */
  private nearest(key: string): string | undefined {
    if (key.length < 5) return undefined;
    const max = key.length >= 8 ? 2 : 1;
    let best: { key: string; distance: number } | undefined;
    for (let length = key.length - max; length <= key.length + max; length++) {
      for (const candidate of this.keysByLength.get(length) ?? []) {
        const distance = leven(key, candidate, { maxDistance: max + 1 });
        // The name itself is no typo of it (an environment variable typed as words was left out above).
        if (distance > 0 && distance <= max && (!best || distance < best.distance || (distance === best.distance && candidate < best.key)))
          best = { key: candidate, distance };
      }
    }
    return best?.key;
  }
}
