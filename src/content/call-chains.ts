import { site } from '../site.config';
import { treeSitterLanguage } from '../sources/tree-sitter';

/**
 * Finds the client calls in a code sample: every `plinth.auth.signInWithOtp(…)`,
 * `plinth.from('t').select().eq(…)`, `plinth.storage.from('b').upload(…)` chain, with the position
 * of each member's name in the source, so that call-links.ts can link the names to the reference.
 *
 * The source is read by a real parser, never by a pattern over the text: TypeScript's own for
 * JavaScript and TypeScript, tree-sitter's grammars (web-tree-sitter, tree-sitter-wasms) for Dart,
 * Swift, Kotlin, C# and Python. Their tokens are what the chains are read from, so a name inside a
 * string or a comment (`https://<project-ref>.plinth.co`, `// plinth.auth…`) is never a call.
 */

/** The languages whose samples have client libraries (and references) on the site. */
export type ChainLanguage = 'ts' | 'tsx' | 'dart' | 'swift' | 'kotlin' | 'csharp' | 'python';

/** A code fence's language (after highlight.ts's aliases) → the parser that reads it. */
const FENCE_LANGUAGES: Record<string, ChainLanguage> = {
  typescript: 'ts',
  javascript: 'ts',
  tsx: 'tsx',
  jsx: 'tsx',
  dart: 'dart',
  swift: 'swift',
  kotlin: 'kotlin',
  csharp: 'csharp',
  python: 'python',
};

export const chainLanguage = (fenceLanguage: string): ChainLanguage | undefined => FENCE_LANGUAGES[fenceLanguage];

/** One token of the source: its text and where it is (UTF-16 offsets, as JavaScript strings count). */
export interface CodeToken {
  text: string;
  start: number;
  end: number;
  /** An identifier (a name the grammar reads as one, not a keyword, string or comment). */
  ident: boolean;
  /** A `<` or `>` of type arguments (`from<Row>(…)`), not a comparison. */
  generic: boolean;
}

// ---------- Tokens ----------

