// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishSelectedProjectRef } from '@/panel/selected-project';
import { ProjectSetupSteps } from './ProjectSetupSteps';

afterEach(() => {
  act(() => publishSelectedProjectRef(null));
});

const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
/** The client parts are loaded with next/dynamic, as on the site: wait until they are in. */
const loaded = () => waitFor(() => expect(document.querySelectorAll('[data-dashboard-link]').length).toBeGreaterThan(0));

describe('ProjectSetupSteps', () => {
  it('walks through creating a project and finding its credentials, with dashboard and guide links', async () => {
    render(<ProjectSetupSteps />);
    await loaded();
    const steps = within(screen.getByRole('region', { name: 'Project setup steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual(['Create a project', 'Wait for it to start', 'Find the project URL and anon key']);
    expect(link(/projects page of the dashboard/)).toBe('https://app.plinth.co/dashboard/projects');
    expect(link(/API settings/)).toBe('https://app.plinth.co/dashboard/projects');
    expect(link(/^Database$/)).toBe('/guides/database/overview');
    expect(link(/^Auth$/)).toBe('/guides/auth');
    expect(link(/^Storage$/)).toBe('/guides/storage');
    expect(link(/^Local development$/)).toBe('/guides/cli/local-development');
    expect(screen.getByText(/has\s+the form/).textContent).toContain('https://<project-ref>.plinth.co');
  });

  it("points the dashboard links and the project URL at the reader's selected project", async () => {
    render(<ProjectSetupSteps />);
    await loaded();
    act(() => publishSelectedProjectRef('qwertyuiopasdfgh'));
    expect(link(/API settings/)).toBe('https://app.plinth.co/dashboard/project/qwertyuiopasdfgh/settings/api');
    // The projects list stays the projects list.
    expect(link(/projects page of the dashboard/)).toBe('https://app.plinth.co/dashboard/projects');
    expect(screen.getByText(/has\s+the form/).textContent).toContain('https://qwertyuiopasdfgh.plinth.co');
  });
});
