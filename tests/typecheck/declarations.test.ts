import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../sql/lib/code-blocks';
import { PLINTH_TYPES } from './lib/typecheck';

/**
 * The client declarations (types/plinth-js.d.ts for v2, types/plinth-js-v1.d.ts for v1) declare every
 * function of the client's reference facts (shared/reference/client-libs/javascript-v*.json), with its
 * parameters and their options:
 *
 * - each function is reached from a `createClient(...)` client by an expression built from its
 *   `method` (`auth.signUp` → `client.auth.signUp`, `PostgrestFilterBuilder.eq` →
 *   `client.from('t').select().eq`, `storage.from(bucket).upload` → `client.storage.from('b').upload`),
 *   and all the expressions compile in one program with the declaration file;
 * - each top-level parameter exists at its position with its name (a destructured one, `{ count }`,
 *   under any name) and is optional exactly when the facts say so (in at least one overload);
 * - each dotted parameter (`credentials.options.emailRedirectTo`, or a destructured parameter's
 *   member `count`) is a property of the declared parameter's type, found with the type checker (in a
 *   union, in any member; below a method, in what it returns), and is required when the facts say so.
 *
 * Members the facts list as `undocumented_public_methods` are not declared on purpose; a dotted
 * parameter naming one of them (RealtimeChannel's `untrack`, say) is not asked for.
 */

const FACTS_DIR = path.resolve(process.cwd(), '..', 'shared', 'reference', 'client-libs');
const V1_TYPES = path.join(REPO_ROOT, 'types', 'plinth-js-v1.d.ts');

interface FactParam {
  name: string;
  type: string;
  required: boolean;
}

interface FactFunction {
  id: string;
  method?: string | null;
  kind?: string;
  signature?: string | null;
  params?: FactParam[];
}

interface Facts {
  sections: { id: string; title: string; functions: FactFunction[] }[];
  undocumented_public_methods?: string[];
}

interface FunctionOfFacts extends FactFunction {
  method: string;
  section: string;
}

function readFacts(file: string): Facts {
  return JSON.parse(readFileSync(path.join(FACTS_DIR, file), 'utf8')) as Facts;
}

/** The facts' functions (overview entries, whose `method` is null, left out). */
function functionsOf(facts: Facts): FunctionOfFacts[] {
  return facts.sections.flatMap((section) =>
    section.functions.flatMap((f) => (f.method ? [{ ...f, method: f.method, section: section.id }] : [])),
  );
}

const BUILDER = "client.from('t').select()";

/** The expression that reaches a facts `method` from a client named `client`. */
export function expressionOf(method: string): string {
  if (method === 'createClient') return 'createClient';
  const builder = /^(?:PostgrestFilterBuilder|PostgrestTransformBuilder|PostgrestBuilder)\.(\w+)$/.exec(method);
  if (builder) return `${BUILDER}.${builder[1]}`;
  if (!/^[\w.()]+$/.test(method)) throw new Error(`no expression for the method form "${method}"`);
  // `from(table)`, `channel(name)`, `storage.from(bucket)`: call with a placeholder argument.
  const chain = method.replace(/^(?:PostgrestClient|PlinthClient|client)\./, '').replace(/\((\w+)\)/g, (_, arg: string) => `('${arg[0]}')`);
  return `client.${chain}`;
}

/** A top-level parameter of the facts, in order (a destructured one named by its binding pattern). */
interface Positional {
  name: string;
  index: number;
  destructured: boolean;
  required: boolean;
}

/** A parameter below a top-level one: the positional it starts from and the property path. */
interface Nested {
  name: string;
  root: Positional;
  path: string[];
  required: boolean;
}

const squash = (name: string) => name.replace(/\s+/g, ' ').trim();

/**
 * The facts' parameters as positional ones and paths below them. Destructured parameters keep their
 * binding pattern as name and list their members without prefix; a plain name after one is its
 * member unless the signature declares it as a parameter (v1 `signUp({ email, … }, options?)`).
 */