async function typescriptTokens(code: string, jsx: boolean): Promise<CodeToken[]> {
  // Loaded only when a page's code is compiled: a build whose pages come from the cache never loads it.
  const { default: ts } = await import('typescript');
  const source = ts.createSourceFile(jsx ? 'sample.tsx' : 'sample.ts', code, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const typeArgumentOwners = new Set([ts.SyntaxKind.CallExpression, ts.SyntaxKind.NewExpression, ts.SyntaxKind.ExpressionWithTypeArguments, ts.SyntaxKind.TaggedTemplateExpression]);
  const tokens: CodeToken[] = [];
  const visit = (node: import('typescript').Node) => {
    // JSDoc is a comment: the names in it are not code.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(source);
    if (children.length) {
      for (const child of children) visit(child);
      return;
    }
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    const start = node.getStart(source);
    const isAngle = node.kind === ts.SyntaxKind.LessThanToken || node.kind === ts.SyntaxKind.GreaterThanToken;
    tokens.push({ text: code.slice(start, node.end), start, end: node.end, ident: node.kind === ts.SyntaxKind.Identifier, generic: isAngle && typeArgumentOwners.has(node.parent.kind) });
  };
  visit(source);
  return tokens;
}

/** tree-sitter's grammar of each language (a file of tree-sitter-wasms). */
const GRAMMARS: Record<Exclude<ChainLanguage, 'ts' | 'tsx'>, string> = { dart: 'dart', swift: 'swift', kotlin: 'kotlin', csharp: 'c_sharp', python: 'python' };

/**
 * Most samples are a few statements, not a whole file; Dart's grammar reads statements only inside
 * a function. A sample that does not parse as a file is read again inside one, and the reading with
 * fewer syntax errors is kept (the offsets of the wrapped one are moved back).
 */
const BODY_WRAPPERS: Partial<Record<ChainLanguage, string>> = {
  dart: 'Future<void> sample() async {\n',
  swift: 'func sample() async throws {\n',
  kotlin: 'suspend fun sample() {\n',
  csharp: 'async Task Sample() {\n',
};

const COMMENT = /comment/;

async function treeSitterTokens(code: string, language: Exclude<ChainLanguage, 'ts' | 'tsx'>): Promise<CodeToken[]> {
  const { ts, language: grammar } = await treeSitterLanguage(GRAMMARS[language]);
  const parser = new ts.Parser();
  try {
    parser.setLanguage(grammar);
    const read = (text: string, shift: number) => {
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
        if (!COMMENT.test(node.type) && node.startIndex >= shift && node.endIndex <= shift + code.length && node.endIndex > node.startIndex) {
          const parent = node.parent?.type ?? '';
          tokens.push({
            text: text.slice(node.startIndex, node.endIndex),
            start: node.startIndex - shift,
            end: node.endIndex - shift,
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
    const plain = read(code, 0);
    const wrapper = BODY_WRAPPERS[language];
    if (!plain?.errors || !wrapper) return plain?.tokens ?? [];
    const wrapped = read(`${wrapper}${code}\n}`, wrapper.length);
    return wrapped && wrapped.errors < plain.errors ? wrapped.tokens : plain.tokens;
  } finally {
    parser.delete();
  }
}

/** The tokens of a sample, comments left out. */
export function codeTokens(code: string, language: ChainLanguage): Promise<CodeToken[]> {
  return language === 'ts' || language === 'tsx' ? typescriptTokens(code, language === 'tsx') : treeSitterTokens(code, language);
}

// ---------- Chains ----------

/** A name along a client chain and where it is in the source. */
export interface ChainMember {
  name: string;
  start: number;
  end: number;
}

/**
 * What the walker asks of the reference while it reads a sample, so that it only follows what the
 * reference knows: `resolve` finds the item a chain's last name calls (the names start at the
 * client), `isNamespace` says whether a name leads to other functions (`auth`, `storage`,
 * `channel`, `from`), so that a variable holding such a chain (`const bucket =
 * plinth.storage.from('avatars')`) continues it.
 */
export interface ChainReader<T> {
  resolve(names: readonly string[]): T | undefined;
  isNamespace(name: string): boolean;
  /** Functions called without a receiver (`createClient(…)`), when imported from the client's package. */
  resolveFunction(name: string): T | undefined;
}

/** A name of the source resolved to a reference item. */
export interface ResolvedCall<T> extends ChainMember {
  target: T;
}

/** The variable names the samples give a client (the docs' convention: `plinth`, `plinthAdmin`, `_plinth`). */
const CLIENT_NAME = /^_?plinth\w*$/i;

/** Calls that make a client, whatever their variable is called (`const admin = createClient(…)`). */
const CLIENT_FACTORIES = new Set(['createClient', 'createServerClient', 'createBrowserClient', 'create_client', 'acreate_client', 'createPlinthClient', 'PlinthClient']);

/** Dart's shared client: `Plinth.instance.client` is the client itself. */
const ROOT_PATHS: Partial<Record<ChainLanguage, string[]>> = { dart: ['Plinth', 'instance', 'client'] };

/** Where a library's functions are imported from, for calls without a receiver (`@plinth/ssr`'s are in the JavaScript reference). */
const fromJavaScriptClient = (module: string) => [site.clientPackages.javascript, site.clientPackages.javascriptSsr].some((pkg) => module.includes(pkg));
const CLIENT_MODULES: Partial<Record<ChainLanguage, (module: string) => boolean>> = {
  ts: fromJavaScriptClient,
  tsx: fromJavaScriptClient,
  python: (module) => module === 'plinth',
};

const MEMBER_ACCESS = new Set(['.', '?.', '!!.']);
/** Postfix operators a chain goes through: `currentUser!.id`, `session?.user` (Swift's `?` then `.`). */
const POSTFIX = new Set(['!', '?', '!!']);
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
/** Keywords that start a declaration whose names are a module path (`using Plinth.Postgrest;`), not calls. */
const PATH_KEYWORDS = new Set(['import', 'using', 'package']);
/** What may stand between `=` and the chain it assigns (`const q = await plinth…`). */
const PREFIX_KEYWORDS = new Set(['await', 'try', 'new']);

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

/**
 * The names a client chain calls or reads, resolved by `reader`, in the order of the source. A chain
 * starts at a client (a variable named by the docs' convention or assigned from a client factory,
 * or a variable assigned a chain the reader knows) and goes on through `.name`, `?.name`, calls,
 * type arguments, indexes, trailing closures (Swift, Kotlin) and postfix `!`/`?`.
 */
export function resolveChains<T>(tokens: readonly CodeToken[], language: ChainLanguage, reader: ChainReader<T>): ResolvedCall<T>[] {
  const out: ResolvedCall<T>[] = [];
  /** Variables that hold a client (no names) or a chain from one (its names). */
  const bound = new Map<string, string[]>();
  const closures = language === 'swift' || language === 'kotlin';
  const rootPath = ROOT_PATHS[language];
  const imported = importedFunctions(tokens, language);

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.ident) continue;
    const before = tokens[i - 1];
    // A member of something else, not the start of a chain; `this.plinth` and `self.plinth` are starts.
    if (before && MEMBER_ACCESS.has(before.text) && !/^(this|self)$/.test(tokens[i - 2]?.text ?? '')) continue;
    if (before && PATH_KEYWORDS.has(before.text)) continue;

    // A function of the library called on its own: `createClient(url, key)`.
    if (imported.has(token.text) && tokens[i + 1]?.text === '(') {
      const target = reader.resolveFunction(token.text);
      if (target) out.push({ name: token.text, start: token.start, end: token.end, target });
    }
    // `x = createClient(…)` or another client factory: x is a client, whatever its name.
    if (CLIENT_FACTORIES.has(token.text) && tokens[i + 1]?.text === '(') {
      const made = assignedName(tokens, i);
      if (made) bound.set(made.name, []);
      continue;
    }

    let names: string[];
    if (bound.has(token.text)) names = [...bound.get(token.text)!];
    else if (CLIENT_NAME.test(token.text)) names = [];
    else continue;

    // Walk the chain.
    let known = true;
    let at = i;
    let skipRoot = rootPath && token.text === rootPath[0] ? rootPath.slice(1) : [];
    for (;;) {
      let j = at + 1;
      while (j < tokens.length) {
        const t = tokens[j]!;
        if (POSTFIX.has(t.text) && t.start === tokens[j - 1]!.end) j++;
        else if ((t.text === '<' && t.generic) || t.text === '(' || t.text === '[' || (t.text === '{' && closures)) {
          const next = skipGroup(tokens, j);
          if (next < 0) break;
          j = next;
        } else break;
      }
      const access = tokens[j];
      const name = tokens[j + 1];
      if (!access || !MEMBER_ACCESS.has(access.text) || !isName(name)) break;
      at = j + 1;
      if (skipRoot[0] === name!.text) {
        skipRoot = skipRoot.slice(1);
        continue;
      }
      skipRoot = [];
      names.push(name!.text);
      const target = reader.resolve(names);
      if (target) out.push({ name: name!.text, start: name!.start, end: name!.end, target });
      else if (!reader.isNamespace(name!.text)) known = false;
    }

    // `x = <this chain>`: later uses of x continue it. Not after `await` (x then holds the result,
    // not the builder), and only when every name of the chain is known to the reference (a chain
    // ending in `execute()` or `.data` is a result too).
    const assigned = assignedName(tokens, i);
    if (assigned && !assigned.awaited && known) bound.set(assigned.name, names);
  }
  return out;
}

/**
 * The variable the expression starting at `tokens[index]` is assigned to (`const x = …`, `x = …`,
 * `final x = …`, `let x: T = …`), and whether the value is awaited first.
 */
function assignedName(tokens: readonly CodeToken[], index: number): { name: string; awaited: boolean } | undefined {
  let k = index - 1;
  let awaited = false;
  while (k >= 0 && PREFIX_KEYWORDS.has(tokens[k]!.text.replace(/[?!]$/, ''))) {
    if (tokens[k]!.text === 'await') awaited = true;
    k--;
  }
  if (tokens[k]?.text !== '=') return undefined;
  const target = tokens[k - 1];
  if (!target?.ident) return undefined;
  // `let x: Type = …`, `plinth: Client = create_client(…)`: the name is before the annotation.
  if (tokens[k - 2]?.text === ':' && tokens[k - 3]?.ident) return { name: tokens[k - 3]!.text, awaited };
  return { name: target.text, awaited };
}

/** Names imported from the client library's own module (`import { createClient } from '@plinth/plinth-js'`). */
function importedFunctions(tokens: readonly CodeToken[], language: ChainLanguage): Set<string> {
  const names = new Set<string>();
  const fromClient = CLIENT_MODULES[language];
  if (!fromClient) return names;
  for (let i = 0; i < tokens.length; i++) {
    if (language === 'python') {
      // from plinth import create_client, Client
      if (tokens[i]!.text !== 'from' || tokens[i + 2]?.text !== 'import' || !fromClient(tokens[i + 1]?.text ?? '')) continue;
      for (let j = i + 3; j < tokens.length && (tokens[j]!.ident || tokens[j]!.text === ','); j++) if (tokens[j]!.ident) names.add(tokens[j]!.text);
    } else {
      // import { createClient, type Session } from '…'; import { createClient as make } from '…'
      if (tokens[i]!.text !== 'from') continue;
      const module = tokens[i + 1]?.text.replace(/^['"`]|['"`]$/g, '') ?? '';
      if (!fromClient(module)) continue;
      let j = i - 1;
      while (j >= 0 && tokens[j]!.text !== 'import') j--;
      for (let k = j + 1; k < i; k++) {
        const t = tokens[k]!;
        if (!t.ident) continue;
        if (tokens[k + 1]?.text === 'as') continue; // the local name follows
        if (tokens[k - 1]?.text === 'type') continue;
        names.add(t.text);
      }
    }
  }
  return names;
}
