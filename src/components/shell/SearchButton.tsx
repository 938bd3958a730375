'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SEARCH_BUTTON_ATTRIBUTE, isSearchKey, searchOpener } from '@/lib/search-open';
import type { EarlyInput } from './SearchDialog';

// The dialog and Pagefind's index are fetched the first time the reader opens search.
const SearchDialog = lazy(() => import('./SearchDialog'));

/**
 * Opens search with a click on any search opener (this button, or another element marked as
 * src/lib/search-open.ts says, possibly with text for the box), `/` or Ctrl/Cmd+K.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // What the reader types from asking for search until the box has focus (React has not yet
  // committed the open dialog, or the dialog's code is still loading), handed to the dialog. Kept
  // from the moment search is asked for, not from a later effect: keys typed in between were lost.
  const typedEarly = useRef('');
  const capturing = useRef(false);
  // Text the opener asked for, handed to the dialog when it opens.
  const preset = useRef<string | undefined>(undefined);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The key that opened search was handled (and prevented) by the opener.
      if (!capturing.current || event.defaultPrevented) return;
      if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) typedEarly.current += event.key;
      else if (event.key === 'Backspace') typedEarly.current = typedEarly.current.slice(0, -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const openSearch = (query?: string) => {
      preset.current = query;
      // Asked again before the box had focus (a `/` within what is being typed): keep what was typed.
      if (!capturing.current) typedEarly.current = '';
      capturing.current = true;
      setLoaded(true);
      setOpen(true);
    };
    // Search asked for before React started (src/enhance/runtime.ts): open it with what was typed.
    const early = window.__plinthRuntime?.takeRequest('search');
    if (early) {
      openSearch(early.query);
      typedEarly.current = early.typed;
    }
    // One listener for every opener on the page, this button included.
    const onClick = (event: MouseEvent) => {
      const opener = searchOpener(event.target);
      if (opener) openSearch(opener.query);
    };
    const onKey = (event: KeyboardEvent) => {
      if (isSearchKey(event)) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  const opener = { [SEARCH_BUTTON_ATTRIBUTE]: '' };
  return (
    <>
      <button
        type="button"
        className="flex items-center gap-2 rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)] sm:w-56"
        aria-label="Search docs"
        aria-keyshortcuts="/ Control+K Meta+K"
        {...opener}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="hidden sm:inline">Search docs</span>
        <kbd className="ml-auto hidden rounded border border-[var(--border)] px-1.5 font-mono text-xs sm:inline">/</kbd>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => setOpen(false)}
            takeEarlyInput={(): EarlyInput => {
              capturing.current = false;
              const input = { preset: preset.current, typed: typedEarly.current };
              preset.current = undefined;
              typedEarly.current = '';
              return input;
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
