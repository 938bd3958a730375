import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Node } from 'web-tree-sitter';
import { parse as parseYaml } from 'yaml';
import type { CodeBlock } from '../sql/code-blocks';
import { REPO_ROOT } from '../sql/code-blocks';
import { readSdkFacts, SDK_VERSIONS, type SdkFacts } from '../reference/sdk-facts';
import { withSampleTree } from './parse-samples';

/**
 * What a sample calls on the Plinth client must be a function of that library's facts
 * (`../shared/reference/client-libs/<library>-<version>.json`), or a name the library version's
 * `specs/sdk/<library>/<version>-extra-calls.yaml` lists with why. The calls are found in the syntax
 * tree the sample parses to (tree-sitter), not in its text: member-access and call chains rooted at
 * the client, in Dart, Swift, Kotlin, C#, Python and (for the reference's examples) TypeScript.
 *
 * The client is `plinth` (what every sample of the site calls it), any variable a sample assigns from
 * the library's client constructor (`createPlinthClient(…)`, `PlinthClient(…)`, `create_client(…)`,
 * `new Plinth.Client(…)`, Dart's `Plinth.instance.client`), that name reached through `self.`/`this.`,
 * and Dart's `Plinth.instance.client` written out in a chain.
 */

/** The client library of a fence language. */
export const LIBRARY_OF_LANG: Record<string, string> = {
  dart: 'dart',
  flutter: 'dart',
  swift: 'swift',
  kotlin: 'kotlin',
  kt: 'kotlin',
  python: 'python',
  py: 'python',
  csharp: 'csharp',
  cs: 'csharp',
  'c#': 'csharp',
};

/** The grammar each library's samples are parsed with. */
export const GRAMMAR_OF_LIBRARY: Record<string, string> = { dart: 'dart', swift: 'swift', kotlin: 'kotlin', python: 'python', csharp: 'c_sharp', javascript: 'typescript', 'javascript-ssr': 'typescript' };

/** Names compared across naming styles: signInWithOtp = sign_in_with_otp = SignInWithOtp = sign-in-with-otp. */
export const norm = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/**
 * Every name the library's facts give it: method path segments, the name of a title that is a call
 * (`signUp()`, `mfa.enroll()`) or a single name (`currentSession`, `sessionStatus`: properties), and
 * the function ids.
 */
export function factsApiNames(facts: SdkFacts): Set<string> {
  const names = new Set<string>();
  for (const section of facts.sections) {
    for (const fn of section.functions) {
      for (const token of (fn.method ?? '').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) names.add(norm(token));
      for (const m of (fn.title ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\(\)/g)) for (const token of m[1]!.split('.')) names.add(norm(token));
      if (/^[a-z][A-Za-z0-9]*$/.test(fn.title ?? '')) names.add(norm(fn.title!));
      names.add(norm(fn.id));
    }
  }
  return names;
}

/** Where a library version lists the calls its samples need beyond the facts' functions. */
export const extraCallsFile = (library: string, version: string) => `specs/sdk/${library}/${version}-extra-calls.yaml`;

/** The library version's own list of calls its samples need beyond the facts' functions, each with why. */
export function extraCalls(library: string, version: string): Set<string> {
  const file = path.join(REPO_ROOT, extraCallsFile(library, version));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Set();
  }
  const list = parseYaml(text) as { name?: string; why?: string }[] | null;
  if (!Array.isArray(list)) throw new Error(`${extraCallsFile(library, version)}: expected a list of { name, why }`);
  const missing = list.filter((e) => !e?.name || !e.why);
  if (missing.length) throw new Error(`${extraCallsFile(library, version)}: every entry needs a name and a why (${missing.map((e) => e?.name ?? '?').join(', ')})`);
  return new Set(list.map((e) => norm(e.name!)));
}