export function planParams(fn: FactFunction): { positional: Positional[]; nested: Nested[] } {
  const positional: Positional[] = [];
  const nested: Nested[] = [];
  const byName = new Map<string, Positional>();
  let destructured: Positional | undefined;
  for (const param of fn.params ?? []) {
    const name = squash(param.name);
    if (name.startsWith('{')) {
      destructured = { name, index: positional.length, destructured: true, required: param.required };
      positional.push(destructured);
      continue;
    }
    const [head, ...rest] = name.split('.');
    const known = byName.get(head!);
    if (known) {
      nested.push({ name, root: known, path: rest, required: param.required });
      continue;
    }
    const declaredInSignature = new RegExp(`[,(]\\s*${head}\\??:`).test(fn.signature ?? '');
    if (destructured && !declaredInSignature) {
      nested.push({ name, root: destructured, path: [head!, ...rest], required: param.required });
      continue;
    }
    if (rest.length) throw new Error(`${fn.id}: "${name}" has no parameter "${head}" before it`);
    const p: Positional = { name, index: positional.length, destructured: false, required: param.required };
    positional.push(p);
    byName.set(name, p);
  }
  return { positional, nested };
}

const isNullish = (t: ts.Type) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) !== 0;

/** Where to look for the members of a value of type `type`: its union members, and for a function what it returns. */
function lookupTypes(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const out: ts.Type[] = [];
  for (const member of type.isUnion() ? type.types : [type]) {
    if (isNullish(member)) continue;
    const signatures = member.getCallSignatures();
    if (signatures.length && !member.getProperties().length) {
      for (const s of signatures) out.push(...lookupTypes(checker, checker.getReturnTypeOfSignature(s)));
    } else out.push(checker.getApparentType(member));
  }
  return out;
}

