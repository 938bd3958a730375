// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-script';
import { SESSION_STORAGE_KEY } from '../lib/session-key';
import { installBuilderToggles } from './builder';
import { COPIED_FEEDBACK_MS, installCopy } from './copy';
import { installDismiss } from './dismiss';
import { CONTENT_EVENT, ISLANDS_EVENT } from '../dom/events';
import { installTabs } from './tabs';

let uninstall: (() => void)[] = [];
beforeEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('style[data-boot]').forEach((s) => s.remove());
  localStorage.clear();
  history.replaceState(null, '', '/guides/x');
});
afterEach(() => {
  uninstall.forEach((u) => u());
  uninstall = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('copy buttons', () => {
  it('copy what the code block shows and say "Copied" for exactly one second', async () => {
    vi.useFakeTimers();
    const write = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
    document.body.innerHTML =
      '<figure data-copy-root><button data-copy aria-label="Copy code"><span aria-live="polite">Copy</span></button><pre data-copy-source>select 1;\n</pre></figure>';
    uninstall.push(installCopy(document));
    const button = document.querySelector('button')!;
    Object.defineProperty(document.querySelector('pre')!, 'innerText', { value: 'select 1;\n' });
    click(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(write).toHaveBeenCalledWith('select 1;');
    expect(button.textContent).toBe('Copied');
    expect(button.getAttribute('aria-label')).toBe('Copied');
    await vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS - 1);
    expect(button.textContent).toBe('Copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(button.textContent).toBe('Copy');
    expect(button.getAttribute('aria-label')).toBe('Copy code');
  });

  it('copy a highlighted block line by line, its empty lines and the values filled into it included', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
    document.body.innerHTML =
      '<figure data-copy-root><button data-copy aria-label="Copy code"><span aria-live="polite">Copy</span></button><pre data-copy-source><code>' +
      '<span class="line"><span>const url = </span><span>\'https://&lt;project-ref&gt;.plinth.co\'</span></span>\n<span class="line"></span>\n' +
      '<span class="line"><span>await plinth.auth.</span><a href="/reference/javascript/sign-up"><span>signUp</span></a><span>()</span></span></code></pre></figure>';
    uninstall.push(installCopy(document));
    // What Chromium's innerText gives for such a block: the empty line (an empty grid item) is gone.
    Object.defineProperty(document.querySelector('pre')!, 'innerText', { value: "const url = 'https://<project-ref>.plinth.co'\nawait plinth.auth.signUp()" });
    document.querySelector('pre span span + span')!.firstChild!.nodeValue = "'https://abc.plinth.co'";
    click(document.querySelector('button')!);
    await vi.waitFor(() => expect(write).toHaveBeenCalledWith("const url = 'https://abc.plinth.co'\n\nawait plinth.auth.signUp()"));
  });

  it('copy a computed value, with its own label; and say so when the clipboard refuses', async () => {
    vi.useFakeTimers();
    const write = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
    document.body.innerHTML =
      '<button data-copy data-copy-text="eyJ…" data-copied-label="Anon key copied" aria-label="Copy Anon key"><span aria-live="polite">Copy</span></button>';
    uninstall.push(installCopy(document));
    const button = document.querySelector('button')!;
    click(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(write).toHaveBeenCalledWith('eyJ…');
    expect(button.getAttribute('aria-label')).toBe('Anon key copied');
    await vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS);
    click(button);
    await vi.advanceTimersByTimeAsync(0);
    expect(button.textContent).toBe('Copy failed');
  });
});

const tabSet = (group: string | null, values: string[], base: string) =>
  `<div data-tabs ${group ? `data-tabs-group="${group}"` : ''}><div role="tablist">${values.map((v, i) => `<button role="tab" id="${base}-t${i}" aria-controls="${base}-p${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-value="${v}">${v}</button>`).join('')}</div>${values.map((v, i) => `<div role="tabpanel" id="${base}-p${i}" data-value="${v}" ${i ? 'hidden' : ''}>${v} panel</div>`).join('')}</div>`;
const selected = (base: string) => [...document.querySelectorAll(`[id^="${base}-t"]`)].find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('tabs', () => {
  it('switch on click and with the keyboard, keeping one tab in the tab order', () => {
    document.body.innerHTML = tabSet(null, ['npm', 'pnpm', 'yarn'], 'a');
    uninstall.push(installTabs(document));
    click(document.getElementById('a-t1')!);
    expect(selected('a')).toBe('pnpm');
    expect((document.getElementById('a-p1') as HTMLElement).hidden).toBe(false);
    expect((document.getElementById('a-p0') as HTMLElement).hidden).toBe(true);
    key(document.getElementById('a-t1')!, 'ArrowRight');
    expect(selected('a')).toBe('yarn');
    expect(document.activeElement?.id).toBe('a-t2');
    key(document.getElementById('a-t2')!, 'Home');
    expect(selected('a')).toBe('npm');
    expect([...document.querySelectorAll('[role=tab]')].map((t) => (t as HTMLElement).tabIndex)).toEqual([0, -1, -1]);
  });

  it('switch every set of a group together, and keep the choice in the URL and for the next page', () => {
    document.body.innerHTML =
      tabSet('package-manager', ['npm', 'pnpm'], 'a') + tabSet('package-manager', ['npm', 'pnpm'], 'b') + tabSet(null, ['npm', 'pnpm'], 'c');
    uninstall.push(installTabs(document));
    click(document.getElementById('a-t1')!);
    expect([selected('a'), selected('b'), selected('c')]).toEqual(['pnpm', 'pnpm', 'npm']);
    expect(new URL(location.href).searchParams.get('package-manager')).toBe('pnpm');
    // A client-side navigation: new content, the query gone from the address.
    history.replaceState(null, '', '/guides/y');
    document.body.innerHTML = tabSet('package-manager', ['npm', 'pnpm'], 'd');
    document.dispatchEvent(new CustomEvent(CONTENT_EVENT));
    expect(selected('d')).toBe('pnpm');
  });

  it('open on the tab a shared link names', () => {
    history.replaceState(null, '', '/guides/x?package-manager=pnpm');
    document.body.innerHTML = tabSet('package-manager', ['npm', 'pnpm'], 'a');
    uninstall.push(installTabs(document));
    expect(selected('a')).toBe('pnpm');
  });

  it("drop the boot script's rules for the linked tab once the tabs show it, even when a tab is chosen first", () => {
    for (const chooseFirst of [false, true]) {
      history.replaceState(null, '', '/guides/x?package-manager=pnpm');
      document.body.innerHTML = tabSet('package-manager', ['npm', 'pnpm'], 'a') + tabSet('package-manager', ['npm', 'pnpm'], 'b');
      new Function(bootScript())();
      expect(document.head.querySelector('style[data-boot="tabs"]')).not.toBeNull();
      const pending: (() => void)[] = [];
      uninstall.push(installTabs(document, (work) => void pending.push(work)));
      // Until the enhancer's next task the boot rules still show the linked tab.
      expect(document.head.querySelector('style[data-boot="tabs"]')).not.toBeNull();
      if (chooseFirst) {
        // A choice before then restores every set and drops the rules, which would hide its panel.
        click(document.getElementById('a-t0')!);
        expect(document.head.querySelector('style[data-boot="tabs"]')).toBeNull();
        expect([selected('a'), selected('b')]).toEqual(['npm', 'npm']);
        expect((document.getElementById('b-p0') as HTMLElement).hidden).toBe(false);
      }
      pending.forEach((work) => work());
      expect(document.head.querySelector('style[data-boot="tabs"]')).toBeNull();
      expect([selected('a'), selected('b')]).toEqual(chooseFirst ? ['npm', 'npm'] : ['pnpm', 'pnpm']);
      uninstall.splice(0).forEach((stop) => stop());
    }
  });

  it('bring a choice made while the page was still being parsed to the sets parsed after it', () => {
    history.replaceState(null, '', '/guides/x');
    document.body.innerHTML = tabSet('package-manager', ['npm', 'pnpm'], 'a');
    const pending: (() => void)[] = [];
    uninstall.push(installTabs(document, (work) => void pending.push(work)));
    click(document.getElementById('a-t1')!);
    // The rest of the page arrives; the enhancer's later work runs once it has been parsed.
    document.body.insertAdjacentHTML('beforeend', tabSet('package-manager', ['npm', 'pnpm'], 'b'));
    pending.forEach((work) => work());
    expect([selected('a'), selected('b')]).toEqual(['pnpm', 'pnpm']);
    expect((document.getElementById('b-p1') as HTMLElement).hidden).toBe(false);
  });
});

describe('closable alerts', () => {
  it('close, stay closed on the next visit, and leave focus in the content', () => {
    document.body.innerHTML =
      '<main id="main-content" tabindex="-1"><div data-dismiss-id="beta"><p>Beta</p><button data-dismiss="beta">✕</button></div></main>';
    uninstall.push(installDismiss(document));
    click(document.querySelector('[data-dismiss]')!);
    expect((document.querySelector('[data-dismiss-id]') as HTMLElement).hidden).toBe(true);
    expect(document.activeElement?.id).toBe('main-content');
    uninstall.forEach((u) => u());
    document.body.innerHTML = '<div data-dismiss-id="beta"><p>Beta</p></div><div data-dismiss-id="other"></div>';
    uninstall = [installDismiss(document)];
    expect((document.querySelector('[data-dismiss-id="beta"]') as HTMLElement).hidden).toBe(true);
    expect((document.querySelector('[data-dismiss-id="other"]') as HTMLElement).hidden).toBe(false);
  });
});

describe('command builder toggles', () => {
  it('open, close and open again, asking the island host once for the builder', () => {
    document.body.innerHTML =
      '<button data-builder-toggle="plinth-db-push" aria-expanded="false">Build this command</button><div id="plinth-db-push-builder" hidden></div>';
    uninstall.push(installBuilderToggles(document));
    const asked = vi.fn();
    document.addEventListener(ISLANDS_EVENT, asked);
    const toggle = document.querySelector('button')!;
    const container = document.getElementById('plinth-db-push-builder')!;
    click(toggle);
    expect([toggle.getAttribute('aria-expanded'), container.hidden, container.dataset.island]).toEqual(['true', false, 'CommandBuilder']);
    expect(JSON.parse(container.dataset.islandProps!)).toEqual({ commandId: 'plinth-db-push' });
    click(toggle);
    expect([toggle.getAttribute('aria-expanded'), container.hidden, toggle.textContent]).toEqual(['false', true, 'Build this command']);
    click(toggle);
    expect([toggle.getAttribute('aria-expanded'), container.hidden]).toEqual(['true', false]);
    expect(asked).toHaveBeenCalledTimes(1);
    document.removeEventListener(ISLANDS_EVENT, asked);
  });
});

describe('the boot script', () => {
  it('shows the tab a link names and hides closed alerts before the first paint', () => {
    history.replaceState(null, '', '/guides/x?package-manager=pnpm');
    localStorage.setItem('plinth-docs-dismissed', JSON.stringify(['beta']));
    new Function(bootScript())();
    expect(document.head.querySelector('style[data-boot="tabs"]')!.textContent).toContain(
      '[data-tabs-group="package-manager"]:has(> [role=tabpanel][data-value="pnpm"]) > [role=tabpanel]:not([data-value="pnpm"]){display:none!important}',
    );
    expect(document.head.querySelector('style[data-boot="dismissed"]')!.textContent).toContain('[data-dismiss-id="beta"]{display:none!important}');
  });

  it('marks a stored platform session on <html>, for the credential panel as built', () => {
    document.documentElement.removeAttribute('data-session');
    new Function(bootScript())();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"t"}');
    new Function(bootScript())();
    expect(document.documentElement.hasAttribute('data-session')).toBe(true);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    document.documentElement.removeAttribute('data-session');
  });

  it('applies the stored theme, and does nothing else when there is nothing to restore', () => {
    localStorage.setItem('plinth-docs-theme', 'dark');
    new Function(bootScript())();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.head.querySelector('style[data-boot]')).toBeNull();
  });

  it('as the inlined string, keeps the search keys pressed before the enhancer listens and stops at load', () => {
    new Function(bootScript())();
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    document.body.dispatchEvent(letter);
    expect([slash.defaultPrevented, letter.defaultPrevented]).toEqual([true, false]);
    window.dispatchEvent(new Event('load'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    expect(window.__plinthEarlyKeys!.keys.map((event) => event.key)).toEqual(['/', 'a']);
    delete window.__plinthEarlyKeys;
  });
});
