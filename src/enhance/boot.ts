import { THEME_STORAGE_KEY } from '../lib/theme';
import { DISMISSED_STORAGE_KEY } from '../lib/dismissed';
import { isSearchKey } from '../lib/search-open';
import { SESSION_STORAGE_KEY } from '../lib/session-key';

/** Keydowns the boot script kept while the page was still parsing, and how to stop keeping them. */
export interface EarlyKeys {
  keys: KeyboardEvent[];
  stop(): void;
}

declare global {
  interface Window {
    __plinthEarlyKeys?: EarlyKeys;
  }
}

/**
 * Runs in <head> before the first paint, inlined into every page (so it stays tiny): the reader's
 * theme, and what they chose on earlier visits, so nothing flashes:
 * - the `dark` class for a dark theme;
 * - a style sheet that shows, in each synced tab set, the tab chosen in the URL (`?group=value`)
 *   when the set has it, and hides alerts the reader closed.
 * - `data-session` on <html> when a platform session is stored, so a credential panel built as the
 *   logged-out reader sees it says "Checking your login…" instead (src/panel/PanelView.tsx);
 * - the keys pressed before the enhancer listens: a long page can still be parsing when a reader
 *   presses `/` or Ctrl/Cmd+K, and without a listener the key was lost (and Ctrl+K went to the
 *   browser). They are kept, the openers' defaults prevented, until the enhancer's search takes
 *   them once the page has been parsed (src/enhance/search.ts), or the page has loaded, whichever
 *   comes first (the enhancer, an async script, always runs before `load`).
 * The enhancer (enhance.js, async) then sets the same state on the elements themselves.
 */
function boot(themeKey: string, dismissedKey: string, searchKey: typeof isSearchKey, sessionKey: string) {
  try {
    const stored = localStorage.getItem(themeKey);
    const dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // storage blocked: the system theme applies
  }
  try {
    if (localStorage.getItem(sessionKey)) document.documentElement.setAttribute('data-session', '');
  } catch {
    // storage blocked: no session can be stored either
  }
  try {
    const rules: string[] = [];
    new URLSearchParams(location.search).forEach((value, group) => {
      const set = `[data-tabs-group="${CSS.escape(group)}"]:has(> [role=tabpanel][data-value="${CSS.escape(value)}"])`;
      rules.push(`${set} > [role=tabpanel]:not([data-value="${CSS.escape(value)}"]){display:none!important}`);
      rules.push(`${set} > [role=tabpanel][data-value="${CSS.escape(value)}"]{display:block!important}`);
      rules.push(
        `${set} > [role=tablist] > [role=tab]:not([data-value="${CSS.escape(value)}"]){border-bottom-color:transparent!important;color:var(--fg-muted)!important}`,
      );
      rules.push(
        `${set} > [role=tablist] > [role=tab][data-value="${CSS.escape(value)}"]{border-bottom-color:var(--link)!important;color:var(--fg)!important}`,
      );
    });
    // The tab rules in a sheet of their own: the enhancer removes it once the tabs themselves show
    // the choice (src/enhance/tabs.ts), or a later choice would be hidden by these `!important`s.
    const sheet = (css: string[], name: string) => {
      if (!css.length) return;
      const style = document.createElement('style');
      style.dataset.boot = name;
      style.textContent = css.join('\n');
      document.head.append(style);
    };
    sheet(rules, 'tabs');
    const closed: unknown = JSON.parse(localStorage.getItem(dismissedKey) ?? '[]');
    if (Array.isArray(closed))
      sheet(
        closed.filter((id) => typeof id === 'string').map((id: string) => `[data-dismiss-id="${CSS.escape(id)}"]{display:none!important}`),
        'dismissed',
      );
  } catch {
    // nothing to restore
  }
  // One listener object for both events: `stop` removes exactly what was added.
  const early = {
    keys: [] as KeyboardEvent[],
    handleEvent(event: Event) {
      if (event.type === 'load') return early.stop();
      early.keys.push(event as KeyboardEvent);
      if (searchKey(event as KeyboardEvent)) event.preventDefault();
    },
    stop() {
      removeEventListener('keydown', early, true);
      removeEventListener('load', early);
    },
  };
  addEventListener('keydown', early, true);
  // Async scripts run before `load`: an enhancer that has not taken the keys by then never will.
  addEventListener('load', early);
  window.__plinthEarlyKeys = early;
}

/**
 * What the inline script runs: `boot` with the storage keys it reads and the search-key rule.
 * Every page inlines this compiled by esbuild (boot-script.ts); tests call it directly.
 */
export const runBoot = () => boot(THEME_STORAGE_KEY, DISMISSED_STORAGE_KEY, isSearchKey, SESSION_STORAGE_KEY);
