import { sha256, type SlotRecord } from './fast-plan';
import { findSlot, SLOT_ATTRIBUTE } from '../src/lib/slots';

/**
 * Replacing the content of a slot the build has already filled (src/lib/slots.ts), for the build's
 * fast path (builder/fast-build.ts). A slot's end cannot be found by looking for `</div>`: the
 * content has divs of its own. So the build records the length and hash of what it wrote
 * (recordSlot), and a refill replaces exactly that many characters after the opening tag, once it
 * has checked that they are still those. Build-only: the hash needs node:crypto, which slots.ts,
 * also loaded in the browser, must not import.
 */

/**
 * The record of slot `id` when it holds exactly `content`, followed by the slot's `</div>`;
 * undefined when it does not (a later step changed the page there): such a slot is never refilled.
 */
export function recordSlot(html: string, id: string, content: string, page = 'page'): SlotRecord | undefined {
  const { openEnd, filled } = findSlot(html, id, page);
  if (!filled || !html.startsWith(content, openEnd) || !html.startsWith('</div>', openEnd + content.length)) return undefined;
  return { length: content.length, sha256: sha256(content) };
}

/**
 * The page with the content of its filled slot `id` (as `previous` records it) replaced by
 * `content`. Throws, changing nothing, when the slot does not hold what `previous` describes.
 */
export function refillSlot(html: string, id: string, previous: SlotRecord, content: string, page = 'page'): string {
  const { openEnd, filled } = findSlot(html, id, page);
  const slot = `${SLOT_ATTRIBUTE}="${id}"`;
  if (!filled) throw new Error(`${page}: slot ${slot} has not been filled, so there is nothing to replace`);
  const end = openEnd + previous.length;
  if (end > html.length || sha256(html.slice(openEnd, end)) !== previous.sha256 || !html.startsWith('</div>', end)) {
    throw new Error(`${page}: slot ${slot} does not hold the content the last build recorded`);
  }
  return `${html.slice(0, openEnd)}${content}${html.slice(end)}`;
}
