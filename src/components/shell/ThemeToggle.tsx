'use client';

import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY, resolveTheme, type Theme } from '@/lib/theme';

/** Switches light/dark and remembers the choice; without a choice the site follows the system. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const sync = () => {
      const next = resolveTheme(localStorage.getItem(THEME_STORAGE_KEY), media.matches);
      document.documentElement.classList.toggle('dark', next === 'dark');
      setTheme(next);
    };
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the switch still applies to this page.
    }
    document.documentElement.classList.toggle('dark', next === 'dark');
    setTheme(next);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      className="rounded-md p-2 text-[var(--fg-muted)] hover:bg-[var(--bg-soft)] hover:text-[var(--fg)]"
      aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      data-theme-toggle=""
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        {theme === 'dark' ? (
          <path d="M12 3v2m0 14v2M3 12h2m14 0h2M5.6 5.6l1.4 1.4m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
