'use client';

import { useEffect, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '@/components/mdx/CopyButton';

/** Copies a value the widget computed (a token, a secret), with the site's 1-second "Copied" state. */
export function CopyTextButton({ text, label, disabled }: { text: string; label: string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context or permissions): the value can still be selected by hand.
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      disabled={disabled}
      aria-label={copied ? 'Copied' : label}
      data-copied={copied || undefined}
      className="shrink-0 rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-1.5 text-sm font-medium text-[var(--fg)] hover:bg-[var(--bg-soft)] disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
