/** Where the reader's explicit theme choice is kept. Absent means "follow the system". */
export const THEME_STORAGE_KEY = 'plinth-docs-theme';

export type Theme = 'light' | 'dark';

/** The theme to show: the stored choice if valid, else the system preference. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
