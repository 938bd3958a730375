'use client';

import { useEffect, useRef, useState } from 'react';

/** How long the button says "Copied" (spec §9: 1 second). */
export const COPIED_FEEDBACK_MS = 1000;

/**
 * Copies the text of the closest `[data-copy-source]` element: what the reader sees, so values
 * the credential panel filled into a code block are copied too.
 */
export function CopyButton({ label = 'Copy code' }: { label?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const source = ref.current?.closest('[data-copy-root]')?.querySelector('[data-copy-source]');
    if (!source) return;
    try {
      await navigator.clipboard.writeText((source as HTMLElement).innerText.replace(/\n$/, ''));
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context or permissions): leave the button as it was.
    }
  };
  return (
    <button
      ref={ref}
      type="button"
      onClick={copy}
      className="copy-button rounded border border-[var(--border)] bg-[var(--bg)] px-2 py-0.5 text-xs font-medium text-[var(--fg-muted)] hover:text-[var(--fg)]"
      aria-label={copied ? 'Copied' : label}
      data-copied={copied || undefined}
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
