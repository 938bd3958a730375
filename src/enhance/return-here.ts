/**
 * Links that must bring the reader back to this page (the credential panel's "Log in", built into
 * the page with a placeholder return address: src/panel/PanelView.tsx): their `return_to` becomes
 * the page's address, hash included, now and again whenever the reader reaches for one (the hash may
 * have changed since).
 */
export function installReturnHere(doc: Document): () => void {
  const win = doc.defaultView!;
  // The same shape as the panel's own `loginHref` (src/panel/session.ts): `return_to` last, its value encodeURIComponent's.
  const fix = (link: HTMLAnchorElement) => {
    const href = link.getAttribute('href') ?? '';
    const at = href.search(/[?&]return_to=/);
    const base = at < 0 ? href : href.slice(0, at);
    link.setAttribute('href', `${base}${base.includes('?') ? '&' : '?'}return_to=${encodeURIComponent(win.location.href)}`);
  };
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-return-here]')) fix(link);
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
