import { afterAll, describe, expect, it } from 'vitest';
import { getCliModel } from '../../src/cli/reference';
import { extractCodeBlocks, listMdxFiles, readRepoFile } from '../sql/lib/code-blocks';
import { formatErrors, PLINTH_TYPES, PLINTH_V1_TYPES, plinthTypesFor, samplesFromBlocks, typecheckPages } from '../typecheck/lib/typecheck';
import { cliLinesOfPage, cliProblems, logQueryProblems, syntaxProblems } from './lib/page-checks';
import { PARSED_LANGUAGES } from './lib/parse-samples';

/**
 * Every page's code, checked without running a site: each `plinth` command line against the CLI
 * spec, each TypeScript/JavaScript sample type-checked against the Plinth client declarations, each
 * sample in another language parsed. Failures name the page, the line and what is wrong.
 */

const pages = listMdxFiles().map((file) => {
  const source = readRepoFile(file);
  return { file, source, blocks: extractCodeBlocks(source) };
});
const cli = getCliModel();
const counts = { cliLines: 0, typechecked: 0, parsed: 0, fragments: 0, unchecked: new Map<string, number>() };
/** Languages that are prose, output or config without a grammar here: shown, never executed. */
const NOT_CODE = new Set(['', 'text', 'txt', 'env', 'mermaid', 'console', 'sql', 'bash', 'sh', 'shell', 'zsh', 'diff', 'http', 'ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs']);

afterAll(() => {
  const unchecked = [...counts.unchecked].map(([lang, n]) => `${lang} ${n}`).join(', ');
  console.log(
    `Code samples: ${counts.cliLines} plinth command lines checked, ${counts.typechecked} TypeScript/JavaScript samples type-checked, ${counts.parsed} samples in other languages parsed, ${counts.fragments} marked fragment` +
      (unchecked ? `; not checkable here (no parser): ${unchecked}` : ''),
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
        if (block.flags.has('fragment')) counts.fragments++;
        else counts.parsed++;
      } else if (!NOT_CODE.has(lang)) counts.unchecked.set(lang, (counts.unchecked.get(lang) ?? 0) + 1);
    }
    const problems = await syntaxProblems(blocks);
    expect(problems.map((p) => `${file}:${p.line} (${p.lang}): ${p.message}`)).toEqual([]);
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
    counts.typechecked = withSamples.reduce((n, p) => n + p.samples.length, 0);
    // Each page against its client's declarations (the v1 reference's pages against v1's).
    const errors = [PLINTH_TYPES, PLINTH_V1_TYPES].flatMap((plinthTypes) => {
      const pages = withSamples.filter((p) => plinthTypesFor(p.page) === plinthTypes);
      return pages.length ? typecheckPages(pages, { plinthTypes }) : [];
    });
    if (errors.length) problems.push(formatErrors('', errors));
    expect(problems.join('\n')).toBe('');
  });
});
