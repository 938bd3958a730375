import { checked } from '../lib/fetch-checked';
import { fragmentId } from '../lib/url';
import { itemOfAnchor } from '../reference/parts';
import { CONTENT_EVENT } from '../dom/events';
import { watchNearViewport } from '../dom/near-viewport';

/**
 * The later items of a long reference page (src/reference/parts.ts): each placeholder
 * (`[data-ref-part]`, holding a stub per item) is swapped for its part, fetched as the reader
 * scrolls within PART_MARGIN of it, or at once when the address points into it (loading the page
 * with a fragment, a function-list link, a search result, back and forward). The reader then stays
 * on what they asked for while parts around it arrive: the target is scrolled to again after each
 * one until the reader scrolls, types or clicks. Every swap announces new content (CONTENT_EVENT),
 * so tabs, copy buttons and the scroll trackers take the new items in. A part that cannot be
 * fetched leaves its stubs, which link to each item's own page, and says so.
 */

/** How far outside the viewport a placeholder starts loading: about two phone screens of reading ahead, and behind. */
export const PART_MARGIN = '1500px 0px 1500px 0px';

export const PART_FAILURE_MESSAGE = 'These items could not be loaded. Each title below links to its own page.';

export function installReferenceParts(doc: Document): () => void {
  const win = doc.defaultView!;
  const loading = new WeakMap<Element, Promise<void>>();
  let pinned: string | null = null;

  const observer = watchNearViewport((placeholder) => void load(placeholder as HTMLElement), { margin: PART_MARGIN, win, again: true });

  const placeholders = () => [...doc.querySelectorAll<HTMLElement>('[data-ref-part]')];
  const observeAll = () => {
    for (const placeholder of placeholders()) observer.observe(placeholder);
  };

  /** Scrolls to an element, opening the disclosures it is folded in (as the browser does for a fragment it finds itself). */
  function scrollToId(id: string) {
    const target = doc.getElementById(id);
    if (!target) return;
    for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
    target.scrollIntoView();
  }

  function showFailure(placeholder: HTMLElement) {
    if (placeholder.querySelector('[data-ref-part-failure]')) return;
    const note = doc.createElement('p');
    note.setAttribute('role', 'alert');
    note.dataset.refPartFailure = '';
    note.className = 'ref-note';
    note.textContent = PART_FAILURE_MESSAGE;
    placeholder.prepend(note);
  }

  function load(placeholder: HTMLElement): Promise<void> {
    let pending = loading.get(placeholder);
    if (pending) return pending;
    const url = placeholder.dataset.refPart!;
    pending = win
      .fetch(url, { credentials: 'same-origin' })
      .then(checked(url))
      .then((response) => response.text())
      .then((html) => {
        if (!placeholder.isConnected) return;
        const template = doc.createElement('template');
        template.innerHTML = html;
        observer.unobserve(placeholder);
        placeholder.replaceWith(template.content);
        doc.dispatchEvent(new win.CustomEvent(CONTENT_EVENT, { detail: { part: url } }));
        if (pinned) scrollToId(pinned);
      })
      .catch(() => {
        // A later approach may try again (the network may be back).
        loading.delete(placeholder);
        showFailure(placeholder);
      });
    loading.set(placeholder, pending);
    return pending;
  }

  /** Makes sure the element the fragment names is on the page, in full, and in view. */
  async function reveal(hash: string) {
    const id = fragmentId(hash);
    if (!id) return;
    const found = doc.getElementById(id);
    let placeholder = found?.closest<HTMLElement>('[data-ref-part]');
    if (found && !placeholder) return; // already there in full; the browser has scrolled to it
    if (!found) {
      // A parameter or flag: its item's id starts it (the build checks this of every part).
      const owner = itemOfAnchor(
        id,
        [...doc.querySelectorAll<HTMLElement>('[data-ref-item]')].map((item) => item.id),
      );
      placeholder = owner ? doc.getElementById(owner)?.closest<HTMLElement>('[data-ref-part]') : null;
    }
    if (!placeholder) return;
    pinned = id;
    await load(placeholder);
    if (pinned === id) scrollToId(id);
  }

  // The event's own address: by the time it is handled the function-list tracker may already have
  // written the item it saw on the way (history.replaceState) into location.hash.
  const onHashChange = (event: HashChangeEvent) => void reveal(new URL(event.newURL || win.location.href).hash);
  const onContent = (event: Event) => {
    if ((event as CustomEvent<{ part?: string }>).detail?.part) return; // our own swap
    observeAll();
    // A client-side navigation brought a new page: its fragment may point into a part. (When React
    // hydrates the same page its slots announce themselves again; the fragment then names an item
    // already in full, which reveal leaves alone.)
    void reveal(win.location.hash);
  };
  const release = () => {
    pinned = null;
  };
  const interactions = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

  observeAll();
  void reveal(win.location.hash);
  win.addEventListener('hashchange', onHashChange);
  doc.addEventListener(CONTENT_EVENT, onContent);
  for (const type of interactions) win.addEventListener(type, release, { passive: true, capture: true });
  return () => {
    observer.stop();
    win.removeEventListener('hashchange', onHashChange);
    doc.removeEventListener(CONTENT_EVENT, onContent);
    for (const type of interactions) win.removeEventListener(type, release, { capture: true });
  };
}
