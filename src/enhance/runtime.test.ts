// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeObserver } from '../dom/fake-observer.test-helpers';
import { stillParsing } from './fake-parsing.test-helpers';
import { SESSION_STORAGE_KEY } from '../lib/session-key';
import { RUNTIME_DATA_ID } from '../lib/runtime-defer';
import { ISLANDS_EVENT, RUNTIME_READY_EVENT } from '../dom/events';
import { type RuntimeLoader, installRuntimeLoader } from './runtime';

let loader: RuntimeLoader | undefined;
const SCRIPTS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
const withRuntime = (body: string, extra: { flight?: string } = {}) => {
  document.body.innerHTML = `${body}<script type="application/json" id="${RUNTIME_DATA_ID}">${JSON.stringify({ scripts: SCRIPTS, ...extra })}</script>`;
};
const loaded = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.getAttribute('src'));
const install = () => (loader = installRuntimeLoader(document));

beforeEach(() => {
  FakeObserver.install();
  localStorage.clear();
  history.replaceState(null, '', '/guides/auth/sessions');
  delete document.documentElement.dataset.runtime;
});
afterEach(() => {
  loader?.dispose();
  loader = undefined;
  document.body.innerHTML = '';
});

describe('the runtime loader', () => {
  it('loads nothing while the reader only reads', () => {
    withRuntime('<main><p>Text</p><a href="#section">In-page link</a></main>');
    install();
    document.querySelector('p')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.querySelector('a')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loaded()).toEqual([]);
    expect(loader!.reason).toBeNull();
  });

  it('loads every listed script once, in order, when the reader points at a link to another page of the site', () => {
    withRuntime(
      '<a id="other" href="/guides/auth/passwords">Passwords</a><a id="same" href="/guides/auth/sessions">Here</a><a id="out" href="https://example.com/guides/x">Elsewhere</a>',
    );
    install();
    document.getElementById('same')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.getElementById('out')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loaded()).toEqual([]);
    document.getElementById('other')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('other')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loaded()).toEqual(SCRIPTS);
    expect(loader!.reason).toBe('link');
    // Appended to <body>, never to <head> (which React hydrates).
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('loads when an island comes near the viewport, also one added later', () => {
    withRuntime('<div id="later-home"></div>');
    install();
    const island = document.createElement('div');
    island.dataset.island = 'extensions list';
    document.getElementById('later-home')!.append(island);
    document.dispatchEvent(new CustomEvent(ISLANDS_EVENT));
    FakeObserver.report(island);
    expect(loaded()).toEqual(SCRIPTS);
    expect(loader!.reason).toBe('island');
  });

  it('loads at once on a page with project values when the reader is signed in', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"t"}');
    withRuntime('<pre data-credentials>PLINTH_URL=…</pre>');
    install();
    expect(loader!.reason).toBe('credentials');
  });

  it('leaves a credential panel as built for a reader without a session, however near; loads for one with a session, or on intent', () => {
    withRuntime(
      '<div id="panel" data-island="ProjectCredentials" data-hydrate="session" data-ssr><a href="/dev/sign-in?return_to=%2F" data-return-here>Log in</a></div>',
    );
    install();
    FakeObserver.report(document.getElementById('panel')!);
    expect(loaded()).toEqual([]);
    expect(loader!.reason).toBeNull();
    // The reader reaches for it: its code comes.
    document.getElementById('panel')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loader!.reason).toBe('island');
    loader!.dispose();

    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"t"}');
    withRuntime('<div data-island="ProjectCredentials" data-hydrate="session" data-ssr></div>');
    install();
    expect(loader!.reason).toBe('credentials');
  });

  it('marks the document and tells listeners when the app says it is ready', () => {
    withRuntime('<p>Text</p>');
    install();
    let told = 0;
    document.addEventListener(RUNTIME_READY_EVENT, () => told++);
    loader!.load('link');
    loader!.ready();
    expect(document.documentElement.dataset.runtime).toBe('ready');
    expect(told).toBe(1);
  });

  it('when the runtime cannot be fetched, says so in the islands near the reader and leaves the page as it is', () => {
    withRuntime(
      '<div data-island="RealtimeLimitsEstimator" data-widget="realtime limits estimator"><p>Loading realtime limits estimator…</p></div><div data-island="AuthProvidersGrid" data-widget="auth providers grid" data-ssr><ul><li>GitHub</li></ul></div>',
    );
    install();
    loader!.load('island');
    document.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    expect(document.documentElement.dataset.runtime).toBe('failed');
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toEqual([
      'The realtime limits estimator could not be displayed. Reload the page to try again; the rest of this page works as usual.',
      'The auth providers grid could not be displayed. Reload the page to try again; the rest of this page works as usual.',
    ]);
    // What the build rendered stays; the empty placeholder shows the message instead.
    expect(document.querySelector('[data-island="AuthProvidersGrid"] li')!.textContent).toBe('GitHub');
    expect(document.querySelector('[data-island="RealtimeLimitsEstimator"]')!.textContent).not.toContain('Loading');
  });

  describe('with the page data in a file of its own', () => {
    type Queue = unknown[] & { length: number };
    const queue = () => (window as unknown as { __next_f?: Queue }).__next_f;
    let fetched: string[];
    let answer: (url: string) => Promise<Response>;
    const realFetch = window.fetch;
    beforeEach(() => {
      fetched = [];
      (window as unknown as { __next_f?: Queue }).__next_f = [[0]];
      window.fetch = ((input: RequestInfo | URL) => {
        const url = String(input);
        fetched.push(url);
        return answer(url);
      }) as typeof fetch;
    });
    afterEach(() => {
      window.fetch = realFetch;
      delete (window as unknown as { __next_f?: Queue }).__next_f;
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('queues the data as Next’s inline scripts did, then adds the scripts once they have all arrived; every download starts at once', async () => {
      const gates = new Map<string, () => void>();
      answer = async (url) => {
        await new Promise<void>((resolve) => gates.set(url, resolve));
        return new Response(url.endsWith('.txt') ? '0:["tree"]\n' : 'script', { status: 200 });
      };
      withRuntime('<a href="/guides/auth/passwords">Passwords</a>', { flight: '/guides/auth/sessions.txt' });
      install();
      document.querySelector('a')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      expect(fetched).toEqual(['/guides/auth/sessions.txt', ...SCRIPTS]);
      // React reads the queue when its first script runs: no script before the data is queued, and
      // none while a download is in flight (the element would fetch it again).
      gates.get('/guides/auth/sessions.txt')!();
      gates.get(SCRIPTS[0]!)!();
      await settle();
      expect(loaded()).toEqual([]);
      expect(queue()).toEqual([[0]]);
      gates.get(SCRIPTS[1]!)!();
      await settle();
      expect(queue()).toEqual([[0], [1, '0:["tree"]\n']]);
      expect(loaded()).toEqual(SCRIPTS);
    });

    it('when the data cannot be fetched, the page stays as it is and says so in the islands near the reader', async () => {
      answer = async (url) => new Response('', { status: url.endsWith('.txt') ? 404 : 200 });
      withRuntime('<div data-island="RealtimeLimitsEstimator" data-widget="realtime limits estimator"><p>Loading realtime limits estimator…</p></div>', {
        flight: '/guides/auth/sessions.txt',
      });
      install();
      loader!.load('island');
      await settle();
      expect(loaded()).toEqual([]);
      expect(queue()).toEqual([[0]]);
      expect(document.documentElement.dataset.runtime).toBe('failed');
      expect(document.querySelector('[role="alert"]')!.textContent).toContain('could not be displayed');
    });

    it('when one of the scripts cannot be downloaded, nothing is added and the page stays as it is', async () => {
      answer = async (url) => new Response('', { status: url === SCRIPTS[1] ? 503 : 200 });
      withRuntime('<a href="/guides/auth/passwords">Passwords</a>', { flight: '/guides/auth/sessions.txt' });
      install();
      loader!.load('link');
      await settle();
      expect(loaded()).toEqual([]);
      expect(document.documentElement.dataset.runtime).toBe('failed');
    });
  });

  it('installed while the page is still being parsed, keeps the reader pointing at a link until its data (at the end of <body>) has been parsed, then loads', () => {
    const parsed = stillParsing();
    document.body.innerHTML = '<a id="other" href="/guides/auth/passwords">Passwords</a>';
    install();
    document.getElementById('other')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loaded()).toEqual([]);
    expect(loader!.reason).toBeNull();
    withRuntime('<a id="other" href="/guides/auth/passwords">Passwords</a>');
    parsed();
    expect(loaded()).toEqual(SCRIPTS);
    expect(loader!.reason).toBe('link');
  });

  it('installed while the page is still being parsed, watches its islands and checks the session only once it has been', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"t"}');
    const parsed = stillParsing();
    document.body.innerHTML = '<p>Text</p>';
    install();
    expect(loaded()).toEqual([]);
    withRuntime('<pre data-credentials>PLINTH_URL</pre>');
    parsed();
    expect(loaded()).toEqual(SCRIPTS);
    expect(loader!.reason).toBe('credentials');
  });

  it('disposed while the page is still being parsed, does nothing once it has been', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"t"}');
    const parsed = stillParsing();
    document.body.innerHTML = '<p>Text</p>';
    install();
    loader!.dispose();
    withRuntime('<pre data-credentials>PLINTH_URL</pre>');
    parsed();
    expect(loaded()).toEqual([]);
    expect(loader!.reason).toBeNull();
  });

  it('has nothing to load on a page without the runtime (the static item pages)', () => {
    document.body.innerHTML = '<a href="/guides/auth/passwords">Passwords</a>';
    install();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loaded()).toEqual([]);
    expect(loader!.reason).toBe('page');
  });
});
