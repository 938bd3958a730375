import { dismiss, readDismissed } from '../lib/dismissed';
import { CONTENT_EVENT } from '../dom/events';
import { type Later, now } from './later';

/**
 * Alerts the reader can close (`[data-dismiss-id]` with a `[data-dismiss]` button): closed ones are
 * remembered and stay hidden on later visits. The boot script hides them before the first paint;
 * this hides them for good (the `hidden` attribute) and handles the button.
 */
export function installDismiss(doc: Document, later: Later = now): () => void {
  const win = doc.defaultView!;
  const hideDismissed = () => {
    const closed = readDismissed(win.localStorage);
    for (const alert of doc.querySelectorAll<HTMLElement>('[data-dismiss-id]')) if (closed.has(alert.dataset.dismissId!)) alert.hidden = true;
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-dismiss]');
    const alert = button?.closest<HTMLElement>('[data-dismiss-id]');
    if (!button || !alert) return;
    dismiss(win.localStorage, alert.dataset.dismissId!);
    alert.hidden = true;
    // Focus would be lost with the button: keep the reader where they were in the content.
    const main = doc.getElementById('main-content');
    main?.focus({ preventScroll: true });
  };
  later(hideDismissed);
  doc.addEventListener('click', onClick);
  doc.addEventListener(CONTENT_EVENT, hideDismissed);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener(CONTENT_EVENT, hideDismissed);
  };
}
