import { ISLAND_HYDRATED_EVENT } from '../dom/events';

/**
 * What a reader does to an island before React has taken it over, replayed into the island once
 * it has: one mechanism for every island the build rendered (`data-ssr`: widgets, builders, the
 * panel), so that no island shows one state while it holds another.
 *
 * Before hydration an island is the build's HTML. Its form controls already work as HTML: a radio
 * shows Phone, a text box holds what was typed. But React hydrates around them: it keeps what the
 * DOM shows and its state stays the server's (a filter showing Phone while the grid still lists
 * every card), and a button's click has no handler yet (lost, or, in a form, a native submit that
 * reloads the page). So:
 * - a click on a button of an island not yet hydrated is held (its default prevented) and replayed,
 *   in order, once the island has hydrated; controls the enhancer runs itself (tabs, copy, builder
 *   toggles, alerts, search) are left to it; a form submitted early is held the same way;
 * - when the island announces its hydration (ISLAND_HYDRATED_EVENT, from src/islands/IslandHost.tsx,
 *   after React's first commit), every control whose value differs from what React rendered is
 *   given to React as the reader's input: React's hydration marks what it rendered as each control's
 *   default (`defaultValue`, `defaultChecked`, an option's `defaultSelected`), so the difference is
 *   exactly the reader's early input. The control is set back to React's value through its own
 *   property (which React watches), then to the reader's the way a browser does it, with the event
 *   React listens to (`input`, `change`, or a click for a check box or radio), so the island's own
 *   handlers run as for any input.
 */

/** Buttons the enhancer runs before React: their clicks are theirs, not the island's. */
const ENHANCED = '[role="tab"], [data-copy], [data-builder-toggle], [data-dismiss], [data-search-button]';
/** An island the build rendered that React will take over but has not yet (`hydrate="never"` keeps the build's HTML for good). */
const WAITING_ISLAND = '[data-island][data-ssr]:not([data-island-mounted]):not([data-hydrate="never"])';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets `value` the way the browser does when a reader types: on the prototype, past React's watch on the element. */
function setAsTyped(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  setter?.call(control, value);
}

/**
 * Hands every control of `island` whose value differs from what React rendered to React, as input.
 * All differences are read first: handing one over re-renders the island, and React then writes
 * its own values into the other controls.
 */
export function replayControls(island: Element): void {
  const win = island.ownerDocument.defaultView!;
  const active = island.ownerDocument.activeElement;
  const replays: (() => void)[] = [];
  for (const control of island.querySelectorAll<Control>('input, textarea, select')) {
    if (control instanceof win.HTMLSelectElement) {
      // An option's `selected` attribute is what React rendered (what `defaultSelected` reflects).
      if ([...control.options].every((option) => option.selected === option.hasAttribute('selected'))) continue;
      const chosen = [...control.options].map((option) => option.selected);
      replays.push(() => {
        [...control.options].forEach((option, index) => (option.selected = chosen[index]!));
        control.dispatchEvent(new win.Event('change', { bubbles: true }));
      });
    } else if (control instanceof win.HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio that was unchecked follows from the one checked in its group.
      if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) continue;
      const wanted = control.checked;
      replays.push(() => {
        control.checked = !wanted;
        control.click();
        if (control.checked !== wanted) control.checked = wanted;
      });
    } else if (control instanceof win.HTMLInputElement && control.type === 'file') {
      // A chosen file cannot be set again by a script: the island reads it from the element.
      if (control.files?.length) replays.push(() => control.dispatchEvent(new win.Event('change', { bubbles: true })));
    } else if (control.value !== control.defaultValue) {
      const typed = control.value;
      const rendered = control.defaultValue;
      const focused = control === active;
      const [start, end] = focused ? [control.selectionStart, control.selectionEnd] : [null, null];
      replays.push(() => {
        control.value = rendered;
        setAsTyped(control, typed);
        control.dispatchEvent(new win.Event('input', { bubbles: true }));
        if (focused && start !== null && end !== null) control.setSelectionRange(start, end);
      });
    }
  }
  for (const replay of replays) replay();
}

export function installIslandInput(doc: Document): () => void {
  const win = doc.defaultView!;
  // Clicks held per island, in the order the reader made them.
  const held = new Map<Element, HTMLElement[]>();
  const hold = (island: Element, target: HTMLElement) => {
    const list = held.get(island) ?? [];
    list.push(target);
    held.set(island, list);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const island = target?.closest?.(WAITING_ISLAND);
    const button = target?.closest?.<HTMLElement>('button, input[type="submit"], input[type="button"]');
    if (!island || !button || !island.contains(button) || button.closest(ENHANCED)) return;
    event.preventDefault();
    hold(island, button);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const island = form.closest?.(WAITING_ISLAND);
    if (!island) return;
    event.preventDefault();
    // Submitted without a click (Enter in a form without a submit button): submitted again after.
    if (!event.submitter) hold(island, form);
  };
  const onHydrated = (event: Event) => {
    const island = event.target as Element;
    replayControls(island);
    const clicks = held.get(island) ?? [];
    held.delete(island);
    for (const target of clicks) {
      if (!target.isConnected) continue;
      if (target instanceof win.HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  };
}
