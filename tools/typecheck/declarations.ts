import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../sql/code-blocks';

/**
 * The proof that a declaration file (types/plinth-js.d.ts, types/plinth-js-v1.d.ts,
 * types/plinth-ssr.d.ts) encodes the signatures of a JavaScript library's facts
 * (shared/reference/client-libs/javascript-*.json), function by function:
 *
 * - each function is reached from a `createClient(...)` client (or imported from its package) by an
 *   expression built from its `method` (`auth.signUp` → `client.auth.signUp`,
 *   `PostgrestFilterBuilder.eq` → `client.from('t').select().eq`), and every expression compiles;
 * - the generic parameters the facts' signature declares (`createBrowserClient<Database = any,
 *   SchemaName = 'public'>`) are declared, in order, with the same constraints and defaults;
 * - each top-level parameter exists at its position with its name (a destructured one, which the
 *   facts call `options`, under any name) and is optional exactly when the facts say so;
 * - each dotted parameter (`credentials.options.emailRedirectTo`, `options.count`) is a property of
 *   the declared parameter's type (in a union, in any member; below a method, in what it returns),
 *   required when the facts say so;
 * - each parameter's type is the facts' type: a generic one (`fn: FnName extends string & keyof
 *   Schema['Functions']`) must be declared as that type parameter with that constraint; any other
 *   is compared with the declared type by the type checker, both ways (each member of one is
 *   assignable to the other), so a narrower or a looser declaration fails, and `any` passes only
 *   where the facts say `any`. A type that names the signature's own type parameters (`Row`, `T`)
 *   must be declared with those names in scope. Types the facts cut short (`…`), write as a
 *   conditional they do not spell out, or write in a form that is not TypeScript are not compared:
 *   `typesNotCompared` lists them, with why.
 *
 * Members the facts list as `undocumented_public_methods` are not declared on purpose; a dotted
 * parameter naming one of them (RealtimeChannel's `untrack`, say) is not asked for.
 */

export const FACTS_DIR = path.resolve(process.cwd(), '..', 'shared', 'reference', 'client-libs');

export interface FactParam {
  name: string;
  type: string;
  required: boolean;
}

export interface FactFunction {
  id: string;
  method?: string | null;
  signature?: string | null;
  params?: FactParam[];
}

export interface Facts {
  package?: string;
  sections: { id: string; title: string; functions: FactFunction[] }[];
  undocumented_public_methods?: string[];
}

interface FunctionOfFacts extends FactFunction {
  method: string;
  section: string;
}

export function readFacts(file: string): Facts {
  return JSON.parse(readFileSync(path.join(FACTS_DIR, file), 'utf8')) as Facts;
}

/** The facts' functions (overview entries, whose `method` is null, left out). */
export function functionsOf(facts: Facts): FunctionOfFacts[] {
  return facts.sections.flatMap((section) => section.functions.flatMap((f) => (f.method ? [{ ...f, method: f.method, section: section.id }] : [])));
}

const BUILDER = "client.from('t').select()";

/** The expression that reaches a facts `method` from a client named `client` (or the package, `pkg`). */
export function expressionOf(method: string, packageLevel = false): string {
  if (method === 'createClient') return 'createClient';
  if (packageLevel) return `pkg.${method}`;
  const builder = /^(?:PostgrestFilterBuilder|PostgrestTransformBuilder|PostgrestBuilder)\.(\w+)$/.exec(method);
  if (builder) return `${BUILDER}.${builder[1]}`;
  if (!/^[\w.()]+$/.test(method)) throw new Error(`no expression for the method form "${method}"`);
  // `from(table)`, `channel(name)`, `storage.from(bucket)`: call with a placeholder argument.
  const chain = method.replace(/^(?:PostgrestClient|PlinthClient|client)\./, '').replace(/\((\w+)\)/g, (_, arg: string) => `('${arg[0]}')`);
  return `client.${chain}`;
}

/** The parameters and generic parameters a facts signature declares, read by TypeScript's parser. */
export interface ParsedSignature {
  typeParams: { name: string; constraint?: string; default?: string }[];
  params: { name?: string; optional: boolean }[];
}

