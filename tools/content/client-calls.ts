import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readLanguageOf, readSamples, type ChainMember, type ClientChain, type SampleCalls } from '../../src/content/call-chains';
import { clientCodeOf, REFERENCES, sdkEntries, type ClientCode, type ReferenceEntry } from '../../src/references.config';
import type { CodeBlock } from '../sql/code-blocks';
import { REPO_ROOT } from '../sql/code-blocks';
import { readSdkFacts, SDK_VERSIONS, type SdkFacts } from '../reference/sdk-facts';

/**
 * What a sample calls on the Plinth client, and what it imports from the library's modules, must
 * be a function (or name) of that library version's facts
 * (`../shared/reference/client-libs/<library>-<version>.json`), or a name the library version's
 * `specs/sdk/<library>/<version>-extra-calls.yaml` lists with why. The calls are those the one reader
 * finds (src/content/call-chains.ts, the reader the call links use): chains on the client in every
 * language, in lambdas and closures, on variables that hold a chain, across a page's code blocks.
 *
 * Names compare as the facts write them, with only the folding the language's descriptor names
 * (`nameCase` in src/references.config.ts: C#'s capital first letter, Swift's initialisms):
 * Dart's `verifyOTP` is not the facts' `verifyOtp`. A function's id is not one of its names: the
 * Swift facts' `sign-in-with-oauth` is `getOAuthSignInURL()`, so `signInWithOAuth()` is not in them.
 */

/** Names compared across naming styles, for spelling look-alikes only: signInWithOtp ~ sign_in_with_otp ~ SignInWithOTP. */
export const norm = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/** A name as the language's descriptor compares it with the facts (see `nameCase`). */
export function canonicalName(name: string, nameCase: ClientCode['nameCase']): string {
  if (nameCase === 'pascal') return name.charAt(0).toLowerCase() + name.slice(1);
  if (nameCase === 'acronyms') return name.replace(/([A-Z])([A-Z]+)(?=[A-Z][a-z]|[^A-Za-z]|$)/g, (_, first: string, rest: string) => first + rest.toLowerCase());
  return name;
}

/** A facts entry's fields this check reads (the JSON has more). */
type FactsFunction = SdkFacts['sections'][number]['functions'][number] & { signature?: string | null; returns?: string | null };
type Facts = SdkFacts & { undocumented_public_methods?: string[]; other_exports?: string[] };

