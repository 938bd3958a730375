import { SEARCH_BUTTON_ATTRIBUTE } from '@/lib/search-open';

/**
 * The header's search button: markup only. The enhancer opens search from it, from any other
 * opener (src/lib/search-open.ts), `/` and Ctrl/Cmd+K, on every page and before React
 * (src/enhance/search.ts), so the button carries no React code of its own.
 */
export function SearchButton() {
  const opener = { [SEARCH_BUTTON_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      className="flex h-8.5 w-10.5 items-center gap-2 rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)] sm:w-56"
      aria-label="Search docs"
      aria-keyshortcuts="/ Control+K Meta+K"
      {...opener}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span className="hidden sm:inline">Search docs</span>
      <kbd className="ml-auto hidden h-4.5 w-5.5 rounded border border-[var(--border)] px-1.5 text-center font-mono text-xs sm:inline">/</kbd>
    </button>
  );
}
