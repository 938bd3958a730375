import { ISLANDS_EVENT } from '../dom/events';

/**
 * "Build this command" under a CLI command: opens and closes its builder. The builder is an island
 * (React): the first opening turns its empty container into a placeholder the island host mounts.
 */
export function installBuilderToggles(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const toggle = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-builder-toggle]');
    if (!toggle) return;
    const id = toggle.dataset.builderToggle!;
    const container = doc.getElementById(`${id}-builder`);
    if (!container) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'Hide command builder' : 'Build this command';
    container.hidden = !open;
    if (open && !container.dataset.island) {
      container.dataset.island = 'CommandBuilder';
      container.dataset.islandProps = JSON.stringify({ commandId: id });
      doc.dispatchEvent(new CustomEvent(ISLANDS_EVENT));
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