/** `storage.from(bucket).upload` → storage, from, upload; a class first (`PostgrestFilterBuilder.eq`, `client.from`) says nothing of the path. */
function methodPath(method: string): string[] {
  const parts = method.split(/\.(?![^(]*\))/).map((p) => p.trim().replace(/\(.*$/, ''));
  if (parts.length > 1 && (/^[A-Z]/.test(parts[0]!) || parts[0] === 'client')) parts.shift();
  return parts.filter((p) => /^[A-Za-z_]\w*$/.test(p));
}

/** An entry whose title is its kind, not a name ("Initializing", "Overview", "Using Filters"). */
const isOverviewEntry = (fn: Pick<FactsFunction, 'id' | 'title'>) => /^using-|-api$/.test(fn.id) || fn.title === 'Overview' || fn.title === 'Initializing';

/**
 * The code paths of a facts entry's title: each call it shows (`from.upload()`, `on().subscribe()`,
 * `SignIn(email, password)`, `Fetch data: select()`), or the title itself when it is a name or a
 * path (`currentSession`, `Subscriptions`, `Realtime.Channel`, `Operator.Equals`; `value` when it is
 * one name, a property). Any other title is prose ("Send a password reset request").
 */
export function titlePathsOf(fn: Pick<FactsFunction, 'id' | 'title'>): { paths: string[][]; value?: string } {
  const title = fn.title;
  if (!title || isOverviewEntry(fn)) return { paths: [] };
  if (/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(title)) {
    const names = title.split('.');
    return { paths: [names], value: names.length === 1 ? title : undefined };
  }
  const paths: string[][] = [];
  for (const match of title.matchAll(/(?<![\w.])((?:[A-Za-z_]\w*(?:\([^()]*\))?\.)*[A-Za-z_]\w*)\(/g)) {
    paths.push(match[1]!.split(/\.(?![^(]*\))/).map((part) => part.replace(/\(.*$/, '')));
  }
  return { paths };
}

/** The code paths of one facts entry: its method's and its title's. */
function entryPaths(fn: FactsFunction): string[][] {
  const method = methodPath(fn.method ?? '');
  return [...(method.length ? [method] : []), ...titlePathsOf(fn).paths];
}

/** The code names of one facts entry (empty when its title and method give none). */
export const functionNames = (fn: FactsFunction): string[] => [...new Set(entryPaths(fn).flat())];

/** What the facts of a library version give a sample: names it may call, names that are values, names it may import. */
export interface FactsNames {
  /** Every code name of every entry, and the undocumented public methods the facts list. */
  calls: Set<string>;
  /** Properties the facts give as values (a title that is one name: `currentSession`, `sessionStatus`): what a chain reads after one is that value's data. */
  values: Set<string>;
  /** Names other functions are reached through (`storage`, `from` in `storage.from(bucket).upload`, `on` in `on().subscribe()`). */
  namespaces: Set<string>;
  /** Every name in the facts' titles, methods, signatures, types and exports: what a sample may import from the library's modules. */
  identifiers: Set<string>;
  /** Each entry's code names, by id (empty for an entry whose title and method give none). */
  byId: Map<string, string[]>;
}

export function factsNames(facts: Facts): FactsNames {
  const out: FactsNames = { calls: new Set(), values: new Set(), namespaces: new Set(), identifiers: new Set(), byId: new Map() };
  const words = (text: string | null | undefined) => {
    for (const w of (text ?? '').match(/[A-Za-z_]\w*/g) ?? []) out.identifiers.add(w);
  };
  for (const section of facts.sections) {
    for (const fn of section.functions as FactsFunction[]) {
      const paths = entryPaths(fn);
      out.byId.set(fn.id, [...new Set(paths.flat())]);
      for (const path of paths) {
        for (const name of path) out.calls.add(name);
        for (const name of path.slice(0, -1)) out.namespaces.add(name);
      }
      const value = titlePathsOf(fn).value;
      if (value) out.values.add(value);
      for (const text of [fn.title, fn.method, fn.signature, fn.returns, ...fn.params.map((p) => p.type)]) words(text);
    }
  }
  for (const method of facts.undocumented_public_methods ?? []) {
    const name = method.split('.').at(-1)!;
    out.calls.add(name);
    out.identifiers.add(name);
  }
  for (const text of facts.other_exports ?? []) words(text);
  return out;
}

// ---------- Extra calls ----------

/** Where a library version lists the names its samples need beyond its facts. */
export const extraCallsFile = (library: string, version: string) => `specs/sdk/${library}/${version}-extra-calls.yaml`;

/** One name a library version's samples need that its facts lack, and why. */
export interface ExtraCall {
  name: string;
  why: string;
  /** The facts entry whose function this is, when the facts give that entry no code name ("Verify OTPs"). */
  for?: string;
  /** Other functions are called on what it returns (`channel(name)`, the channel the facts' `on().subscribe()` is called on). */
  namespace?: boolean;
}

/** A library version's extra calls, as its file lists them (none when it has no file). */
export function readExtraCalls(library: string, version: string): ExtraCall[] {
  const file = extraCallsFile(library, version);
  let text: string;
  try {
    text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  } catch {
    return [];
  }
  const list = parseYaml(text) as Partial<ExtraCall>[] | null;
  if (!Array.isArray(list)) throw new Error(`${file}: expected a list of { name, why, for? }`);
  const bad = list.filter((e) => typeof e?.name !== 'string' || typeof e.why !== 'string' || !e.why.trim() || (e.for !== undefined && typeof e.for !== 'string'));
  if (bad.length) throw new Error(`${file}: every entry needs a name and a why (and \`for\`, when given, is a function id): ${bad.map((e) => e?.name ?? '?').join(', ')}`);
  return list as ExtraCall[];
}

/**
 * What is wrong with a library version's extra calls. An extra call may not hide a call the facts
 * name: it may not be a name the facts give (it is not extra), nor one the facts spell another way
 * (`verifyOTP` for the facts' `verifyOtp`), and the entry it is `for` must be one whose title and
 * method give no name of their own (Kotlin's "Verify OTPs"): an entry the facts name
 * (`from.download()`) is called by that name.
 */
export function extraCallsProblems(extras: readonly ExtraCall[], facts: FactsNames, nameCase: ClientCode['nameCase'], file: string): string[] {
  const problems: string[] = [];
  const canonical = new Map([...facts.calls, ...facts.values].map((n) => [canonicalName(n, nameCase), n]));
  const looksLike = new Map([...facts.calls, ...facts.values].map((n) => [norm(n), n]));
  const seen = new Set<string>();
  for (const extra of extras) {
    const at = `${file}: ${extra.name}`;
    if (seen.has(extra.name)) problems.push(`${at} is listed twice`);
    seen.add(extra.name);
    const same = canonical.get(canonicalName(extra.name, nameCase));
    if (same) problems.push(`${at} is a name the facts give (${same}): it is not an extra call, remove it`);
    else if (looksLike.has(norm(extra.name))) problems.push(`${at} is the facts' ${looksLike.get(norm(extra.name))} spelt another way: call ${looksLike.get(norm(extra.name))}`);
    if (extra.for !== undefined) {
      const names = facts.byId.get(extra.for);
      if (!names) problems.push(`${at} is for "${extra.for}", which is no function of the facts`);
      else if (names.length) problems.push(`${at} hides the facts' name for ${extra.for}: the facts call it ${names.join(', ')}; call that`);
    }
  }
  return problems;
}

// ---------- What a sample may call ----------

/** What a library version's samples may call and import, compared as its language compares names. */
export interface CallableNames {
  nameCase: ClientCode['nameCase'];
  /** Names it may call, canonical (canonicalName). */
  known: Set<string>;
  /** Names that are values, canonical. */
  values: Set<string>;
  /** Names other functions are reached through, canonical. */
  namespaces: Set<string>;
  /** Names it may import from its modules, as written. */
  identifiers: Set<string>;
}

/** The names of some facts (a library version's, and its companions') and extra calls. */
export function callableFrom(facts: readonly Facts[], extras: readonly ExtraCall[], nameCase: ClientCode['nameCase']): CallableNames {
  const all = facts.map(factsNames);
  const canonical = (names: Iterable<string>) => new Set([...names].map((n) => canonicalName(n, nameCase)));
  return {
    nameCase,
    known: canonical([...all.flatMap((f) => [...f.calls, ...f.values]), ...extras.map((e) => e.name)]),
    values: canonical(all.flatMap((f) => [...f.values])),
    namespaces: canonical([...all.flatMap((f) => [...f.namespaces]), ...extras.filter((e) => e.namespace).map((e) => e.name)]),
    identifiers: new Set([...all.flatMap((f) => [...f.identifiers]), ...extras.map((e) => e.name)]),
  };
}

/** The facts a library version's samples are held to: its own and those of the companions documented in it (`@plinth/ssr` in JavaScript v2). */
export function factsOf(library: string, version: string, entries: readonly ReferenceEntry[] = REFERENCES): { facts: Facts[]; extras: ExtraCall[] } {
  const entry = entries.find((e) => e.kind === 'sdk' && e.key === library);
  const companions = entry?.kind === 'sdk' ? entry.companions.filter((c) => c.in === version) : [];
  // A companion's own spec (`javascript-ssr`) is held to the library it returns a client of.
  const parent = entries.find((e) => e.kind === 'sdk' && e.companions.some((c) => c.key === library));
  const facts = [readSdkFacts(library, version), ...companions.map((c) => readSdkFacts(c.key, c.version))];
  if (parent?.kind === 'sdk') {
    const placed = parent.companions.find((c) => c.key === library)!;
    facts.push(readSdkFacts(parent.key, placed.in));
  }
  return { facts, extras: [...readExtraCalls(library, version), ...companions.flatMap((c) => readExtraCalls(c.key, c.version))] };
}

const callable = new Map<string, CallableNames>();
/** What a library version's samples may call and import (its facts, its companions', its extra calls). */
export function callableNames(library: string, version: string): CallableNames {
  const key = `${library}-${version}`;
  let names = callable.get(key);
  if (!names) {
    const { facts, extras } = factsOf(library, version);
    names = callableFrom(facts, extras, clientCodeOf(library)!.nameCase);
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

/**
 * The members of a chain the facts check reads: those on the client, a namespace or a builder, up
 * to and with the first the library does not have (what follows it is read on a value nobody
 * knows). Not those read on a returned value (`ChainMember.onValue`), nor from a read after a call
 * the library does not name (`ChainMember.afterCall`: `res.data`), nor what follows a property the
 * facts give as a value (`plinth.auth.session.user.id`). A variable that holds what a call returned
 * (`val identities = plinth.auth.currentIdentitiesOrNull()`) may hold the library's builder or the
 * call's result: an unknown name on it is the result's (`identities.map { … }`), and is left alone,
 * unless the call is one the library reaches other functions through (`from(…)`, `channel(…)`).
 */
export function checkedMembers(chain: ClientChain, names: CallableNames): ChainMember[] {
  const is = (set: Set<string>, name: string) => set.has(canonicalName(name, names.nameCase));
  const last = chain.via.at(-1);
  if (chain.via.some((m) => !m.called && is(names.values, m.name))) return [];
  let certain = !last || !last.called || is(names.namespaces, last.name);
  const out: ChainMember[] = [];
  for (const member of chain.members) {
    if (member.onValue) break;
    const known = is(names.known, member.name);
    // A read after a call that the library does not name is the returned data (`res.data.filter(…)`).
    if (!known && (member.afterCall || !certain)) break;
    out.push(member);
    if (!known || (!member.called && is(names.values, member.name))) break;
    certain = true;
  }
  return out;
}

/** A name a sample calls or imports that its library version does not have. */
export interface UnknownCall {
  name: string;
  /** 0-based line within the sample. */
  line: number;
  /** Imported from the library's module, not called on the client. */
  imported?: string;
}

/** The calls and imports of a sample that name nothing of the library version. */
export function unknownCalls(reading: SampleCalls, names: CallableNames): UnknownCall[] {
  const out: UnknownCall[] = [];
  for (const chain of reading.chains) {
    for (const member of checkedMembers(chain, names)) {
      if (!names.known.has(canonicalName(member.name, names.nameCase))) out.push({ name: member.name, line: member.line });
    }
  }
  for (const name of reading.imports) if (!names.identifiers.has(name.name)) out.push({ name: name.name, line: name.line, imported: name.module });
  return out.sort((a, b) => a.line - b.line);
}

/** What the facts check says of an unknown call. */
export const unknownCallMessage = (call: UnknownCall, library: string, version: string) =>
  call.imported
    ? `imports "${call.name}" from ${call.imported}, which ${library} ${version}'s facts do not name, nor ${extraCallsFile(library, version)}`
    : `calls "${call.name}" on the client, which is not a function of ${library} ${version} (its facts), nor in ${extraCallsFile(library, version)}`;

/** The library a spec's examples are written for (a companion's, `javascript-ssr`, is read as JavaScript). */
export function readLanguageOfLibrary(library: string) {
  const code = clientCodeOf(library);
  const entry = sdkEntries.find((e) => e.key === code?.library);
  return entry ? readLanguageOf(entry.language) : undefined;
}

/** The unknown calls of samples of one library version, read together in order. */
export async function samplesUnknownCalls(samples: readonly string[], library: string, version: string): Promise<{ checked: number; unknown: UnknownCall[] }[]> {
  const language = readLanguageOfLibrary(library)!;
  const names = callableNames(library, version);
  const read = await readSamples(samples, language);
  return read.map((r) => ({ checked: r.chains.flatMap((c) => checkedMembers(c, names)).length + r.imports.length, unknown: unknownCalls(r, names) }));
}

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
 * The page's samples, in every client library's languages, that call or import what their library
 * version does not have: the block's own version (```dart v1), else the page's (see `versionFor`).
 * A library's blocks are read together, in page order, as the call links read them. Blocks flagged
 * `fragment` are checked too.
 */
export async function clientCallProblems(page: string, blocks: CodeBlock[], counts?: Map<string, ClientCallCounts>): Promise<ClientCallProblem[]> {
  const problems: ClientCallProblem[] = [];
  const byGrammar = new Map<string, { library: string; blocks: CodeBlock[] }>();
  for (const block of blocks) {
    const language = readLanguageOf(block.lang);
    if (!language) continue;
    const key = `${language.library}/${language.grammar}`;
    const group = byGrammar.get(key) ?? { library: language.library, blocks: [] };
    group.blocks.push(block);
    byGrammar.set(key, group);
  }
  for (const { library, blocks: list } of byGrammar.values()) {
    const read = await readSamples(
      list.map((b) => b.code),
      readLanguageOf(list[0]!.lang)!,
    );
    for (const [i, block] of list.entries()) {
      const version = block.version ?? versionFor(library, page);
      const names = callableNames(library, version);
      const checked = read[i]!.chains.flatMap((c) => checkedMembers(c, names)).length + read[i]!.imports.length;
      if (counts && checked) {
        const count = counts.get(library) ?? { samples: 0, calls: 0 };
        count.samples += 1;
        count.calls += checked;
        counts.set(library, count);
      }
      for (const call of unknownCalls(read[i]!, names)) problems.push({ line: block.line + 1 + call.line, lang: block.lang, message: unknownCallMessage(call, library, version) });
    }
  }
  return problems;
}
