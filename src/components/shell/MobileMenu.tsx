'use client';

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The sidebar doubles as the mobile menu: one copy of the navigation in the HTML. Below the `lg`
 * breakpoint it is hidden until the header's button opens it as a full-height panel; focus stays
 * inside while it is open and Escape closes it. Button and panel share this tiny store.
 */
let open = false;
const listeners = new Set<() => void>();
function setOpen(value: boolean) {
  open = value;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const useOpen = () => useSyncExternalStore(subscribe, () => open, () => false);

export const MOBILE_MENU_ID = 'site-navigation';

export function MenuButton() {
  const isOpen = useOpen();
  return (
    <button
      type="button"
      className="rounded-md p-2 text-[var(--fg-muted)] hover:bg-[var(--bg-soft)] lg:hidden"
      aria-expanded={isOpen}
      aria-controls={MOBILE_MENU_ID}
      aria-label="Open navigation menu"
      data-menu-button=""
      onClick={() => setOpen(true)}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </button>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

export function NavPanel({ children }: { children: ReactNode }) {
  const isOpen = useOpen();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const node = panel.current;
    const opener = document.querySelector<HTMLElement>('[data-menu-button]');
    const focusables = () => [...(node?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);
    focusables()[0]?.focus();
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!node?.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Following a link inside the menu closes it.
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    node?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      node?.removeEventListener('click', onClick);
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [isOpen]);

  return (
    <>
      {isOpen ? <div className="fixed inset-0 z-40 bg-black/40 lg:hidden" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div
        ref={panel}
        id={MOBILE_MENU_ID}
        data-open={isOpen || undefined}
        role={isOpen ? 'dialog' : undefined}
        aria-modal={isOpen || undefined}
        aria-label={isOpen ? 'Navigation' : undefined}
        className="fixed inset-y-0 left-0 z-50 hidden w-[min(20rem,88vw)] overflow-y-auto border-r border-[var(--border)] bg-[var(--bg)] p-4 data-[open]:block lg:sticky lg:top-14 lg:z-auto lg:block lg:h-[calc(100vh-3.5rem)] lg:w-auto lg:border-r-0 lg:bg-transparent lg:p-0 lg:py-6 lg:pr-4"
      >
        {isOpen ? (
          <button type="button" className="mb-3 rounded-md px-2 py-1 text-sm text-[var(--fg-muted)] hover:bg-[var(--bg-soft)] lg:hidden" onClick={() => setOpen(false)}>
            Close menu
          </button>
        ) : null}
        {children}
      </div>
    </>
  );
}
