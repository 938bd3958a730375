// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_EVENT } from '../dom/events';
import { FakeObserver } from '../dom/fake-observer.test-helpers';
import { PART_FAILURE_MESSAGE, installReferenceParts } from './ref-parts';

const PARTS: Record<string, string> = {
  '/_parts/ref/0.html':
    '<section id="update" data-ref-item="update"><h3 id="update-title">update()</h3><ul><li id="update-param-values">values</li></ul></section>',
  '/_parts/ref/1.html':
    '<section id="sign-up" data-ref-item="sign-up"><h3 id="sign-up-title">signUp()</h3><ul><li id="sign-up-param-options">options<details><summary>1 property</summary><ul><li id="sign-up-param-options-email">email</li></ul></details></li></ul></section>',
};
const stub = (id: string) =>
  `<section id="${id}" data-ref-item="${id}" class="ref-stub"><h3 id="${id}-title">${id}</h3><p><a href="/ref/${id}">${id}</a></p></section>`;
const PAGE = `<section id="select" data-ref-item="select"><h3>select()</h3></section>
<div data-ref-part="/_parts/ref/0.html">${stub('update')}</div>
<h2 id="auth">Auth</h2>
<div data-ref-part="/_parts/ref/1.html">${stub('sign-up')}</div>`;

let stop: (() => void) | undefined;
let fetched: string[];
let failing: boolean;
let scrolledTo: string[];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const isFull = (id: string) => document.getElementById(id) !== null && !document.getElementById(id)!.closest('[data-ref-part]');

beforeEach(() => {
  FakeObserver.install();
  fetched = [];
  failing = false;
  scrolledTo = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return failing ? new Response('', { status: 503 }) : new Response(PARTS[url] ?? '', { status: PARTS[url] ? 200 : 404 });
  });
  Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement) {
      scrolledTo.push(this.id);
    },
  });
  history.replaceState(null, '', '/ref');
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

describe('the later parts of a long reference page', () => {
  it('fetches nothing at load, and swaps a placeholder for its part when the reader nears it', async () => {
    const announced: unknown[] = [];
    document.addEventListener(CONTENT_EVENT, (e) => announced.push((e as CustomEvent).detail), { once: true });
    stop = installReferenceParts(document);
    await settle();
    expect(fetched).toEqual([]);
    const placeholder = document.querySelector('[data-ref-part="/_parts/ref/0.html"]')!;
    FakeObserver.report(placeholder);
    await settle();
    expect(fetched).toEqual(['/_parts/ref/0.html']);
    expect(isFull('update-param-values')).toBe(true);
    expect(placeholder.isConnected).toBe(false);
    expect(document.querySelectorAll('#update')).toHaveLength(1);
    // Tabs, copy buttons and the scroll trackers are told there is new content.
    expect(announced).toEqual([{ part: '/_parts/ref/0.html' }]);
    // The other part waits for its turn.
    expect(document.getElementById('sign-up')!.closest('[data-ref-part]')).not.toBeNull();
  });

  it('loads the part an address points into at once and lands on the item', async () => {
    history.replaceState(null, '', '/ref#sign-up');
    stop = installReferenceParts(document);
    await settle();
    expect(fetched).toEqual(['/_parts/ref/1.html']);
    expect(isFull('sign-up-param-options-email')).toBe(true);
    expect(scrolledTo.at(-1)).toBe('sign-up');
  });

  it('finds the part of a parameter whose row is not on the page yet, from its item’s name', async () => {
    history.replaceState(null, '', '/ref#update-param-values');
    stop = installReferenceParts(document);
    await settle();
    expect(fetched).toEqual(['/_parts/ref/0.html']);
    expect(scrolledTo.at(-1)).toBe('update-param-values');
  });

  it('follows a function-list link or back/forward to an item not loaded yet', async () => {
    stop = installReferenceParts(document);
    history.pushState(null, '', '/ref#sign-up-param-options-email');
    // The scroll tracker has already written the item it passed on the way into the address.
    history.replaceState(null, '', '/ref#select');
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: `${location.origin}/ref`, newURL: `${location.origin}/ref#sign-up-param-options-email` }));
    await settle();
    expect(fetched).toEqual(['/_parts/ref/1.html']);
    expect(scrolledTo.at(-1)).toBe('sign-up-param-options-email');
    // A nested option is folded in its parent's disclosure: opened, or there is nothing to see.
    expect(document.getElementById('sign-up-param-options-email')!.closest('details')!.open).toBe(true);
  });

  it('keeps the reader on the target while a part above it arrives, until they scroll', async () => {
    history.replaceState(null, '', '/ref#sign-up');
    stop = installReferenceParts(document);
    await settle();
    scrolledTo = [];
    FakeObserver.report(document.querySelector('[data-ref-part]')!);
    await settle();
    expect(scrolledTo).toEqual(['sign-up']);
    window.dispatchEvent(new Event('wheel'));
    document.body.insertAdjacentHTML('beforeend', `<div data-ref-part="/_parts/ref/0.html">${stub('more')}</div>`);
    document.dispatchEvent(new CustomEvent(CONTENT_EVENT, { detail: { slot: 'x' } }));
    FakeObserver.report(document.querySelector('[data-ref-part]')!);
    await settle();
    expect(scrolledTo).toEqual(['sign-up']);
  });

  it('leaves the stubs and says so when a part cannot be fetched, and tries again on the next approach', async () => {
    failing = true;
    stop = installReferenceParts(document);
    const placeholder = document.querySelector('[data-ref-part]')!;
    FakeObserver.report(placeholder);
    await settle();
    expect(placeholder.querySelector('[role="alert"]')?.textContent).toBe(PART_FAILURE_MESSAGE);
    expect(placeholder.querySelector('a[href="/ref/update"]')).not.toBeNull();
    failing = false;
    FakeObserver.report(placeholder);
    await settle();
    expect(fetched).toEqual(['/_parts/ref/0.html', '/_parts/ref/0.html']);
    expect(isFull('update-param-values')).toBe(true);
  });

  it('takes in the placeholders of a page reached by a client-side navigation, and its fragment', async () => {
    stop = installReferenceParts(document);
    await settle();
    // A client-side navigation to another long page, with a fragment into one of its parts.
    document.body.innerHTML = PAGE;
    history.pushState(null, '', '/other#update');
    document.dispatchEvent(new CustomEvent(CONTENT_EVENT, { detail: { slot: 'section-database' } }));
    await settle();
    expect(fetched).toEqual(['/_parts/ref/0.html']);
    expect(scrolledTo.at(-1)).toBe('update');
    FakeObserver.report(document.querySelector('[data-ref-part]')!);
    await settle();
    expect(fetched).toEqual(['/_parts/ref/0.html', '/_parts/ref/1.html']);
  });

  it('leaves no observer or listener behind', async () => {
    stop = installReferenceParts(document);
    stop();
    stop = undefined;
    expect(FakeObserver.live.size).toBe(0);
    history.pushState(null, '', '/ref#sign-up');
    window.dispatchEvent(new HashChangeEvent('hashchange', { newURL: location.href }));
    await settle();
    expect(fetched).toEqual([]);
  });
});
