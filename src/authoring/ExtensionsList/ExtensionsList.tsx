'use client';

import { useId, useMemo, useState } from 'react';
import { EXTENSION_TAGS, extensions, type ExtensionTag } from './extensions';
import { countByTag, extensionCountLabel, filterExtensions } from './filter';

const tagCounts = countByTag(extensions);

/** The extension catalogue: search by name or description, filter by tag. */
export function ExtensionsList() {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<ExtensionTag | null>(null);
  const id = useId();
  const results = useMemo(() => filterExtensions(extensions, { search, tag }), [search, tag]);

  const chip =
    'cursor-pointer rounded-full border border-[var(--border)] px-2.5 py-0.5 text-xs text-[var(--fg)] hover:bg-[var(--bg-soft)] has-checked:border-[var(--fg)] has-checked:bg-[var(--fg)] has-checked:text-[var(--bg)] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--focus)]';

  return (
    <div className="not-prose my-6 rounded-lg border border-[var(--border)]" data-widget-static="extensions list">
      <div className="space-y-3 border-b border-[var(--border)] bg-[var(--bg-soft)] p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-search`} className="text-sm font-medium">
              Search extensions
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name or purpose, e.g. trgm or geocode"
              autoComplete="off"
              spellCheck={false}
              className="w-full max-w-sm rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-1.5 text-sm text-[var(--fg)] placeholder:text-[var(--fg-muted)]"
            />
          </div>
          <p role="status" className="text-sm text-[var(--fg-muted)]">
            {extensionCountLabel(results.length)}
          </p>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Tag</legend>
          <div className="flex flex-wrap gap-1.5">
            <label className={chip}>
              <input type="radio" name={`${id}-tag`} className="sr-only" checked={tag === null} onChange={() => setTag(null)} />
              All tags
            </label>
            {EXTENSION_TAGS.map((t) => (
              <label key={t} className={chip}>
                <input type="radio" name={`${id}-tag`} className="sr-only" checked={tag === t} onChange={() => setTag(t)} />
                {t} <span className="opacity-75">({tagCounts.get(t) ?? 0})</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {results.length === 0 ? (
        <div className="p-6 text-center text-sm">
          <p>
            No extension matches{search.trim() ? <> &ldquo;{search.trim()}&rdquo;</> : null}
            {tag ? <> with the tag {tag}</> : null}.
          </p>
          <p className="mt-1 text-[var(--fg-muted)]">
            Try a shorter search or another tag. Your database lists everything it can install in the <code className="font-mono">pg_available_extensions</code>{' '}
            view.
          </p>
          <button
            type="button"
            onClick={() => {
              setSearch('');
              setTag(null);
            }}
            className="mt-3 rounded-md border border-[var(--border)] px-3 py-1 text-sm hover:bg-[var(--bg-soft)]"
          >
            Clear search and tag
          </button>
        </div>
      ) : (
        <ul className="max-h-[36rem] list-none! divide-y divide-[var(--border)] overflow-y-auto p-0!" role="list" aria-label="Extensions">
          {results.map((ext) => (
            <li key={ext.name} className="mt-0! flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
              <a
                href={ext.link}
                rel="noopener noreferrer"
                className="shrink-0 font-mono text-sm font-semibold text-[var(--link)] underline underline-offset-2 break-all sm:w-60"
              >
                {ext.name}
                <span className="sr-only"> documentation</span>
              </a>
              <span className="min-w-0 flex-1 text-sm text-[var(--fg)]">{ext.comment}</span>
              <span className="flex shrink-0 flex-wrap gap-1">
                {ext.tags.map((t) => (
                  <span key={t} className="rounded bg-[var(--bg-soft)] px-1.5 py-0.5 text-xs text-[var(--fg-muted)] ring-1 ring-[var(--border)]">
                    {t}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
