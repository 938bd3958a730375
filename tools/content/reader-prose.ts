import type { Heading, Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { blankFrontmatter } from '../../src/content/parse-frontmatter';

/**
 * What a reader page may not say: how the site is built and checked. A reader wants to know what
 * to run and where; that a block is flagged `fragment`, that the docs run their SQL on a test
 * database, or that the site cannot highlight a language is the pipeline's business and belongs on
 * /contributing. Also: sections with nothing in them, which still show in "On this page".
 *
 * Each rule is a phrase that only talks about the site, never about the product (URL fragments,
 * GraphQL fragments, index builds and the reader's own tests are all left alone).
 */

export interface ProseProblem {
  /** 1-based line in the .mdx file. */
  line: number;
  message: string;
}

interface SiteTalkRule {
  pattern: RegExp;
  why: string;
}

const SITE_TALK: SiteTalkRule[] = [
  { pattern: /\b(?:shown|marked|flagged|kept|left) as (?:a )?fragments?\b/i, why: 'says how the page flags a code block ("fragment")' },
  { pattern: /\b(?:is|are) (?:a )?fragments? (?:here |on this page )?because\b/i, why: 'explains why a code block is flagged "fragment"' },
  { pattern: /\b(?:the docs'?|these docs'?|this page's|the site's) test database\b|\btest database (?:that )?(?:these|the) docs\b|\bthe docs (?:are )?test(?:ed)? against\b|\b(?:these|the) docs run (?:their|its) (?:examples|samples|code|SQL)\b/i, why: 'talks about the database the docs test their SQL on' },
  { pattern: /\btest database (?:has no|cannot|does not|doesn't)\b/i, why: 'talks about the database the docs test their SQL on' },
  { pattern: /\b(?:shown|listed) without (?:being )?(?:running|run|executed|execution)\b|\b(?:not|never) (?:being )?executed here\b|\bwithout (?:being )?executed here\b|\bwithout running here\b/i, why: 'says whether the docs execute a block' },
  { pattern: /\b(?:no|without) (?:syntax )?highlighting (?:on|in) (?:this|the) (?:site|docs|page)\b|\bhighlighting on this site\b|\b(?:shown|rendered) as plain text because\b/i, why: "talks about the site's syntax highlighting" },
  { pattern: /\b(?:type-?checked|parsed|executed|run|verified|checked|tested) (?:by|on|in|against) (?:the|this|our|these) (?:site|docs|build|test suite|tests|test database)\b|\bour (?:test suite|test database|tests|build)\b|\bthe checks on this page\b|\btypes are not installed in (?:these|the) docs\b/i, why: 'talks about the checks the site runs on its samples' },
  { pattern: /\bcheck-pages\b|\bPGlite\b|\bvitest\b|\bextra-calls\.yaml\b|\bMarkdown twin\b/i, why: "names the site's build or test tooling" },
];

/** The prose of a node: its text, with inline code kept (a sentence reads on through it). */
function proseOf(node: Nodes): string {
  return toString(node, { includeImageAlt: false }).replace(/\s+/g, ' ');
}

/** The string attributes of a component (`title="…"`), which readers read as text too. */
function attributeText(node: MdxJsxFlowElement | MdxJsxTextElement): string {
  return node.attributes
    .map((a) => (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? a.value : ''))
    .filter(Boolean)
    .join(' ');
}

const PROSE_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/** Site talk in the page's prose: paragraphs, headings, table cells and component attributes; never code. */
function siteTalkProblems(tree: Root): ProseProblem[] {
  const problems: ProseProblem[] = [];
  const check = (text: string, line: number) => {
    for (const rule of SITE_TALK) {
      const m = rule.pattern.exec(text);
      if (m) problems.push({ line, message: `${rule.why}: "${m[0]}" (reader pages talk about the product; the site's build and checks belong on /contributing)` });
    }
  };
  const walk = (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code' || node.type === 'inlineCode') return;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') check(attributeText(node), line);
    if (PROSE_BLOCKS.has(node.type)) {
      check(proseOf(node), line);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return problems;
}

/**
 * The page's blocks in reading order: each heading, and each piece of content a reader sees
 * (a paragraph, list, table, code block, a component without children such as a widget). The
 * children of a component with children (Tabs, Steps, Admonition) are read in its place.
 */
type Block = { kind: 'heading'; depth: number; text: string; line: number } | { kind: 'content' };

function blocksOf(tree: Root): Block[] {
  const out: Block[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      out.push({ kind: 'heading', depth: (node as Heading).depth, text: proseOf(node), line: node.position?.start.line ?? 0 });
      return;
    }
    // Comments and expressions show nothing; frontmatter and imports neither.
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxjsEsm' || node.type === 'yaml') return;
    if (node.type === 'mdxJsxFlowElement' && node.children.length) {
      for (const child of node.children) walk(child as Nodes);
      // A component whose children are all headings or invisible still shows itself (a Card's frame, a Tab's label).
      out.push({ kind: 'content' });
      return;
    }
    if (node.type === 'root') {
      for (const child of node.children) walk(child as Nodes);
      return;
    }
    if (node.type === 'paragraph' && !proseOf(node).trim() && !node.children.some((c) => c.type !== 'text')) return;
    out.push({ kind: 'content' });
  };
  walk(tree);
  return out;
}

/** Headings with nothing under them: followed directly by a heading of the same or a higher level, or by the end of the page. */
function emptySectionProblems(tree: Root): ProseProblem[] {
  const blocks = blocksOf(tree);
  const problems: ProseProblem[] = [];
  blocks.forEach((block, i) => {
    if (block.kind !== 'heading') return;
    const next = blocks[i + 1];
    if (next && (next.kind === 'content' || next.depth > block.depth)) return;
    const after = next ? `is followed directly by the ${'#'.repeat(next.kind === 'heading' ? next.depth : 0)} heading "${next.kind === 'heading' ? next.text : ''}"` : 'ends the page';
    problems.push({ line: block.line, message: `empty section: the ${'#'.repeat(block.depth)} heading "${block.text}" ${after}; give it content or remove it (it shows in "On this page")` });
  });
  return problems;
}

/** Every sentence of a reader page about the site itself, and every empty section, with its line. */
export function readerProseProblems(source: string): ProseProblem[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(blankFrontmatter(source)) as Root;
  return [...siteTalkProblems(tree), ...emptySectionProblems(tree)].sort((a, b) => a.line - b.line);
}

/** Reader pages: every guide and reference start page; /contributing is the one page about the site. */
export const isReaderPage = (file: string) => /^content\/(guides|reference)\//.test(file);
