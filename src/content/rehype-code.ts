import type { Element, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { h } from 'hastscript';
import type { ShikiTransformer } from 'shiki';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { COPY_TEXT, copyButtonAttributes } from '../lib/copy-markup';
import { site } from '../site.config';
import { parseCodeMeta } from './code-meta';
import { codeRows } from './code-rows';
import { ContentError } from '../sources/errors';
import { findPageCallLinks, linkCalls, versionsForFile, type CallLinkOptions, type CodeLink, type LibraryVersions, type LinkedBlock } from './call-links';
import { THEMES, highlighterFor, resolveLanguage, supportedLanguages } from './highlight';

/** Per line; far above any real line's time, so output never depends on the machine's load. */
const TOKENIZE_TIME_LIMIT_MS = 60_000;

/** A copy button (src/lib/copy-markup.ts): copies the text of its `[data-copy-root]`'s `[data-copy-source]` (src/enhance/copy.ts). */
export function copyButton(label: string): Element {
  return h('button', { type: 'button', className: ['copy-button'], ...copyButtonAttributes({ label }) }, h('span', { ariaLive: 'polite' }, COPY_TEXT));
}

/**
 * A highlighted code block as the site shows it everywhere (guides and references): a figure with
 * a caption (the file name or language) and a copy button, the code highlighted by Shiki with
 * light and dark colours as CSS variables. A block that shows `https://<project-ref>.plinth.co`
 * or `<anon-key>` is marked, for the credential panel to fill in the reader's own values. With
 * `calls`, the names of the client calls in it link to their reference items (call-links.ts).
 */
export async function codeFigure(
  text: string,
  lang: string,
  { label, copyLabel = 'Copy code', highlight, dataLang = lang, calls }: { label: string; copyLabel?: string; highlight?: ReadonlySet<number>; dataLang?: string; calls?: CallLinkOptions },
): Promise<Element> {
  const highlighter = await highlighterFor(lang);
  const highlightLines: ShikiTransformer = {
    line(node, line) {
      if (highlight?.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  // Shiki stops colouring a line after 500 ms by default, so a build on a loaded machine could ship
  // partly uncoloured code (seen in two builds compared page by page). The build waits instead.
  const out = highlighter.codeToHast(text, { lang, themes: THEMES, defaultColor: false, transformers: [highlightLines], tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
  const pre = out.children[0] as Element;
  // Shiki names the attribute `tabindex`; ours is `tabIndex`. Kept both, the <pre> carried it twice.
  const { tabindex: _shikiTabIndex, ...shiki } = pre.properties;
  // Its number of lines, and of rows on a phone where lines wrap: the height it is given while the
  // browser skips drawing it off screen (globals.css).
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const lineElements = code?.children.filter((child): child is Element => child.type === 'element') ?? [];
  const lines = lineElements.length || 1;
  const rows = Math.max(lines, codeRows(lineElements.map((line) => toString(line))));
  if (code && calls) await linkCalls(code, text, lang, calls);
  pre.properties = { ...shiki, style: `${String(shiki.style ?? '')};--lines:${lines};--rows:${rows}`, dataLang, tabIndex: 0, dataCopySource: '' };
  // The copy button works through the delegated enhancer (src/enhance/): no script per block.
  return h(
    'figure',
    { className: ['code-block', 'not-prose', 'my-5', 'overflow-hidden', 'rounded-lg', 'border', 'border-[var(--border)]'], dataCopyRoot: '', dataCredentials: text.includes(site.projectUrlPlaceholder) || text.includes(site.anonKeyPlaceholder) ? 'true' : undefined },
    h(
      'figcaption',
      // The label and the button are chrome, not text of the page: search leaves them out.
      { className: ['flex', 'items-center', 'justify-between', 'gap-2', 'border-b', 'border-[var(--border)]', 'bg-[var(--bg-soft)]', 'px-3', 'py-1.5', 'text-xs'], dataPagefindIgnore: '' },
      h('span', { className: ['truncate', 'font-mono', 'text-[var(--fg-muted)]'] }, label),
      copyButton(copyLabel),
    ),
    pre,
  );
}

/**
 * Highlights every fenced code block at build time (codeFigure), with its title or language as
 * caption, the `{1,3-5}` lines highlighted and its client calls linked to the reference.
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
    // A v1 reference's pages link their calls to v1's items; every other page to the current
    // versions; a block flagged with a version (```dart v1) to that version's.
    const versions = versionsForFile(file.path);
    const read = blocks.map(({ code, pre }) => {
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const requested = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const lang = resolveLanguage(requested);
      if (!lang) {
        throw new ContentError(file.path, `unknown code block language "${requested}"; use one of: ${supportedLanguages().join(', ')}`, pre.position?.start.line);
      }
      const text = textOf(code).replace(/\n$/, '');
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta, text.split('\n').length);
      return { requested, lang, text, meta };
    });
    // The page's blocks are read together: a client one block makes is the one the next calls.
    const links = await pageLinksOf(
      read.map(({ lang, text, meta }) => ({ code: text, fence: lang, version: meta.version })),
      versions,
    );
    for (const [i, { parent, index }] of blocks.entries()) {
      const { requested, lang, text, meta } = read[i]!;
      const label = meta.title ?? `${requested || 'text'}${meta.version ? ` ${meta.version}` : ''}`;
      const options = { label, copyLabel: meta.title ? `Copy ${meta.title}` : 'Copy code', highlight: meta.highlight, dataLang: requested || 'text', calls: { links: links[i] } };
      parent.children[index] = await figureOf(text, lang, options);
    }
  };
}

/**
 * Under `next dev`, the figures of the code blocks a writer did not touch are kept between saves
 * (highlighting and call links are most of a page's compile time), so a prose edit re-renders
 * prose only. A build compiles each page once and keeps nothing.
 */
const figures = new Map<string, Element>();
const MAX_FIGURES = 5_000;

/** Under `next dev`, a page's call links while none of its blocks changed (reading them parses every block). */
const pageLinks = new Map<string, CodeLink[][]>();

async function pageLinksOf(blocks: LinkedBlock[], versions: LibraryVersions): Promise<CodeLink[][]> {
  if (process.env.NODE_ENV === 'production') return findPageCallLinks(blocks, { versions });
  const key = JSON.stringify([blocks, versions]);
  let links = pageLinks.get(key);
  if (!links) {
    links = await findPageCallLinks(blocks, { versions });
    if (pageLinks.size >= MAX_FIGURES) pageLinks.delete(pageLinks.keys().next().value!);
    pageLinks.set(key, links);
  }
  return links;
}

async function figureOf(text: string, lang: string, options: Parameters<typeof codeFigure>[2]): Promise<Element> {
  if (process.env.NODE_ENV === 'production') return codeFigure(text, lang, options);
  const key = JSON.stringify([text, lang, options.label, options.copyLabel, [...(options.highlight ?? [])], options.dataLang, options.calls]);
  let figure = figures.get(key);
  if (!figure) {
    figure = await codeFigure(text, lang, options);
    if (figures.size >= MAX_FIGURES) figures.delete(figures.keys().next().value!);
    figures.set(key, figure);
  }
  // Later steps of the pipeline may change the tree: each page gets a copy.
  return structuredClone(figure);
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? (child as Text).value : child.type === 'element' ? textOf(child) : '')).join('');
}
