'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The dialog and Pagefind's index are fetched the first time the reader opens search.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Opens search with a click, `/` or Ctrl/Cmd+K. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [mounted, setMounted] = useState(false);
  // What the reader types while the dialog's code is still loading, handed to it when it mounts.
  const typedEarly = useRef('');
  useEffect(() => {
    if (!open || mounted) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) typedEarly.current += event.key;
      else if (event.key === 'Backspace') typedEarly.current = typedEarly.current.slice(0, -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, mounted]);
  useEffect(() => {
    // Search asked for before React started (src/enhance/runtime.ts): open it with what was typed.
    const early = window.__plinthRuntime?.takeRequest('search');
    if (early) {
      typedEarly.current = early.typed;
      setLoaded(true);
      setOpen(true);
    }
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
      if ((event.key === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        typedEarly.current = '';
        setLoaded(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="flex items-center gap-2 rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)] sm:w-56"
        aria-label="Search docs"
        aria-keyshortcuts="/ Control+K Meta+K"
        data-search-button=""
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
            takeEarlyInput={() => {
              setMounted(true);
              const text = typedEarly.current;
              typedEarly.current = '';
              return text;
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
