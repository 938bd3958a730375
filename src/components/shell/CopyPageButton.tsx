'use client';

import { useState } from 'react';

/** Copies this page's plain-Markdown twin (`<route>.md`), for pasting into an AI chat or an issue. */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 1000);
  };
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <button type="button" onClick={copy} className="rounded-md border border-[var(--border)] px-2.5 py-1 text-[var(--fg-muted)] hover:text-[var(--fg)]" data-copy-page="">
        <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page as Markdown'}</span>
      </button>
      <a href={markdownUrl} className="text-[var(--fg-muted)] underline-offset-2 hover:underline">
        View as Markdown
      </a>
    </span>
  );
}
