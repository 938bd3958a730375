import { COPY_SELECTORS } from '../lib/copy-markup';
import { checked } from '../lib/fetch-checked';

/** How long a copy button says "Copied" (spec §9: 1 second). */
export const COPIED_FEEDBACK_MS = 1000;

/**
 * Every copy button of the site, one delegated listener: a `[data-copy]` button copies
 * - `data-copy-text`, when it has one (a value a widget computed),
 * - the text at `data-copy-url`, fetched when clicked (a page's Markdown twin),
 * - otherwise what the reader sees in its `[data-copy-root]`'s `[data-copy-source]`, so values the
 *   credential panel filled into a code block are copied too.
 * Its `[aria-live]` text says "Copied" (or "Copy failed") for exactly COPIED_FEEDBACK_MS after the
 * last click, then goes back to what it said; its label says `data-copied-label` (or "Copied").
 */
export function installCopy(doc: Document): () => void {
  const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  const originals = new WeakMap<HTMLElement, { text: string; label: string | null }>();

  async function textFor(button: HTMLElement): Promise<string> {
    if (button.dataset.copyText !== undefined) return button.dataset.copyText;
    if (button.dataset.copyUrl) {
      const url = button.dataset.copyUrl;
      return (await fetch(url).then(checked(url))).text();
    }
    const source = button.closest(COPY_SELECTORS.root)?.querySelector<HTMLElement>(COPY_SELECTORS.source);
    if (!source) throw new Error('nothing to copy');
    // A highlighted block: the text of its lines (as the credential panel may have filled them),
    // one per line. Its innerText loses the empty ones: an empty line is an empty grid item, and
    // the browser adds no line break for it.
    const lines = source.querySelectorAll('.line');
    if (lines.length) return [...lines].map((line) => line.textContent ?? '').join('\n');
    // What it shows (innerText: a block whose lines are elements has no newline characters), drawn
    // for the moment of reading: a block scrolled below its caption is not drawn (content-visibility)
    // and the innerText of what is not drawn is empty.
    const skipped = source.style.contentVisibility;
    source.style.contentVisibility = 'visible';
    const text = source.innerText;
    source.style.contentVisibility = skipped;
    return text.replace(/\n$/, '');
  }

  function show(button: HTMLElement, outcome: 'Copied' | 'Copy failed') {
    const live = button.querySelector<HTMLElement>(COPY_SELECTORS.live) ?? button;
    if (!originals.has(button)) originals.set(button, { text: live.textContent ?? '', label: button.getAttribute('aria-label') });
    live.textContent = outcome;
    if (button.hasAttribute('aria-label')) button.setAttribute('aria-label', outcome === 'Copied' ? (button.dataset.copiedLabel ?? outcome) : outcome);
    if (outcome === 'Copied') button.dataset.copied = '';
    else delete button.dataset.copied;
    clearTimeout(timers.get(button));
    timers.set(
      button,
      setTimeout(() => {
        const original = originals.get(button);
        originals.delete(button);
        if (!original) return;
        live.textContent = original.text;
        if (original.label !== null) button.setAttribute('aria-label', original.label);
        delete button.dataset.copied;
      }, COPIED_FEEDBACK_MS),
    );
  }

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(COPY_SELECTORS.button);
    if (!button) return;
    event.preventDefault();
    textFor(button)
      .then((text) => navigator.clipboard.writeText(text))
      .then(
        () => show(button, 'Copied'),
        () => show(button, 'Copy failed'),
      );
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
