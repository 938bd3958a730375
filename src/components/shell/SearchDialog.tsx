'use client';

import { useEffect, useRef, useState } from 'react';
import { flattenResults, type PagefindApi, type SearchHit } from '@/lib/search-results';

let pagefind: Promise<PagefindApi> | undefined;
function loadPagefind(): Promise<PagefindApi> {
  // The index is written next to the static pages by `pagefind --site out` at build time.
  const url = '/pagefind/pagefind.js';
  pagefind ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url).then(async (api: PagefindApi) => {
    await api.options({ excerptLength: 18 });
    return api;
  });
  return pagefind;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Returns what the reader typed before this dialog's code had loaded. */
  takeEarlyInput: () => string;
}

export default function SearchDialog({ open, onClose, takeEarlyInput }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      const early = takeEarlyInput();
      if (early) setQuery((q) => q + early);
      node.showModal();
      input.current?.focus();
      input.current?.select();
    } else if (!open && node.open) node.close();
    // takeEarlyInput is a new function on every render; the open/closed guard keeps this from repeating.
  }, [open, takeEarlyInput]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const text = query.trim();
    if (!text) {
      setHits([]);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    loadPagefind()
      .then(async (api) => {
        const search = await api.debouncedSearch(text, {}, 120);
        if (!search || cancelled) return;
        const pages = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
        if (cancelled) return;
        setHits(flattenResults(pages, 12));
        setSelected(0);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [query, open]);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onClose();
    window.location.assign(hit.url);
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      aria-label="Search the docs"
      className="m-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl border border-[var(--border)] bg-[var(--bg)] p-0 text-[var(--fg)] shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-center gap-2 border-b border-[var(--border)] px-4">
        <label htmlFor="docs-search-input" className="sr-only">
          Search
        </label>
        <input
          ref={input}
          id="docs-search-input"
          type="text"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="docs-search-results"
          aria-activedescendant={hits.length ? `docs-search-hit-${selected}` : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder="Search guides and the CLI reference"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setSelected((s) => Math.min(s + 1, hits.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setSelected((s) => Math.max(s - 1, 0));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              go(hits[selected]);
            }
          }}
          className="h-12 w-full bg-transparent text-base outline-none"
        />
        <button type="button" onClick={onClose} className="rounded border border-[var(--border)] px-1.5 text-xs text-[var(--fg-muted)]">
          Esc
        </button>
      </div>
      <div className="max-h-[60vh] overflow-y-auto p-2">
        <p className="sr-only" role="status" aria-live="polite">
          {status === 'ready' ? `${hits.length} results` : ''}
        </p>
        {status === 'error' ? <p className="p-3 text-sm text-[var(--fg-muted)]">Search is unavailable: the index has not been built. Run npm run build, then try again.</p> : null}
        {status === 'ready' && hits.length === 0 ? <p className="p-3 text-sm text-[var(--fg-muted)]">No results for “{query}”.</p> : null}
        <ul id="docs-search-results" role="listbox" aria-label="Search results">
          {hits.map((hit, index) => (
            <li
              key={hit.url}
              id={`docs-search-hit-${index}`}
              role="option"
              aria-selected={index === selected}
              onMouseMove={() => setSelected(index)}
              onClick={() => go(hit)}
              className="cursor-pointer rounded-md px-3 py-2 aria-selected:bg-[var(--bg-soft)]"
            >
              <span className="block text-xs text-[var(--fg-muted)]">{hit.pageTitle}</span>
              <span className="block font-medium">{hit.heading}</span>
              <span className="block text-sm text-[var(--fg-muted)] [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-[var(--fg)]" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
