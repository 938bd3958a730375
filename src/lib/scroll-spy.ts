/**
 * Which table-of-contents entry is active. Pure: the component feeds it what the
 * IntersectionObserver saw and whether the page is scrolled to the top.
 *
 * Rules (spec §2, §9): at the top of the page no entry is active; otherwise the first heading
 * (in document order) that is fully inside the observed band is active; when none is inside the
 * band, the last active entry stays active so the reader keeps their place between headings.
 */
export function activeHeading(order: readonly string[], visible: ReadonlySet<string>, previous: string | null, atTop: boolean): string | null {
  if (atTop) return null;
  for (const id of order) if (visible.has(id)) return id;
  return previous;
}

/** The observer options of the spec: fully visible headings, in a band from 20% to 65% of the viewport. */
export const TOC_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 1, rootMargin: '-20% 0px -35% 0px' };

/** Reference sections are taller, so the band starts lower: 30% top, −35% bottom (spec §9). */
export const REFERENCE_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0, rootMargin: '30% 0px -35% 0px' };

/**
 * The reference section being read: of the sections inside the observed band (in document
 * order), the last whose top has scrolled above the reading line at 35% of the viewport; when
 * none has, the first one in the band.
 */
export function currentSection(visibleInOrder: readonly string[], topOf: (id: string) => number, viewportHeight: number): string | undefined {
  const line = viewportHeight * 0.35;
  const passed = visibleInOrder.filter((id) => topOf(id) <= line);
  return passed.at(-1) ?? visibleInOrder[0];
}