/**
 * The properties the facts give as values rather than namespaces: a title that is a single name
 * (`currentSession`, Swift's `session`, Kotlin's `sessionStatus`). What a chain reads after one is
 * data of that value (`plinth.auth.session.user.id`).
 */
export function factsValueNames(facts: SdkFacts): Set<string> {
  return new Set(facts.sections.flatMap((s) => s.functions.filter((f) => /^[a-z][A-Za-z0-9]*$/.test(f.title ?? '')).map((f) => norm(f.title!))));
}

/** What a library version's samples may call (its facts and its extra calls), and which of those are values. */
export interface CallableNames {
  known: Set<string>;
  values: Set<string>;
}

const callable = new Map<string, CallableNames>();
export function callableNames(library: string, version: string): CallableNames {
  const key = `${library}-${version}`;
  let names = callable.get(key);
  if (!names) {
    const facts = readSdkFacts(library, version);
    names = { known: new Set([...factsApiNames(facts), ...extraCalls(library, version)]), values: factsValueNames(facts) };
    callable.set(key, names);
  }
  return names;
}

/**
 * The library version a page's samples target: the version whose reference the page is under
 * (`content/reference/kotlin/v1/…`), else the current one.
 */
export function versionFor(library: string, page: string): string {
  const versions = SDK_VERSIONS[library]!;
  const m = new RegExp(`(?:^|/)content/reference/${library}/(v\\d+)/`).exec(page);
  return m && versions.includes(m[1]!) ? m[1]! : versions[0]!;
}

/** One member along a chain rooted at the client. */
export interface ChainMember {
  name: string;
  /** 0-based line within the sample. */
  line: number;
  /** `name(…)`: the member is called. */
  called: boolean;
  /**
   * The member is read on a value the client returned rather than on the client or a builder: after
   * an optional or a forced unwrap (`?.`, `!`, `!!`: namespaces and builders are never optional), or
   * a read that ends a chain after a call (`….execute().data`). Its name is the data's, not the
   * library's, so the facts check leaves it alone.
   */
  onValue: boolean;
}

/** How each grammar writes a member access, a call and what a chain passes through. */
interface ChainGrammar {
  /** The node types that may start a chain (an identifier, `self`, `this`). */
  roots: Set<string>;
  /** A member access whose object is `object`: the member's name node and whether it was `?.`. */
  member(parent: Node, object: Node): { name: Node; optional: boolean } | undefined;
  /** A call of `callee`. */
  isCall(parent: Node, callee: Node): boolean;
  /** A node the chain goes through unchanged (`await`, `try`, an index), or unwraps (`!`, `!!`). */
  through(parent: Node, operand: Node): 'same' | 'unwrap' | undefined;
  /** A variable declaration: the bound name and the value's node. */
  binding(node: Node): { name: string; value: Node } | undefined;
}

const firstChild = (node: Node) => node.child(0);
const same = (a: Node | null | undefined, b: Node) => !!a && a.id === b.id;
const hasToken = (node: Node, token: string) => node.children.some((c) => c && !c.isNamed && c.type === token);

const KOTLIN: ChainGrammar = {
  roots: new Set(['simple_identifier', 'this_expression']),
  member(parent, object) {
    if (parent.type !== 'navigation_expression' || !same(firstChild(parent), object)) return undefined;
    const suffix = parent.namedChildren.find((c) => c?.type === 'navigation_suffix');
    const name = suffix?.namedChildren.find((c) => c?.type === 'simple_identifier');
    return suffix && name ? { name, optional: hasToken(suffix, '?.') } : undefined;
  },
  isCall: (parent, callee) => parent.type === 'call_expression' && same(firstChild(parent), callee),
  through(parent, operand) {
    if (parent.type === 'postfix_expression' && same(firstChild(parent), operand)) return hasToken(parent, '!!') ? 'unwrap' : undefined;
    if (parent.type === 'indexing_expression' && same(firstChild(parent), operand)) return 'same';
    return undefined;
  },
  binding(node) {
    if (node.type !== 'property_declaration') return undefined;
    const name = node.namedChildren.find((c) => c?.type === 'variable_declaration')?.namedChildren.find((c) => c?.type === 'simple_identifier');
    const value = node.namedChildren.at(-1);
    return name && value && value.type !== 'variable_declaration' ? { name: name.text, value } : undefined;
  },
};

