'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isPrintableKey, navigate, SCROLL_HEIGHT_PX, scrolls, typeAhead } from './listbox';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  /** Group heading; null for an ungrouped list. */
  label: string | null;
  options: SelectOption[];
}

interface Props {
  id: string;
  label: string;
  groups: SelectGroup[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Shown in the closed combobox when no option is selected (state text such as "No project found"). */
  emptyText: string;
}

const TYPE_AHEAD_RESET_MS = 600;

// Guide pages style lists inside `.prose` (bullets, indent, spacing); the listbox is not prose.
const RESET_LIST = { listStyle: 'none', paddingLeft: 0 } as const;
const RESET_ITEM = { marginTop: 0 } as const;

/**
 * A select-only combobox (WAI-ARIA APG): focus stays on the button, the active option is
 * announced with aria-activedescendant. Arrows, Home/End, PageUp/PageDown, Enter/Space, Escape,
 * Tab and type-ahead work; with more than 10 options the list scrolls at 280 px.
 */
export function Select({ id, label, groups, value, onChange, disabled = false, emptyText }: Props) {
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  useEffect(() => () => clearTimeout(search.current.timer), []);

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const commit = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  };
  const findByTyping = (key: string, from: number): number | null => {
    const s = search.current;
    clearTimeout(s.timer);
    s.text += key;
    s.timer = setTimeout(() => (s.text = ''), TYPE_AHEAD_RESET_MS);
    return typeAhead(
      options.map((o) => o.label),
      from,
      s.text,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled || options.length === 0) return;
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        show(selectedIndex >= 0 ? selectedIndex : 0);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        show(key === 'Home' ? 0 : options.length - 1);
      } else if (isPrintableKey(event)) {
        const match = findByTyping(key, selectedIndex);
        show(match ?? (selectedIndex >= 0 ? selectedIndex : 0));
      }
      return;
    }
    if (key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      commit(active);
      return;
    }
    const next = navigate(key, active, options.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (key === 'Enter' || (key === ' ' && !search.current.text)) {
      event.preventDefault();
      commit(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      commit(active);
    } else if (isPrintableKey(event) || key === ' ') {
      const match = findByTyping(key, active);
      if (match !== null) setActive(match);
    }
  };

  const selected = options[selectedIndex];
  const scroll = scrolls(options.length);
  let index = -1;

  return (
    <div className="relative min-w-0">
      <span id={labelId} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <button
        type="button"
        id={id}
        role="combobox"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-expanded={open}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // Keyboard activation is handled in onKeyDown; this is the pointer.
          if (event.detail === 0 || disabled) return;
          if (open) setOpen(false);
          else show(selectedIndex >= 0 ? selectedIndex : 0);
        }}
        onBlur={() => setOpen(false)}
        className="flex w-full items-center justify-between gap-2 rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:bg-[var(--bg-soft)] disabled:text-[var(--fg-muted)]"
      >
        <span className="truncate">{selected ? selected.label : emptyText}</span>
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 20 20" fill="currentColor" className="shrink-0 text-[var(--fg-muted)]">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        tabIndex={-1}
        data-scrolls={scroll || undefined}
        style={{ ...RESET_LIST, ...(scroll ? { maxHeight: SCROLL_HEIGHT_PX, overflowY: 'auto' } : {}) }}
        className="absolute z-30 mt-1 w-full min-w-[16rem] rounded-md border border-[var(--border)] bg-[var(--bg)] py-1 text-sm shadow-lg"
      >
        {groups.map((group, g) => {
          const items = group.options.map((option) => {
            const i = ++index;
            const isSelected = i === selectedIndex;
            return (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={isSelected}
                data-active={i === active || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => i !== active && setActive(i)}
                onClick={() => commit(i)}
                style={RESET_ITEM}
                className="flex cursor-pointer items-center gap-2 px-3 py-1.5 data-[active]:bg-[var(--bg-soft)] data-[active]:outline data-[active]:outline-2 data-[active]:-outline-offset-2 data-[active]:outline-[var(--focus)]"
              >
                <svg
                  aria-hidden="true"
                  width="12"
                  height="12"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`shrink-0 text-[var(--link)] ${isSelected ? '' : 'invisible'}`}
                >
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                </svg>
                <span className={isSelected ? 'font-semibold' : undefined}>{option.label}</span>
              </li>
            );
          });
          if (group.label === null) return items;
          const groupLabelId = `${id}-group-${g}`;
          return (
            <li key={groupLabelId} role="presentation" style={RESET_ITEM}>
              <ul role="group" aria-labelledby={groupLabelId} style={RESET_LIST}>
                <li
                  role="presentation"
                  id={groupLabelId}
                  style={RESET_ITEM}
                  className="px-3 pb-0.5 pt-2 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]"
                >
                  {group.label}
                </li>
                {items}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
