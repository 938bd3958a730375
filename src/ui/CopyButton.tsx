import { COPY_TEXT, copyButtonAttributes } from '@/lib/copy-markup';

/**
 * The site's copy button in React-rendered parts of a page (widgets, the panel, the command
 * builder). It is only markup, the same as the content's code blocks (src/lib/copy-markup.ts): the
 * site's enhancer (src/enhance/copy.ts) copies and shows "Copied" for a second. Without `text`, it
 * copies what its `[data-copy-root]`'s `[data-copy-source]` shows.
 */
export function CopyButton({
  label = 'Copy code',
  text,
  copiedLabel,
  disabled,
  className = 'copy-button',
}: {
  label?: string;
  text?: string;
  copiedLabel?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="button" className={className} {...copyButtonAttributes({ label, text, copiedLabel })} disabled={disabled}>
      <span aria-live="polite">{COPY_TEXT}</span>
    </button>
  );
}
