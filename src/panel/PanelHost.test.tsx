// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import type { CredentialVariable } from './Panel';
import { PanelHost } from './PanelHost';
import { resetSelectedProjectForTests, useProjectCredentials } from './selected-project';

// A panel that crashes while rendering: the boundary must catch it.
vi.mock('./Panel', () => ({
  default: function BrokenPanel(): never {
    throw new Error('boom');
  },
}));

// Whether the panel was requested together with its data part (react-query, API client).
const dataPart = vi.hoisted(() => ({ requested: false }));
vi.mock('./PanelWithData', () => {
  dataPart.requested = true;
  return {
    default: function BrokenPanel(): never {
      throw new Error('boom');
    },
  };
});

let intersect: (() => void) | null = null;
beforeEach(() => {
  resetSelectedProjectForTests();
  intersect = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private cb: IntersectionObserverCallback) {}
      observe() {
        intersect = () => this.cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const BOTH: CredentialVariable[] = ['url', 'anonKey'];

function CodeBlockLike() {
  const values = useProjectCredentials();
  return <p>code block: {values ? 'filled' : 'placeholders'}</p>;
}

describe('the panel host', () => {
  it('show the panel as built until it comes near the viewport: logged out, with "Checking your login…" beside it for a stored session', () => {
    render(<PanelHost variables={BOTH} codeSamples />);
    const panel = screen.getByRole('group', { name: "Your project's API credentials" });
    expect(panel.getAttribute('data-panel-state')).toBe('loggedOut');
    expect(panel.querySelector('[data-login-hint]')?.textContent).toBe("Log in to see your own project's values here and in this page's code samples.");
    // A fixed return address, the same in the build and in the browser's first render; the enhancer sets the page's.
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/dev/sign-in?return_to=%2F');
    expect(screen.getByRole('link', { name: 'Log in' }).hasAttribute('data-return-here')).toBe(true);
    expect(document.querySelector('[data-if-session]')?.textContent).toBe('Checking your login…');
  });

  it('catch a crash inside the panel with the whole-panel message; the rest of the page keeps working', async () => {
    render(
      <main>
        <h1>Get your API keys</h1>
        <PanelHost variables={BOTH} />
        <button type="button">Copy code</button>
      </main>,
    );
    intersect?.();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Couldn't display your API settings. You can get them from the dashboard.");
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('https://app.plinth.co/dashboard/projects');
    expect(screen.getByRole('heading', { name: 'Get your API keys' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    // Nobody is logged in: the panel's data part is not fetched with it.
    expect(dataPart.requested).toBe(false);
  });

  it('fetch the data part together with the panel when a session is stored', async () => {
    // The panel's module is chosen once per page: a page (module graph) of its own.
    vi.resetModules();
    const { PanelHost: Fresh } = await import('./PanelHost');
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    try {
      render(<Fresh variables={BOTH} />);
      expect(dataPart.requested).toBe(false);
      intersect?.();
      await screen.findByRole('alert');
      expect(dataPart.requested).toBe(true);
    } finally {
      localStorage.clear();
    }
  });

  it('load the panel on demand when a code block on the page needs the values', async () => {
    render(
      <>
        <CodeBlockLike />
        <PanelHost variables={BOTH} />
      </>,
    );
    // No intersection: the code block's request alone loads the (here: crashing) panel.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("Couldn't display your API settings."), { timeout: 2000 });
  });
});
