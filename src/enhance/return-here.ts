import { withReturnTo } from '../lib/return-to';
import { type Later, now } from './later';

/**
 * Links that must bring the reader back to this page (the credential panel's "Log in", built into
 * the page with a placeholder return address: src/panel/PanelView.tsx): their `return_to` becomes
 * the page's address, hash included, now and again whenever the reader reaches for one (the hash may
 * have changed since).
 */
export function installReturnHere(doc: Document, later: Later = now): () => void {
  const win = doc.defaultView!;
  const fix = (link: HTMLAnchorElement) => link.setAttribute('href', withReturnTo(link.getAttribute('href') ?? '', win.location.href));
  later(() => {
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-return-here]')) fix(link);
  });
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-return-here]');
    if (link) fix(link);
  };
  const types = ['mousedown', 'focusin', 'touchstart'] as const;
  for (const type of types) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of types) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
