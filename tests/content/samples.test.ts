import { afterAll, describe, expect, it } from 'vitest';
import { getCliModel } from '../../src/cli/reference';
import { extractCodeBlocks, listMdxFiles, readRepoFile } from '../../tools/sql/code-blocks';
import { FRAGMENT, sqlBlocks } from '../../tools/sql/run-page';
import { formatErrors, JS_LANGS, samplesFromBlocks, TS_LANGS, typecheckPagesByVersion, unresolvedImports } from '../../tools/typecheck/typecheck';
import type { ClientCallCounts } from '../../tools/content/client-calls';
import { clientCallProblems, cliLinesOfPage, cliProblems, logQueryProblems, syntaxProblems } from '../../tools/content/page-checks';
import { PARSED_LANGUAGES } from '../../tools/content/parse-samples';
import { parsedAsFile, titledBlockProblems, type WholeFileCounts } from '../../tools/content/whole-files';

/**
 * Every page's code, checked without running a site: each `plinth` command line against the CLI
 * spec, each TypeScript/JavaScript sample type-checked against the Plinth client declarations, each
 * sample in another language parsed and its calls on the Plinth client checked against the
 * library's facts, and each block titled with a file name proven to be that whole file. Failures
 * name the page, the line and what is wrong. The report at the end counts what each proof covered
 * and what no proof covers.
 */

const pages = listMdxFiles().map((file) => {
  const source = readRepoFile(file);
  return { file, source, blocks: extractCodeBlocks(source) };
});
const cli = getCliModel();

const tally = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
const counts = {
  cliLines: 0,
  parsed: new Map<string, number>(),
  typechecked: new Map<string, number>(),
  factsChecked: new Map<string, ClientCallCounts>(),
  wholeFiles: { whole: new Map(), excerpts: 0, unparsed: new Map() } as WholeFileCounts,
  fragments: new Map<string, number>(),
  unchecked: new Map<string, number>(),
};
/** Languages that are prose, output or config without a grammar here: shown, never executed. */
const NOT_CODE = new Set(['', 'text', 'txt', 'env', 'mermaid', 'console', 'sql', 'bash', 'sh', 'shell', 'zsh', 'diff', 'http', 'ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs']);

const list = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';

afterAll(() => {
  const sql = pages.flatMap((p) => sqlBlocks(p.blocks));
  const sqlRun = sql.filter((b) => !b.flags.has(FRAGMENT)).length;
  const facts = [...counts.factsChecked].map(([library, c]) => `${library} ${c.samples} (${c.calls} calls)`).join(', ') || 'none';
  console.log(
    [
      'Code samples, by proof and language:',
      `  type-checked against the client declarations: ${list(counts.typechecked)}`,
      `  parsed (as a sample; titled files below): ${list(counts.parsed)}`,
      `  calls on the client checked against the library's facts: ${facts}`,
      `  blocks titled with a file name proven whole files: ${list(counts.wholeFiles.whole)}; ${counts.wholeFiles.excerpts} titled excerpts (fragment; XML ones parsed as element content)`,
      `  run on Postgres (tests/sql/sql-blocks.test.ts): sql ${sqlRun}`,
      `  plinth command lines checked against the CLI spec: ${counts.cliLines}`,
      `Unproven: marked fragment: ${list(counts.fragments)}, sql ${sql.length - sqlRun}; no parser here: ${list(counts.unchecked)}; titled files of a kind not parsed as whole files: ${list(counts.wholeFiles.unparsed)}`,
    ].join('\n'),
  );
});

describe('plinth command lines in the docs are ones the CLI accepts', () => {
  it.for(pages)('$file', ({ file, source, blocks }) => {
    const lines = cliLinesOfPage(source, blocks);
    counts.cliLines += lines.length;
    const problems = cliProblems(cli, lines);
    expect(problems.map((p) => `${file}:${p.line}: ${p.text}: ${p.problem}`)).toEqual([]);
  });
});

describe('samples in other languages parse', () => {
  it.for(pages)('$file', async ({ file, blocks }) => {
    for (const block of blocks) {
      const lang = block.lang.toLowerCase();
      if (PARSED_LANGUAGES.has(lang)) {
        if (block.flags.has('fragment')) tally(counts.fragments, lang);
        else tally(counts.parsed, lang);
      } else if (!NOT_CODE.has(lang) && !parsedAsFile(block)) tally(counts.unchecked, lang);
    }
    const problems = await syntaxProblems(blocks);
    expect(problems.map((p) => `${file}:${p.line} (${p.lang}): ${p.message}`)).toEqual([]);
  });
});

describe('samples call and import only what their client library version has, in every language', () => {
  it.for(pages)('$file', async ({ file, blocks }) => {
    const problems = await clientCallProblems(file, blocks, counts.factsChecked);
    expect(problems.map((p) => `${file}:${p.line} (${p.lang}): ${p.message}`)).toEqual([]);
  });
});

describe('a block titled with a file name is that whole file', () => {
  it.for(pages.filter((p) => p.blocks.some((b) => b.title)))('$file', async ({ file, blocks }) => {
    const problems = await titledBlockProblems(blocks, counts.wholeFiles);
    expect(problems.map((p) => `${file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});

describe('log explorer queries use only the fields of their sources', () => {
  it.for(pages.filter((p) => p.blocks.some((b) => b.flags.has('logs'))))('$file', ({ file, blocks }) => {
    expect(logQueryProblems(blocks).map((p) => `${file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});

describe('TypeScript and JavaScript samples type-check against the Plinth client', () => {
  it('every page', () => {
    const problems: string[] = [];
    const withSamples = pages.flatMap(({ file, blocks }) => {
      try {
        const samples = samplesFromBlocks(blocks);
        return samples.length ? [{ page: file, samples }] : [];
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
        return [];
      }
    });
    for (const block of pages.flatMap((p) => p.blocks)) {
      const lang = block.lang.toLowerCase();
      if (TS_LANGS.has(lang) || JS_LANGS.has(lang)) tally(block.flags.has('fragment') ? counts.fragments : counts.typechecked, lang);
    }
    // Each sample against its client's declarations: a v1 block's (```ts v1) and the v1 reference's pages' against v1's.
    const errors = typecheckPagesByVersion(withSamples);
    if (errors.length) problems.push(formatErrors('', errors));
    expect(problems.join('\n')).toBe('');
  });

  it("imports between a page's files that the type-check cannot see name files the page shows", () => {
    const problems = pages.flatMap(({ file, blocks }) => unresolvedImports(blocks).map((u) => `${file}:${u.line} (${u.from}): imports '${u.specifier}', a file this page never shows`));
    expect(problems).toEqual([]);
  });
});
