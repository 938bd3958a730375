import { compile } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { knownComponentNames } from './components';
import { ContentError, remarkThrowProblems } from './errors';
import { splitFrontmatter } from './parse-frontmatter';
import type { Frontmatter } from './frontmatter';
import { rehypeCode } from './rehype-code';
import { remarkHeadings, type TocEntry } from './remark-headings';
import { remarkMermaid } from './remark-mermaid';
import { remarkValidate } from './remark-validate';
import { runCompiled } from './run-compiled';

export interface CompiledPage {
  frontmatter: Frontmatter;
  toc: TocEntry[];
  Content: MDXContent;
}

/** A compiled page in a form that can be stored: the MDX program as a function body, and its headings. */
export interface CompiledMdx {
  code: string;
  toc: TocEntry[];
}

/**
 * Compiles one MDX page: validates its frontmatter and everything in it (components and their
 * props, expressions, HTML, code fences; see remark-validate.ts), gives headings their anchors,
 * highlights code. Problems throw a ContentError (ContentErrors for several) naming file and line.
 */
export async function compilePage(file: string, source: string, knownComponents: ReadonlySet<string> = knownComponentNames): Promise<CompiledPage> {
  const { frontmatter, body } = splitFrontmatter(file, source);
  const { code, toc } = await compileMdx(file, body, knownComponents);
  return { frontmatter, toc, Content: await runCompiled(code) };
}

/**
 * The expensive half of compilePage (MDX, Shiki), whose result the content cache keeps between
 * builds. Takes the body splitFrontmatter returns, so line numbers in errors stay true.
 */
export async function compileMdx(file: string, body: string, knownComponents: ReadonlySet<string> = knownComponentNames): Promise<CompiledMdx> {
  const vfile = new VFile({ path: file, value: body });
  let code: string;
  try {
    const compiled = await compile(vfile, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkGfm, remarkMermaid, [remarkValidate, { known: knownComponents }], remarkHeadings, remarkThrowProblems],
      rehypePlugins: [rehypeCode],
    });
    code = String(compiled);
  } catch (error) {
    if (error instanceof ContentError) throw error;
    // MDX syntax errors carry a position; keep it in the message.
    const e = error as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    // Some parser messages carry their position only in the text: "… (7:1-7:7)".
    const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
    const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (fromText ? Number(fromText[1]) : undefined);
    const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (fromText ? Number(fromText[2]) : undefined);
    throw new ContentError(file, `MDX syntax error: ${e.reason ?? e.message}`, line, column);
  }
  return { code, toc: vfile.data.toc ?? [] };
}
