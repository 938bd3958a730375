'use client';

import { Children, isValidElement, useId, useRef, useSyncExternalStore, useState, type ReactElement, type ReactNode } from 'react';
import { chooseTab, getSelection, nextTabIndex, select, subscribe } from '@/lib/tab-sync';

interface TabProps {
  /** Stable value, also written to the URL when the group is synced. */
  value: string;
  label: string;
  children: ReactNode;
}

/** One panel of a `<Tabs>` group. Rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home, End). Groups with the same `group`
 * switch together and keep the choice in the URL. Every panel is in the HTML, so search and
 * readers without JavaScript see all of them.
 */
export function Tabs({ group, children }: { group?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps> => isValidElement(c) && typeof (c.props as TabProps).value === 'string');
  const values = tabs.map((t) => t.props.value);
  const synced = useSyncExternalStore(subscribe, () => (group ? getSelection(group) : undefined), () => undefined);
  const [local, setLocal] = useState<string | undefined>(undefined);
  const current = chooseTab(values, group ? synced : local);
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (value: string) => (group ? select(group, value) : setLocal(value));

  return (
    <div className="tabs my-5">
      <div role="tablist" className="tablist">
        {tabs.map((tab, index) => {
          const selected = tab.props.value === current;
          return (
            <button
              key={tab.props.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              role="tab"
              type="button"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => activate(tab.props.value)}
              onKeyDown={(event) => {
                const next = nextTabIndex(event.key, index, tabs.length);
                if (next === undefined) return;
                event.preventDefault();
                activate(values[next]!);
                refs.current[next]?.focus();
              }}
              className="tab"
            >
              {tab.props.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={tab.props.value !== current}
          className="tabpanel"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
