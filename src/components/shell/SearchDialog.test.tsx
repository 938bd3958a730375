// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagefindPage } from '@/lib/search-results';
import SearchDialog from './SearchDialog';

// Pagefind's index exists only in a build: the dialog gets these pages for any query.
const PAGES: PagefindPage[] = [
  { url: '/guides/auth/sessions.html', excerpt: 'how <mark>sessions</mark> end', meta: { title: 'Sessions' } },
  { url: '/guides/auth/passwords.html', excerpt: 'password <mark>sessions</mark>', meta: { title: 'Passwords' } },
  { url: '/guides/database/overview.html', excerpt: 'database <mark>sessions</mark>', meta: { title: 'Database' } },
];
vi.mock('@/lib/pagefind', () => ({
  loadPagefind: async () => ({
    options: async () => undefined,
    search: async () => ({ results: PAGES.map((page) => ({ id: page.url, data: async () => page })) }),
  }),
}));

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    expect(options).toEqual({ block: 'nearest' });
    scrolled.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The dialog, opened with the words of the 404 page's search, once its results are in. */
async function openWithResults(onClose = vi.fn()) {
  render(<SearchDialog open onClose={onClose} takeEarlyInput={() => ({ preset: 'sessions', typed: '' })} />);
  const options = await screen.findAllByRole('option');
  return { options, combobox: screen.getByRole('combobox'), onClose };
}

describe('the search dialog', () => {
  it('starts with the text its opener asked for', async () => {
    const { combobox } = await openWithResults();
    expect((combobox as HTMLInputElement).value).toBe('sessions');
  });

  it('shows each result as a link to its page in a listbox the combobox controls', async () => {
    const { options, combobox } = await openWithResults();
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(options.map((o) => o.tagName)).toEqual(['A', 'A', 'A']);
    expect(options.map((o) => o.getAttribute('href'))).toEqual(['/guides/auth/sessions', '/guides/auth/passwords', '/guides/database/overview']);
    expect(options.every((o) => o.parentElement === listbox)).toBe(true);
    // Focus stays in the text box: the results are not Tab stops.
    expect(options.every((o) => o.tabIndex === -1)).toBe(true);
  });

  it('moves the active result with the keys and scrolls it into view in the list', async () => {
    const { options, combobox } = await openWithResults();
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    expect(scrolled).toEqual([options[1]]);
    fireEvent.keyDown(combobox, { key: 'End' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(combobox, { key: 'Home' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(combobox, { key: 'ArrowUp' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(scrolled).toEqual([options[1], options[2], options[0], options[0]]);
  });

  it('follows the active result with Enter, as a click on its link, and closes', async () => {
    const { options, combobox, onClose } = await openWithResults();
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      followed.push((event.target as HTMLAnchorElement).getAttribute('href')!);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    try {
      fireEvent.keyDown(combobox, { key: 'ArrowDown' });
      fireEvent.keyDown(combobox, { key: 'Enter' });
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(followed).toEqual([options[1]!.getAttribute('href')]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a result is opened in a new tab', async () => {
    const { options, onClose } = await openWithResults();
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      fireEvent.click(options[2]!, { ctrlKey: true });
    } finally {
      document.removeEventListener('click', stay);
    }
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names its close button "Close search", with the Esc hint only shown', async () => {
    await openWithResults();
    const close = screen.getByRole('button', { name: 'Close search' });
    expect(close.textContent).toBe('Esc');
    expect(close.querySelector('[aria-hidden="true"]')?.textContent).toBe('Esc');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Esc' })).toBeNull());
  });
});
