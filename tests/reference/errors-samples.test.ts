import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { clientViews } from '../../src/authoring/ErrorCodes/view';
import { channelNames, errorCatalogue } from '../../src/reference/errors/load';
import type { ErrorService } from '../../src/reference/errors/model';
import { ERROR_PAGES, errorPageFile, errorPageService } from '../../src/reference/errors/pages';
import { itemsOf } from '../../src/reference/model';
import { allReferences } from '../../src/reference/registry';
import { samplesUnknownCalls, unknownCallMessage } from '../../tools/content/client-calls';
import { parseProblem } from '../../tools/content/parse-samples';
import { SDK_VERSIONS } from '../../tools/reference/sdk-facts';
import { REPO_ROOT } from '../../tools/sql/code-blocks';
import { PLINTH_TYPES, typecheckPages, type Sample } from '../../tools/typecheck/typecheck';

/**
 * The error checks the site shows, proven like every sample: each check of a client function's
 * errors section and of a service's errors page, in every library, written out for the error it
 * shows. JavaScript type-checks against the client's declarations (types/plinth-js.d.ts) with the
 * `error` the service's calls return; the other languages parse. What a check calls on the client is
 * a function of its library's facts, and every error class it names, every field it reads on the
 * error and every name it binds from a pattern is one that ../shared/reference/errors.json gives
 * that library for that service. The error types the JavaScript declarations describe are the
 * facts' classes, with the facts' fields.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the raw facts, read without the loader's types */
const facts = JSON.parse(readFileSync(path.resolve(REPO_ROOT, '..', 'shared', 'reference', 'errors.json'), 'utf8')) as { services: Record<string, any> };

interface Check {
  library: string;
  service: ErrorService;
  lang: string;
  code: string;
  /** Where it is shown. */
  where: string;
}

/** What the JavaScript calls of each service return as `error` (the declarations' types). */
const JS_ERROR_TYPE: Partial<Record<ErrorService, string>> = {
  auth: 'AuthError',
  storage: 'StorageError',
  postgrest: 'PostgrestError',
  functions: 'FunctionsError',
};

/** Names a language gives every program, which no error facts list. */
const BUILTIN_TYPES: Record<string, Set<string>> = { csharp: new Set(['Console']), swift: new Set(), dart: new Set(), python: new Set(), kotlin: new Set() };
/** Members of what a check reads off an error field (a string's `Contains`, a Swift code's `rawValue`), not fields of the error. */
const BUILTIN_MEMBERS = new Set(['Contains', 'WriteLine', 'rawValue', 'count']);

