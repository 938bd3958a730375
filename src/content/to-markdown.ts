import type { BlockContent, Code, Heading, Paragraph, Root, RootContent, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { LOG_SOURCES } from '../reference/logs';
import { markdownText } from '../lib/markdown-text';
import { parseCodeMeta } from './code-meta';
import { parseCustomAnchor } from './slug';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const text = (value: string): Text => ({ type: 'text', value });

/** The value of a literal expression (`{"a"}`, `{3}`), or undefined for a comment or anything else. */
function literalOf(node: RootContent): string | undefined {
  const statement = (node as { data?: { estree?: { body?: { type: string; expression?: { type: string; value?: unknown } }[] } } }).data?.estree?.body?.[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return expression?.type === 'Literal' && expression.value !== null && expression.value !== undefined ? String(expression.value) : undefined;
}
const strong = (value: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'strong', children: [text(value)] }] });
const attr = (node: Jsx, name: string): string | undefined => {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** What an interactive widget becomes in plain Markdown: a pointer to the web page. */
const WIDGET_NOTES: Record<string, string> = {
  ProjectCredentials: 'Your project URL and anon key are in the dashboard under Project Settings → API.',
  ProjectUrl: 'Your project URL is in the dashboard under Project Settings → API.',
  AnonKey: 'Your anon key is in the dashboard under Project Settings → API.',
};

/**
 * Turns a guide's MDX into plain Markdown for its `.md` twin and for AI tools: components become
 * their Markdown equivalents (admonitions → quotes, tabs and steps → labelled sections, cards →
 * links), widgets become a sentence, custom anchor markers are removed.
 */
export function mdxToMarkdown(body: string, title: string, description: string, route: string): string {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body) as Root;
  let stepNumber = 0;
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
        switch (jsx.name) {
          case 'Admonition': {
            const label = attr(jsx, 'title') ?? (attr(jsx, 'type') ?? 'note').replace(/^./, (c) => c.toUpperCase());
            return [{ type: 'blockquote', children: [strong(label), ...(children as BlockContent[])] }];
          }
          case 'Tab':
          case 'Accordion':
            return [strong(attr(jsx, 'label') ?? attr(jsx, 'title') ?? ''), ...children];
          case 'Step':
            stepNumber += 1;
            return [strong(`Step ${stepNumber}: ${attr(jsx, 'title') ?? ''}`), ...children];
          case 'Steps':
            stepNumber = 0;
            return convert(jsx.children as RootContent[]);
          case 'Card': {
            const href = attr(jsx, 'href') ?? '';
            return [{ type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: href, children: [text(attr(jsx, 'title') ?? href)] }] }, ...(children as BlockContent[])] }] }];
          }
          case 'Mermaid':
            return [{ type: 'code', lang: 'mermaid', value: attr(jsx, 'chart') ?? '' } as Code];
          case 'Tabs':
          case 'CardGrid':
            return children;
          case 'LogSchema': {
            const source = LOG_SOURCES.find((s) => s.id === attr(jsx, 'source'));
            if (!source) return [];
            const row = (cells: string[]) => ({ type: 'tableRow' as const, children: cells.map((c) => ({ type: 'tableCell' as const, children: [{ type: 'inlineCode' as const, value: c }] })) });
            return [strong(`${source.name} (${source.table})`), { type: 'table', align: [null, null], children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [text('Field')] }, { type: 'tableCell', children: [text('Type')] }] }, ...source.fields.map((f) => row([f.path, f.type]))] }];
          }
          default: {
            const note = WIDGET_NOTES[jsx.name ?? ''] ?? `This part of the page is interactive (${jsx.name}); open the web version to use it.`;
            return [{ type: 'paragraph', children: [{ type: 'emphasis', children: [text(note)] }] }];
          }
        }
      }
      if ('children' in node && Array.isArray(node.children)) (node as { children: RootContent[] }).children = convert(node.children as RootContent[]);
      return [node];
    });
  tree.children = convert(tree.children);
  const markdown = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true }).stringify(tree);
  return `# ${markdownText(title)}\n\n> ${markdownText(description)}\n\nSource: ${route}\n\n${markdown}`;
}
