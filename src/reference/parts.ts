import { escapeHtml } from '../lib/html';

/**
 * A long reference page in parts. The JavaScript v2 page is 1.9 MB of HTML and the Management API's
 * 3.9 MB: parsing, styling and laying out that much at load blocks the main thread for most of a
 * second on a phone (Lighthouse TBT 666 ms for JavaScript v2, with no script running). So a long
 * page carries its first items in full and, after them, each later item as a stub (its anchor, its
 * title and a link to its own page) inside a placeholder that names the file holding the full
 * items. The enhancer (src/enhance/ref-parts.ts) swaps a placeholder for its part as the reader
 * nears it, or at once when the address points into it. Without scripts the stubs still lead to
 * every item's complete page.
 *
 * Parts never cross a section (a section's h2 and slot stay in the page) and always end on an
 * item. Only references whose items have their own pages are split: the self-hosting pages are
 * small and their filter box reads every variable.
 */

/** Bytes of item HTML a long page carries in full before its items become stubs. */
export const INLINE_BUDGET = 150_000;
/** At most this many bytes of item HTML per part (an item larger than it is a part of its own). */
export const PART_BUDGET = 100_000;
/** Where the parts of the exported site live: outside every page's route, and not pages themselves. */
export const PARTS_DIR = '_parts';

/** The address of part `n` of the long page at `page`. */
export const partUrl = (page: string, n: number): string => `/${PARTS_DIR}${page}/${n}.html`;

export interface RenderedItem {
  id: string;
  title: string;
  html: string;
}

export interface RenderedSection {
  id: string;
  /** HTML under the section's heading, before its items (its description); always in the page. */
  intro: string;
  items: RenderedItem[];
}

export interface SplitReference {
  /** Each section's slot content, by section id: full items, then placeholders. */
  slots: Map<string, string>;
  /** Each part's HTML (its items in full), in page order; part n is served at partUrl(page, n). */
  parts: string[];
}

/** What stands for an item until its part is loaded: the anchor, the title and the way to the full item. */
function stubHtml(item: RenderedItem, href: string | undefined): string {
  const title = escapeHtml(item.title);
  const id = escapeHtml(item.id);
  const link = href ? `<p><a href="${escapeHtml(href)}">${title}: parameters and examples</a></p>` : '';
  return `<section id="${id}" data-ref-item="${id}" class="ref-item ref-stub" aria-labelledby="${id}-title"><h3 id="${id}-title" class="ref-title">${title}</h3>${link}</section>`;
}

function placeholderHtml(page: string, n: number, items: RenderedItem[], itemPage: ((id: string) => string) | undefined): string {
  return `<div data-ref-part="${escapeHtml(partUrl(page, n))}" class="ref-part space-y-10">${items.map((item) => stubHtml(item, itemPage?.(item.id))).join('')}</div>`;
}

/**
 * Splits a long page's sections: items are written in full until `inline` bytes have been used
 * (the first item always is), then grouped into parts of at most `part` bytes each. A page whose
 * items have no pages of their own (`itemPage` undefined) is never split.
 */
export function splitReference(
  page: string,
  sections: readonly RenderedSection[],
  itemPage: ((id: string) => string) | undefined,
  { inline = INLINE_BUDGET, part = PART_BUDGET }: { inline?: number; part?: number } = {},
): SplitReference {
  const slots = new Map<string, string>();
  const parts: string[] = [];
  let used = 0;
  let splitting = false;
  for (const section of sections) {
    let slot = section.intro;
    let pending: RenderedItem[] = [];
    let pendingBytes = 0;
    const flush = () => {
      if (!pending.length) return;
      slot += placeholderHtml(page, parts.length, pending, itemPage);
      parts.push(pending.map((item) => item.html).join(''));
      pending = [];
      pendingBytes = 0;
    };
    for (const item of section.items) {
      splitting ||= itemPage !== undefined && used > 0 && used + item.html.length > inline;
      if (!splitting) {
        slot += item.html;
        used += item.html.length;
        continue;
      }
      if (pending.length && pendingBytes + item.html.length > part) flush();
      pending.push(item);
      pendingBytes += item.html.length;
    }
    flush();
    slots.set(section.id, slot);
  }
  return { slots, parts };
}

/**
 * The item an anchor belongs to, among `itemIds`: the item itself, or the longest item id it starts
 * with followed by `-` (a parameter's `<item>-param-<name>`, a flag's `<command>-flag-<flag>`).
 * Undefined when no item claims it. The enhancer uses this rule to load the one part an address
 * points into; `partsOwnTheirAnchors` checks at build time that it holds for every part.
 */
export function itemOfAnchor(anchor: string, itemIds: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const id of itemIds) {
    if ((anchor === id || anchor.startsWith(`${id}-`)) && (!best || id.length > best.length)) best = id;
  }
  return best;
}

/**
 * The ids of a part that the rule of `itemOfAnchor` would send to the wrong item (so an address
 * pointing at them would load the wrong part first). Empty for every reference we build; the
 * enhancer still falls back to loading every part when an anchor is not found.
 */
export function misplacedAnchors(parts: readonly string[], allItemIds: readonly string[]): string[] {
  const wrong: string[] = [];
  const partItems = parts.map((html) => new Set([...html.matchAll(/\bdata-ref-item="([^"]+)"/g)].map((m) => m[1]!)));
  for (const [n, html] of parts.entries()) {
    for (const match of html.matchAll(/\sid="([^"]+)"/g)) {
      const owner = itemOfAnchor(match[1]!, allItemIds);
      if (!owner || !partItems[n]!.has(owner)) wrong.push(match[1]!);
    }
  }
  return wrong;
}
