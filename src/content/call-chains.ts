import { fenceLibrary, type ClientCode, type ReferenceEntry } from '../references.config';
import { treeSitterLanguage } from '../sources/tree-sitter';

/**
 * The one reader of client calls: what a code sample calls on the Plinth client, for the links on
 * pages (call-links.ts) and for the proofs that every call is a function of its library's facts
 * (tools/content/client-calls.ts, the reference's example checks). Every `plinth.auth.signInWithOtp(…)`,
 * `plinth.from('t').select().eq(…)`, `bucket.upload(…)` after `const bucket =
 * plinth.storage.from('b')`, and the names a sample imports from the library's modules.
 *
 * A sample is read by its language's tree-sitter grammar (the library's code descriptor in
 * src/references.config.ts names it), never by a pattern over its text: the chains are read from
 * the leaves of the syntax tree, so a name inside a string or a comment (`https://<project-ref>.plinth.co`,
 * `// plinth.auth…`) is never a call. The reading is the same for every language; what differs is
 * data of the descriptor (its constructors, its client paths, whether a `{ … }` after a call is a
 * trailing closure).
 *
 * A chain starts at a client: a variable named by the docs' convention (`plinth`, `plinthAdmin`,
 * `_plinth`, also as `this.plinth` or `self.plinth`), one assigned from one of the library's
 * constructors (`val db = createPlinthClient(…)`), one of the descriptor's client paths
 * (`Plinth.instance.client`), or a variable assigned a chain (`const bucket =
 * plinth.storage.from('b')`, not after `await`, and not a value read from a result). It goes on
 * through `.name` and `?.name`, calls, type arguments, indexes, trailing closures and postfix
 * `!`/`?`, and is found wherever it is written: in lambdas, closures, arguments, and in a later code
 * block of the same page (a page's blocks are one program).
 */

/** One token of the source: its text and where it is (UTF-16 offsets, as JavaScript strings count). */
export interface CodeToken {
  text: string;
  start: number;
  end: number;
  /** 0-based line in the sample. */
  line: number;
  /** An identifier (a name the grammar reads as one, not a keyword, string or comment). */
  ident: boolean;
  /** A `<` or `>` of type arguments (`from<Row>(…)`), not a comparison. */
  generic: boolean;
}

/** What the reader needs of a library's code descriptor, and the grammar of the sample's language. */
export interface ReadLanguage {
  code: Pick<ClientCode, 'constructors' | 'clientPaths' | 'modules' | 'trailingClosures' | 'body'>;
  grammar: string;
}

/** The descriptor and grammar a fence's code is read with, from the registry; undefined for a fence of no client library. */
export function readLanguageOf(fence: string, entries?: readonly ReferenceEntry[]): (ReadLanguage & { library: string }) | undefined {
  const found = fenceLibrary(fence, entries);
  return found && { code: found.entry.code, grammar: found.language.grammar, library: found.entry.key };
}

// ---------- Tokens ----------

const COMMENT = /comment/;

/** Where each line of `text` starts. */
const lineStarts = (text: string) => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
};

