import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../tools/sql/code-blocks';
import { checkDeclarations, expressionOf, functionsOf, readFacts, type CheckOptions } from '../../tools/typecheck/declarations';
import { PLINTH_TYPES } from '../../tools/typecheck/typecheck';

/**
 * The client declarations that every sample is type-checked against encode the facts' signatures
 * (tools/typecheck/declarations.ts says how): types/plinth-js.d.ts for the v2 client,
 * types/plinth-js-v1.d.ts for v1, and types/plinth-ssr.d.ts for @plinth/ssr.
 */

const V1_TYPES = path.join(REPO_ROOT, 'types', 'plinth-js-v1.d.ts');
const SSR_TYPES = path.join(REPO_ROOT, 'types', 'plinth-ssr.d.ts');

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

const declarations: { name: string; facts: string; declarations: string; options: CheckOptions }[] = [
  { name: '@plinth/plinth-js v2', facts: 'javascript-v2.json', declarations: PLINTH_TYPES, options: {} },
  { name: '@plinth/plinth-js v1', facts: 'javascript-v1.json', declarations: V1_TYPES, options: {} },
  {
    name: '@plinth/ssr v0',
    facts: 'javascript-ssr-v0.json',
    declarations: SSR_TYPES,
    options: { module: '@plinth/ssr', packageLevel: true, with: [PLINTH_TYPES] },
  },
];

describe.each(declarations)('the declaration of $name encodes its facts', ({ facts: factsFile, declarations: file, options }) => {
  const facts = readFacts(factsFile);

  it('maps every method form to an expression', () => {
    for (const fn of functionsOf(facts)) expect(() => expressionOf(fn.method, options.packageLevel), fn.id).not.toThrow();
  });

  it('declares every function with its generic parameters, parameters, options and their types', () => {
    const { counts, problems, skipped, typesProven, typesInScope, typesNotCompared } = checkDeclarations(facts, file, options);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `${path.basename(file)}: ${total} functions checked (${Object.entries(counts)
        .map(([s, n]) => `${s} ${n}`)
        .join(
          ', ',
        )}); parameter types: ${typesProven} proven, ${typesInScope} declared over the signature's own type parameters, ${typesNotCompared.length} not comparable` +
        (skipped.length ? `; ${skipped.length} dotted parameters naming undocumented members not asked for` : '') +
        (typesNotCompared.length ? `\n  not compared:\n    ${typesNotCompared.join('\n    ')}` : ''),
    );
    expect(total).toBe(functionsOf(facts).length);
    expect(problems.join('\n')).toBe('');
  });
});

describe('the check fails when a declaration departs from the facts', () => {
  const facts = readFacts('javascript-v2.json');

  it('names a deleted function, a deleted option and a parameter made optional', () => {
    const edited = withEdits(PLINTH_TYPES, [
      [/\n\s*signInAnonymously\(credentials\?: SignInAnonymouslyCredentials\): Promise<AuthResponse>;/, ''],
      [/skipBrowserRedirect\?: boolean;(\n\s*\}\n\n\s*\/\*\* A Sign-In)/, '$1'],
      [/exchangeCodeForSession\(authCode: string\)/, 'exchangeCodeForSession(authCode?: string)'],
      [/\n\s*\/\*\* Rows whose `column` is greater than `value`\. \*\/\n\s*gt<[^\n]*/, ''],
    ]);
    try {
      const { problems } = checkDeclarations(facts, edited);
      const report = problems.join('\n');
      expect(report).toMatch(/^sign-in-anonymously \(auth\.signInAnonymously\): .*signInAnonymously/m);
      expect(report).toMatch(/^gt \(PostgrestFilterBuilder\.gt\): .*'gt'/m);
      expect(report).toMatch(/^sign-in-with-sso \(auth\.signInWithSSO\): parameter params\.options\.skipBrowserRedirect is missing/m);
      expect(report).toMatch(/^exchange-code-for-session \(auth\.exchangeCodeForSession\): parameter authCode must be required$/m);
      expect(report).toMatch(
        /^exchange-code-for-session \(auth\.exchangeCodeForSession\): parameter authCode must be of type string; declared string \| undefined \(also accepts undefined\)$/m,
      );
      expect(problems, report).toHaveLength(5);
    } finally {
      rmSync(path.dirname(edited), { recursive: true, force: true });
    }
  });

  it('refuses rpc declared with a result type parameter instead of the function name (rpc<Result = any>(fn: string))', () => {
    const edited = withEdits(PLINTH_TYPES, [
      [/rpc<FnName[^(]*\(\s*fn: FnName,\s*args\?: Args,/, 'rpc<Result = any>(\n      fn: string,\n      args?: Record<string, unknown>,'],
    ]);
    try {
      const report = checkDeclarations(facts, edited).problems.join('\n');
      expect(report).toMatch(
        /^rpc \(PostgrestClient\.rpc\): parameter fn must be of the type parameter FnName extends string & keyof Schema\['Functions'\]; declared string$/m,
      );
      expect(report).toMatch(
        /^rpc \(PostgrestClient\.rpc\): parameter args must be of the type parameter Args extends Schema\['Functions'\]\[FnName\]\['Args'\]/m,
      );
    } finally {
      rmSync(path.dirname(edited), { recursive: true, force: true });
    }
  });

  it('refuses a narrower type, a looser one, and any where the facts give a type', () => {
    const edited = withEdits(PLINTH_TYPES, [
      [/export type CountAlgorithm = [^;]*;/, "export type CountAlgorithm = 'exact' | 'planned' | 'estimated';"],
      [/export interface SortBy \{\n\s*column\?: string;/, 'export interface SortBy {\n    column?: string | number;'],
      [/exists\(path: string\)/, 'exists(path: any)'],
    ]);
    try {
      const report = checkDeclarations(facts, edited).problems.join('\n');
      expect(report).toMatch(
        /^select \(from\(table\)\.select\): parameter options\.count must be of type 'exact' \| 'planned' \| 'estimated' \| \(string & \{\}\); declared .*\(does not accept string & \{\}\)$/m,
      );
      expect(report).toMatch(
        /^from-list \(storage\.from\(bucket\)\.list\): parameter options\.sortBy\.column must be of type string; declared .*\(also accepts number\)$/m,
      );
      expect(report).toMatch(/^exists \(storage\.from\(bucket\)\.exists\): parameter path must be of type string; declared any \(declared as any\)$/m);
    } finally {
      rmSync(path.dirname(edited), { recursive: true, force: true });
    }
  });

  it("refuses @plinth/ssr's functions without their generic parameters", () => {
    const edited = withEdits(SSR_TYPES, [[/createServerClient<Database = any, SchemaName = 'public'>/, 'createServerClient']]);
    try {
      const report = checkDeclarations(readFacts('javascript-ssr-v0.json'), edited, {
        module: '@plinth/ssr',
        packageLevel: true,
        with: [PLINTH_TYPES],
      }).problems.join('\n');
      expect(report).toMatch(
        /^ssr-create-server-client \(createServerClient\): generic parameters must be <Database = any, SchemaName = 'public'>; declared <>$/m,
      );
    } finally {
      rmSync(path.dirname(edited), { recursive: true, force: true });
    }
  });
});
