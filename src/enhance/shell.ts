import { THEME_STORAGE_KEY, resolveTheme } from '../lib/theme';
import { type Later, now } from './later';

/**
 * The shell's controls, without React: the theme switch, the header's menus and the mobile menu.
 * They work from the first paint, on every page, before and without the React runtime.
 */

/**
 * The theme switch (`[data-theme-toggle]`): a toggle button, pressed when the dark theme is on
 * (WAI-ARIA button pattern). Both icons are in the markup and CSS shows the one for the theme,
 * so nothing waits for this script; it keeps `aria-pressed` true to what is shown, remembers a
 * choice, and follows the system while the reader has made none.
 */
export function installThemeToggle(doc: Document, later: Later = now): () => void {
  const win = doc.defaultView!;
  // Asked for later (a first matchMedia is not free on a slow phone): the boot script has already
  // applied the theme, and a click needs only the class it set.
  let media: MediaQueryList | undefined;
  let disposed = false;
  const stored = () => {
    try {
      return win.localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      return null;
    }
  };
  const apply = (dark: boolean) => {
    doc.documentElement.classList.toggle('dark', dark);
    for (const button of doc.querySelectorAll('[data-theme-toggle]')) button.setAttribute('aria-pressed', String(dark));
  };
  const sync = () => {
    media ??= win.matchMedia('(prefers-color-scheme: dark)');
    apply(resolveTheme(stored(), media.matches) === 'dark');
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.('[data-theme-toggle]')) return;
    const dark = !doc.documentElement.classList.contains('dark');
    try {
      win.localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Storage blocked: the switch still applies to this page.
    }
    apply(dark);
  };
  // Another tab switched the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
  };
  win.addEventListener('storage', onStorage);
  doc.addEventListener('click', onClick);
  later(() => {
    if (disposed) return;
    sync();
    media!.addEventListener('change', sync);
  });
  return () => {
    disposed = true;
    media?.removeEventListener('change', sync);
    win.removeEventListener('storage', onStorage);
    doc.removeEventListener('click', onClick);
  };
}

/**
 * Header menus are native <details> (keyboard and screen-reader friendly with no script). This adds
 * what <details> lacks: Escape and a click elsewhere close an open menu, and opening one closes the others.
 */
export function installDropdowns(doc: Document): () => void {
  const menus = () => [...doc.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
  const onClick = (event: MouseEvent) => {
    for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
  };
}

/** The width from which the sidebar is always shown (Tailwind's `lg`). */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The mobile menu: below the `lg` breakpoint the sidebar (`[data-nav-panel]`) opens from the
 * header's button (`[data-menu-button]`) as a modal dialog (WAI-ARIA dialog pattern): the rest of
 * the page is `inert` (no focus, no clicks, hidden from screen readers) while it is open, focus
 * moves into it, Tab and Shift+Tab cycle inside it, focus returns to the button, and Escape, its close button, the backdrop or
 * following a link close it. One copy of the navigation serves both layouts.
 */
export function installMobileMenu(doc: Document): () => void {
  const win = doc.defaultView!;
  let madeInert: Element[] = [];
  let opener: HTMLElement | null = null;
  const panel = () => doc.querySelector<HTMLElement>('[data-nav-panel]');

  const open = (button: HTMLElement) => {
    const node = panel();
    if (!node || node.dataset.open !== undefined) return;
    opener = button;
    node.dataset.open = '';
    node.setAttribute('role', 'dialog');
    node.setAttribute('aria-modal', 'true');
    node.setAttribute('aria-label', 'Site navigation');
    for (const b of doc.querySelectorAll('[data-menu-button]')) b.setAttribute('aria-expanded', 'true');
    // Everything but the panel (and its backdrop, beside it) becomes inert: each sibling of the
    // panel's ancestors, up to <body>.
    for (let el: Element | null = node; el && el !== doc.body; el = el.parentElement) {
      for (const sibling of el.parentElement?.children ?? []) {
        if (sibling === el || sibling.hasAttribute('data-nav-backdrop') || sibling.hasAttribute('inert') || ['SCRIPT', 'STYLE'].includes(sibling.tagName))
          continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const backdrop = doc.querySelector<HTMLElement>('[data-nav-backdrop]');
    if (backdrop) backdrop.hidden = false;
    doc.body.style.overflow = 'hidden';
    node.querySelector<HTMLElement>('[data-menu-close]')?.focus();
  };

  const close = (restoreFocus: boolean) => {
    const node = panel();
    if (!node || node.dataset.open === undefined) return;
    delete node.dataset.open;
    node.removeAttribute('role');
    node.removeAttribute('aria-modal');
    node.removeAttribute('aria-label');
    for (const b of doc.querySelectorAll('[data-menu-button]')) b.setAttribute('aria-expanded', 'false');
    for (const el of madeInert) el.removeAttribute('inert');
    madeInert = [];
    const backdrop = doc.querySelector<HTMLElement>('[data-nav-backdrop]');
    if (backdrop) backdrop.hidden = true;
    doc.body.style.overflow = '';
    if (restoreFocus) opener?.focus();
    opener = null;
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>('[data-menu-button]');
    if (button) return open(button);
    if (target?.closest?.('[data-menu-close], [data-nav-backdrop]')) return close(true);
    // Following a link in the open menu closes it (focus goes to the new page, not the button).
    if (target?.closest?.('[data-nav-panel][data-open] a[href]')) close(false);
  };
  const onKey = (event: KeyboardEvent) => {
    const node = panel();
    if (!node || node.dataset.open === undefined) return;
    if (event.key === 'Escape') return close(true);
    // Tab wraps inside the dialog: the rest of the page is inert, but without this, Tab from the
    // last link would leave the page for the browser's own controls.
    if (event.key !== 'Tab') return;
    const focusable = [
      ...node.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
    ].filter((el) => !el.hidden && el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = doc.activeElement;
    if (event.shiftKey && (active === first || !node.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !node.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  // Widening the window to the desktop layout shows the sidebar in place: no modal any more.
  const desktop = win.matchMedia(DESKTOP_QUERY);
  const onResize = () => {
    if (desktop.matches) close(false);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  desktop.addEventListener('change', onResize);
  return () => {
    close(false);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
    desktop.removeEventListener('change', onResize);
  };
}
