import { escapeHtml } from './html';

/**
 * Static HTML slots: the way a page's content is shipped once. A page renders an empty
 * `<div data-slot="id">` (so React's page data carries no content), and the post-build step writes
 * the content into the exported HTML file. React never walks a slot's children: it leaves what is
 * in the HTML alone when it hydrates, and on a client-side navigation ContentSlot fetches the
 * target page's HTML and takes its slot from there (src/components/shell/ContentSlot.tsx).
 *
 * One injector for every kind of page: guides, reference pages and their sections.
 */

/** The attribute that names a slot; its value is unique within a page. */
export const SLOT_ATTRIBUTE = 'data-slot';
/** The slot every page's section sidebar is written into (builder/postbuild.ts renders `Sidebar` for each page's route). */
export const SIDEBAR_SLOT = 'sidebar';
/** Set on a slot once filled, so filling an already-filled page again changes nothing. */
export const FILLED_ATTRIBUTE = 'data-slot-filled';

const slotPattern = (id: string) => new RegExp(`(<div\\b[^>]*\\b${SLOT_ATTRIBUTE}="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}")([^>]*>)`, 'g');

/** Where slot `id`'s opening tag is in a page. Throws unless the page has exactly one. */
export function findSlot(html: string, id: string, page = 'page'): { start: number; openEnd: number; filled: boolean; open: RegExpExecArray } {
  const matches = [...html.matchAll(slotPattern(id))];
  if (matches.length !== 1) throw new Error(`${page}: expected one slot ${SLOT_ATTRIBUTE}="${escapeHtml(id)}", found ${matches.length}`);
  const open = matches[0]!;
  return { start: open.index, openEnd: open.index + open[0].length, filled: open[0].includes(FILLED_ATTRIBUTE), open };
}

/**
 * Writes each slot's content into a page. Throws when a slot the contents name is missing or is
 * there twice, so a changed page fails the build instead of shipping without its content. Running
 * it again on its own output is a no-op. (The build's fast path replaces a filled slot's content
 * with refillSlot, builder/slot-refill.ts.)
 */
export function fillSlots(html: string, contents: ReadonlyMap<string, string>, page = 'page'): string {
  let out = html;
  for (const [id, content] of contents) {
    const { start, openEnd, filled, open } = findSlot(out, id, page);
    if (filled) continue;
    if (!out.startsWith('</div>', openEnd)) throw new Error(`${page}: slot ${SLOT_ATTRIBUTE}="${escapeHtml(id)}" is not empty in the exported page`);
    out = `${out.slice(0, start)}${open[1]} ${FILLED_ATTRIBUTE}=""${open[2]}${content}${out.slice(openEnd)}`;
  }
  return out;
}
