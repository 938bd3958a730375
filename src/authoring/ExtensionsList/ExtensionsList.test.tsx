// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { extensions } from './extensions';
import { ExtensionsList } from './ExtensionsList';

const rows = () => within(screen.getByRole('list', { name: 'Extensions' })).getAllByRole('listitem');

describe('ExtensionsList', () => {
  it('shows the whole catalogue with its count, each name linking to upstream docs', () => {
    render(<ExtensionsList />);
    expect(screen.getByRole('status').textContent).toBe(`${extensions.length} extensions`);
    expect(rows()).toHaveLength(extensions.length);
    expect(screen.getByRole('link', { name: 'vector documentation' }).getAttribute('href')).toBe('https://github.com/pgvector/pgvector');
  });

  it('narrows the list as the reader types, and by tag', async () => {
    const user = userEvent.setup();
    render(<ExtensionsList />);
    await user.type(screen.getByRole('searchbox', { name: 'Search extensions' }), 'postgis');
    const count = rows().length;
    expect(count).toBeGreaterThan(4);
    expect(screen.getByRole('status').textContent).toBe(`${count} extensions`);
    expect(rows()[0]!.textContent).toMatch(/^postgis documentation/);
    await user.click(screen.getByRole('radio', { name: /Foreign data/ }));
    expect(screen.getByRole('status').textContent).toBe('0 extensions');
    expect(screen.getByText(/No extension matches/).textContent).toBe('No extension matches “postgis” with the tag Foreign data.');
    await user.click(screen.getByRole('button', { name: 'Clear search and tag' }));
    expect(screen.getByRole('status').textContent).toBe(`${extensions.length} extensions`);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'All tags' }) as HTMLInputElement).checked).toBe(true);
  });
});
