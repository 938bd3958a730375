'use client';

import { useRef } from 'react';
import { useCopy } from '../use-copy';

export { COPIED_FEEDBACK_MS } from '../use-copy';

/**
 * Copies the text of the closest `[data-copy-source]` element: what the reader sees, so values
 * the credential panel filled into a code block are copied too.
 */
export function CopyButton({ label = 'Copy code' }: { label?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { copied, copy } = useCopy();
  const onClick = () => {
    const source = ref.current?.closest('[data-copy-root]')?.querySelector<HTMLElement>('[data-copy-source]');
    if (source) void copy(source.innerText.replace(/\n$/, ''));
  };
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      className="copy-button rounded border border-[var(--border)] bg-[var(--bg)] px-2 py-0.5 text-xs font-medium text-[var(--fg-muted)] hover:text-[var(--fg)]"
      aria-label={copied ? 'Copied' : label}
      data-copied={copied || undefined}
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