/** The line of `offset`, by binary search over `starts`. */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The tokens of a sample, comments left out. Most samples are a few statements, not a whole file,
 * and some grammars read statements only inside a function (Dart's): a sample that does not parse
 * as a file is read again inside the descriptor's body wrapper, and the reading with fewer syntax
 * errors is kept, its offsets moved back to the sample's own.
 */
export async function codeTokens(code: string, language: Pick<ReadLanguage, 'grammar'> & { code: Pick<ClientCode, 'body'> }): Promise<CodeToken[]> {
  const { ts, language: grammar } = await treeSitterLanguage(language.grammar);
  const parser = new ts.Parser();
  const ownLines = lineStarts(code);
  try {
    parser.setLanguage(grammar);
    /** Reads `text`; `toOwn` maps an offset of it to the sample's (undefined: outside the sample). */
    const read = (text: string, toOwn: (offset: number) => number | undefined) => {
      const tree = parser.parse(text);
      if (!tree) return undefined;
      const tokens: CodeToken[] = [];
      let errors = 0;
      const cursor = tree.walk();
      // Every leaf of the tree, in order (a cursor: no node objects for the inner nodes).
      for (let more = true; more; ) {
        const node = cursor.currentNode;
        if (node.type === 'ERROR' || node.isMissing) errors++;
        if (cursor.gotoFirstChild()) continue;
        const start = toOwn(node.startIndex);
        const end = toOwn(node.endIndex);
        if (!COMMENT.test(node.type) && start !== undefined && end !== undefined && end > start) {
          const parent = node.parent?.type ?? '';
          tokens.push({
            text: code.slice(start, end),
            start,
            end,
            line: lineAt(ownLines, start),
            ident: /identifier$/.test(node.type),
            generic: (node.type === '<' || node.type === '>') && parent.includes('type_argument'),
          });
        }
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) {
            more = false;
            break;
          }
        }
      }
      cursor.delete();
      tree.delete();
      return { tokens, errors };
    };
    const plain = read(code, (offset) => offset);
    const body = language.code.body;
    if (!plain?.errors || !body) return plain?.tokens ?? [];
    const indent = body.indent ?? '';
    const head = `${body.open}\n`;
    const wrappedText = `${head}${code
      .split('\n')
      .map((line) => indent + line)
      .join('\n')}\n${body.close}`;
    const wrappedLines = lineStarts(wrappedText);
    const headLines = lineStarts(head).length - 1;
    const wrapped = read(wrappedText, (offset) => {
      const line = lineAt(wrappedLines, offset) - headLines;
      if (line < 0 || line >= ownLines.length) return undefined;
      const column = offset - wrappedLines[line + headLines]! - indent.length;
      const own = ownLines[line]! + column;
      const lineEnd = line + 1 < ownLines.length ? ownLines[line + 1]! - 1 : code.length;
      return column < 0 || own > lineEnd ? undefined : own;
    });
    return wrapped && wrapped.errors < plain.errors ? wrapped.tokens : plain.tokens;
  } finally {
    parser.delete();
  }
}

// ---------- Chains ----------

/** A name along a client chain. */
export interface ChainMember {
  name: string;
  start: number;
  end: number;
  /** 0-based line within the sample. */
  line: number;
  /** `name(…)`, `name<T>(…)` or `name { … }` (a trailing closure): the member is called. */
  called: boolean;
  /**
   * The member is read on a value the client returned rather than on the client or a builder:
   * after an optional access or a forced unwrap (`?.`, `!`, `!!`: namespaces and builders are never
   * optional), or a read that ends the chain after its last call (`….execute().data.user`,
   * `res.data`). Its name is the data's, not the library's.
   */
  onValue: boolean;
  /**
   * A read (not a call) after a call, that more calls follow: the library's (Python's
   * `.select("*").not_.is_(…)`) or the returned data's (`res.data.filter(…)`); only the library's
   * names tell which.
   */
  afterCall: boolean;
}

/** A name of the chain that was read where the variable holding it was assigned. */
export interface InheritedMember {
  name: string;
  called: boolean;
}

/** A chain on the client. */
export interface ClientChain {
  /** How the sample names what the chain starts at (`plinth`, `self.plinth`, `Plinth.instance.client`, `bucket`). */
  client: string;
  /** 0-based line of its start within the sample. */
  line: number;
  /** The names a variable the chain starts at holds (`storage`, `from` for `bucket`), from where it was assigned. */
  via: InheritedMember[];
  /** The names read here, in order. */
  members: ChainMember[];
}

/** A name the sample imports from one of the library's modules, where it is written. */
export interface LibraryName {
  name: string;
  module: string;
  start: number;
  end: number;
  line: number;
}

/** What one sample calls and imports of its library. */
export interface SampleCalls {
  chains: ClientChain[];
  /** Each name an import statement takes from the library's modules. */
  imports: LibraryName[];
  /** Each call of an imported name without a receiver (`createClient(url, key)`). */
  calls: LibraryName[];
}

