/**
 * Heading anchors, as the spec defines them: lowercased, trimmed, stripped of everything except
 * letters a–z, digits, hyphens and spaces, and spaces become hyphens. A heading may carry an
 * explicit anchor written after its text as `[#custom-id]`.
 */

const CUSTOM_ANCHOR = /\s*\[#([^\]\s]+)\]\s*$/;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\- ]/g, '')
    .replace(/ /g, '-');
}

/** Splits `Heading text [#custom-id]` into the text to display and the custom anchor, if any. */
export function parseCustomAnchor(text: string): { text: string; anchor?: string } {
  const match = CUSTOM_ANCHOR.exec(text);
  if (!match) return { text };
  return { text: text.slice(0, match.index), anchor: match[1] };
}

/** The anchor id of a heading whose raw text may end with a custom `[#anchor]`. */
export function headingId(rawText: string): string {
  const { text, anchor } = parseCustomAnchor(rawText);
  return anchor ?? slugify(text);
}