export function parseSignature(signature: string | null | undefined): ParsedSignature | undefined {
  // A signature the facts cut short (`…`) may end inside a type: its parameters cannot be trusted.
  if (!signature || signature.includes('…')) return undefined;
  // The facts print an unexpanded conditional type as `Name<Arg (conditional type)`, its `>` lost, or
  // as `Name<…> (conditional type)`: either is one type, which is all this parse needs to know.
  const text = signature.replace(/[\w$.]+<[^<>()]*\(conditional type\)/g, 'unknown').replace(/\s\(conditional type\)/g, '');
  const source = ts.createSourceFile('signature.ts', `declare function ${text.replace(/^[\w$]+/, 'f')};`, ts.ScriptTarget.Latest, true);
  const fn = source.statements.find(ts.isFunctionDeclaration);
  if (!fn) return undefined;
  return {
    typeParams: (fn.typeParameters ?? []).map((t) => ({ name: t.name.text, constraint: t.constraint?.getText(source), default: t.default?.getText(source) })),
    params: fn.parameters.map((p) => ({ name: ts.isIdentifier(p.name) ? p.name.text : undefined, optional: !!p.questionToken || !!p.initializer })),
  };
}

/** A top-level parameter of the facts, at its position (a destructured one has no declared name). */
export interface Positional {
  name: string;
  index: number;
  destructured: boolean;
  required: boolean;
  /** The facts' type of this parameter, when one entry gives it unambiguously. */
  type?: string;
}

/** A parameter below a top-level one: the positional it starts from and the property path. */
export interface Nested {
  name: string;
  roots: Positional[];
  path: string[];
  required: boolean;
  type: string;
}

const squash = (name: string) => name.replace(/\s+/g, ' ').trim();

/**
 * The facts' parameters as positional ones and paths below them. The signature, where the facts
 * give one, says which names are positions (a destructured position is the facts' `options`); a
 * plain name that is not a position is a member of the destructured one (v1 `signIn({ email,
 * refreshToken, … }, options?)`). Without a signature, every name without a dot is a position.
 */
export function planParams(fn: FactFunction): { positional: Positional[]; nested: Nested[] } {
  const params = (fn.params ?? []).map((p) => ({ ...p, name: squash(p.name) }));
  const signature = parseSignature(fn.signature);
  const positional: Positional[] = [];
  const nested: Nested[] = [];
  const plain = params.filter((p) => !p.name.includes('.'));
  if (signature) {
    const used = new Set<number>();
    signature.params.forEach((sp, index) => {
      const wanted = sp.name ?? 'options';
      const at = plain.findIndex((p, i) => !used.has(i) && p.name === wanted);
      if (at >= 0) used.add(at);
      const duplicated = plain.filter((p) => p.name === wanted).length > 1;
      positional.push({ name: wanted, index, destructured: !sp.name, required: !sp.optional, type: at >= 0 && !duplicated ? plain[at]!.type : undefined });
    });
  } else {
    for (const p of plain)
      if (!positional.some((q) => q.name === p.name))
        positional.push({ name: p.name, index: positional.length, destructured: false, required: p.required, type: p.type });
  }
  const destructured = positional.filter((p) => p.destructured);
  for (const param of params) {
    const [head, ...rest] = param.name.split('.');
    const roots = positional.filter((p) => p.name === head);
    if (roots.length && !rest.length) continue;
    if (roots.length) {
      nested.push({ name: param.name, roots, path: rest, required: param.required, type: param.type });
      continue;
    }
    if (destructured.length) {
      nested.push({ name: param.name, roots: destructured, path: [head!, ...rest], required: param.required, type: param.type });
      continue;
    }
    throw new Error(`${fn.id}: "${param.name}" has no parameter "${head}" before it`);
  }
  // A position the facts flag required though the signature shows `?` (or the reverse) is the facts' word.
  for (const p of positional) {
    const entries = plain.filter((q) => q.name === p.name);
    if (entries.length === 1) p.required = entries[0]!.required;
  }
  return { positional, nested };
}

/** Type text as written, for comparing a constraint or a default: spacing and quote style do not count. */
export const normalType = (text: string) =>
  text
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>()[\]{}|&,;:?=])\s*/g, '$1')
    .replace(/;([}\]])/g, '$1')
    .trim();

/** `FnName extends string & keyof Schema['Functions']` (one generic), or two joined by `|` (one per overload). */
export function genericAlternatives(type: string): { name: string; constraint: string }[] | undefined {
  if (!/^[A-Z]\w* extends /.test(type)) return undefined;
  return type.split(/\s\|\s(?=[A-Z]\w* extends )/).map((part) => {
    const m = /^([A-Z]\w*) extends ([\s\S]+)$/.exec(part)!;
    return { name: m[1]!, constraint: m[2]! };
  });
}

