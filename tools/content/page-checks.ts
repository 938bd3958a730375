import type { InlineCode, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { CliModel } from '../../src/cli/model';
import { blankFrontmatter } from '../../src/content/parse-frontmatter';
import type { CodeBlock } from '../sql/code-blocks';
import { checkCliLine, cliLineOfInlineCode, cliLinesOfBlock, type CliLine, type CliLineProblem } from './cli-lines';
import { PARSED_LANGUAGES, parseProblem } from './parse-samples';
export { clientCallProblems } from './client-calls';
export { logQueryProblems } from './log-queries';

/**
 * The checks of a page's code that need no database and no compiler: its `plinth` command lines,
 * the syntax of samples in languages we cannot run, and what those samples call on the Plinth
 * client (client-calls.ts). Used by the test suite over every page and by the page checks
 * (page-problems.ts) for the pages a writer is working on. That a block titled with a file name is
 * that whole file is whole-files.ts's, imported apart: its parsers (Vue, Svelte, TypeScript,
 * HTML…) take seconds to load, and most pages have no titled block.
 */

/** Every `plinth` invocation a page shows: in code blocks and in inline code. */
export function cliLinesOfPage(source: string, blocks: CodeBlock[]): CliLine[] {
  const lines = blocks.flatMap(cliLinesOfBlock);
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(blankFrontmatter(source)) as Root;
  visit(tree, 'inlineCode', (node: InlineCode) => {
    const found = cliLineOfInlineCode(node.value, node.position?.start.line ?? 0);
    if (found) lines.push(found);
  });
  return lines;
}

/** The invocations of `lines` the CLI would refuse, each with why. */
export function cliProblems(cli: CliModel, lines: CliLine[]): CliLineProblem[] {
  return lines.flatMap((line) => checkCliLine(cli, line.words, { mention: line.mention }).map((problem) => ({ ...line, problem })));
}

export interface SyntaxProblem {
  /** 1-based line in the .mdx file. */
  line: number;
  lang: string;
  message: string;
}

/** Samples in other languages (Dart, Swift, Kotlin, C#, Python, GraphQL, JSON, YAML, TOML…) that do not parse. */
export async function syntaxProblems(blocks: CodeBlock[]): Promise<SyntaxProblem[]> {
  const problems: SyntaxProblem[] = [];
  for (const block of blocks) {
    if (!PARSED_LANGUAGES.has(block.lang.toLowerCase()) || block.flags.has('fragment')) continue;
    const problem = await parseProblem(block.lang, block.code);
    if (problem) problems.push({ line: block.line + 1 + problem.line, lang: block.lang, message: problem.message });
  }
  return problems;
}
