/**
 * "Near the viewport", in one place: an island, the credential panel, a diagram and the React
 * runtime itself start loading when their element comes within NEAR_VIEWPORT_PX of the screen,
 * so they are ready when the reader gets there. The enhancer (no React) and the islands both use
 * this module; a different distance (a long reference page's parts) is passed as a margin.
 */

/** How far above or below the viewport an element counts as near. */
export const NEAR_VIEWPORT_PX = 400;

/** NEAR_VIEWPORT_PX as an IntersectionObserver root margin. */
export const NEAR_VIEWPORT_MARGIN = `${NEAR_VIEWPORT_PX}px 0px`;

/** Whether a box (getBoundingClientRect) is within `px` of a viewport `viewportHeight` tall: the observer's rule, measured once. */
export function isNearViewport(box: { top: number; bottom: number }, viewportHeight: number, px = NEAR_VIEWPORT_PX): boolean {
  return box.bottom >= -px && box.top <= viewportHeight + px;
}

export interface NearViewportWatch {
  /** Starts watching an element (again, once it has been reported). */
  observe(element: Element): void;
  /** Stops watching one element. */
  unobserve(element: Element): void;
  /** Stops watching everything; no report follows. */
  stop(): void;
}

/**
 * Calls `onNear` once for each watched element that comes within `margin` of the viewport, and
 * stops watching that element; with `again`, on every approach, until it is unobserved (a
 * reference part that failed to load tries again when the reader comes back to it). `win` is the window whose IntersectionObserver is used (the
 * enhancer passes its document's; without it, the global one, which is what a component test stubs).
 */
export function watchNearViewport(
  onNear: (element: Element) => void,
  { margin = NEAR_VIEWPORT_MARGIN, win, again = false }: { margin?: string; win?: Window; again?: boolean } = {},
): NearViewportWatch {
  let stopped = false;
  const Observer = win ? (win as Window & typeof globalThis).IntersectionObserver : globalThis.IntersectionObserver;
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (stopped) return;
        if (!entry.isIntersecting) continue;
        if (!again) observer.unobserve(entry.target);
        onNear(entry.target);
      }
    },
    { rootMargin: margin },
  );
  return {
    observe: (element) => {
      if (!stopped) observer.observe(element);
    },
    unobserve: (element) => observer.unobserve(element),
    stop: () => {
      stopped = true;
      observer.disconnect();
    },
  };
}