/** Why a facts type cannot be compared with a declared one, or undefined when it can. */
export function whyNotComparable(type: string): string | undefined {
  if (type.endsWith('…')) return 'the facts cut the type short';
  if (type === 'this') return "the facts give a method's own object (`this`)";
  if (type.includes('(conditional type)')) return 'the facts name a conditional type without spelling it out';
  if (/\bextends\b/.test(type)) return 'the facts write a generic inside a larger type';
  const source = ts.createSourceFile('t.ts', `type T = ${type};`, ts.ScriptTarget.Latest, true);
  const diagnostics = (source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics;
  if (diagnostics.length || source.statements.length !== 1) return 'the facts write it in a form that is not TypeScript';
  let importType = false;
  const visit = (node: ts.Node): void => {
    if (ts.isImportTypeNode(node)) importType = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (importType) return 'the facts name a type by its import path';
  return undefined;
}

/** The names a type refers to (leftmost identifier of each reference, `typeof x` included). */
export function namesIn(type: string): Set<string> {
  const source = ts.createSourceFile('t.ts', `type T = ${type};`, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const left = (name: ts.EntityName): string => (ts.isIdentifier(name) ? name.text : left(name.left));
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) names.add(left(node.typeName));
    if (ts.isTypeQueryNode(node)) names.add(left(node.exprName));
    ts.forEachChild(node, visit);
  };
  const alias = source.statements[0];
  if (alias && ts.isTypeAliasDeclaration(alias)) visit(alias.type);
  return names;
}

const isNullish = (t: ts.Type) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)) !== 0;
const isUndefined = (t: ts.Type) => (t.flags & ts.TypeFlags.Undefined) !== 0;
const membersOf = (t: ts.Type) => (t.isUnion() ? t.types : [t]);

