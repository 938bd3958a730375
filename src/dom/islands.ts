/** What an island whose code could not be fetched says instead (from IslandHost, or the runtime loader when React itself fails to load). */
export const islandFailureMessage = (label: string | undefined): string =>
  `The ${label ?? 'this part of the page'} could not be displayed. Reload the page to try again; the rest of this page works as usual.`;

/**
 * Shows that message as an alert for one island: before what the build rendered (which stays), or
 * in place of an empty placeholder.
 */
export function showIslandFailure(element: HTMLElement): void {
  if (!element.isConnected || element.dataset.islandFailed !== undefined) return;
  element.dataset.islandFailed = '';
  const doc = element.ownerDocument;
  const alert = doc.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'not-prose my-4 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4 text-sm';
  alert.textContent = islandFailureMessage(element.dataset.widget);
  if (element.dataset.ssr !== undefined) element.before(alert);
  else element.replaceChildren(alert);
}
