// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { installReturnHere } from './return-here';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  document.body.innerHTML = '';
});

describe('links that return to this page', () => {
  it('take the page’s address, hash included, at once and again when reached for', () => {
    history.replaceState(null, '', '/guides/getting-started/api-keys#what-each-value-is');
    document.body.innerHTML =
      '<a id="login" href="/dev/sign-in?return_to=%2F" data-return-here>Log in</a><a id="other" href="/dev/sign-in?return_to=%2F">Other</a>';
    dispose = installReturnHere(document);
    const here = encodeURIComponent(location.href);
    expect(document.getElementById('login')!.getAttribute('href')).toBe(`/dev/sign-in?return_to=${here}`);
    expect(document.getElementById('other')!.getAttribute('href')).toBe('/dev/sign-in?return_to=%2F');
    history.replaceState(null, '', '/guides/getting-started/api-keys#where-to-find-them');
    document.getElementById('login')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(document.getElementById('login')!.getAttribute('href')).toBe(`/dev/sign-in?return_to=${encodeURIComponent(location.href)}`);
  });

  it('keep the other parameters of a log-in address that has some', () => {
    history.replaceState(null, '', '/guides/auth');
    document.body.innerHTML = '<a id="login" href="https://app.plinth.co/login?next=docs&return_to=%2F" data-return-here>Log in</a>';
    dispose = installReturnHere(document);
    expect(document.getElementById('login')!.getAttribute('href')).toBe(`https://app.plinth.co/login?next=docs&return_to=${encodeURIComponent(location.href)}`);
  });
});
