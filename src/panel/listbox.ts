/**
 * Keyboard rules of the panel's select-only combobox (WAI-ARIA APG pattern), as pure functions.
 */

/** How many options PageUp/PageDown move. */
export const PAGE_STEP = 10;

/** Above this many options the list gets a fixed height and scrolls (spec §9). */
export const SCROLL_THRESHOLD = 10;
export const SCROLL_HEIGHT_PX = 280;

/** The option index a navigation key moves to; null for keys that do not navigate. No wrapping. */
export function navigate(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const from = current < 0 ? -1 : Math.min(current, last);
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return from < 0 ? 0 : Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(Math.max(from, 0) + PAGE_STEP, last);
    case 'PageUp':
      return Math.max(from - PAGE_STEP, 0);
    default:
      return null;
  }
}

/** True for a key that types a character (type-ahead), not a shortcut. */
export function isPrintableKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Type-ahead: the first option after `current` (wrapping) whose label starts with `query`,
 * ignoring case. Typing the same letter repeatedly cycles through the options starting with it.
 * Returns null when nothing matches.
 */
export function typeAhead(labels: readonly string[], current: number, query: string): number | null {
  if (!query || labels.length === 0) return null;
  const q = query.toLocaleLowerCase();
  const sameLetter = [...q].every((c) => c === q[0]);
  const matches = (i: number, prefix: string) => labels[i]!.toLocaleLowerCase().startsWith(prefix);
  // A longer query keeps the current option if it still matches; one letter moves on.
  const start = q.length > 1 && !sameLetter && current >= 0 ? current : current + 1;
  for (let n = 0; n < labels.length; n++) {
    const i = (((start + n) % labels.length) + labels.length) % labels.length;
    if (matches(i, q)) return i;
  }
  if (sameLetter) {
    for (let n = 0; n < labels.length; n++) {
      const i = (((current + 1 + n) % labels.length) + labels.length) % labels.length;
      if (matches(i, q[0]!)) return i;
    }
  }
  return null;
}

/** Whether the list must scroll at the fixed height. */
export function scrolls(count: number): boolean {
  return count > SCROLL_THRESHOLD;
}
