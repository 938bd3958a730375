/**
 * The site's copy button in React-rendered parts of a page (widgets, the panel, the command
 * builder). It is only markup: the site's enhancer (src/enhance/copy.ts) copies and shows "Copied"
 * for a second, as it does for the code blocks of the static content, whose buttons
 * src/content/rehype-code.ts writes with the same attributes. Without `text`, it copies what its
 * `[data-copy-root]`'s `[data-copy-source]` shows.
 */
export function CopyButton({ label = 'Copy code', text, copiedLabel, disabled, className = 'copy-button' }: { label?: string; text?: string; copiedLabel?: string; disabled?: boolean; className?: string }) {
  return (
    <button type="button" className={className} aria-label={label} data-copy="" data-copy-text={text} data-copied-label={copiedLabel} disabled={disabled}>
      <span aria-live="polite">Copy</span>
    </button>
  );
}