/** The variable names the docs give a client: `plinth`, `_plinth`, `plinthAdmin`, `plinth_client`. */
export const CLIENT_NAME = /^_?plinth(?:_?(?:[Aa]dmin|[Cc]lient|[Ss]erver|[Bb]rowser|[Ss]ervice))?$/;

const MEMBER_ACCESS = new Set(['.', '?.']);
/** Postfix operators a chain goes through: `currentUser!.id`, `session?.user` (Swift's `?` then `.`), Kotlin's `!!`. */
const POSTFIX = new Set(['!', '?', '!!']);
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
/** Keywords whose following names are a module path (`using Plinth.Postgrest;`, `from plinth.lib import …`), not calls. */
const PATH_KEYWORDS = new Set(['import', 'using', 'package', 'from']);
/** What may stand between `=` and the value it assigns (`const q = await plinth…`, `var c = new Plinth.Client(…)`). */
const PREFIX_KEYWORDS = new Set(['await', 'try', 'new']);
const SELF = /^(this|self)$/;
/** Keywords before a function's name where it is declared, not called. */
const DECLARATIONS = new Set(['function', 'def', 'fun', 'func']);

/** The index after the group that opens at `i` (its closing token's index + 1), or -1 when it never closes. */
function skipGroup(tokens: readonly CodeToken[], i: number): number {
  const open = tokens[i]!.text;
  const close = CLOSING[open]!;
  const angle = open === '<';
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    const t = tokens[j]!;
    // Only the type-argument brackets count for `<…>`; any bracket of the kind counts for the others.
    if (angle && !t.generic) continue;
    if (t.text === open) depth++;
    else if (t.text === close && --depth === 0) return j + 1;
  }
  return -1;
}

const isName = (token: CodeToken | undefined) => !!token && /^[A-Za-z_$][\w$]*$/.test(token.text);

/** Whether the dotted `path` is written at `tokens[i]` (`Plinth`, `.`, `Client`); the index of its last token, or -1. */
function pathAt(tokens: readonly CodeToken[], i: number, path: string): number {
  const parts = path.split('.');
  for (let p = 0; p < parts.length; p++) {
    if (tokens[i + 2 * p]?.text !== parts[p]) return -1;
    if (p < parts.length - 1 && tokens[i + 2 * p + 1]?.text !== '.') return -1;
  }
  return i + 2 * (parts.length - 1);
}

/**
 * The variable the expression starting at `tokens[index]` is assigned to (`const x = …`, `x = …`,
 * `final x = …`, `let x: T = …`), and whether the value is awaited first.
 */
function assignedName(tokens: readonly CodeToken[], index: number): { name: string; awaited: boolean } | undefined {
  let k = index - 1;
  let awaited = false;
  for (;;) {
    const t = tokens[k];
    if (!t) break;
    // Swift's `try?` and `try!` are two tokens.
    if (PREFIX_KEYWORDS.has(t.text) || ((t.text === '?' || t.text === '!') && tokens[k - 1]?.text === 'try')) {
      if (t.text === 'await') awaited = true;
      k--;
    } else break;
  }
  if (tokens[k]?.text !== '=') return undefined;
  const target = tokens[k - 1];
  if (!target?.ident) return undefined;
  // `let x: Type = …`, `plinth: Client = create_client(…)`: the name is before the annotation.
  if (tokens[k - 2]?.text === ':' && tokens[k - 3]?.ident) return { name: tokens[k - 3]!.text, awaited };
  return { name: target.text, awaited };
}

