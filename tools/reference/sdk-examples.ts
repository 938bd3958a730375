import { isOverview } from '../../src/reference/sdk/load';
import type { SdkSpec } from '../../src/reference/sdk/schema';
import type { LocatedDocument } from '../../src/sources/spec-file';
import {
  clientChains,
  extraCalls,
  extraCallsFile,
  factsApiNames,
  factsValueNames,
  GRAMMAR_OF_LIBRARY,
  unknownCalls,
  type CallableNames,
} from '../content/client-calls';
import { parseProblem } from '../content/parse-samples';
import { createPlatformDb, extensionsCreatedBy } from '../sql/platform';
import { PLINTH_TYPES, PLINTH_V1_TYPES, typecheckPages, type Sample } from '../typecheck/typecheck';
import { readSdkFacts, type SdkFacts } from './sdk-facts';

/**
 * The checks of a client library reference's examples, each problem located in the spec file:
 * - JavaScript examples type-check against the client declarations of their version
 *   (types/plinth-js.d.ts for v2, types/plinth-js-v1.d.ts for v1); other languages parse;
 * - what an example calls on the client (the member-access and call chains rooted at the client in
 *   its syntax tree, see tools/content/client-calls.ts) is a function of the library's facts,
 *   or a name the library's `extra-calls.yaml` lists with why (terminal calls such as Python's
 *   `execute()`): no example calls a function the library does not have;
 * - each example's `data` SQL runs on Postgres.
 */

const LANGUAGE: Record<string, string> = {
  javascript: 'ts',
  'javascript-ssr': 'ts',
  dart: 'dart',
  python: 'python',
  csharp: 'csharp',
  swift: 'swift',
  kotlin: 'kotlin',
};

/** Where an example's code starts in the spec file (the line after `code: |`). */
function codeLine(located: LocatedDocument, s: number, f: number, e: number, field: 'code' | 'data' = 'code'): number {
  return located.at(['sections', s, 'functions', f, 'examples', e, field]).line + 1;
}

export async function sdkExampleProblems(spec: SdkSpec, located: LocatedDocument, file: string, facts: SdkFacts): Promise<string[]> {
  const problems: string[] = [];
  const lang = LANGUAGE[spec.library]!;
  // @plinth/ssr returns a JavaScript v2 client: its examples may call every v2 function on it.
  const builtOn = spec.library === 'javascript-ssr' ? readSdkFacts('javascript', 'v2') : undefined;
  const names: CallableNames = {
    known: new Set([...factsApiNames(facts), ...(builtOn ? factsApiNames(builtOn) : []), ...extraCalls(spec.library, spec.version)]),
    values: new Set([...factsValueNames(facts), ...(builtOn ? factsValueNames(builtOn) : [])]),
  };
  const samples: (Sample & { where: string })[] = [];
  const sqlBlocks: { sql: string; where: string; line: number }[] = [];
  for (const [s, section] of spec.sections.entries()) {
    for (const [f, fn] of section.functions.entries()) {
      if (!fn.examples.length && !isOverview(fn)) problems.push(`${file}: ${fn.id}: no example`);
      for (const [e, example] of fn.examples.entries()) {
        const where = `${fn.id} › ${example.id}`;
        const line = codeLine(located, s, f, e);
        for (const call of unknownCalls(await clientChains(GRAMMAR_OF_LIBRARY[spec.library]!, example.code), names)) {
          problems.push(
            `${file}:${line + call.line}: ${where}: calls "${call.name}", which is not a function of ${spec.library} ${spec.version} (its facts), nor in ${extraCallsFile(spec.library, spec.version)}`,
          );
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
