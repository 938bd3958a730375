/** The first stop of the keyboard on every page: straight to the page's `<main>`, past the header and menu. */
export function SkipLink() {
  return (
    <a href="#main-content" className="sr-only z-50 rounded bg-[var(--bg)] px-3 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
      Skip to content
    </a>
  );
}
