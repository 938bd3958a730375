import { copyButtonAttributes } from '@/lib/copy-markup';

/**
 * Copies this page's plain-Markdown twin (`<route>.md`), fetched when clicked, for pasting into an
 * AI chat or an issue. Markup only: the site's enhancer does the copying (src/enhance/copy.ts).
 */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <button
        type="button"
        className="rounded-md border border-[var(--border)] px-2.5 py-1 text-[var(--fg-muted)] hover:text-[var(--fg)]"
        {...copyButtonAttributes({ url: markdownUrl })}
        data-copy-page=""
      >
        <span aria-live="polite">Copy page as Markdown</span>
      </button>
      <a href={markdownUrl} className="text-[var(--fg-muted)] underline-offset-2 hover:underline">
        View as Markdown
      </a>
    </span>
  );
}