/** The module a `from` token names: a string (`'@plinth/ssr'`) or a dotted name (`plinth.lib`), and the index after it. */
function moduleAfter(tokens: readonly CodeToken[], i: number): { module: string; next: number } {
  let j = i + 1;
  let module = '';
  while (j < tokens.length && tokens[j]!.text !== 'import' && tokens[j]!.text !== ';' && tokens[j]!.line === tokens[i]!.line) {
    module += tokens[j]!.text;
    j++;
    // A string's tokens end at its closing quote; a dotted name at its last name.
    if (/^['"`]$/.test(tokens[j - 1]!.text) && module.length > 1) break;
  }
  return { module: module.replace(/^['"`]|['"`]$/g, ''), next: j };
}

const fromModule = (module: string, modules: readonly string[]) =>
  // `@plinth/plinth-js`, `npm:@plinth/plinth-js@2`, `https://esm.sh/@plinth/plinth-js@2`; Python's `plinth`, `plinth.lib`.
  modules.some((m) => module === m || module.startsWith(`${m}.`) || (m.includes('/') && module.includes(m)));

/** Names imported from the library's own modules: `import { createClient, type Session } from '…'`, `from plinth import create_client`. */
function importedNames(tokens: readonly CodeToken[], modules: readonly string[]): LibraryName[] {
  const out: LibraryName[] = [];
  if (!modules.length) return out;
  const push = (t: CodeToken, module: string) => out.push({ name: t.text, module, start: t.start, end: t.end, line: t.line });
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text !== 'from') continue;
    const { module, next } = moduleAfter(tokens, i);
    if (!fromModule(module, modules)) continue;
    if (tokens[next]?.text === 'import' && tokens[next]!.line === tokens[i]!.line) {
      // from plinth import create_client, Client  /  from plinth import (a,\n b)
      let open = false;
      for (let j = next + 1; j < tokens.length && (tokens[j]!.ident || [',', '(', ')'].includes(tokens[j]!.text)); j++) {
        if (!open && tokens[j]!.line !== tokens[next]!.line) break;
        if (tokens[j]!.text === '(') open = true;
        if (tokens[j]!.text === ')') break;
        if (!tokens[j]!.ident) continue;
        if (tokens[j - 1]?.text === 'as') continue; // a local name
        push(tokens[j]!, module);
      }
      continue;
    }
    // import { createClient, type Session } from '…'; import { createClient as make } from '…'; import X from '…'
    let j = i - 1;
    while (j >= 0 && tokens[j]!.text !== 'import') j--;
    for (let k = j + 1; k < i; k++) {
      const t = tokens[k]!;
      if (!t.ident || tokens[k - 1]?.text === 'as') continue;
      if (t.text === 'type' && tokens[k + 1]?.ident) continue;
      push(t, module);
    }
  }
  return out;
}

/** What a variable holds: the client (no names) or a chain from it. */
type Bound = InheritedMember[];

/**
 * Reads samples in order, as one program: a client or chain a sample assigns to a variable is
 * known in the samples after it. Each sample's chains, imports and calls of imported names.
 */
export async function readSamples(samples: readonly string[], language: ReadLanguage): Promise<SampleCalls[]> {
  const bound = new Map<string, Bound>();
  const out: SampleCalls[] = [];
  for (const code of samples) {
    const tokens = await codeTokens(code, language);
    out.push(readTokens(tokens, language, bound));
  }
  return out;
}

/** Reads one sample alone. */
export async function readSample(code: string, language: ReadLanguage): Promise<SampleCalls> {
  return (await readSamples([code], language))[0]!;
}

function readTokens(tokens: readonly CodeToken[], { code: descriptor }: ReadLanguage, bound: Map<string, Bound>): SampleCalls {
  const chains: ClientChain[] = [];
  const calls: LibraryName[] = [];
  // Imports are a file's own: a block's names, not the page's (a later block may declare its own `createClient`).
  const imports = importedNames(tokens, descriptor.modules);
  const imported = new Set(imports.map((n) => n.name));
  const importAt = new Set(imports.map((n) => n.start));
  const constructors = descriptor.constructors;
  const clientPaths = descriptor.clientPaths;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.ident || importAt.has(token.start)) continue;
    const before = tokens[i - 1];
    const selfAccess = !!before && MEMBER_ACCESS.has(before.text) && SELF.test(tokens[i - 2]?.text ?? '');
    // A member of something else, not the start of a chain; `this.plinth` and `self.plinth` are starts.
    if (before && MEMBER_ACCESS.has(before.text) && !selfAccess) continue;
    if (before && PATH_KEYWORDS.has(before.text)) continue;

    // A function of the library called on its own: `createClient(url, key)`, not one declared (`function createClient()`).
    if (imported.has(token.text) && tokens[i + 1]?.text === '(' && !DECLARATIONS.has(before?.text ?? '')) calls.push({ name: token.text, module: '', start: token.start, end: token.end, line: token.line });

    // `x = createPlinthClient(…)`, `var c = new Plinth.Client(…)`: x is a client, whatever its name.
    const made = constructors.map((c) => pathAt(tokens, i, c)).find((last) => last >= 0 && tokens[last + 1]?.text === '(');
    if (made !== undefined) {
      const assigned = assignedName(tokens, i);
      if (assigned) bound.set(assigned.name, []);
      i = made;
      continue;
    }

    // Where the chain starts, and what it holds there.
    let at = i;
    let client = token.text;
    let via: Bound;
    const pathEnd = clientPaths.map((p) => ({ p, last: pathAt(tokens, i, p) })).find((x) => x.last >= 0);
    if (pathEnd && !selfAccess) {
      at = pathEnd.last;
      client = pathEnd.p;
      via = [];
    } else if (bound.has(token.text) && !selfAccess) via = bound.get(token.text)!;
    else if (CLIENT_NAME.test(token.text)) {
      via = [];
      if (selfAccess) client = `${tokens[i - 2]!.text}.${token.text}`;
    } else continue;

    const chain = walk(tokens, at, descriptor.trailingClosures, via);
    if (chain.members.length) chains.push({ client, line: token.line, via, members: chain.members });

    // `x = <this chain>`: later uses of x continue it. Not after `await` (x then holds the result,
    // not the builder), and not a value read from a result (`x = plinth…execute().data`).
    const assigned = assignedName(tokens, selfAccess ? i - 2 : i);
    if (assigned && !assigned.awaited && !chain.members.some((m) => m.onValue) && !chain.unwrapped)
      bound.set(assigned.name, [...via, ...chain.members.map((m) => ({ name: m.name, called: m.called }))]);
    else if (assigned && bound.has(assigned.name) && assigned.name !== token.text) bound.delete(assigned.name);
  }
  return { chains, imports, calls };
}

/** Walks a chain from the token at `at` (its start): its members, and whether it ends unwrapped. */
function walk(tokens: readonly CodeToken[], at: number, closures: boolean, via: Bound): { members: ChainMember[]; unwrapped: boolean } {
  const members: (ChainMember & { optional: boolean; unwrappedBefore: boolean })[] = [];
  let unwrapped = false;
  for (;;) {
    let j = at + 1;
    let called = false;
    while (j < tokens.length) {
      const t = tokens[j]!;
      if (POSTFIX.has(t.text) && t.start === tokens[j - 1]!.end) {
        // `x?.y` in Swift is `?` then `.`: an optional access, as `?.` is.
        unwrapped = true;
        j++;
      } else if ((t.text === '<' && t.generic) || t.text === '(' || t.text === '[' || (t.text === '{' && closures)) {
        const next = skipGroup(tokens, j);
        if (next < 0) break;
        if (t.text === '(' || t.text === '{') called = true;
        j = next;
      } else break;
    }
    if (members.length) members.at(-1)!.called ||= called;
    const access = tokens[j];
    const name = tokens[j + 1];
    if (!access || !MEMBER_ACCESS.has(access.text) || !isName(name)) break;
    members.push({ name: name!.text, start: name!.start, end: name!.end, line: name!.line, called: false, onValue: false, afterCall: false, optional: access.text === '?.', unwrappedBefore: unwrapped && members.length > 0 });
    unwrapped = false;
    at = j + 1;
  }
  // What a chain reads after an optional access or unwrap, or at its end after its last call, is the returned data.
  const lastCall = members.findLastIndex((m) => m.called);
  let value = false;
  let sawCall = via.some((m) => m.called);
  for (const [i, m] of members.entries()) {
    if (m.optional || m.unwrappedBefore || (!m.called && i > lastCall && (lastCall >= 0 || sawCall))) value = true;
    m.onValue = value;
    m.afterCall = !m.called && sawCall;
    if (m.called) sawCall = true;
  }
  return { members: members.map(({ optional: _o, unwrappedBefore: _u, ...m }) => m), unwrapped };
}