const SWIFT: ChainGrammar = {
  roots: new Set(['simple_identifier', 'self_expression']),
  member(parent, object) {
    if (parent.type !== 'navigation_expression' || !same(parent.childForFieldName('target'), object)) return undefined;
    const name = parent.childForFieldName('suffix')?.childForFieldName('suffix');
    return name?.type === 'simple_identifier' ? { name, optional: hasToken(parent, '?') } : undefined;
  },
  isCall: (parent, callee) => parent.type === 'call_expression' && same(firstChild(parent), callee),
  through(parent, operand) {
    // `try await plinth.from("t").select()`: the grammar binds try/await to the first call and
    // continues the chain on the try.
    if ((parent.type === 'try_expression' || parent.type === 'await_expression') && same(parent.childForFieldName('expr'), operand)) return 'same';
    if (parent.type === 'postfix_expression' && same(parent.childForFieldName('target'), operand)) return parent.childForFieldName('operation')?.type === 'bang' ? 'unwrap' : undefined;
    return undefined;
  },
  binding(node) {
    if (node.type !== 'property_declaration') return undefined;
    const name = node.childForFieldName('name')?.childForFieldName('bound_identifier') ?? node.childForFieldName('name');
    const value = node.childForFieldName('value');
    return name && value ? { name: name.text, value } : undefined;
  },
};

const PYTHON: ChainGrammar = {
  roots: new Set(['identifier']),
  member(parent, object) {
    if (parent.type !== 'attribute' || !same(parent.childForFieldName('object'), object)) return undefined;
    const name = parent.childForFieldName('attribute');
    return name ? { name, optional: false } : undefined;
  },
  isCall: (parent, callee) => parent.type === 'call' && same(parent.childForFieldName('function'), callee),
  through: (parent, operand) => (parent.type === 'subscript' && same(parent.childForFieldName('value'), operand) ? 'same' : undefined),
  binding(node) {
    if (node.type !== 'assignment') return undefined;
    const name = node.childForFieldName('left');
    const value = node.childForFieldName('right');
    return name?.type === 'identifier' && value ? { name: name.text, value } : undefined;
  },
};

const CSHARP: ChainGrammar = {
  roots: new Set(['identifier', 'this_expression', 'this']),
  member(parent, object) {
    if (parent.type === 'member_access_expression' && same(parent.childForFieldName('expression'), object)) {
      const name = parent.childForFieldName('name');
      const identifier = name?.type === 'generic_name' ? name.namedChildren.find((c) => c?.type === 'identifier') : name;
      return identifier ? { name: identifier, optional: false } : undefined;
    }
    if (parent.type === 'conditional_access_expression' && same(parent.childForFieldName('condition'), object)) {
      const binding = parent.namedChildren.find((c) => c?.type === 'member_binding_expression');
      const name = binding?.childForFieldName('name');
      const identifier = name?.type === 'generic_name' ? name.namedChildren.find((c) => c?.type === 'identifier') : name;
      return identifier ? { name: identifier, optional: true } : undefined;
    }
    return undefined;
  },
  isCall: (parent, callee) => parent.type === 'invocation_expression' && same(parent.childForFieldName('function'), callee),
  through(parent, operand) {
    if (parent.type === 'postfix_unary_expression' && same(firstChild(parent), operand)) return hasToken(parent, '!') ? 'unwrap' : undefined;
    if (parent.type === 'element_access_expression' && same(parent.childForFieldName('expression'), operand)) return 'same';
    return undefined;
  },
  binding(node) {
    if (node.type !== 'variable_declarator') return undefined;
    const name = node.childForFieldName('name') ?? node.namedChildren.find((c) => c?.type === 'identifier');
    const value = node.namedChildren.find((c) => c?.type === 'equals_value_clause')?.namedChildren[0] ?? undefined;
    return name && value ? { name: name.text, value } : undefined;
  },
};

