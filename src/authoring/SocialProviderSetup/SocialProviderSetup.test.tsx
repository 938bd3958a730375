// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishSelectedProjectRef } from '@/panel/selected-project';
import { SocialProviderSetup } from './SocialProviderSetup';

afterEach(() => {
  act(() => publishSelectedProjectRef(null));
});

const link = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
/** The client parts are loaded with next/dynamic, as on the site: wait until they are in. */
const loaded = () => waitFor(() => expect(document.querySelectorAll('[data-dashboard-link]').length).toBeGreaterThan(0));

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
