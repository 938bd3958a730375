import type { Program } from 'estree';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { Root } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Handler, State } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { renderComponent, knownComponentNames } from '../authoring';
import { RenderState, type Props } from '../authoring/kit/component';
import { combineProblems, ContentError, remarkThrowProblems } from '../sources/errors';
import type { Frontmatter } from './frontmatter';
import { checkTreeDepth } from '../sources/limits';
import { splitFrontmatter } from './parse-frontmatter';
import { rehypeCode } from './rehype-code';
import { rehypeHeadingAnchors } from './rehype-headings';
import { rehypeImages } from './rehype-images';
import { rehypePanelProps } from './rehype-panel';
import { remarkHeadings, type TocEntry } from './remark-headings';
import { remarkMermaid } from './remark-mermaid';
import { jsxProps, literalOf, remarkValidate } from './remark-validate';
import { hastUrlViolations } from '../sources/url-rule';

/** A page's content as the site serves it: static HTML (islands are placeholders in it) and its headings. */
export interface CompiledMdx {
  html: string;
  toc: TocEntry[];
}

export interface CompiledPage extends CompiledMdx {
  frontmatter: Frontmatter;
}

/**
 * Compiles one page: validates its frontmatter and everything in it (components and their props,
 * expressions, HTML, code fences; see remark-validate.ts), gives headings their anchors, highlights
 * code, and renders it to static HTML. Problems throw a ContentError (ContentErrors for several)
 * naming file and line.
 */
export async function compilePage(file: string, source: string, knownComponents: ReadonlySet<string> = knownComponentNames): Promise<CompiledPage> {
  const { frontmatter, body } = splitFrontmatter(file, source);
  return { frontmatter, ...(await compileMdx(file, body, knownComponents)) };
}

/**
 * The expensive half of compilePage (MDX, Shiki), whose result the content cache keeps between
 * builds. Takes the body splitFrontmatter returns, so line numbers in errors stay true.
 *
 * The page is never turned into JavaScript: MDX is parsed, checked, and rendered to HTML directly,
 * components by their definitions (src/authoring/). Nothing in a page runs at build time.
 */
export async function compileMdx(file: string, body: string, knownComponents: ReadonlySet<string> = knownComponentNames): Promise<CompiledMdx> {
  const vfile = new VFile({ path: file, value: body });
  const state = new RenderState();
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkMermaid)
    .use(remarkValidate, { known: knownComponents })
    .use(remarkHeadings)
    .use(remarkThrowProblems)
    .use(remarkRehype, { handlers: mdxHandlers(state, file) })
    .use(rehypeCode)
    .use(rehypePanelProps)
    .use(rehypeHeadingAnchors)
    .use(rehypeImages);
  let tree: Root;
  try {
    tree = processor.parse(vfile);
  } catch (error) {
    throw syntaxError(file, error);
  }
  checkTreeDepth(file, tree);
  const hast = (await processor.run(tree, vfile)) as HastRoot;
  checkUrls(file, hast);
  return { html: toHtml(hast), toc: vfile.data.toc ?? [] };
}

/**
 * The URL rule (url-rule.ts) on the finished HTML, whatever made it: remark-validate already
 * refused what the page wrote, with its line; this also holds for what a component's builder
 * makes of its props.
 */
function checkUrls(file: string, hast: HastRoot): void {
  const problems = hastUrlViolations(hast).map((v) => new ContentError(file, `${v.attribute}: ${v.problem}`, v.line, v.column));
  if (problems.length) throw combineProblems(problems);
}

/** MDX syntax errors carry a position; keep it in the message. */
function syntaxError(file: string, error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const e = error as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  // Some parser messages carry their position only in the text: "… (7:1-7:7)".
  const fromText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (fromText ? Number(fromText[1]) : undefined);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (fromText ? Number(fromText[2]) : undefined);
  return new ContentError(file, `MDX syntax error: ${e.reason ?? e.message}`, line, column);
}

/** How MDX's own nodes become HTML: components by their builders, HTML elements as they are, literal expressions as text. */
function mdxHandlers(state: RenderState, file: string): Record<string, Handler> {
  const element = (hState: State, node: MdxJsxFlowElement | MdxJsxTextElement): ElementContent | ElementContent[] | undefined => {
    const children = hState.all(node);
    if (!node.name) return children;
    const props = jsxProps(node);
    if (/^[a-z]/.test(node.name)) {
      const { className, ...rest } = props as Props & { className?: string };
      const result = h(node.name, { ...(rest as Record<string, string>), className: className ?? (rest as { class?: string }).class }, children) as Element;
      hState.patch(node, result);
      return result;
    }
    const rendered = renderComponent(node.name, props, children, state);
    if (!rendered) throw new ContentError(file, `unknown component <${node.name}>`, node.position?.start.line, node.position?.start.column);
    // What the builder made gets the component's position, so a later check can name its line.
    if (!Array.isArray(rendered) && rendered.type === 'element') hState.patch(node, rendered);
    return rendered;
  };
  const expression = (_hState: State, node: MdxFlowExpression | MdxTextExpression): ElementContent | undefined => {
    // A comment has no statement, so no value; a literal ({'{'}) is its text.
    const value = literalOf((node.data as { estree?: Program } | undefined)?.estree);
    return value === null || value === undefined ? undefined : { type: 'text', value: String(value) };
  };
  return {
    mdxJsxFlowElement: element as Handler,
    mdxJsxTextElement: element as Handler,
    mdxFlowExpression: expression as Handler,
    mdxTextExpression: expression as Handler,
    mdxjsEsm: () => undefined,
  };
}
