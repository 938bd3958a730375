// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCopy } from '@/enhance/copy';
import CredentialPanel from './Panel';
import { panelQueryClient } from './queries';
import { getProjectCredentials, getSelectedProjectRef, resetSelectedProjectForTests } from './selected-project';
import { PROJECT_STORAGE_KEY } from './selection';
import { session, SESSION_STORAGE_KEY } from './session';
import { selectionStore } from './store';
import { fakePlatform, validSession, type Failing } from './fake-platform.test-helpers';

// Whether the panel's data part (react-query, the API client and its schemas) was loaded.
const dataPart = vi.hoisted(() => ({ loaded: false }));
vi.mock('./PanelData', async (original) => {
  dataPart.loaded = true;
  return original();
});

function setup({ loggedIn = true, failing = [] as Failing[], variables = ['url', 'anonKey'] as ('url' | 'anonKey')[] } = {}) {
  const fetch = fakePlatform(failing);
  vi.stubGlobal('fetch', fetch);
  if (loggedIn) localStorage.setItem(SESSION_STORAGE_KEY, validSession());
  session.reload();
  render(<CredentialPanel variables={variables} />);
  return { fetch };
}

const projectBox = () => screen.getByRole('combobox', { name: 'Project' });
const panelState = () => document.querySelector('[data-panel-state]')?.getAttribute('data-panel-state');

beforeEach(() => {
  localStorage.clear();
  selectionStore.clear();
  panelQueryClient.clear();
  resetSelectedProjectForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('credential panel', () => {
  it('logged out: selectors disabled, placeholder labels, log-in hint, no request', async () => {
    const { fetch } = setup({ loggedIn: false });
    await waitFor(() => expect(panelState()).toBe('loggedOut'));
    expect((projectBox() as HTMLButtonElement).disabled).toBe(true);
    expect(projectBox().textContent).toContain('Log in to choose a project');
    expect(screen.getByRole('textbox', { name: 'Project URL' }).getAttribute('placeholder')).toBe('Project URL');
    expect(screen.getByRole('textbox', { name: 'Anon key' }).getAttribute('placeholder')).toBe('Anon key');
    expect((screen.getByRole('textbox', { name: 'Anon key' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(/^\/dev\/sign-in\?return_to=/);
    expect(fetch).not.toHaveBeenCalled();
    // No credential code blocks around this panel: the hint does not promise any.
    expect(document.querySelector('[data-login-hint]')?.textContent).toBe("Log in to see your own project's values here.");
    // A reader who is not logged in loads none of the data part.
    expect(dataPart.loaded).toBe(false);
  });

  it('logged in: restores the first project, picks the main branch and shows its values', async () => {
    const { fetch } = setup();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Project URL' }) as HTMLInputElement).value).toBe('https://acmewebaaaaaaaaaaaaa.plinth.co'),
    );
    expect(panelState()).toBe('hasData');
    expect(projectBox().textContent).toContain('Acme Labs / Acme Web');
    expect(screen.getByRole('combobox', { name: 'Branch' }).textContent).toContain('main');
    expect((screen.getByRole('textbox', { name: 'Anon key' }) as HTMLInputElement).value).toBe('anon-acmewebaaaaaaaaaaaaa');
    // Every request carries the bearer token and an abort signal.
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
      expect(init.signal).toBeDefined();
    }
    // The panel publishes the shown project for widgets and code blocks.
    await waitFor(() => expect(getSelectedProjectRef()).toBe('acmewebaaaaaaaaaaaaa'));
    expect(getProjectCredentials()).toEqual({ projectUrl: 'https://acmewebaaaaaaaaaaaaa.plinth.co', anonKey: 'anon-acmewebaaaaaaaaaaaaa' });
    expect(dataPart.loaded).toBe(true);
  });

  it('choosing a project with the keyboard stores it with its organization and hides the branch selector', async () => {
    setup();
    await waitFor(() => expect(panelState()).toBe('hasData'));
    const user = userEvent.setup();
    projectBox().focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Project' });
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Acme Labs', 'Quoted Ventures']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(projectBox().textContent).toContain('Quoted Ventures / Billing v2');
    expect(JSON.parse(localStorage.getItem(PROJECT_STORAGE_KEY)!)).toEqual([2, 'billingbbbbbbbbbbbbb', 'Billing "v2"']);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Project URL' }) as HTMLInputElement).value).toBe('https://billingbbbbbbbbbbbbb.plinth.co'),
    );
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
  });

  it('one variable at a time: only the anon key field', async () => {
    setup({ variables: ['anonKey'] });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Anon key' }) as HTMLInputElement).value).toBe('anon-acmewebaaaaaaaaaaaaa'));
    expect(screen.queryByRole('textbox', { name: 'Project URL' })).toBeNull();
  });

  it('project-list error: error state, selectors disabled, no value', async () => {
    setup({ failing: ['projects'] });
    await waitFor(() => expect(panelState()).toBe('error'));
    expect((projectBox() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Project URL' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toContain(
      "Couldn't load your projects. Reload the page to try again, or copy the values from the dashboard.",
    );
  });

  it('API-settings error: says the value can be copied from the dashboard, linking the API settings page', async () => {
    setup({ failing: ['api'] });
    await waitFor(() => expect(panelState()).toBe('error'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the API settings of this project. You can also copy the value from the dashboard.");
    expect(within(alert).getByRole('link', { name: 'dashboard' }).getAttribute('href')).toBe(
      'https://app.plinth.co/dashboard/project/acmewebaaaaaaaaaaaaa/settings/api',
    );
  });

  it('log out clears session, organization, project and branch', async () => {
    setup();
    await waitFor(() => expect(panelState()).toBe('hasData'));
    selectionStore.selectBranch(
      { id: 'br-feature', name: 'feature', project_ref: 'featurecccccccccccccc', parent_project_ref: 'acmewebaaaaaaaaaaaaa' },
      'acmewebaaaaaaaaaaaaa',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(panelState()).toBe('loggedOut'));
    expect(localStorage.length).toBe(0);
    expect(selectionStore.getSnapshot()).toEqual({ project: null, branch: null });
    await waitFor(() => expect(getProjectCredentials()).toBeNull());
    expect(getSelectedProjectRef()).toBeNull();
  });

  it('copy button: copies the field, "Copied" for exactly one second (with the site\'s enhancer, as on a page)', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const uninstall = installCopy(document);
    setup();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Anon key' }) as HTMLInputElement).value).toBe('anon-acmewebaaaaaaaaaaaaa'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => screen.getByRole('button', { name: 'Copy Anon key' }).click());
      expect(writeText).toHaveBeenCalledWith('anon-acmewebaaaaaaaaaaaaa');
      expect(screen.getByRole('button', { name: 'Anon key copied' }).textContent).toContain('Copied');
      await act(async () => vi.advanceTimersByTime(999));
      expect(screen.getByRole('button', { name: 'Anon key copied' }).textContent).toBe('Copied');
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy Anon key' }).textContent).toContain('Copy');
    } finally {
      vi.useRealTimers();
      uninstall();
    }
  });
});
