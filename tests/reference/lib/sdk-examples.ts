import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isOverview } from '../../../src/reference/sdk/load';
import type { SdkSpec } from '../../../src/reference/sdk/schema';
import type { LocatedDocument } from '../../../src/reference/spec-file';
import { parseProblem } from '../../content/lib/parse-samples';
import { createPlatformDb, extensionsCreatedBy } from '../../sql/lib/platform';
import { REPO_ROOT } from '../../sql/lib/code-blocks';
import { PLINTH_TYPES, PLINTH_V1_TYPES, typecheckPages, type Sample } from '../../typecheck/lib/typecheck';
import { readSdkFacts, type SdkFacts } from './sdk-facts';

/**
 * The checks of a client library reference's examples, each problem located in the spec file:
 * - JavaScript examples type-check against the client declarations of their version
 *   (types/plinth-js.d.ts for v2, types/plinth-js-v1.d.ts for v1); other languages parse;
 * - what an example calls on the client (`plinth.….x(…)` chains) is a function of the library's
 *   facts, or a name the library's `extra-calls.yaml` lists with why (terminal calls such as
 *   Python's `execute()`): no example calls a function the library does not have;
 * - each example's `data` SQL runs on Postgres.
 */

const LANGUAGE: Record<string, string> = { javascript: 'ts', 'javascript-ssr': 'ts', dart: 'dart', python: 'python', csharp: 'csharp', swift: 'swift', kotlin: 'kotlin' };

/** Names compared across naming styles: signInWithOtp = sign_in_with_otp = SignInWithOtp = sign-in-with-otp. */
const norm = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/** Every name the library's facts give it: method path segments, `name()` in titles, the function ids. */
export function factsApiNames(facts: SdkFacts): Set<string> {
  const names = new Set<string>();
  for (const section of facts.sections) {
    for (const fn of section.functions) {
      for (const token of (fn.method ?? '').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) names.add(norm(token));
      for (const m of (fn.title ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\(\)/g)) for (const token of m[1]!.split('.')) names.add(norm(token));
      names.add(norm(fn.id));
    }
  }
  return names;
}

/** Where a library version lists the calls its examples need beyond the facts' functions. */
export const extraCallsFile = (library: string, version: string) => `specs/sdk/${library}/${version}-extra-calls.yaml`;

/** The library version's own list of calls its examples need beyond the facts' functions, each with why. */
export function extraCalls(library: string, version: string): Set<string> {
  const file = path.join(REPO_ROOT, extraCallsFile(library, version));
  try {
    const list = parseYaml(readFileSync(file, 'utf8')) as { name: string; why: string }[];
    return new Set(list.filter((e) => e?.name && e.why).map((e) => norm(e.name)));
  } catch {
    return new Set();
  }
}

/** The member names called or read along each `plinth.…` chain of `code`, with their 0-based line. */
export function clientChains(code: string): { name: string; line: number }[] {
  const out: { name: string; line: number }[] = [];
  const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
  // The client variable, not the brand in a URL (`https://<project-ref>.plinth.co`) or a path.
  for (const match of code.matchAll(/(?<![\w./@<>-])plinth\b/g)) {
    let i = match.index! + match[0].length;
    for (;;) {
      let j = i;
      while (j < code.length && /\s/.test(code[j]!)) j++;
      if (code.startsWith('?.', j)) j += 2;
      else if (code.startsWith('!!.', j)) j += 3;
      else if (code[j] === '.') j += 1;
      else break;
      const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(code.slice(j))?.[0];
      if (!ident) break;
      out.push({ name: ident, line: code.slice(0, j).split('\n').length - 1 });
      i = j + ident.length;
      // Skip what follows a member: generic arguments, calls, trailing closures, indexes, `!`/`?`.
      for (;;) {
        let k = i;
        while (k < code.length && /[ \t]/.test(code[k]!)) k++;
        const open = code[k];
        if (open === '!' || (open === '?' && code[k + 1] !== '.')) {
          i = k + 1;
          continue;
        }
        if (!open || !(open in closing) || (open === '<' && k !== i)) break;
        let depth = 0;
        let end = k;
        for (; end < code.length; end++) {
          if (code[end] === open) depth++;
          else if (code[end] === closing[open]) depth--;
          if (depth === 0) break;
        }
        if (depth !== 0) break;
        i = end + 1;
      }
    }
  }
  return out;
}

/** Where an example's code starts in the spec file (the line after `code: |`). */
function codeLine(located: LocatedDocument, s: number, f: number, e: number, field: 'code' | 'data' = 'code'): number {
  return located.at(['sections', s, 'functions', f, 'examples', e, field]).line + 1;
}

export async function sdkExampleProblems(spec: SdkSpec, located: LocatedDocument, file: string, facts: SdkFacts): Promise<string[]> {
  const problems: string[] = [];
  const lang = LANGUAGE[spec.library]!;
  // @plinth/ssr returns a JavaScript v2 client: its examples may call every v2 function on it.
  const builtOn = spec.library === 'javascript-ssr' ? factsApiNames(readSdkFacts('javascript', 'v2')) : [];
  const known = new Set([...factsApiNames(facts), ...builtOn, ...extraCalls(spec.library, spec.version)]);
  const samples: (Sample & { where: string })[] = [];
  const sqlBlocks: { sql: string; where: string; line: number }[] = [];
  for (const [s, section] of spec.sections.entries()) {
    for (const [f, fn] of section.functions.entries()) {
      if (!fn.examples.length && !isOverview(fn)) problems.push(`${file}: ${fn.id}: no example`);
      for (const [e, example] of fn.examples.entries()) {
        const where = `${fn.id} › ${example.id}`;
        const line = codeLine(located, s, f, e);
        for (const call of clientChains(example.code)) {
          if (!known.has(norm(call.name))) problems.push(`${file}:${line + call.line}: ${where}: calls "${call.name}", which is not a function of ${spec.library} ${spec.version} (its facts), nor in ${extraCallsFile(spec.library, spec.version)}`);
        }
        if (lang === 'ts') samples.push({ file: `${fn.id}--${example.id}.ts`, code: example.code, line: line - 1, env: 'app', where });
        else {
          const problem = await parseProblem(lang, example.code);
          if (problem) problems.push(`${file}:${line + problem.line}: ${where}: ${problem.message}`);
        }
        if (example.data) sqlBlocks.push({ sql: example.data, where, line: codeLine(located, s, f, e, 'data') });
      }
    }
  }
  if (samples.length) {
    const plinthTypes = spec.version === 'v1' ? PLINTH_V1_TYPES : PLINTH_TYPES;
    for (const error of typecheckPages([{ page: file, samples }], { plinthTypes })) {
      const sample = samples.find((x) => x.file === error.sample);
      problems.push(sample ? `${file}:${error.line}: ${sample.where}: ${error.message}` : `${error.file ?? '(program)'}:${error.line}: ${error.message}`);
    }
  }
  if (sqlBlocks.length) {
    const db = await createPlatformDb(sqlBlocks.flatMap((b) => extensionsCreatedBy(b.sql)));
    try {
      for (const block of sqlBlocks) {
        try {
          await db.exec(`begin; ${block.sql}\n; rollback;`);
        } catch (error) {
          await db.exec('rollback').catch(() => undefined);
          problems.push(`${file}:${block.line}: ${block.where}: its data SQL fails: ${(error as Error).message}`);
        }
      }
    } finally {
      await db.close();
    }
  }
  return problems;
}
