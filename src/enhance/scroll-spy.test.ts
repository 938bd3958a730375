// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeObserver } from '../dom/fake-observer.test-helpers';
import { CONTENT_EVENT } from '../dom/events';
import { installScrollSpy } from './scroll-spy';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const current = (nav: string) => document.querySelector(`nav[${nav}] [aria-current="location"]`)?.getAttribute('href') ?? null;
let stop: (() => void) | undefined;

beforeEach(() => {
  FakeObserver.install();
  scrollTo(0);
  history.replaceState(null, '', '/reference/javascript/introduction');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('"On this page"', () => {
  const page = (ids: string[]) =>
    `<nav data-toc>${ids.map((id) => `<a href="#${id}">${id}</a>`).join('')}</nav><main>${ids.map((id) => `<h2 id="${id}">${id}</h2><p>…</p>`).join('')}</main>`;

  it('marks the first heading in the reading band, keeps it while none is, and clears at the top', () => {
    document.body.innerHTML = page(['one', 'two', 'three']);
    stop = installScrollSpy(document);
    scrollTo(600);
    FakeObserver.report(document.getElementById('two')!, true);
    FakeObserver.report(document.getElementById('three')!, true);
    expect(current('data-toc')).toBe('#two');
    FakeObserver.report(document.getElementById('two')!, false);
    expect(current('data-toc')).toBe('#three');
    FakeObserver.report(document.getElementById('three')!, false);
    expect(current('data-toc')).toBe('#three');
    scrollTo(0);
    window.dispatchEvent(new Event('scroll'));
    expect(current('data-toc')).toBeNull();
  });

  it('follows the new page after a client-side navigation and lets go of the old one', async () => {
    document.body.innerHTML = page(['old']);
    stop = installScrollSpy(document);
    const old = document.getElementById('old')!;
    document.body.innerHTML = page(['fresh']);
    document.dispatchEvent(new CustomEvent(CONTENT_EVENT));
    await Promise.resolve();
    expect([...FakeObserver.live].some((o) => o.targets.has(old))).toBe(false);
    scrollTo(600);
    FakeObserver.report(document.getElementById('fresh')!, true);
    expect(current('data-toc')).toBe('#fresh');
  });
});

describe('a reference’s function list', () => {
  const page = () =>
    [
      '<nav data-function-list>',
      ...['select', 'insert', 'update'].map((id) => `<a href="/reference/javascript/introduction#${id}" data-function-link="${id}">${id}</a>`),
      '</nav><main>',
      ...['select', 'insert', 'update'].map((id) => `<section id="${id}" data-ref-item="${id}"><h3>${id}</h3><p id="${id}-param-x">param</p></section>`),
      '</main>',
    ].join('');

  it('marks the entry of the fragment when the page opens, or of the last path segment on an item’s page', () => {
    history.replaceState(null, '', '/reference/javascript/introduction#insert');
    document.body.innerHTML = page();
    stop = installScrollSpy(document);
    expect(current('data-function-list')).toContain('#insert');
    stop();
    history.replaceState(null, '', '/reference/javascript/update');
    stop = installScrollSpy(document);
    expect(current('data-function-list')).toContain('#update');
  });

  it('writes the item being read into the fragment and marks its entry; at the top, neither', async () => {
    document.body.innerHTML = page();
    stop = installScrollSpy(document);
    scrollTo(900);
    FakeObserver.report(document.getElementById('insert')!, true);
    await frame();
    expect(location.hash).toBe('#insert');
    expect(current('data-function-list')).toContain('#insert');
    scrollTo(0);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(location.hash).toBe('');
    expect(current('data-function-list')).toBeNull();
  });

  it('keeps a more precise fragment that points inside the item being read', async () => {
    history.replaceState(null, '', '/reference/javascript/introduction#select-param-x');
    document.body.innerHTML = page();
    stop = installScrollSpy(document);
    scrollTo(300);
    FakeObserver.report(document.getElementById('select')!, true);
    await frame();
    expect(location.hash).toBe('#select-param-x');
    expect(current('data-function-list')).toContain('#select');
  });
});
