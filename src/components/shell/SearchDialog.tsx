'use client';

import { useEffect, useRef, useState } from 'react';
import { loadPagefind } from '@/lib/pagefind';
import { pagefindIndex, questionSearch } from '@/lib/question-search';
import { activeAfterKey, flattenResults, type SearchHit } from '@/lib/search-results';

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** What the search box starts with when the dialog opens. */
export interface EarlyInput {
  /** Text the opener asked for (e.g. the 404 page's words from the missing address): replaces the box's text. */
  preset?: string;
  /** What the reader typed before this dialog's code had loaded: added to the box's text. */
  typed: string;
}

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Hands over what the search box starts with, once per opening. */
  takeEarlyInput: () => EarlyInput;
}

const optionId = (index: number) => `docs-search-hit-${index}`;

/**
 * The search dialog: a combobox (the text box) controlling a listbox of results, as in the WAI-ARIA
 * APG pattern. Focus stays in the text box; the arrows, Home and End move the active result
 * (`aria-activedescendant`, scrolled into view) and Enter follows it. Each result is itself a
 * link (`<a role="option">`), so a middle click, Ctrl/Cmd+click or the context menu's "open in
 * new tab" work as on any link, and a plain click goes through the site's client-side navigation.
 * The links are out of the Tab order: Tab goes from the text box to the close button.
 */
export default function SearchDialog({ open, onClose, takeEarlyInput }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      const { preset, typed } = takeEarlyInput();
      if (preset !== undefined || typed) setQuery((q) => (preset ?? q) + typed);
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
        const results = await questionSearch(pagefindIndex(api), text);
        if (!results || cancelled) return;
        const pages = await Promise.all(results.slice(0, 8).map((r) => r.data()));
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
          aria-activedescendant={hits.length ? optionId(selected) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder="Search guides and the CLI reference"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(event) => {
            const next = activeAfterKey(event.key, selected, hits.length);
            if (next !== null) {
              event.preventDefault();
              setSelected(next);
              // The options are already in the list: only the active marker moves.
              list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
            } else if (event.key === 'Enter' && hits[selected]) {
              event.preventDefault();
              // Follows the link as a click would: the dialog closes, the navigation is the site's.
              list.current?.querySelector<HTMLAnchorElement>(`#${optionId(selected)}`)?.click();
            }
          }}
          className="h-12 w-full bg-transparent text-base outline-none"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label="Close search"
          aria-keyshortcuts="Escape"
          className="rounded border border-[var(--border)] px-1.5 text-xs text-[var(--fg-muted)]"
        >
          <kbd aria-hidden="true" className="font-sans">
            Esc
          </kbd>
        </button>
      </div>
      <div className="max-h-[60vh] overflow-y-auto p-2">
        <p className="sr-only" role="status" aria-live="polite">
          {status === 'ready' ? `${hits.length} results` : ''}
        </p>
        {status === 'error' ? <p className="p-3 text-sm text-[var(--fg-muted)]">Search is unavailable: the index has not been built. Run npm run build, then try again.</p> : null}
        {status === 'ready' && hits.length === 0 ? <p className="p-3 text-sm text-[var(--fg-muted)]">No results for “{query}”.</p> : null}
        <div ref={list} id="docs-search-results" role="listbox" aria-label="Search results">
          {hits.map((hit, index) => (
            <a
              key={hit.url}
              id={optionId(index)}
              href={hit.url}
              role="option"
              aria-selected={index === selected}
              tabIndex={-1}
              onMouseMove={() => setSelected(index)}
              onClick={(event) => {
                // A plain click leaves the dialog for the page; one that opens a new tab keeps it open.
                if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onClose();
              }}
              className="block cursor-pointer rounded-md px-3 py-2 aria-selected:bg-[var(--bg-soft)]"
            >
              <span className="block text-xs text-[var(--fg-muted)]">{hit.pageTitle}</span>
              <span className="block font-medium">{hit.heading}</span>
              <span className="block text-sm text-[var(--fg-muted)] [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-[var(--fg)]" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
            </a>
          ))}
        </div>
      </div>
    </dialog>
  );
}