const TYPESCRIPT: ChainGrammar = {
  roots: new Set(['identifier', 'this']),
  member(parent, object) {
    if (parent.type !== 'member_expression' || !same(parent.childForFieldName('object'), object)) return undefined;
    const name = parent.childForFieldName('property');
    return name ? { name, optional: parent.children.some((c) => c?.type === 'optional_chain') } : undefined;
  },
  isCall: (parent, callee) => parent.type === 'call_expression' && same(parent.childForFieldName('function'), callee),
  through(parent, operand) {
    if (parent.type === 'non_null_expression' && same(firstChild(parent), operand)) return 'unwrap';
    if (parent.type === 'subscript_expression' && same(parent.childForFieldName('object'), operand)) return 'same';
    return undefined;
  },
  binding(node) {
    if (node.type !== 'variable_declarator') return undefined;
    const name = node.childForFieldName('name');
    const value = node.childForFieldName('value');
    return name?.type === 'identifier' && value ? { name: name.text, value } : undefined;
  },
};

const CHAIN_GRAMMARS: Record<string, ChainGrammar> = { kotlin: KOTLIN, swift: SWIFT, python: PYTHON, c_sharp: CSHARP, typescript: TYPESCRIPT };

/** A value that is the client, per grammar, compared without whitespace and without `await`/`try`. */
const CLIENT_VALUES: Record<string, RegExp> = {
  kotlin: /^createPlinthClient\(/,
  swift: /^PlinthClient\(/,
  dart: /^(?:PlinthClient\(|Plinth\.instance\.client$)/,
  python: /^create_client\(/,
  c_sharp: /^newPlinth\.Client\(/,
  typescript: /^create(?:Browser|Server)?Client\(/,
};
/** A chain prefix that is the client wherever it is written (Dart's singleton). */
const CLIENT_PATHS: Record<string, string[][]> = { dart: [['Plinth', 'instance', 'client']] };

const isClientValue = (grammar: string, value: string) => CLIENT_VALUES[grammar]?.test(value.replace(/\s+/g, '').replace(/^(?:try[!?]?|await)+/, '')) ?? false;

/** A chain from its first node: the root's text and each member after it. */
interface RawChain {
  root: string;
  line: number;
  members: ChainMember[];
}

/** Every chain of a tree-sitter tree (not Dart), from every node that can start one. */
function treeChains(g: ChainGrammar, root: Node, lineOffset: number): RawChain[] {
  const chains: RawChain[] = [];
  const visit = (node: Node) => {
    if (g.roots.has(node.type) && node.parent && g.member(node.parent, node)) chains.push(walkUp(g, node, lineOffset));
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(root);
  return chains;
}

/** Reads that end a chain after its last call are data the call returned (`.execute().data.user`). */
function markReturnedData(members: ChainMember[]): void {
  const lastCall = members.findLastIndex((m) => m.called);
  if (lastCall < 0) return;
  for (const member of members.slice(lastCall + 1)) member.onValue = true;
}

function walkUp(g: ChainGrammar, start: Node, lineOffset: number): RawChain {
  const members: ChainMember[] = [];
  let current = start;
  let onValue = false;
  for (;;) {
    const parent = current.parent;
    if (!parent) break;
    const member = g.member(parent, current);
    if (member) {
      if (member.optional) onValue = true;
      members.push({ name: member.name.text, line: member.name.startPosition.row - lineOffset, called: false, onValue });
      current = parent;
      continue;
    }
    if (g.isCall(parent, current)) {
      if (members.length) members.at(-1)!.called = true;
      current = parent;
      continue;
    }
    const through = g.through(parent, current);
    if (!through) break;
    if (through === 'unwrap') onValue = true;
    current = parent;
  }
  markReturnedData(members);
  return { root: start.type === 'this_expression' || start.type === 'self_expression' ? 'this' : start.text, line: start.startPosition.row - lineOffset, members };
}

/**
 * Dart writes a chain flat: an identifier followed by `selector` siblings (`.name`, `?.name`,
 * `(arguments)`, `!`).
 */
function dartChains(root: Node, lineOffset: number): RawChain[] {
  const chains: RawChain[] = [];
  const visit = (node: Node) => {
    const children = node.children.filter((c): c is Node => !!c);
    for (let i = 0; i < children.length; i++) {
      const start = children[i]!;
      if ((start.type !== 'identifier' && start.type !== 'this') || children[i + 1]?.type !== 'selector') continue;
      const members: ChainMember[] = [];
      let onValue = false;
      for (let j = i + 1; j < children.length && children[j]!.type === 'selector'; j++) {
        const selector = children[j]!;
        const access = selector.namedChildren.find((c) => c?.type === 'unconditional_assignable_selector' || c?.type === 'conditional_assignable_selector');
        const name = access?.namedChildren.find((c) => c?.type === 'identifier');
        if (access && name) {
          if (access.type === 'conditional_assignable_selector') onValue = true;
          members.push({ name: name.text, line: name.startPosition.row - lineOffset, called: false, onValue });
        } else if (selector.namedChildren.some((c) => c?.type === 'argument_part')) {
          if (members.length) members.at(-1)!.called = true;
        } else if (hasToken(selector, '!')) onValue = true;
      }
      markReturnedData(members);
      chains.push({ root: start.type === 'this' ? 'this' : start.text, line: start.startPosition.row - lineOffset, members });
    }
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(root);
  return chains;
}

/** The names a sample binds to the client (`val plinth = createPlinthClient(…)`, `final _plinth = Plinth.instance.client`). */
function clientBindings(grammar: string, root: Node): string[] {
  const names: string[] = [];
  const visit = (node: Node) => {
    if (grammar === 'dart') {
      if (node.type === 'initialized_variable_definition' || node.type === 'static_final_declaration' || node.type === 'initialized_identifier') {
        const name = node.childForFieldName('name') ?? node.namedChildren.find((c) => c?.type === 'identifier');
        const start = node.children.findIndex((c) => c?.type === '=');
        const value = start >= 0 ? node.children.slice(start + 1).map((c) => c?.text ?? '').join('') : '';
        if (name && isClientValue(grammar, value)) names.push(name.text);
      }
    } else {
      const bound = CHAIN_GRAMMARS[grammar]?.binding(node);
      if (bound && isClientValue(grammar, bound.value.text)) names.push(bound.name);
    }
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(root);
  return names;
}

/** A call chain on the client: the members after the client itself. */
export interface ClientChain {
  /** How the sample names the client (`plinth`, `self.client`, `Plinth.instance.client`). */
  client: string;
  members: ChainMember[];
}

/** The chains of one parsed sample that start at the client, given the names the page binds to it. */
function chainsOnClient(grammar: string, raw: RawChain[], clients: Set<string>): ClientChain[] {
  const out: ClientChain[] = [];
  for (const chain of raw) {
    const names = [chain.root, ...chain.members.map((m) => m.name)];
    let skip = -1;
    if (clients.has(chain.root)) skip = 0;
    else if (chain.root === 'this' || chain.root === 'self') {
      if (chain.members[0] && clients.has(chain.members[0].name)) skip = 1;
    } else {
      for (const prefix of CLIENT_PATHS[grammar] ?? []) if (prefix.every((p, i) => names[i] === p)) skip = prefix.length - 1;
    }
    if (skip < 0) continue;
    out.push({ client: names.slice(0, skip + 1).join('.'), members: chain.members.slice(skip) });
  }
  return out;
}

/** The client chains of each sample, with the names the samples bind to the client shared between them (a page's blocks are one program). */
export async function clientChainsOf(grammar: string, samples: string[]): Promise<ClientChain[][]> {
  const parsed = await Promise.all(
    samples.map((code) =>
      withSampleTree(grammar, code, ({ root, lineOffset }) => ({
        raw: grammar === 'dart' ? dartChains(root, lineOffset) : treeChains(CHAIN_GRAMMARS[grammar]!, root, lineOffset),
        bindings: clientBindings(grammar, root),
      })),
    ),
  );
  const clients = new Set(['plinth', ...parsed.flatMap((p) => p.bindings)]);
  return parsed.map((p) => chainsOnClient(grammar, p.raw, clients));
}

/** The client chains of one sample. */
export async function clientChains(grammar: string, code: string): Promise<ClientChain[]> {
  return (await clientChainsOf(grammar, [code]))[0]!;
}

/** A member a sample calls on the client that its library version does not have. */
export interface UnknownCall {
  name: string;
  /** 0-based line within the sample. */
  line: number;
}

/**
 * The members of each chain the facts check reads: those on the client or a builder, not those read
 * on a value (see `ChainMember.onValue`, and what follows a property the facts give as a value).
 */
export function checkedMembers(chain: ClientChain, names: CallableNames): ChainMember[] {
  const out: ChainMember[] = [];
  for (const member of chain.members) {
    if (member.onValue) break;
    out.push(member);
    if (!member.called && names.values.has(norm(member.name))) break;
  }
  return out;
}

/** The members of `chains` that name no function of the library version. */
export function unknownCalls(chains: ClientChain[], names: CallableNames): UnknownCall[] {
  return chains.flatMap((chain) => checkedMembers(chain, names).filter((m) => !names.known.has(norm(m.name))).map((m) => ({ name: m.name, line: m.line })));
}

/** What the facts check says of an unknown call. */
export const unknownCallMessage = (call: UnknownCall, library: string, version: string) =>
  `calls "${call.name}" on the client, which is not a function of ${library} ${version} (its facts), nor in ${extraCallsFile(library, version)}`;

export interface ClientCallProblem {
  /** 1-based line in the .mdx file. */
  line: number;
  lang: string;
  message: string;
}

/** Counts for the test report: samples whose client calls were checked, and the calls checked. */
export interface ClientCallCounts {
  samples: number;
  calls: number;
}

/**
 * The page's samples in Dart, Swift, Kotlin, C# and Python that call what their library version
 * (see `versionFor`) does not have. Blocks flagged `fragment` are checked too when they parse.
 */
export async function clientCallProblems(page: string, blocks: CodeBlock[], counts?: Map<string, ClientCallCounts>): Promise<ClientCallProblem[]> {
  const problems: ClientCallProblem[] = [];
  const byLibrary = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const library = LIBRARY_OF_LANG[block.lang.toLowerCase()];
    if (library) byLibrary.set(library, [...(byLibrary.get(library) ?? []), block]);
  }
  for (const [library, list] of byLibrary) {
    const version = versionFor(library, page);
    const names = callableNames(library, version);
    const chains = await clientChainsOf(GRAMMAR_OF_LIBRARY[library]!, list.map((b) => b.code));
    for (const [i, block] of list.entries()) {
      const checked = chains[i]!.flatMap((c) => checkedMembers(c, names));
      if (counts && checked.length) {
        const count = counts.get(library) ?? { samples: 0, calls: 0 };
        count.samples += 1;
        count.calls += checked.length;
        counts.set(library, count);
      }
      for (const call of unknownCalls(chains[i]!, names)) problems.push({ line: block.line + 1 + call.line, lang: block.lang, message: unknownCallMessage(call, library, version) });
    }
  }
  return problems;
}
