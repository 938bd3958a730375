// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeLoader } from '@/enhance/runtime';
import { SearchButton } from './SearchButton';

vi.mock('@/lib/pagefind', () => ({
  loadPagefind: async () => ({ options: async () => undefined, search: async () => ({ results: [] }) }),
}));

afterEach(() => {
  delete window.__plinthRuntime;
});

describe('the search button', () => {
  it('opens search from another opener on the page with the text it carries, replacing what was in the box', async () => {
    render(
      <>
        <SearchButton />
        <button type="button" data-search-button="" data-search-query="auth sesions">
          Search for these words
        </button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search docs' }));
    const box = (await screen.findByRole('combobox')) as HTMLInputElement;
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'typed by hand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    fireEvent.click(screen.getByText('Search for these words'));
    expect(box.value).toBe('auth sesions');
  });

  it('takes a search asked for before React started, with the opener’s text and what was typed since', async () => {
    window.__plinthRuntime = { takeRequest: () => ({ query: 'auth sesions', typed: 's' }) } as unknown as RuntimeLoader;
    render(<SearchButton />);
    expect(((await screen.findByRole('combobox')) as HTMLInputElement).value).toBe('auth sesionss');
  });

  it('keeps every key typed right after `/`, before React has opened the dialog, slashes included', async () => {
    render(<SearchButton />);
    // Dispatched outside act(): React has not re-rendered between these keys, as when a fast typist
    // keeps typing after pressing `/`.
    for (const key of ['/', '/', 'v', '1', '/', 'p']) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(((await screen.findByRole('combobox')) as HTMLInputElement).value).toBe('/v1/p');
  });
});
