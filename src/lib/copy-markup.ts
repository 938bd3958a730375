/**
 * The copy button's markup, defined once for every writer of one: the content pipeline's code
 * blocks (hast, src/content/rehype-code.ts), React parts of a page (src/ui/CopyButton.tsx,
 * for widgets, the panel and the command builder) and the page's "Copy page as Markdown" button
 * (src/components/shell/CopyPageButton.tsx). The enhancer (src/enhance/copy.ts), which does the
 * copying for all of them, reads the same names from here.
 */

/** What a copy button and its live text say before and after a click. */
export const COPY_TEXT = 'Copy';

/** Selectors the enhancer acts on. */
export const COPY_SELECTORS = {
  button: '[data-copy]',
  /** A block and the element in it whose text is copied when the button has no text or URL of its own. */
  root: '[data-copy-root]',
  source: '[data-copy-source]',
  /** Where the "Copied" text goes: the button's live region. */
  live: '[aria-live]',
} as const;

export interface CopyButtonOptions {
  /** The button's accessible name ("Copy code", "Copy Project URL"); none for a button whose text names it. */
  label?: string;
  /** Copy this value (a token a widget computed) instead of the block's text. */
  text?: string;
  /** Fetch and copy the text at this URL when clicked (a page's Markdown twin). */
  url?: string;
  /** The name it takes while it shows "Copied" ("Project URL copied"). */
  copiedLabel?: string;
}

/** A copy button's attributes, by their HTML names, for `h()` and for JSX alike; it is a `<button type="button">`, with its own class. */
export function copyButtonAttributes({ label, text, url, copiedLabel }: CopyButtonOptions) {
  return {
    'aria-label': label,
    'data-copy': '',
    'data-copy-text': text,
    'data-copy-url': url,
    'data-copied-label': copiedLabel,
  };
}