/** Where to look for the members of a value of type `type`: its union members, and for a function what it returns. */
function lookupTypes(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const out: ts.Type[] = [];
  for (const member of membersOf(type)) {
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

/** The type parameters in scope where a signature is declared: its own and its interface's or class's. */
function typeParametersInScope(signature: ts.Signature): Map<string, ts.TypeParameterDeclaration> {
  const out = new Map<string, ts.TypeParameterDeclaration>();
  for (let node: ts.Node | undefined = signature.getDeclaration(); node; node = node.parent) {
    const declared = (node as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }).typeParameters;
    if (declared) for (const t of declared) if (!out.has(t.name.text)) out.set(t.name.text, t);
  }
  return out;
}

/** The declared type of a parameter is the type parameter `name`, constrained as the facts say. */
function isTypeParameter(declared: ts.Type, name: string, constraint: string): boolean {
  // An optional parameter's type is the type parameter or undefined.
  const [type, ...others] = membersOf(declared).filter((t) => !isUndefined(t));
  if (!type || others.length || !(type.flags & ts.TypeFlags.TypeParameter) || type.getSymbol()?.name !== name) return false;
  const decl = type.getSymbol()?.declarations?.find(ts.isTypeParameterDeclaration);
  return !!decl?.constraint && normalType(decl.constraint.getText()) === normalType(constraint);
}

/** A declared parameter or property: its type, its type as written, and whether it is a method. */
interface Declared {
  type: ts.Type;
  text?: string;
  isMethod?: boolean;
}

export interface CheckResult {
  /** Functions checked, per section. */
  counts: Record<string, number>;
  /** Parameters whose type was proven: compared by the checker, or as a type parameter. */
  typesProven: number;
  /** Parameters whose type names the signature's type parameters: declared with those names in scope. */
  typesInScope: number;
  /** `id: parameter: why` for each facts type not compared. */
  typesNotCompared: string[];
  /** One line per problem: `id (method): what is missing or wrong`. */
  problems: string[];
  /** Dotted parameters not asked for because they name an undocumented public method. */
  skipped: string[];
}

export interface CheckOptions {
  /** The module the declaration file declares (`@plinth/plinth-js`, `@plinth/ssr`). */
  module?: string;
  /** Functions are the package's own exports (`createServerClient`), not reached from a client. */
  packageLevel?: boolean;
  /** Other declaration files the program needs (the client's, for a package built on it). */
  with?: string[];
}

/** Compiles every facts function's expression against `declarations` and checks its signature. */
export function checkDeclarations(facts: Facts, declarations: string, options: CheckOptions = {}): CheckResult {
  const moduleName = options.module ?? '@plinth/plinth-js';
  const functions = functionsOf(facts);
  const undocumented = new Set(facts.undocumented_public_methods ?? []);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plinth-declarations-'));
  try {
    const checkFile = path.join(dir, 'reach-every-function.ts');
    const lines = [
      "import { createClient } from '@plinth/plinth-js';",
      `import * as pkg from '${moduleName}';`,
      "const client = createClient('https://project.plinth.example', 'publishable-key');",
      'void client; void pkg;',
    ];
    const firstLine = lines.length;
    for (const [i, fn] of functions.entries()) lines.push(`export const f${i} = ${expressionOf(fn.method, options.packageLevel)};`);
    writeFileSync(checkFile, lines.join('\n') + '\n');
    const compilerOptions: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      // Node's types too: the facts name `Buffer` and `NodeJS.ReadableStream` among accepted bodies.
      types: ['node'],
      typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      // Check the declaration file itself too, not the TypeScript libraries.
      skipLibCheck: false,
      skipDefaultLibCheck: true,
    };
    // Every comparable facts type, written into the declared module (where its own names are in scope).
    const factTypes = [
      ...new Set(functions.flatMap((fn) => (fn.params ?? []).map((p) => p.type)).filter((t) => !genericAlternatives(t) && !whyNotComparable(t))),
    ];
    const aliasOf = new Map(factTypes.map((t, k) => [t, k]));
    const factsFile = path.join(dir, 'facts-types.ts');
    writeFileSync(
      factsFile,
      [`import '${moduleName}';`, `declare module '${moduleName}' {`, ...factTypes.map((t, k) => `  type __Fact${k} = ${t};`), '}', ''].join('\n'),
    );
    const roots = [...(options.with ?? []), declarations, checkFile, factsFile];
    const program = ts.createProgram(roots, compilerOptions);
    const checker = program.getTypeChecker();
    const problems: string[] = [];
    const skipped: string[] = [];
    const typesNotCompared: string[] = [];
    const counts: Record<string, number> = {};
    const unreachable = new Set<number>();
    let typesProven = 0;
    let typesInScope = 0;

    const factsSource = program.getSourceFile(factsFile)!;
    const aliases = factsSource.statements.flatMap((s) =>
      ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body) ? s.body.statements.filter(ts.isTypeAliasDeclaration) : [],
    );
    /** Why a facts type does not compile in the declared module (a name it lacks), by alias. */
    const broken = new Map<number, string>();
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      if (d.file === factsSource && d.start !== undefined) {
        const k = factsSource.getLineAndCharacterOfPosition(d.start).line - 2;
        if (!broken.has(k)) broken.set(k, message);
        continue;
      }
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

    /** Proves a parameter's declared types against the facts' type, or says why it cannot be compared. */
    const compareType = (
      where: string,
      param: string,
      factType: string,
      declaredAs: Declared[],
      optional: boolean,
      scope: Map<string, ts.TypeParameterDeclaration>,
      wholeUnion = true,
    ) => {
      let declared = declaredAs.map((d) => d.type);
      const generics = genericAlternatives(factType);
      if (generics) {
        for (const g of generics) {
          if (declared.some((t) => isTypeParameter(t, g.name, g.constraint))) typesProven++;
          else
            problems.push(
              `${where}: parameter ${param} must be of the type parameter ${g.name} extends ${g.constraint}; declared ${[...new Set(declared.map((t) => checker.typeToString(t)))].join(' | ')}`,
            );
        }
        return;
      }
      const why = whyNotComparable(factType);
      if (why) {
        typesNotCompared.push(`${where}: ${param}: ${why}`);
        return;
      }
      const inScope = [...namesIn(factType)].filter((name) => scope.has(name));
      if (inScope.length) {
        // A type over the signature's own type parameters: it must be declared over the same names.
        // As written where it is declared: the expression that reached it has its type parameters filled in.
        const declaredText = declaredAs.map((d) => d.text ?? checker.typeToString(d.type)).join(' | ');
        const missing = inScope.filter((name) => !new RegExp(`\\b${name}\\b`).test(declaredText));
        if (missing.length)
          problems.push(`${where}: parameter ${param} must be declared over ${missing.join(', ')} (facts: ${factType}); declared ${declaredText}`);
        else typesInScope++;
        return;
      }
      const k = aliasOf.get(factType)!;
      const unknownName = broken.get(k);
      const typeParameter = unknownName && /Cannot find name '([A-Z])'/.exec(unknownName);
      if (typeParameter) {
        typesNotCompared.push(`${where}: ${param}: the facts name a type parameter (${typeParameter[1]}) of a type they do not show`);
        return;
      }
      if (unknownName) {
        problems.push(`${where}: parameter ${param} has the facts' type ${factType}, which the declarations cannot express: ${unknownName}`);
        return;
      }
      const factNode = aliases[k]!.type;
      const fact = checker.getTypeFromTypeNode(factNode);
      // The facts list the members of a class-typed parameter (a channel) with a method's return type
      // as its type (`channel.subscribe: RealtimeChannel`): compare what the declared method returns.
      if (!ts.isFunctionTypeNode(factNode) && declaredAs.every((d) => d.isMethod)) {
        declared = declared.flatMap((t) => membersOf(t).flatMap((m) => m.getCallSignatures().map((s) => checker.getReturnTypeOfSignature(s))));
      }
      const factMembers = membersOf(fact);
      // An optional parameter or property may also be undefined; a required one only where the facts say so.
      const declaredMembers = declared.flatMap(membersOf).filter((t) => !isUndefined(t) || (!optional && !factMembers.some(isUndefined)));
      const anyDeclared = declaredMembers.some((t) => t.flags & ts.TypeFlags.Any) && !(fact.flags & ts.TypeFlags.Any);
      const narrower = factMembers.filter((m) => !declared.some((d) => checker.isTypeAssignableTo(m, d)));
      const looser = declaredMembers.filter((m) => !checker.isTypeAssignableTo(m, fact));
      // Below a union-typed parameter the facts give a member's type as one variant has it (verifyOtp's
      // `params.type` is the phone variant's MobileOtpType): the type of one declared variant is enough.
      const oneVariant =
        !wholeUnion &&
        declared.length > 1 &&
        declared.some((d) => {
          const members = membersOf(d).filter((t) => !isUndefined(t));
          return factMembers.every((m) => checker.isTypeAssignableTo(m, d)) && members.every((m) => checker.isTypeAssignableTo(m, fact));
        });
      if (!oneVariant && (anyDeclared || narrower.length || looser.length)) {
        const shown = [...new Set(declared.map((t) => checker.typeToString(t)))].join(' | ');
        const detail = anyDeclared
          ? 'declared as any'
          : narrower.length
            ? `does not accept ${narrower.map((t) => checker.typeToString(t)).join(' | ')}`
            : `also accepts ${looser.map((t) => checker.typeToString(t)).join(' | ')}`;
        problems.push(`${where}: parameter ${param} must be of type ${factType}; declared ${shown} (${detail})`);
      } else typesProven++;
    };

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

      // The generic parameters the facts' signature declares, in order.
      const factTypeParams = parseSignature(fn.signature)?.typeParams ?? [];
      if (factTypeParams.length) {
        const matches = signatures.some((s) => {
          const declared = s.getTypeParameters() ?? [];
          return factTypeParams.every((t, k) => {
            const decl = declared[k]?.getSymbol()?.declarations?.find(ts.isTypeParameterDeclaration);
            if (!decl || decl.name.text !== t.name) return false;
            if (t.constraint && normalType(decl.constraint?.getText() ?? '') !== normalType(t.constraint)) return false;
            return !t.default || normalType(decl.default?.getText() ?? '') === normalType(t.default);
          });
        });
        if (!matches) {
          const facts = factTypeParams.map((t) => `${t.name}${t.constraint ? ` extends ${t.constraint}` : ''}${t.default ? ` = ${t.default}` : ''}`).join(', ');
          const declared = signatures
            .map((s) => `<${(s.getTypeParameters() ?? []).map((t) => t.getSymbol()?.declarations?.[0]?.getText() ?? '?').join(', ')}>`)
            .join(' | ');
          problems.push(`${where}: generic parameters must be <${facts}>; declared ${declared}`);
        }
      }

      // Top-level parameters: position, name, optionality, type.
      const typesOf = new Map<Positional, { types: ts.Type[]; optional: boolean; scope: Map<string, ts.TypeParameterDeclaration> }>();
      for (const p of positional) {
        const matching = signatures.flatMap((s) => {
          const param = s.getParameters()[p.index];
          const decl = param?.valueDeclaration;
          if (!param || !decl || !ts.isParameter(decl)) return [];
          if (!p.destructured && param.name !== p.name) return [];
          return [
            {
              type: checker.getTypeOfSymbol(param),
              text: decl.type?.getText(),
              optional: checker.isOptionalParameter(decl) || !!decl.dotDotDotToken,
              scope: typeParametersInScope(s),
            },
          ];
        });
        if (!matching.length) {
          const declared = signatures
            .map(
              (s) =>
                `(${s
                  .getParameters()
                  .map((q) => q.name)
                  .join(', ')})`,
            )
            .join(' | ');
          problems.push(`${where}: parameter ${p.destructured ? `#${p.index + 1} (${p.name}, destructured)` : p.name} is missing; declared ${declared}`);
          continue;
        }
        if (p.required && !matching.some((m) => !m.optional)) problems.push(`${where}: parameter ${p.name} must be required`);
        if (!p.required && !matching.some((m) => m.optional)) problems.push(`${where}: parameter ${p.name} must be optional`);
        const scope = new Map(matching.flatMap((m) => [...m.scope]));
        typesOf.set(p, { types: matching.map((m) => m.type), optional: !p.required, scope });
        if (p.type)
          compareType(
            where,
            p.name,
            p.type,
            matching.map((m) => ({ type: m.type, text: m.text })),
            !p.required,
            scope,
          );
      }
      if (!signatures.some((s) => requiredParameterCount(checker, s) <= positional.length)) {
        problems.push(`${where}: declared with more required parameters than the reference's ${positional.length}`);
      }

      // Dotted parameters: a property path through the declared types, then the property's type.
      const factTypeOf = new Map((fn.params ?? []).map((p) => [squash(p.name), p.type]));
      for (const n of nested) {
        // Below a type of another package (`import("@plinth/phoenix").Push`), a type's names are that package's.
        const foreign = [...factTypeOf].find(([name, type]) => n.name.startsWith(`${name}.`) && type.startsWith('import('));
        const rootTypes = n.roots.flatMap((r) => typesOf.get(r) ?? []);
        if (!rootTypes.length) continue; // its top-level parameter is already reported missing
        let parents = rootTypes.flatMap((r) => r.types.flatMap((t) => lookupTypes(checker, t)));
        let optionalSoFar = rootTypes.some((r) => r.optional);
        let failure: string | undefined;
        let last: ts.Symbol[] = [];
        for (const [depth, segment] of n.path.entries()) {
          const found = parents.map((t) => findProperty(checker, t, segment));
          const present = found.filter((p): p is ts.Symbol => !!p);
          if (!present.length) {
            const owners = parents.map(typeName).filter((x): x is string => !!x);
            if (owners.some((o) => undocumented.has(`${o}.${segment}`))) {
              skipped.push(`${where}: ${n.name}`);
              failure = '';
            } else {
              const at = [n.roots[0]!.destructured ? `#${n.roots[0]!.index + 1}` : n.roots[0]!.name, ...n.path.slice(0, depth)].join('.');
              const types = [...new Set(parents.map((t) => checker.typeToString(t)))].join(' | ');
              failure = `parameter ${n.name} is missing: no property "${segment}" in ${at} (${types || 'no object type'})`;
            }
            break;
          }
          const isLast = depth === n.path.length - 1;
          if (isLast && n.required && (present.length < parents.length || present.some(isOptionalProperty))) {
            failure = `parameter ${n.name} must be a required property`;
            break;
          }
          if (present.length < parents.length || present.some(isOptionalProperty)) optionalSoFar = true;
          last = present;
          parents = present.flatMap((p) => lookupTypes(checker, checker.getTypeOfSymbol(p)));
        }
        if (failure === undefined && !n.required && !optionalSoFar) failure = `parameter ${n.name} must be optional`;
        if (failure) problems.push(`${where}: ${failure}`);
        else if (failure === undefined && last.length) {
          const scope = new Map(rootTypes.flatMap((r) => [...r.scope]));
          const declaredAs = last.map((s) => {
            const decl = s.valueDeclaration;
            const text = decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) ? decl.type?.getText() : undefined;
            return { type: checker.getTypeOfSymbol(s), text, isMethod: (s.flags & ts.SymbolFlags.Method) !== 0 };
          });
          if (foreign) typesNotCompared.push(`${where}: ${n.name}: a member of ${foreign[0]}, whose type is another package's (${foreign[1]})`);
          else compareType(where, n.name, n.type, declaredAs, !n.required || last.some(isOptionalProperty), scope, false);
        }
      }
    }

    return { counts, typesProven, typesInScope, typesNotCompared, problems, skipped };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
