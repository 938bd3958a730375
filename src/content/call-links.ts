import { statSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Text } from 'hast';
import { h } from 'hastscript';
import { SDK_COMPANIONS, SDK_LIBRARIES, sdkReference, type SdkLibrary } from '../reference/loaders/sdk';
import { itemsOf, type ReferenceDoc } from '../reference/model';
import { isOverview, loadSdkSpec, sdkSpecFile } from '../reference/sdk/load';
import { readLanguageOf, readSamples, type ClientChain, type SampleCalls } from './call-chains';

/**
 * Client calls in code blocks become links to their reference items: in
 * `plinth.auth.signInWithOtp(…)` the name `signInWithOtp` links to
 * `/reference/javascript/sign-in-with-otp`. The calls are found by call-chains.ts (the one reader,
 * which the facts checks read too); this module knows which item each chain calls, from the
 * reference model only, and wraps the highlighted tokens of each name in a link.
 *
 * A chain resolves to the item whose call path is the longest suffix of the chain's names
 * (`storage.from(bucket).upload` before `from(table).update`); a builder's method (`eq`, `order`) is
 * matched on its own, once the chain has gone through the client (`from`, `rpc`, `auth`…). A name
 * that no item matches, or that two items match equally, stays plain: nothing is guessed.
 */

/** Where a call leads: an item's own page, and the link's accessible name. */
export interface CallTarget {
  id: string;
  href: string;
  /** `auth.signInWithOtp() in the JavaScript reference`. */
  label: string;
}

/** One way to reach an item: the names of its call path, as the library writes them. */
interface CallPath {
  names: string[];
  /** Whether each name is called (`from()`) or read (`auth`). */
  calls: boolean[];
  /** Starts at the client itself (`client.rpc`): matched only as a whole chain. */
  rooted: boolean;
}

/** An item a path leads to, and the path (for the link's name). */
interface PathEntry {
  id: string;
  href: string;
  path: CallPath;
}

/** A library version's calls, ready to resolve chains. */
export interface CallIndex {
  /** The reference's name in link labels: "JavaScript", "JavaScript v1". */
  reference: string;
  /** Normalized path (`^` first when rooted) → its item, or null when two items share it. */
  paths: Map<string, PathEntry | null>;
  /** Names that start a path of two names or more, or a rooted one: a chain through one of them is on the client. */
  starts: Set<string>;
  /** Names that are not last in some path (`auth`, `storage`, `from`): a variable holding them continues a chain. */
  namespaces: Set<string>;
  /** Functions called without a receiver (`createClient`). */
  functions: Map<string, PathEntry>;
  /** The longest path, in names. */
  longest: number;
}

