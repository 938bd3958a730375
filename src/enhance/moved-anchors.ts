import { MOVED_ANCHORS_ID, movedTarget, type MovedAnchors } from '../lib/moved-anchors';

/**
 * Follows a moved anchor (src/lib/moved-anchors.ts): on load, and when the address's `#` changes,
 * an anchor the page lists as moved takes the reader where it went, replacing the address in the
 * history (Back does not return to the old one). Only pages with a moved anchor carry the map.
 */
export function installMovedAnchors(doc: Document): void {
  const data = doc.getElementById(MOVED_ANCHORS_ID);
  const win = doc.defaultView;
  if (!data || !win) return;
  let map: MovedAnchors;
  try {
    map = JSON.parse(data.textContent ?? '{}') as MovedAnchors;
  } catch {
    return;
  }
  const follow = () => {
    const target = movedTarget(map, win.location.hash, (id) => doc.getElementById(id) !== null);
    if (!target) return;
    if (target.startsWith('#')) {
      win.history.replaceState(win.history.state, '', target);
      doc.getElementById(decodeURIComponent(target.slice(1)))?.scrollIntoView();
    } else win.location.replace(target);
  };
  follow();
  win.addEventListener('hashchange', follow);
}
