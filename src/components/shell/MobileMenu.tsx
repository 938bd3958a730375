import type { ReactNode } from 'react';

/**
 * The sidebar doubles as the mobile menu: one copy of the navigation in the HTML. Below the `lg`
 * breakpoint it is hidden until the header's button opens it as a modal panel. The behaviour
 * (modal dialog, inert page, focus, Escape) is src/enhance/shell.ts, which works without React.
 */
export const MOBILE_MENU_ID = 'site-navigation';

export function MenuButton() {
  return (
    <button
      type="button"
      className="size-9 rounded-md p-2 text-[var(--fg-muted)] hover:bg-[var(--bg-soft)] lg:hidden"
      aria-expanded="false"
      aria-controls={MOBILE_MENU_ID}
      aria-label="Open navigation menu"
      data-menu-button=""
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </button>
  );
}

export function NavPanel({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="fixed inset-0 z-40 bg-black/40 lg:hidden" aria-hidden="true" data-nav-backdrop="" hidden />
      <div
        id={MOBILE_MENU_ID}
        data-nav-panel=""
        className="group fixed inset-y-0 left-0 z-50 hidden w-[min(20rem,88vw)] overflow-y-auto border-r border-[var(--border)] bg-[var(--bg)] p-4 data-[open]:block lg:sticky lg:top-14 lg:z-auto lg:block lg:h-[calc(100vh-3.5rem)] lg:w-auto lg:border-r-0 lg:bg-transparent lg:p-0 lg:py-6 lg:pr-4"
      >
        <button
          type="button"
          className="mb-3 hidden rounded-md px-2 py-1 text-sm text-[var(--fg-muted)] hover:bg-[var(--bg-soft)] group-data-[open]:inline-block lg:hidden"
          data-menu-close=""
        >
          Close menu
        </button>
        {children}
      </div>
    </>
  );
}
