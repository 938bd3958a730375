import type { ElementContent, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * Markdown a component takes from a source (the error catalogue's causes and fixes), for its HTML
 * and for its part of the page's twin. Raw HTML in the source is dropped, never passed through; the
 * page's URL rule checks the links of the finished HTML (src/content/compile.ts).
 */

const parser = unified().use(remarkParse).use(remarkGfm);
const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: false });

/** Markdown as the twin's blocks. */
export const proseMarkdown = (source: string): RootContent[] => (parser.parse(source) as Root).children;

/** Markdown as HTML blocks. */
export function proseHtml(source: string): ElementContent[] {
  const tree = toHast.runSync(toHast.parse(source)) as HastRoot;
  return tree.children.filter((c): c is ElementContent => c.type !== 'doctype' && !(c.type === 'text' && !c.value.trim()));
}

/** Markdown of one paragraph as inline HTML, to sit in a sentence of the component's own. */
export function proseInline(source: string): ElementContent[] {
  return proseHtml(source).flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c]));
}

/** Markdown of one paragraph as the twin's inline content. */
export function proseInlineMarkdown(source: string): RootContent[] {
  return proseMarkdown(source).flatMap((c) => (c.type === 'paragraph' ? c.children : [c]));
}
