// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MOVED_ANCHORS_ID, movedTarget } from '../lib/moved-anchors';
import { installMovedAnchors } from './moved-anchors';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('moved anchors', () => {
  it('follows an anchor the page lists as moved to its new anchor, in place of the old address', () => {
    history.replaceState(null, '', '/guides/auth/sessions#tokens');
    document.body.innerHTML = `<h2 id="refresh-tokens">Refresh tokens</h2><script type="application/json" id="${MOVED_ANCHORS_ID}">{"tokens":"#refresh-tokens"}</script>`;
    const before = history.length;
    installMovedAnchors(document);
    expect(location.hash).toBe('#refresh-tokens');
    expect(history.length).toBe(before);
    // And when the reader follows an old link on the page itself.
    location.hash = '#tokens';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(location.hash).toBe('#refresh-tokens');
  });

  it('leaves an anchor the page has, or one the map does not name', () => {
    const map = { tokens: '#refresh-tokens', passwords: '/guides/auth/passwords' };
    expect(movedTarget(map, '#tokens', () => true)).toBeUndefined();
    expect(movedTarget(map, '#other', () => false)).toBeUndefined();
    expect(movedTarget(map, '#constructor', () => false)).toBeUndefined();
    expect(movedTarget(map, '#%E0%A4%A', () => false)).toBeUndefined();
    expect(movedTarget(map, '#passwords', () => false)).toBe('/guides/auth/passwords');
  });
});
