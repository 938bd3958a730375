import type { Code, Heading, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { componentMarkdown } from '../authoring';
import { markdownText } from '../lib/markdown-text';
import { parseCodeMeta } from './code-meta';
import { jsxProps } from './remark-validate';
import { parseCustomAnchor } from './slug';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const text = (value: string): Text => ({ type: 'text', value });

/** The value of a literal expression (`{"a"}`, `{3}`), or undefined for a comment or anything else. */
function literalOf(node: RootContent): string | undefined {
  const statement = (node as { data?: { estree?: { body?: { type: string; expression?: { type: string; value?: unknown } }[] } } }).data?.estree?.body?.[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return expression?.type === 'Literal' && expression.value !== null && expression.value !== undefined ? String(expression.value) : undefined;
}

/**
 * Turns a guide's MDX into plain Markdown for its `.md` twin and for AI tools. Each component
 * becomes the Markdown its definition writes (src/authoring/<Name>/): admonitions quotes, tabs
 * their content under each label, steps a numbered list, cards links, and every widget its
 * content (setup steps, the providers, the limits, where the credentials are, what a generator
 * does). Custom anchor markers and code fence flags are left out: nothing of how the site is
 * built reaches the twin.
 */
export function mdxToMarkdown(body: string, title: string, description: string, route: string): string {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body) as Root;
  const convert = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type === 'mdxjsEsm') return [];
      // A page's expressions are literals or comments (remark-validate.ts): `{"a"}` reads "a".
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const value = literalOf(node);
        if (value === undefined) return [];
        return node.type === 'mdxTextExpression' ? [text(value)] : [{ type: 'paragraph', children: [text(value)] }];
      }
      if (node.type === 'heading') {
        const last = (node as Heading).children.at(-1);
        if (last?.type === 'text') last.value = parseCustomAnchor(last.value).text;
        (node as Heading).children = convert((node as Heading).children as RootContent[]) as Heading['children'];
        return [node];
      }
      if (node.type === 'code') {
        // Only the file a block is: its flags (`fragment`, line ranges) are for the build.
        const title = parseCodeMeta((node as Code).meta).title;
        (node as Code).meta = title ? `title="${title}"` : null;
        return [node];
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as Jsx;
        const children = convert(jsx.children as RootContent[]);
        // An HTML element keeps its content; a component becomes its own Markdown (src/authoring/).
        if (!jsx.name || /^[a-z]/.test(jsx.name)) return children;
        const markdown = componentMarkdown(jsx.name, jsxProps(jsx), children);
        if (!markdown) throw new Error(`unknown component <${jsx.name}>`);
        return markdown;
      }
      if ('children' in node && Array.isArray(node.children)) (node as { children: RootContent[] }).children = convert(node.children as RootContent[]);
      return [node];
    });
  tree.children = convert(tree.children);
  const markdown = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true }).stringify(tree);
  return `# ${markdownText(title)}\n\n> ${markdownText(description)}\n\nSource: ${route}\n\n${markdown}`;
}
