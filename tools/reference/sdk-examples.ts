import { isOverview } from '../../src/reference/sdk/load';
import type { SdkSpec } from '../../src/reference/sdk/schema';
import type { LocatedDocument } from '../../src/sources/spec-file';
import { callableNames, readLanguageOfLibrary, unknownCallMessage, unknownCalls } from '../content/client-calls';
import { readSample } from '../../src/content/call-chains';
import { parseProblem } from '../content/parse-samples';
import { createPlatformDb, extensionsCreatedBy } from '../sql/platform';
import { PLINTH_TYPES, PLINTH_V1_TYPES, typecheckPages, type Sample } from '../typecheck/typecheck';
import { sdkEntries } from '../../src/references.config';

/**
 * The checks of a client library reference's examples, each problem located in the spec file:
 * - JavaScript examples type-check against the client declarations of their version
 *   (types/plinth-js.d.ts for v2, types/plinth-js-v1.d.ts for v1); other languages parse;
 * - what an example calls on the client and imports from the library (as the one reader,
 *   src/content/call-chains.ts, finds it) is a function or name of the library's facts, or a name
 *   its `<version>-extra-calls.yaml` lists with why (tools/content/client-calls.ts): no example
 *   calls a function the library does not have;
 * - each example's `data` SQL runs on Postgres.
 */

/** Where an example's code starts in the spec file (the line after `code: |`). */
function codeLine(located: LocatedDocument, s: number, f: number, e: number, field: 'code' | 'data' = 'code'): number {
  return located.at(['sections', s, 'functions', f, 'examples', e, field]).line + 1;
}

export async function sdkExampleProblems(spec: SdkSpec, located: LocatedDocument, file: string): Promise<string[]> {
  const problems: string[] = [];
  const language = readLanguageOfLibrary(spec.library)!;
  // An example's language: the library's examples' fence (`ts`, `dart`); a companion's are its library's.
  const lang = sdkEntries.find((e) => e.key === spec.library || e.companions.some((c) => c.key === spec.library))!.language;
  // @plinth/ssr returns a JavaScript v2 client: its examples may call every v2 function on it (factsOf).
  const names = callableNames(spec.library, spec.version);
  const samples: (Sample & { where: string })[] = [];
  const sqlBlocks: { sql: string; where: string; line: number }[] = [];
  for (const [s, section] of spec.sections.entries()) {
    for (const [f, fn] of section.functions.entries()) {
      if (!fn.examples.length && !isOverview(fn)) problems.push(`${file}: ${fn.id}: no example`);
      for (const [e, example] of fn.examples.entries()) {
        const where = `${fn.id} › ${example.id}`;
        const line = codeLine(located, s, f, e);
        for (const call of unknownCalls(await readSample(example.code, language), names)) {
          problems.push(`${file}:${line + call.line}: ${where}: ${unknownCallMessage(call, spec.library, spec.version)}`);
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
