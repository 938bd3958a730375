// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishSelectedProjectRef } from '@/panel/selected-project';
import { DatabaseSetupSteps, PhoneProviderSetup, ProjectSetupSteps, SocialProviderSetup } from './SetupSteps';

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

describe('SocialProviderSetup', () => {
  it("uses the provider's console, callback field and credential names", () => {
    render(<SocialProviderSetup provider="github" />);
    const region = screen.getByRole('region', { name: 'GitHub setup steps' });
    expect(
      within(region)
        .getByRole('link', { name: /GitHub Developer settings/ })
        .getAttribute('href'),
    ).toBe('https://github.com/settings/developers');
    expect(region.textContent).toContain('Authorization callback URL');
    expect(region.textContent).toContain("plinth.auth.signInWithOAuth({ provider: 'github' })");
  });

  it('shows the callback URL with a copy button, filled in once the project is known', async () => {
    render(<SocialProviderSetup provider="google" />);
    await loaded();
    await waitFor(() => expect(document.querySelector('[data-callback-url]')).not.toBeNull());
    const field = document.querySelector('[data-callback-url] [data-copy-source]')!;
    expect(field.textContent).toBe('https://<project-ref>.plinth.co/auth/v1/callback');
    expect(screen.getByRole('button', { name: 'Copy callback URL' })).toBeTruthy();
    expect(link(/auth providers page/)).toBe('https://app.plinth.co/dashboard/projects');
    act(() => publishSelectedProjectRef('mnbvcxzlkjhgfdsa'));
    expect(field.textContent).toBe('https://mnbvcxzlkjhgfdsa.plinth.co/auth/v1/callback');
    expect(link(/auth providers page/)).toBe('https://app.plinth.co/dashboard/project/mnbvcxzlkjhgfdsa/auth/providers');
  });

  it('mentions the extra setting a provider needs', () => {
    render(<SocialProviderSetup provider="keycloak" />);
    expect(screen.getByRole('region', { name: 'Keycloak setup steps' }).textContent).toContain('Realm URL');
  });

  it("sends GitLab users to a group's applications, as its page advises for production", () => {
    render(<SocialProviderSetup provider="gitlab" />);
    const region = screen.getByRole('region', { name: 'GitLab setup steps' });
    expect(
      within(region)
        .getByRole('link', { name: /Applications settings of your GitLab group/ })
        .getAttribute('href'),
    ).toBe('https://gitlab.com/dashboard/groups');
    expect(region.textContent).not.toMatch(/user settings/i);
  });

  it('fails loudly, naming the valid ids, for an unknown provider', () => {
    expect(() => render(<SocialProviderSetup provider="myspace" />)).toThrow(/unknown provider.*github/);
    expect(() => render(<SocialProviderSetup provider="twilio" />)).toThrow(/SocialProviderSetup/);
  });
});

describe('PhoneProviderSetup', () => {
  it("lists the SMS provider's credentials and the phone sign-in calls", () => {
    render(<PhoneProviderSetup provider="twilio" />);
    const region = screen.getByRole('region', { name: 'Twilio setup steps' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining(['Account SID', 'Auth token', 'Messaging Service SID']));
    expect(within(region).getByRole('link', { name: 'Twilio Console' }).getAttribute('href')).toBe('https://console.twilio.com/');
    expect(region.textContent).toContain('plinth.auth.signInWithOtp({ phone })');
    expect(region.textContent).toContain("plinth.auth.verifyOtp({ phone, token, type: 'sms' })");
  });

  it("describes Textlocal's own account step: an API key and the DLT sender, never a phone number or a trial", () => {
    render(<PhoneProviderSetup provider="textlocal" />);
    const region = screen.getByRole('region', { name: 'Textlocal setup steps' });
    expect(within(region).getByRole('link', { name: 'Textlocal India account' }).getAttribute('href')).toBe('https://www.textlocal.in/');
    expect(region.textContent).toContain('create an API key under Settings, then API Keys');
    expect(region.textContent).toContain('registered under DLT');
    expect(region.textContent).not.toMatch(/get a sender: a phone number|Trial accounts/);
  });

  it('rejects a social provider id', () => {
    expect(() => render(<PhoneProviderSetup provider="github" />)).toThrow(/messagebird, twilio, vonage, textlocal/);
  });
});
