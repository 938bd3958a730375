/**
 * The theme switch: a toggle button, pressed when the dark theme is on. CSS shows the icon of the
 * current theme (the boot script sets it before the first paint); src/enhance/shell.ts switches it
 * and keeps `aria-pressed` true, without React.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="size-8.5 rounded-md p-2 text-[var(--fg-muted)] hover:bg-[var(--bg-soft)] hover:text-[var(--fg)]"
      aria-label="Dark theme"
      aria-pressed="false"
      data-theme-toggle=""
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="dark:hidden">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="hidden dark:block">
        <path d="M12 3v2m0 14v2M3 12h2m14 0h2M5.6 5.6l1.4 1.4m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
      </svg>
    </button>
  );
}
