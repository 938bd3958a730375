import { CONTENT_EVENT } from '../dom/events';

/**
 * The filter box of a configuration reference (`input[data-filter-params]`): as the reader types,
 * only the parameters (`li[data-param]`) whose name or description contains every word stay
 * visible; groups left empty are hidden; a status line says how many match.
 */
export function installFilter(doc: Document): () => void {
  const apply = (input: HTMLInputElement) => {
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    const rows = [...doc.querySelectorAll<HTMLElement>('li[data-param]')];
    let shown = 0;
    for (const row of rows) {
      const text = `${row.dataset.param ?? ''} ${row.textContent ?? ''}`.toLowerCase();
      const match = words.every((w) => text.includes(w));
      row.hidden = !match;
      if (match) shown++;
    }
    for (const list of doc.querySelectorAll<HTMLElement>('ul.ref-params')) {
      const group = list.closest<HTMLElement>('.ref-group');
      if (group) group.hidden = ![...list.children].some((li) => !(li as HTMLElement).hidden);
    }
    const status = doc.querySelector<HTMLElement>('[data-filter-status]');
    if (status) status.textContent = words.length ? `${shown} of ${rows.length} variables match` : '';
  };
  const onInput = (event: Event) => {
    const input = (event.target as Element | null)?.closest?.<HTMLInputElement>('input[data-filter-params]');
    if (input) apply(input);
  };
  const reapply = () => {
    const input = doc.querySelector<HTMLInputElement>('input[data-filter-params]');
    if (input?.value) apply(input);
  };
  doc.addEventListener('input', onInput);
  doc.addEventListener(CONTENT_EVENT, reapply);
  return () => {
    doc.removeEventListener('input', onInput);
    doc.removeEventListener(CONTENT_EVENT, reapply);
  };
}