async function shownChecks(): Promise<Check[]> {
  const checks = new Map<string, Check>();
  const add = (check: Check) => checks.set(`${check.library}\0${check.code}`, check);
  for (const doc of await allReferences()) {
    if (doc.kind !== 'sdk') continue;
    for (const item of itemsOf(doc))
      for (const group of item.errors?.groups ?? []) {
        if (!group.check) continue;
        const service = errorPageService(group.page.href);
        if (!service) throw new Error(`${doc.page} ${item.id}: its ${group.title} errors link ${group.page.href}, no service's errors page`);
        add({ library: doc.key, service, lang: group.check.lang, code: group.check.code, where: `${doc.key} ${doc.version} ${item.id}` });
      }
  }
  const catalogue = errorCatalogue();
  for (const service of Object.keys(ERROR_PAGES) as ErrorService[]) {
    const page = readFileSync(path.join(REPO_ROOT, errorPageFile(service)), 'utf8');
    const examples = [...page.matchAll(/<ErrorChecks service="([a-z_]+)"(?: example="([^"]+)")?/g)].map((m) => m[2]);
    const svc = catalogue.services.find((s) => s.service === service)!;
    for (const example of [undefined, ...examples])
      for (const view of clientViews(svc, example))
        if (view.check) add({ library: view.library, service, lang: view.check.lang, code: view.check.code, where: errorPageFile(service) });
  }
  return [...checks.values()];
}

/** A JavaScript check as a sample: the `error` it reads declared as the service's calls return it, after its imports. */
function jsSample(check: Check, i: number): Sample & { where: string } {
  const type = JS_ERROR_TYPE[check.service];
  const lines = check.code.split('\n');
  const after = lines.reduce((last, line, n) => (line.startsWith('import ') ? n + 1 : last), 0);
  const declared = type ? [`declare const error: import('@plinth/plinth-js').${type} | null`] : [];
  return { file: `check-${i}.ts`, code: [...lines.slice(0, after), ...declared, ...lines.slice(after)].join('\n'), line: 0, env: 'app', where: check.where };
}

/** The classes (and for Realtime, the channel status names) errors.json gives a library for a service. */
function factsClasses(service: ErrorService, library: string): Map<string, string[]> {
  const s = facts.services[service];
  const classes = new Map<string, string[]>(((s.client_errors?.[library] ?? []) as { name: string; fields: string[] }[]).map((c) => [c.name, c.fields]));
  if (s.channel_statuses) for (const [name, v] of channelNames(s)) if (v.libraries.includes(library)) classes.set(name, []);
  return classes;
}

/** Problems of a check in a language that is parsed, not compiled: its class names, the fields it reads, the names it binds. */
function nameProblems(check: Check): string[] {
  const classes = factsClasses(check.service, check.library);
  const problems: string[] = [];
  const code = check.code.replace(/\$?"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const used: string[] = [];
  for (const m of code.matchAll(/(?<![.\w])([A-Z][A-Za-z0-9]*)(?:\.([A-Za-z]\w*))?/g)) {
    const [whole, type, member] = m;
    if (member && classes.has(`${type}.${member}`)) used.push(whole);
    else if (classes.has(type!)) used.push(type!);
    else if (!BUILTIN_TYPES[check.library]?.has(type!))
      problems.push(`names ${type}, which is no ${check.service} error class of ${check.library} in errors.json`);
  }
  const fields = new Set(used.flatMap((name) => classes.get(name) ?? []));
  // The error itself (`e`, `error`) and what a pattern binds it to (`e is GotrueException gotrue`).
  const receivers = new Set(['e', 'error', ...[...check.code.matchAll(/\bis\s+[A-Z]\w*\s+([a-z]\w*)/g)].map((m) => m[1]!)]);
  for (const m of check.code.matchAll(/\b([a-z]\w*)\??\.([A-Za-z]\w*)/g)) {
    const [, receiver, member] = m;
    if (receivers.has(receiver!) && !fields.has(member!) && !BUILTIN_MEMBERS.has(member!))
      problems.push(`reads ${receiver}.${member}, which is no field of ${used.join(', ') || 'its classes'} in errors.json (fields: ${[...fields].join(', ')})`);
  }
  // Swift's `case let AuthError.api(message, errorCode, _, _)`: each bound name is a field, in the facts' order.
  for (const m of check.code.matchAll(/case let ([A-Z]\w*\.\w+)\(([^)]*)\)/g)) {
    const order = classes.get(m[1]!) ?? [];
    m[2]!.split(',').forEach((name, i) => {
      const bound = name.trim();
      if (bound !== '_' && order[i] !== bound) problems.push(`binds ${bound} as value ${i + 1} of ${m[1]}, whose fields are ${order.join(', ')}`);
    });
  }
  return problems;
}

async function checkProblems(checks: Check[]): Promise<string[]> {
  const problems: string[] = [];
  const js = checks.filter((c) => c.lang === 'ts').map(jsSample);
  for (const error of typecheckPages([{ page: 'error checks', samples: js }], { plinthTypes: PLINTH_TYPES })) {
    const sample = js.find((s) => s.file === error.sample);
    problems.push(`${sample?.where ?? error.file}: ${error.message}\n${sample?.code ?? ''}`);
  }
  for (const check of checks) {
    const version = SDK_VERSIONS[check.library]![0]!;
    // The one reader of client calls (src/content/call-chains.ts), as every page's samples are read.
    const [read] = await samplesUnknownCalls([check.code], check.library, version);
    for (const call of read!.unknown) problems.push(`${check.where}: ${unknownCallMessage(call, check.library, version)}`);
    if (check.lang === 'ts') continue;
    const problem = await parseProblem(check.lang, check.code);
    if (problem) problems.push(`${check.where}: ${check.lang} does not parse: ${problem.message}\n${check.code}`);
    for (const p of nameProblems(check)) problems.push(`${check.where} (${check.library}): ${p}\n${check.code}`);
  }
  return problems;
}

describe('the error checks the site shows', () => {
  it('are proven in every library: type-checked or parsed, with the calls, classes and fields of the facts', async () => {
    const checks = await shownChecks();
    const libraries = new Set(checks.map((c) => c.library));
    expect([...libraries].sort()).toEqual(['csharp', 'dart', 'javascript', 'kotlin', 'python', 'swift']);
    console.log(
      `${checks.length} distinct error checks proven (${[...libraries].map((l) => `${l} ${checks.filter((c) => c.library === l).length}`).join(', ')})`,
    );
    expect(await checkProblems(checks)).toEqual([]);
  }, 300_000);

  it('refuse a check that does not type-check, names a class or reads a field the facts do not give', async () => {
    const bad: Check[] = [
      { library: 'javascript', service: 'auth', lang: 'ts', code: "if (isAuthApiError(error) && error.code === 'x') {}", where: 'no import' },
      {
        library: 'javascript',
        service: 'storage',
        lang: 'ts',
        code: "import { isStorageError } from '@plinth/plinth-js'\n\nif (isStorageError(error) && error.code === 'NoSuchKey') {}",
        where: 'base class has no code',
      },
      {
        library: 'dart',
        service: 'auth',
        lang: 'dart',
        code: "if (e is AuthApiExceptions && e.code == 'x') {\n  print(e.message);\n}",
        where: 'misspelt class',
      },
      {
        library: 'kotlin',
        service: 'postgrest',
        lang: 'kotlin',
        code: 'if (e is PostgrestRestException && e.errorCode == "x") {\n    println(e.message)\n}',
        where: 'field of another class',
      },
      {
        library: 'swift',
        service: 'auth',
        lang: 'swift',
        code: 'if case let AuthError.api(errorCode, message, _, _) = error, errorCode.rawValue == "x" {\n  print(message)\n}',
        where: 'values swapped',
      },
      {
        library: 'python',
        service: 'postgrest',
        lang: 'python',
        code: 'if isinstance(e, APIError) and e.code == "x"\n    print(e.message)',
        where: 'syntax error',
      },
      {
        library: 'dart',
        service: 'realtime',
        lang: 'dart',
        code: "plinth.channel('r').joinRoom((status, error) {\n  print(error);\n});",
        where: 'unknown call',
      },
    ];
    const problems = await checkProblems(bad);
    const about = (where: string) => problems.filter((p) => p.startsWith(`${where}:`) || p.startsWith(`${where} (`));
    expect(about('no import').join('\n')).toMatch(/Cannot find name 'isAuthApiError'/);
    expect(about('base class has no code').join('\n')).toMatch(/Property 'code' does not exist on type 'StorageError'/);
    expect(about('misspelt class').join('\n')).toMatch(/names AuthApiExceptions, which is no auth error class of dart/);
    expect(about('field of another class').join('\n')).toMatch(/reads e\.errorCode, which is no field of PostgrestRestException/);
    expect(about('values swapped').join('\n')).toMatch(/binds errorCode as value 1 of AuthError\.api, whose fields are message, errorCode/);
    expect(about('syntax error').join('\n')).toMatch(/python does not parse/);
    expect(about('unknown call').join('\n')).toMatch(/calls "joinRoom" on the client, which is not a function of dart v2/);
  }, 120_000);
});

describe("each language's error classes", () => {
  it('are the classes errors.json gives that library, in every check the catalogue names', () => {
    for (const svc of errorCatalogue().services)
      for (const client of svc.clients) {
        const known = factsClasses(svc.service, client.library);
        for (const name of client.checkClasses) expect(known.has(name), `${svc.service} ${client.library}: ${name}`).toBe(true);
      }
  });

  it("in the JavaScript declarations are the facts' classes, with only the facts' fields", () => {
    const source = ts.createSourceFile(PLINTH_TYPES, readFileSync(PLINTH_TYPES, 'utf8'), ts.ScriptTarget.Latest, true);
    const jsClasses = new Map<string, string[]>();
    for (const service of Object.values(facts.services)) for (const c of service.client_errors?.javascript ?? []) jsClasses.set(c.name, c.fields);
    const declared = new Map<string, string[]>();
    const guards: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isInterfaceDeclaration(node) && /Error$/.test(node.name.text))
        declared.set(
          node.name.text,
          node.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : [])),
        );
      if (ts.isFunctionDeclaration(node) && node.name && /^is[A-Z]\w*Error$/.test(node.name.text)) guards.push(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(declared.size).toBeGreaterThanOrEqual(5);
    for (const [name, members] of declared) {
      expect(jsClasses.has(name), `${name} is declared, but errors.json has no JavaScript class of that name`).toBe(true);
      // `name` and `message` are every Error's own.
      for (const member of members) if (member !== 'name') expect(jsClasses.get(name), `${name}.${member}`).toContain(member);
    }
    // A guard is the facts' own: "check with isAuthApiError()".
    const mentioned = new Set([...JSON.stringify(facts).matchAll(/\b(is[A-Z]\w*Error)\(\)/g)].map((m) => m[1]!));
    expect(guards.length).toBeGreaterThanOrEqual(3);
    for (const guard of guards) expect(mentioned.has(guard), `${guard} is declared, but errors.json never names it`).toBe(true);
  });
});
