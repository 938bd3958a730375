// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme';
import { DESKTOP_QUERY, installDropdowns, installMobileMenu, installThemeToggle } from './shell';

/** matchMedia with queries the test sets: `media.set(query, matches)` fires their change listeners. */
function fakeMedia() {
  const state = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
  const entry = (q: string) => state.get(q) ?? state.set(q, { matches: false, listeners: new Set() }).get(q)!;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return entry(query).matches;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => entry(query).listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => entry(query).listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      entry(query).matches = matches;
      for (const fn of entry(query).listeners) fn();
    },
  };
}

const stops: (() => void)[] = [];
let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  document.body.removeAttribute('style');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('theme switch', () => {
  const setup = () => {
    document.body.innerHTML = '<button data-theme-toggle aria-pressed="false" aria-label="Dark theme">☾</button>';
    stops.push(installThemeToggle(document));
    return document.querySelector('button')!;
  };

  it('follows the system until the reader chooses, then remembers the choice', () => {
    media.set('(prefers-color-scheme: dark)', true);
    const button = setup();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    click(button);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    // A stored choice wins over a system change.
    media.set('(prefers-color-scheme: dark)', false);
    media.set('(prefers-color-scheme: dark)', true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows a choice made in another tab', () => {
    const button = setup();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('still switches when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const button = setup();
    click(button);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

describe('header menus', () => {
  const setup = () => {
    document.body.innerHTML =
      '<details data-dropdown id="a"><summary>Guides</summary><a href="/x">X</a></details><details data-dropdown id="b"><summary>References</summary></details><p id="elsewhere">text</p>';
    stops.push(installDropdowns(document));
    return [document.getElementById('a') as HTMLDetailsElement, document.getElementById('b') as HTMLDetailsElement];
  };

  it('close with Escape, returning focus to their summary', () => {
    const [a] = setup();
    a!.open = true;
    key(a!.querySelector('a')!, 'Escape');
    expect(a!.open).toBe(false);
    expect(document.activeElement).toBe(a!.querySelector('summary'));
  });

  it('close on a click elsewhere, and not on a click inside', () => {
    const [a, b] = setup();
    a!.open = true;
    b!.open = true;
    click(a!.querySelector('a')!);
    expect(a!.open).toBe(true);
    expect(b!.open).toBe(false);
    click(document.getElementById('elsewhere')!);
    expect(a!.open).toBe(false);
  });
});

describe('mobile menu', () => {
  const setup = () => {
    document.body.innerHTML = [
      '<header id="header"><button data-menu-button aria-expanded="false" aria-controls="site-navigation">Menu</button></header>',
      '<div id="layout"><div data-nav-backdrop hidden></div>',
      '<div id="site-navigation" data-nav-panel><button data-menu-close>Close menu</button><a id="link" href="/guides/auth">Auth</a></div>',
      '<main id="main"><a href="/x">content</a></main></div>',
      '<footer id="footer"></footer>',
    ].join('');
    stops.push(installMobileMenu(document));
    return { button: document.querySelector<HTMLButtonElement>('[data-menu-button]')!, panel: document.getElementById('site-navigation')! };
  };

  it('opens as a modal dialog: the rest of the page inert, focus inside, button expanded', () => {
    const { button, panel } = setup();
    button.focus();
    click(button);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.getAttribute('aria-label')).toBe('Site navigation');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    for (const id of ['header', 'main', 'footer']) expect(document.getElementById(id)!.hasAttribute('inert'), id).toBe(true);
    expect(panel.hasAttribute('inert')).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-nav-backdrop]')!.hidden).toBe(false);
    expect(document.activeElement).toBe(panel.querySelector('[data-menu-close]'));
  });

  it('closes with Escape and gives focus back to the button, leaving nothing inert', () => {
    const { button, panel } = setup();
    click(button);
    key(panel, 'Escape');
    expect(panel.hasAttribute('role')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button, the backdrop, and when a link in it is followed', () => {
    const { button, panel } = setup();
    click(button);
    click(panel.querySelector('[data-menu-close]')!);
    expect(panel.dataset.open).toBeUndefined();
    click(button);
    click(document.querySelector('[data-nav-backdrop]')!);
    expect(panel.dataset.open).toBeUndefined();
    click(button);
    click(document.getElementById('link')!);
    expect(panel.dataset.open).toBeUndefined();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('keeps Tab and Shift+Tab inside the open menu', () => {
    const { button, panel } = setup();
    // happy-dom lays nothing out: every element counts as rendered.
    for (const el of panel.querySelectorAll('a, button')) (el as HTMLElement).getClientRects = () => [{}] as unknown as DOMRectList;
    click(button);
    const link = document.getElementById('link')!;
    link.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    link.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(panel.querySelector('[data-menu-close]'));
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(back);
    expect(document.activeElement).toBe(link);
    // Between the two ends, the browser moves focus as usual.
    const close = panel.querySelector<HTMLElement>('[data-menu-close]')!;
    close.focus();
    const middle = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    close.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(false);
  });

  it('closes when the window widens to the desktop layout', () => {
    const { button, panel } = setup();
    click(button);
    media.set(DESKTOP_QUERY, true);
    expect(panel.dataset.open).toBeUndefined();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
