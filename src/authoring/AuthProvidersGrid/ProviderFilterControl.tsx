'use client';

import { useId, useState, type ReactNode } from 'react';
import { PROVIDER_FILTERS, providerCountLabel, type ProviderFilter } from './filter';

/**
 * The grid's filter: a radio group (arrow keys move between options) that sets `data-filter` on
 * the grid. The cards are rendered on the server; CSS hides the ones the filter excludes, so this
 * client part is only the control and the count.
 */
export function ProviderFilterControl({ initial, counts, children }: { initial: ProviderFilter; counts: Record<ProviderFilter, number>; children: ReactNode }) {
  const [filter, setFilter] = useState<ProviderFilter>(initial);
  const name = useId();
  return (
    <div className="group/providers" data-filter={filter}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Show providers</legend>
          <span aria-hidden="true" className="text-sm text-[var(--fg-muted)]">
            Show
          </span>
          <div className="inline-flex overflow-hidden rounded-md border border-[var(--border)]">
            {PROVIDER_FILTERS.map((option) => (
              <label
                key={option.value}
                className="cursor-pointer border-[var(--border)] px-3 py-1 text-sm not-first:border-l has-checked:bg-[var(--fg)] has-checked:text-[var(--bg)] has-focus-visible:outline-2 has-focus-visible:outline-offset-[-2px] has-focus-visible:outline-[var(--focus)] hover:bg-[var(--bg-soft)] has-checked:hover:bg-[var(--fg)]"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={filter === option.value}
                  onChange={() => setFilter(option.value)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p role="status" className="text-sm text-[var(--fg-muted)]">
          {providerCountLabel(counts[filter])}
        </p>
      </div>
      {children}
    </div>
  );
}
