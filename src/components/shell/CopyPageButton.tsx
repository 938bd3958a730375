'use client';

import { useCopy } from '@/components/use-copy';

/** Copies this page's plain-Markdown twin (`<route>.md`), for pasting into an AI chat or an issue. */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const { copied, failed, copy } = useCopy();
  const markdown = async () => {
    const response = await fetch(markdownUrl);
    if (!response.ok) throw new Error(`${markdownUrl}: ${response.status}`);
    return response.text();
  };
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <button type="button" onClick={() => void copy(markdown)} className="rounded-md border border-[var(--border)] px-2.5 py-1 text-[var(--fg-muted)] hover:text-[var(--fg)]" data-copy-page="">
        <span aria-live="polite">{copied ? 'Copied' : failed ? 'Copy failed' : 'Copy page as Markdown'}</span>
      </button>
      <a href={markdownUrl} className="text-[var(--fg-muted)] underline-offset-2 hover:underline">
        View as Markdown
      </a>
    </span>
  );
}