/** A property by name; `__@iterator@11` (a well-known symbol as the facts print it) matches any `__@iterator@N`. */
function findProperty(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Symbol | undefined {
  const direct = checker.getPropertyOfType(type, name);
  if (direct) return direct;
  const symbol = /^__@(\w+)@\d+$/.exec(name);
  if (!symbol) return undefined;
  return checker.getPropertiesOfType(type).find((p) => new RegExp(`^__@${symbol[1]}@\\d+$`).test(String(p.escapedName)));
}

/** How many arguments a call must pass at least. */
function requiredParameterCount(checker: ts.TypeChecker, signature: ts.Signature): number {
  let count = 0;
  for (const [i, p] of signature.getParameters().entries()) {
    const decl = p.valueDeclaration;
    if (decl && ts.isParameter(decl) && !checker.isOptionalParameter(decl) && !decl.dotDotDotToken) count = i + 1;
  }
  return count;
}

const isOptionalProperty = (p: ts.Symbol) => (p.flags & ts.SymbolFlags.Optional) !== 0;

function typeName(type: ts.Type): string | undefined {
  return type.aliasSymbol?.name ?? type.getSymbol()?.name;
}

export interface CheckResult {
  /** Functions checked, per section. */
  counts: Record<string, number>;
  /** One line per problem: `id (method): what is missing or wrong`. */
  problems: string[];
  /** Dotted parameters not asked for because they name an undocumented public method. */
  skipped: string[];
}

/** Compiles every facts function's expression against `declarations` and checks its parameters. */
export function checkDeclarations(facts: Facts, declarations: string): CheckResult {
  const functions = functionsOf(facts);
  const undocumented = new Set(facts.undocumented_public_methods ?? []);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plinth-declarations-'));
  try {
    const checkFile = path.join(dir, 'reach-every-function.ts');
    const lines = [
      "import { createClient } from '@plinth/plinth-js';",
      "const client = createClient('https://project.plinth.example', 'publishable-key');",
      'void client;',
    ];
    const firstLine = lines.length;
    for (const [i, fn] of functions.entries()) lines.push(`export const f${i} = ${expressionOf(fn.method)};`);
    writeFileSync(checkFile, lines.join('\n') + '\n');
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      // Check the declaration file itself too, not the TypeScript libraries.
      skipLibCheck: false,
      skipDefaultLibCheck: true,
    };
    const program = ts.createProgram([declarations, checkFile], options);
    const checker = program.getTypeChecker();
    const problems: string[] = [];
    const skipped: string[] = [];
    const counts: Record<string, number> = {};
    const unreachable = new Set<number>();

    for (const d of ts.getPreEmitDiagnostics(program)) {
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      if (!d.file || d.start === undefined) {
        problems.push(`(program): ${message}`);
        continue;
      }
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      const fn = path.normalize(d.file.fileName) === path.normalize(checkFile) ? functions[line - firstLine] : undefined;
      if (fn) {
        unreachable.add(line - firstLine);
        problems.push(`${fn.id} (${fn.method}): ${message}`);
      } else problems.push(`${path.relative(REPO_ROOT, d.file.fileName)}:${line + 1}: ${message}`);
    }

    const source = program.getSourceFile(checkFile)!;
    const initializers = source.statements
      .filter(ts.isVariableStatement)
      .flatMap((s) => s.declarationList.declarations)
      .filter((d) => /^f\d+$/.test(d.name.getText(source)));

    for (const [i, fn] of functions.entries()) {
      counts[fn.section] = (counts[fn.section] ?? 0) + 1;
      if (unreachable.has(i)) continue;
      const where = `${fn.id} (${fn.method})`;
      const init = initializers[i]!.initializer!;
      const type = checker.getTypeAtLocation(init);
      const signatures = type.getCallSignatures();
      if (!signatures.length) {
        problems.push(`${where}: ${type.flags & ts.TypeFlags.Any ? 'does not resolve (is the declaration loaded?)' : 'is not a function'}`);
        continue;
      }
      const { positional, nested } = planParams(fn);

      // Top-level parameters: position, name, optionality; and the types each one has in the overloads that match it.
      const typesOf = new Map<Positional, { types: ts.Type[]; optional: boolean }>();
      for (const p of positional) {
        const matching = signatures.flatMap((s) => {
          const param = s.getParameters()[p.index];
          const decl = param?.valueDeclaration;
          if (!param || !decl || !ts.isParameter(decl)) return [];
          if (!p.destructured && param.name !== p.name) return [];
          return [{ type: checker.getTypeOfSymbol(param), optional: checker.isOptionalParameter(decl) || !!decl.dotDotDotToken }];
        });
        if (!matching.length) {
          const declared = signatures.map((s) => `(${s.getParameters().map((q) => q.name).join(', ')})`).join(' | ');
          problems.push(`${where}: parameter ${p.destructured ? `#${p.index + 1} ${p.name}` : p.name} is missing; declared ${declared}`);
          continue;
        }
        if (p.required && !matching.some((m) => !m.optional)) problems.push(`${where}: parameter ${p.name} must be required`);
        if (!p.required && !matching.some((m) => m.optional)) problems.push(`${where}: parameter ${p.name} must be optional`);
        typesOf.set(p, { types: matching.map((m) => m.type), optional: !p.required });
      }
      if (!signatures.some((s) => requiredParameterCount(checker, s) <= positional.length)) {
        problems.push(`${where}: declared with more required parameters than the reference's ${positional.length}`);
      }

      // Dotted parameters: a property path through the declared types.
      for (const n of nested) {
        const root = typesOf.get(n.root);
        if (!root) continue; // its top-level parameter is already reported missing
        let parents = root.types.flatMap((t) => lookupTypes(checker, t));
        let optionalSoFar = root.optional;
        let failure: string | undefined;
        for (const [depth, segment] of n.path.entries()) {
          const found = parents.map((t) => findProperty(checker, t, segment));
          const present = found.filter((p): p is ts.Symbol => !!p);
          if (!present.length) {
            const owners = parents.map(typeName).filter((x): x is string => !!x);
            if (owners.some((o) => undocumented.has(`${o}.${segment}`))) {
              skipped.push(`${where}: ${n.name}`);
              failure = '';
            } else {
              const at = [n.root.destructured ? `#${n.root.index + 1}` : n.root.name, ...n.path.slice(0, depth)].join('.');
              const types = [...new Set(parents.map((t) => checker.typeToString(t)))].join(' | ');
              failure = `parameter ${n.name} is missing: no property "${segment}" in ${at} (${types || 'no object type'})`;
            }
            break;
          }
          const last = depth === n.path.length - 1;
          if (last && n.required && (present.length < parents.length || present.some(isOptionalProperty))) {
            failure = `parameter ${n.name} must be a required property`;
            break;
          }
          if (present.length < parents.length || present.some(isOptionalProperty)) optionalSoFar = true;
          parents = present.flatMap((p) => lookupTypes(checker, checker.getTypeOfSymbol(p)));
        }
        if (failure === undefined && !n.required && !optionalSoFar) failure = `parameter ${n.name} must be optional`;
        if (failure) problems.push(`${where}: ${failure}`);
      }
    }
    return { counts, problems, skipped };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of a declaration file with some lines edited, to prove the check catches what is missing. */
function withEdits(declarations: string, edits: [from: RegExp, to: string][]): string {
  let text = readFileSync(declarations, 'utf8');
  for (const [from, to] of edits) {
    expect(text, `${path.basename(declarations)} should match ${from}`).toMatch(from);
    text = text.replace(from, to);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plinth-declarations-edited-'));
  const file = path.join(dir, path.basename(declarations));
  writeFileSync(file, text);
  return file;
}

const versions = [
  { version: 'v2', facts: 'javascript-v2.json', declarations: PLINTH_TYPES },
  { version: 'v1', facts: 'javascript-v1.json', declarations: V1_TYPES },
] as const;

describe.each(versions)('the $version client declaration has every function of the reference', ({ facts: factsFile, declarations }) => {
  const facts = readFacts(factsFile);

  it('maps every method form to an expression', () => {
    for (const fn of functionsOf(facts)) expect(() => expressionOf(fn.method), fn.id).not.toThrow();
  });

  it('declares every function, parameter and option', () => {
    const { counts, problems, skipped } = checkDeclarations(facts, declarations);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `${path.basename(declarations)}: ${total} functions checked (${Object.entries(counts)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')})` + (skipped.length ? `; ${skipped.length} dotted parameters naming undocumented members not asked for` : ''),
    );
    expect(total).toBe(functionsOf(facts).length);
    expect(problems.join('\n')).toBe('');
  });
});

describe('the check fails when the declaration lacks something', () => {
  const facts = readFacts('javascript-v2.json');

  it('names a deleted function, a deleted option and a parameter made optional', () => {
    const edited = withEdits(PLINTH_TYPES, [
      [/\n\s*signInAnonymously\(credentials\?: SignInAnonymouslyCredentials\): Promise<AuthResponse>;/, ''],
      [/skipBrowserRedirect\?: boolean;(\n\s*\}\n\n\s*\/\*\* A Sign-In)/, '$1'],
      [/exchangeCodeForSession\(authCode: string\)/, 'exchangeCodeForSession(authCode?: string)'],
      [/\n\s*\/\*\* Rows whose `column` is greater than `value`\. \*\/\n\s*gt\(column: ColumnName<Row>, value: unknown\): this;/, ''],
    ]);
    try {
      const { problems } = checkDeclarations(facts, edited);
      const report = problems.join('\n');
      expect(report).toMatch(/^sign-in-anonymously \(auth\.signInAnonymously\): .*signInAnonymously/m);
      expect(report).toMatch(/^gt \(PostgrestFilterBuilder\.gt\): .*'gt'/m);
      expect(report).toMatch(/^sign-in-with-sso \(auth\.signInWithSSO\): parameter params\.options\.skipBrowserRedirect is missing/m);
      expect(report).toMatch(/^exchange-code-for-session \(auth\.exchangeCodeForSession\): parameter authCode must be required/m);
      expect(problems, report).toHaveLength(4);
    } finally {
      rmSync(path.dirname(edited), { recursive: true, force: true });
    }
  });
});