/** Names compared across naming styles: signInWithOtp = sign_in_with_otp = SignInWithOtp, from_ = from. */
export const normName = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/** `storage.from(bucket).upload` → storage, from(), upload(); a class first (`PostgrestFilterBuilder.eq`) is dropped. */
function methodPath(method: string): CallPath & { free: boolean } {
  const parts = method.split(/\.(?![^(]*\))/).map((p) => p.trim());
  let rooted = false;
  let free = false;
  // The class a method belongs to says nothing of how it is reached, except the client's own.
  if (parts.length > 1 && (/^[A-Z]/.test(parts[0]!) || /\s/.test(parts[0]!))) {
    const owner = parts.shift()!;
    rooted = /Client$/.test(owner);
  } else if (parts.length > 1 && parts[0] === 'client') {
    parts.shift();
    rooted = true;
  } else if (parts.length === 1) free = true;
  const names = parts.map((p) => p.replace(/\(.*$/, ''));
  return { names, calls: parts.map((p, i) => p.includes('(') || i === parts.length - 1), rooted, free };
}

/**
 * The call paths an item's title names: `from.upload()`, `Fetch data: select()`, `SignIn(email,
 * password)`, `on().subscribe()`, or a property alone (`currentSession`, `Realtime.Channel`).
 * Titles that are prose ("Send a password reset request") name none.
 */
export function titlePaths(title: string): { names: string[]; calls: boolean[] }[] {
  if (/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(title)) {
    // One capitalized word is prose ("Initializing", "Overview"), not a property.
    if (/^[A-Z][a-z]+$/.test(title)) return [];
    const names = title.split('.');
    return [{ names, calls: names.map(() => false) }];
  }
  const out: { names: string[]; calls: boolean[] }[] = [];
  for (const match of title.matchAll(/(?<![\w.])((?:[A-Za-z_]\w*(?:\([^()]*\))?\.)*[A-Za-z_]\w*)\([^()]*\)/g)) {
    const parts = match[1]!.split(/\.(?![^(]*\))/);
    out.push({ names: parts.map((p) => p.replace(/\(.*$/, '')), calls: parts.map(() => true) });
  }
  return out;
}

/**
 * An item's path from its own title, placed on a known path of the same item: the title gives the
 * library's own names, the known path where they are reached. `from.upload()` on
 * `storage.from(bucket).upload` is `storage.from().upload()`; Swift's `signInWithOTP()` on
 * `auth.signInWithOtp` is `auth.signInWithOTP()`.
 */
function placed(title: { names: string[]; calls: boolean[] }, base: CallPath | undefined): CallPath {
  if (!base) return { ...title, rooted: false };
  const at = base.names.findIndex((n) => normName(n) === normName(title.names[0]!));
  if (at >= 0) return { names: [...base.names.slice(0, at), ...title.names], calls: [...base.calls.slice(0, at), ...title.calls], rooted: base.rooted };
  if (title.names.length > 1) return { ...title, rooted: false };
  return { names: [...base.names.slice(0, -1), ...title.names], calls: [...base.calls.slice(0, -1), ...title.calls], rooted: base.rooted };
}

const pathKey = (names: readonly string[], rooted: boolean) => `${rooted ? '^.' : ''}${names.map(normName).join('.')}`;


/**
 * The call index of a reference. `shape` gives the call paths of items whose own source names none
 * (most libraries' specs have no `method`): the same item id in the JavaScript reference, whose
 * functions the other libraries mirror, tells where the name in the item's title is reached.
 */
export function callIndex(doc: ReferenceDoc, shape: readonly ReferenceDoc[] = [], reference = doc.label): CallIndex {
  const index: CallIndex = { reference, paths: new Map(), starts: new Set(), namespaces: new Set(), functions: new Map(), longest: 0 };
  const shapeOf = (id: string) => shape.map((d) => itemsOf(d).find((item) => item.id === id)?.signature?.code).find(Boolean);
  for (const item of itemsOf(doc)) {
    if (isOverview(item) || !doc.itemPage) continue;
    const href = doc.itemPage(item.id);
    const own = item.signature?.label === 'Method' ? methodPath(item.signature.code) : undefined;
    if (own?.free) {
      index.functions.set(own.names[0]!, { id: item.id, href, path: own });
      continue;
    }
    const paths: CallPath[] = own ? [own] : [];
    const shaped = own ?? shapeFor(shapeOf(item.id));
    for (const title of titlePaths(item.title)) paths.push(placed(title, shaped));
    addPaths(index, item.id, href, paths);
  }
  return index;
}

function shapeFor(method: string | undefined): CallPath | undefined {
  if (!method) return undefined;
  const path = methodPath(method);
  return path.free ? undefined : path;
}

function addPaths(index: CallIndex, id: string, href: string, paths: CallPath[]) {
  const seen = new Set<string>();
  for (const path of paths) {
    const key = pathKey(path.names, path.rooted);
    if (seen.has(key)) continue;
    seen.add(key);
    const known = index.paths.get(key);
    // Two items on one path: neither is linked from it (no guessing which one a sample means).
    index.paths.set(key, known === undefined ? { id, href, path } : known && known.id === id ? known : null);
    index.longest = Math.max(index.longest, path.names.length);
    if (path.names.length > 1 || path.rooted) index.starts.add(normName(path.names[0]!));
    for (const name of path.names.slice(0, -1)) index.namespaces.add(normName(name));
  }
}

/** A link's target, named with the sample's own names: `Auth.SignUp() in the C# reference`. */
function targetOf(index: CallIndex, entry: PathEntry, names: readonly string[]): CallTarget {
  const shown = names.slice(-entry.path.names.length).map((name, i) => (entry.path.calls[i] ? `${name}()` : name));
  return { id: entry.id, href: entry.href, label: `${shown.join('.')} in the ${index.reference} reference` };
}

/**
 * The item a chain's last name calls, `names` starting at the client. Repeated names are one
 * (`.on(…).on(…)`, `.eq(…).eq(…)`: a builder returns itself).
 */
export function resolveCall(index: CallIndex, chain: readonly string[]): CallTarget | undefined {
  const names = chain.filter((n, i) => i === 0 || normName(chain[i - 1]!) !== normName(n));
  const normal = names.map(normName);
  const rooted = index.paths.get(pathKey(names, true));
  if (rooted !== undefined) return rooted ? targetOf(index, rooted, names) : undefined;
  for (let k = Math.min(names.length, index.longest); k >= 1; k--) {
    const found = index.paths.get(normal.slice(-k).join('.'));
    if (found === undefined) continue;
    // A name alone (a builder's method) counts once the chain went through the client.
    if (k === 1 && !normal.slice(0, -1).some((n) => index.starts.has(n))) return undefined;
    return found ? targetOf(index, found, names) : undefined;
  }
  return undefined;
}

/** A function called without a receiver (`createClient(…)`), by its name. */
export function resolveFunction(index: CallIndex, name: string): CallTarget | undefined {
  const entry = index.functions.get(name);
  return entry && targetOf(index, entry, [name]);
}

// ---------- Which reference a code block links to ----------

/** The version of each library a page's code links to, when not the current one (a v1 reference's pages link to v1). */
export type LibraryVersions = Partial<Record<string, string>>;

/** `content/reference/javascript/v1/introduction.mdx` → its code links to JavaScript v1. */
export function versionsForFile(file: string): LibraryVersions {
  const match = /(?:^|\/)content\/reference\/([a-z]+)\/(v\d+)\//.exec(file.split('\\').join('/'));
  if (!match || !(match[1]! in SDK_LIBRARIES)) return {};
  return { [match[1]!]: match[2]! };
}

const indexes = new Map<string, { stamp: string; index: CallIndex }>();

/**
 * The call index of a library version, from its loaded reference. Kept while its spec files are
 * unchanged (under `next dev` an edited spec is read again).
 */
export function callIndexFor(library: SdkLibrary, version: string = SDK_LIBRARIES[library].versions[0]): CallIndex {
  const sources: [SdkLibrary, string][] = [[library, version], ...(library === 'javascript' ? [] : SDK_LIBRARIES.javascript.versions.map((v): [SdkLibrary, string] => ['javascript', v]))];
  // Packages documented inside a reference (`@plinth/ssr` in JavaScript v2's): their functions are its items.
  const companions = (lib: string, v: string) => SDK_COMPANIONS.filter((c) => c.in.library === lib && c.in.version === v);
  const files = sources.flatMap(([lib, v]) => [sdkSpecFile(lib, v), ...companions(lib, v).map((c) => sdkSpecFile(c.library, c.version))]);
  const stamp = files.map((file) => statSync(path.join(process.cwd(), file)).mtimeMs).join(':');
  const key = `${library}/${version}`;
  const known = indexes.get(key);
  if (known?.stamp === stamp) return known.index;
  const [doc, ...shape] = sources.map(([lib, v]) => sdkReference(loadSdkSpec(lib, v), undefined, companions(lib, v).map((c) => loadSdkSpec(c.library, c.version))));
  const meta = SDK_LIBRARIES[library];
  const index = callIndex(doc!, shape, version === meta.versions[0] ? meta.label : `${meta.label} ${version}`);
  indexes.set(key, { stamp, index });
  return index;
}

// ---------- Links in the highlighted code ----------

export interface CallLinkOptions {
  versions?: LibraryVersions;
  /** An item whose own example this is: its calls of itself are not linked (the reader is there). */
  self?: string;
  /** The links, already found with the other blocks of the page (findPageCallLinks). */
  links?: readonly CodeLink[];
}

/** A name to link, by its offsets in the code's text. */
export interface CodeLink {
  start: number;
  end: number;
  target: CallTarget;
}

/** A code block of a page, as the call links read it. */
export interface LinkedBlock {
  code: string;
  /** Its fence's language (after highlight.ts's aliases, or as written). */
  fence: string;
  /** The version of its library it shows (```dart v1), when not the page's. */
  version?: string;
}

/** The links of one chain: each name that resolves, the names before it starting at the client. */
function chainLinks(index: CallIndex, chain: ClientChain): CodeLink[] {
  const links: CodeLink[] = [];
  const names = chain.via.map((m) => m.name);
  for (const member of chain.members) {
    names.push(member.name);
    // A name read on a returned value is the data's (`.data.filter(…)`), never the library's; so
    // is a read after a call that is no item's (`res.data`), and what follows it.
    if (member.onValue) break;
    const target = resolveCall(index, names);
    if (target) links.push({ start: member.start, end: member.end, target });
    else if (member.afterCall && !index.namespaces.has(normName(member.name))) break;
  }
  return links;
}

function sampleLinks(index: CallIndex, calls: SampleCalls, self: string | undefined): CodeLink[] {
  const links = [
    ...calls.calls.flatMap((c) => {
      const target = resolveFunction(index, c.name);
      return target ? [{ start: c.start, end: c.end, target }] : [];
    }),
    ...calls.chains.flatMap((chain) => chainLinks(index, chain)),
  ];
  return links.filter((l) => l.target.id !== self).sort((a, b) => a.start - b.start);
}

/**
 * The calls of a page's code blocks that resolve to reference items, per block. The blocks of one
 * library are read as one program, in page order (a client one block makes is used by the next);
 * each block links to its own version's items: its flag's, else the page's, else the current one.
 */
export async function findPageCallLinks(blocks: readonly LinkedBlock[], { versions = {}, self }: Omit<CallLinkOptions, 'links'> = {}): Promise<CodeLink[][]> {
  const out: CodeLink[][] = blocks.map(() => []);
  const byLibrary = new Map<string, number[]>();
  for (const [i, block] of blocks.entries()) {
    const library = readLanguageOf(block.fence)?.library;
    if (library) byLibrary.set(library, [...(byLibrary.get(library) ?? []), i]);
  }
  for (const [library, at] of byLibrary) {
    const first = readLanguageOf(blocks[at[0]!]!.fence)!;
    // Nothing to read in code that never names a client or calls a constructor.
    const names = new RegExp(['plinth', ...first.code.constructors.map((c) => c.split('.').pop()!)].join('|'), 'i');
    if (!at.some((i) => names.test(blocks[i]!.code))) continue;
    // Each language of the library is read with its own grammar; a page's blocks of one grammar are one program.
    const byGrammar = new Map<string, number[]>();
    for (const i of at) {
      const grammar = readLanguageOf(blocks[i]!.fence)!.grammar;
      byGrammar.set(grammar, [...(byGrammar.get(grammar) ?? []), i]);
    }
    for (const list of byGrammar.values()) {
      const language = readLanguageOf(blocks[list[0]!]!.fence)!;
      const read = await readSamples(
        list.map((i) => blocks[i]!.code),
        language,
      );
      for (const [n, i] of list.entries()) {
        const version = blocks[i]!.version ?? versions[library];
        out[i] = sampleLinks(callIndexFor(library as SdkLibrary, version), read[n]!, self);
      }
    }
  }
  return out;
}

/** The calls of `code` (in a fence's language) that resolve to reference items. */
export async function findCallLinks(code: string, fenceLanguage: string, options: CallLinkOptions = {}): Promise<CodeLink[]> {
  return (await findPageCallLinks([{ code, fence: fenceLanguage }], options))[0]!;
}

/**
 * Wraps the tokens of each name in a link, in Shiki's `<code>` (lines of token spans). A token that
 * holds more than the name (Shiki joins neighbours of one colour: `plinth.auth.sign_in_with_otp({`)
 * is split, each piece keeping its colours. Returns how many links were made: none when the
 * highlighted text is not the code's text (nothing is linked rather than something misplaced).
 */
export function linkTokens(code: Element, text: string, links: readonly CodeLink[]): number {
  if (!links.length) return 0;
  if (textOf(code) !== text) return 0;
  const sorted = [...links].sort((a, b) => a.start - b.start);
  let offset = 0;
  let made = 0;
  for (const line of code.children) {
    const length = textOf(line).length;
    const start = offset;
    offset += length;
    if (line.type !== 'element') continue;
    const inLine = sorted.filter((l) => l.start >= start && l.end <= start + length);
    if (!inLine.length) continue;
    made += linkLine(line, start, inLine);
  }
  return made;
}

function linkLine(line: Element, lineStart: number, links: readonly CodeLink[]): number {
  const children: ElementContent[] = [];
  let open: { link: CodeLink; element: Element } | undefined;
  let made = 0;
  let at = lineStart;
  for (const token of line.children) {
    const length = textOf(token).length;
    const start = at;
    const end = at + length;
    at = end;
    const cuts = [start, ...links.flatMap((l) => [l.start, l.end]).filter((c) => c > start && c < end), end].sort((a, b) => a - b);
    for (let i = 0; i < cuts.length - 1; i++) {
      const [from, to] = [cuts[i]!, cuts[i + 1]!];
      const piece = cuts.length === 2 ? token : pieceOf(token, from - start, to - start);
      const link = links.find((l) => l.start <= from && to <= l.end);
      if (!link) {
        open = undefined;
        children.push(piece);
        continue;
      }
      if (open?.link !== link) {
        // Looks like code (globals.css `.code-ref`): the tokens keep their colours.
        const element = h('a', { href: link.target.href, className: ['code-ref'], ariaLabel: link.target.label, title: link.target.label });
        open = { link, element };
        children.push(element);
        made++;
      }
      open.element.children.push(piece);
    }
  }
  line.children = children;
  return made;
}

/** The part [from, to) of a token span's text, in a span with the same colours. */
function pieceOf(token: ElementContent, from: number, to: number): ElementContent {
  const value = textOf(token).slice(from, to);
  if (token.type === 'element') return { type: 'element', tagName: token.tagName, properties: { ...token.properties }, children: [{ type: 'text', value }] };
  return { type: 'text', value };
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return (node as Text).value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Links the calls of a highlighted code block (Shiki's `<code>` element) to their reference items. */
export async function linkCalls(code: Element, text: string, fenceLanguage: string, options: CallLinkOptions = {}): Promise<number> {
  return linkTokens(code, text, options.links ?? (await findCallLinks(text, fenceLanguage, options)));
}

