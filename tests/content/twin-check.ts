import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Code, Link, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { AUTHORING_NAMES } from '../../src/authoring';
import { CODE_FENCE_FLAGS } from '../../src/content/page-rules';

/**
 * Whether a page's Markdown twin (what assistants read through the MCP server's get_page and
 * llms.txt) holds what its HTML shows a reader: every link, every code block, and the text of every
 * paragraph, heading, list item, table row and summary; and whether anything of how the site is
 * built (a component's name, a JSX tag, a code fence flag) reached the twin.
 *
 * Text is compared by its letters and digits only, so Markdown's own syntax (`**`, `-`, `|`,
 * escapes) and the spacing of either side do not count, and the twin may say more than the HTML
 * around a value, never less.
 */

export interface TwinProblem {
  kind: 'link' | 'code' | 'text' | 'leak';
  /** What is missing or leaked, as the HTML or the twin has it (cut short). */
  what: string;
}

/**
 * Parts of the HTML that are not content a twin can carry: controls and their labels, the chrome of
 * code blocks (language label, copy button), text only for screen readers or hidden from them,
 * live status lines, and the credential panel: its selectors and fields show the reader's own
 * values once logged in, and its twin says where those values are in the dashboard instead.
 */
function skipped(el: Element): boolean {
  if (['button', 'input', 'select', 'option', 'textarea', 'label', 'legend', 'svg', 'script', 'style', 'template', 'figcaption'].includes(el.tagName)) return true;
  const p = el.properties;
  const classes = Array.isArray(p.className) ? p.className : [];
  return p.ariaHidden === 'true' || p.role === 'status' || classes.includes('sr-only') || p.dataCredentialPanel !== undefined;
}

const letters = (text: string): string => text.replace(/[^\p{L}\p{N}]+/gu, '');
const squeeze = (text: string): string => text.replace(/\s+/g, '');
const short = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};

/** An element's text without what `skipped` leaves out. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || skipped(node)) return '';
  return node.children.map(textOf).join('');
}

/**
 * A text unit's text in the runs the twin must hold in order: it breaks at what is compared on its
 * own, and written in its own place in the twin: nested lists (their items), code blocks, tabs
 * (whose panels the twin writes one after the other under their labels) and widgets (whose twin
 * is their own Markdown).
 */
function runsOf(unit: Element): string[] {
  const runs = [''];
  const own = (node: ElementContent) => {
    if (node.type === 'text') runs[runs.length - 1] += node.value;
    if (node.type !== 'element' || skipped(node)) return;
    if (node !== unit && (['ul', 'ol', 'pre'].includes(node.tagName) || node.properties.dataTabs !== undefined || node.properties.dataIsland !== undefined)) {
      runs.push('');
      return;
    }
    node.children.forEach(own);
  };
  own(unit);
  return runs.filter((run) => letters(run));
}

const TEXT_UNITS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'tr', 'summary', 'dt', 'dd']);

/** Names that are the site's own words, never the product's: those of the vocabulary with a capital inside (SocialProviderSetup, CardGrid). */
const BUILD_NAMES = AUTHORING_NAMES.filter((name) => /^[A-Z][a-z]+[A-Z]/.test(name));

export function twinProblems(html: string, twin: string, { leaks = true }: { leaks?: boolean } = {}): TwinProblem[] {
  const page = fromHtml(html, { fragment: true }) as HastRoot;
  const tree = unified().use(remarkParse).use(remarkGfm).parse(twin) as Root;
  const urls = new Set<string>();
  const codes: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'link') urls.add((node as Link).url);
    if (node.type === 'code') codes.push(squeeze((node as Code).value));
  });
  const twinText = letters(toString(tree));
  const problems: TwinProblem[] = [];

  const walk = (node: ElementContent | HastRoot, inCode: boolean) => {
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (skipped(node)) return;
      const href = node.properties.href;
      // Links in code are the call links to the reference (rehype-code.ts): the code itself is compared.
      if (node.tagName === 'a' && typeof href === 'string' && !href.startsWith('#') && !inCode && !urls.has(href) && !twin.includes(href)) problems.push({ kind: 'link', what: href });
      if (node.tagName === 'pre') {
        const code = squeeze(textOf(node));
        if (code && !codes.some((c) => c.includes(code))) problems.push({ kind: 'code', what: short(textOf(node)) });
        return;
      }
      if (TEXT_UNITS.has(node.tagName)) {
        for (const run of runsOf(node)) if (!twinText.includes(letters(run))) problems.push({ kind: 'text', what: short(run) });
      }
    }
    for (const child of node.children) walk(child as ElementContent, inCode || (node.type === 'element' && node.tagName === 'code'));
  };
  walk(page, false);

  if (leaks) problems.push(...leaksOf(tree));
  return problems;
}

/** What of the site's build reached the twin: JSX tags and component names in its prose, flags on its code fences. */
function leaksOf(tree: Root): TwinProblem[] {
  const problems: TwinProblem[] = [];
  const names = new RegExp(`\\b(${BUILD_NAMES.join('|')})\\b`);
  visit(tree, (node: Root | RootContent) => {
    if (node.type === 'code') {
      const info = `${node.lang ?? ''} ${node.meta ?? ''}`;
      const flag = CODE_FENCE_FLAGS.find((f) => new RegExp(`(^|\\s)${f}(\\s|$)`).test(info));
      if (flag) problems.push({ kind: 'leak', what: `code fence flag "${flag}": \`\`\`${info.trim()}` });
      return 'skip';
    }
    if (node.type === 'html' && /<[A-Z]/.test(node.value)) problems.push({ kind: 'leak', what: `JSX: ${short(node.value)}` });
    if (node.type === 'text') {
      const found = names.exec(node.value) ?? /<[A-Z][A-Za-z]*[\s/>]/.exec(node.value);
      if (found) problems.push({ kind: 'leak', what: `"${found[0]}" in: ${short(node.value)}` });
    }
    return undefined;
  });
  return problems;
}
