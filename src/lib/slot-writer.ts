/**
 * Writing a page's content into its slot after a client-side navigation, first screen first.
 *
 * Most of a navigation is the browser laying out the new page (style and layout of every block of
 * a long guide, forced at once by the router's scroll check), and the reader sees only its first
 * screen. So the writer appends the slot's top-level blocks a few at a time, measuring after each
 * batch how far the content reaches, until it reaches past the bottom of the viewport; the rest is
 * written one frame later, after the first screen has been painted. A slot that starts below the
 * viewport (a reference page's later sections) gets its first batch now and the rest then.
 *
 * Everything is written at once when the reader is going to a place further down the page: an
 * address with a fragment (its target must exist when the router scrolls to it), or a step back
 * or forward in history (the browser restores the scroll position then); when the page is not
 * visible (no frame will be painted to wait for); and when the slot is short (the sidebar), where
 * measuring would cost more than it saves.
 *
 * Hand-written: no library writes HTML into the DOM by screens, and the budget it serves (the
 * navigation's first frame) is ours.
 */

/**
 * How many top-level blocks are appended before the first measurement of how far the content
 * reaches, and between two later ones. Each measurement is a forced layout, so the first batch is
 * what usually fills a screen: four to six blocks of a guide at 1280 × 800, up to ten at 1920 ×
 * 1080, three to six on a phone.
 */
export const FIRST_BATCH = 6;
export const BATCH = 4;
/** A slot this short (in characters of HTML; a section's sidebar is about 4,500) is written at once, without measuring. */
export const SMALL_SLOT = 8_000;

export interface SlotWriteOptions {
  /** Write everything now (a fragment to land on, a scroll position to restore). */
  whole: boolean;
  /** Called after each write: once when all was written at once, else after the first screen and after the rest. */
  written: () => void;
  /** Runs the rest later; returns a cancel function. Default: in the frame after the next one (afterFirstPaint). */
  later?: (task: () => void) => () => void;
}

/** Runs `task` in the frame after the next: the next frame is painted without it. Cancellable. */
export function afterFirstPaint(task: () => void): () => void {
  let id = requestAnimationFrame(() => {
    id = requestAnimationFrame(task);
  });
  return () => cancelAnimationFrame(id);
}

const append = (slot: Element, parts: readonly string[]) => slot.insertAdjacentHTML('beforeend', parts.join(''));

/**
 * Writes `parts` (the slot's content, split at its top-level blocks: their concatenation is the
 * slot's HTML) into the empty `slot`. Returns a function that cancels what is still to be written
 * (the page was left before its next frame).
 */
export function writeSlot(slot: HTMLElement, parts: readonly string[], options: SlotWriteOptions): () => void {
  const view = slot.ownerDocument.defaultView;
  const { written, later = afterFirstPaint } = options;
  const small = parts.reduce((length, part) => length + part.length, 0) <= SMALL_SLOT;
  // A slot without a box (not displayed) cannot be measured: nothing is gained by waiting.
  if (options.whole || small || !view || slot.ownerDocument.visibilityState === 'hidden' || !displayed(slot)) {
    append(slot, parts);
    written();
    return () => undefined;
  }
  const screenBottom = view.innerHeight;
  let done = 0;
  // Nothing is measured before the first batch is in: each measurement forces a layout, and the
  // one after the first batch is the layout the first frame needs anyway. Measuring the empty
  // slot first cost a second one, of the whole new page without its content, on every navigation.
  while (done < parts.length) {
    const next = Math.min(done + (done === 0 ? FIRST_BATCH : BATCH), parts.length);
    append(slot, parts.slice(done, next));
    done = next;
    const box = slot.getBoundingClientRect();
    // Past the bottom of the screen, or a slot that starts below it (a reference page's later sections).
    if (box.bottom >= screenBottom || box.top >= screenBottom) break;
  }
  written();
  if (done === parts.length) return () => undefined;
  return later(() => {
    append(slot, parts.slice(done));
    written();
  });
}

/** Whether the slot is displayed: a style check (checkVisibility), which forces no layout, where the browser has it. */
function displayed(slot: HTMLElement): boolean {
  return typeof slot.checkVisibility === 'function' ? slot.checkVisibility() : slot.getClientRects().length > 0;
}
