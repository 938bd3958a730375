import type { Element, ElementContent, Root, Text } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ShikiTransformer } from 'shiki';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { site } from '../site.config';
import { parseCodeMeta } from './code-meta';
import { ContentError } from './errors';
import { THEMES, highlighterFor, resolveLanguage, supportedLanguages } from './highlight';

/**
 * Highlights every fenced code block at build time with Shiki (light and dark colours as CSS
 * variables, so the theme switch needs no JavaScript) and annotates the `<pre>` with its title,
 * language and whether it shows credentials the panel can fill in. The `<pre>` keeps its code as
 * an HTML string in `data-code-html`, for CodeBlock to render.
 */
export function rehypeCode() {
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; code: Element; parent: { children: unknown[] }; index: number }[] = [];
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      blocks.push({ pre: node, code, parent, index });
    });
    if (!blocks.length) return;
    for (const { code, parent, index, pre } of blocks) {
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const requested = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const lang = resolveLanguage(requested);
      if (!lang) {
        throw new ContentError(file.path, `unknown code block language "${requested}"; use one of: ${supportedLanguages().join(', ')}`, pre.position?.start.line);
      }
      const highlighter = await highlighterFor(lang);
      const text = textOf(code).replace(/\n$/, '');
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta, text.split('\n').length);
      const highlightLines: ShikiTransformer = {
        line(node, line) {
          if (meta.highlight.has(line)) this.addClassToHast(node, 'highlighted');
        },
      };
      const out = highlighter.codeToHast(text, { lang, themes: THEMES, defaultColor: false, transformers: [highlightLines] });
      const highlighted = out.children[0] as Element;
      highlighted.properties = {
        ...highlighted.properties,
        dataLang: requested || 'text',
        dataTitle: meta.title,
        dataCredentials: text.includes(site.projectUrlPlaceholder) || text.includes(site.anonKeyPlaceholder) ? 'true' : undefined,
        tabIndex: 0,
        // The highlighted lines travel as one HTML string that CodeBlock puts inside its <pre>: as
        // React elements, every token would be rendered and serialized into the page's RSC data
        // one by one, which made code most of a guide's build time and page weight.
        dataCodeHtml: toHtml(highlighted.children),
      };
      highlighted.children = [];
      parent.children[index] = highlighted as ElementContent;
    }
  };
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? (child as Text).value : child.type === 'element' ? textOf(child) : '')).join('');
}
