/** Where the reader's explicit theme choice is kept. Absent means "follow the system". */
export const THEME_STORAGE_KEY = 'plinth-docs-theme';

export type Theme = 'light' | 'dark';

/** The theme to show: the stored choice if valid, else the system preference. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * Runs in <head> before the first paint, so a dark-mode reader never sees a white flash.
 * Kept tiny and dependency-free: it is inlined into every page.
 */
export const themeBootScript = `(function(){try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}})()`;
