// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishSelectedProjectRef } from '@/panel/selected-project';
import { DatabaseSetupSteps } from './DatabaseSetupSteps';

afterEach(() => {
  act(() => publishSelectedProjectRef(null));
});

const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
/** The client parts are loaded with next/dynamic, as on the site: wait until they are in. */
const loaded = () => waitFor(() => expect(document.querySelectorAll('[data-dashboard-link]').length).toBeGreaterThan(0));

describe('DatabaseSetupSteps', () => {
  it('offers the SQL editor and the CLI route, with the ref in the link command', async () => {
    render(<DatabaseSetupSteps />);
    await loaded();
    await waitFor(() => expect(document.querySelector('pre code')?.textContent).toContain('<project-ref>'));
    expect(link(/SQL editor/)).toBe('https://app.plinth.co/dashboard/projects');
    const commands = () => screen.getAllByText((_, el) => el?.tagName === 'CODE' && !!el.closest('pre')).map((el) => el.textContent);
    expect(commands()).toEqual(['plinth loginplinth link --project-ref <project-ref>', 'plinth migration new create_schema', 'plinth db push']);
    act(() => publishSelectedProjectRef('zxcvbnmlkjhgfdsa'));
    expect(link(/SQL editor/)).toBe('https://app.plinth.co/dashboard/project/zxcvbnmlkjhgfdsa/sql/new');
    expect(commands()[0]).toContain('--project-ref zxcvbnmlkjhgfdsa');
    expect(link(/Database guide/)).toBe('/guides/database/overview');
    expect(link(/CLI guide/)).toBe('/guides/cli');
  });
});
