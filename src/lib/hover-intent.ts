/**
 * Calls `rest(target)` when the pointer has rested on a matching element for `ms`, and not for an
 * element the pointer only crosses on its way elsewhere, nor one it leaves before then. Hand-written
 * (a dozen lines): the rule is ours, and a library for it would weigh more than the rule.
 * Returns the cleanup.
 */
export function onPointerRest<T extends Element>(
  doc: Document,
  match: (target: EventTarget | null) => T | undefined,
  rest: (element: T) => void,
  ms: number,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: T | undefined;
  const over = (event: MouseEvent) => {
    const element = match(event.target);
    if (element && element === pending) return;
    clearTimeout(timer);
    pending = element;
    if (element)
      timer = setTimeout(() => {
        pending = undefined;
        rest(element);
      }, ms);
  };
  // Moving within the element (from a link onto its own icon) is still resting on it.
  const out = (event: MouseEvent) => {
    if (match(event.target) === match(event.relatedTarget)) return;
    clearTimeout(timer);
    pending = undefined;
  };
  doc.addEventListener('mouseover', over, { passive: true });
  doc.addEventListener('mouseout', out, { passive: true });
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('mouseover', over);
    doc.removeEventListener('mouseout', out);
  };
}
