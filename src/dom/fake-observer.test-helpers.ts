/**
 * An IntersectionObserver a unit test drives (happy-dom has none that reports anything): install
 * it on the window, then `report` an element entering or leaving. `live` holds the observers not
 * yet disconnected, so a test can tell that a page left none behind.
 */
export class FakeObserver {
  static live = new Set<FakeObserver>();
  targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.live.add(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
    FakeObserver.live.delete(this);
  }
  /** Tells every live observer of `el` that it entered (or left) its root's margin. */
  static report(el: Element, isIntersecting = true) {
    for (const o of FakeObserver.live)
      if (o.targets.has(el)) o.callback([{ target: el, isIntersecting } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  }
  /** Puts the fake in place of the window's IntersectionObserver, forgetting earlier observers. */
  static install(win: Window = window) {
    FakeObserver.live.clear();
    Object.defineProperty(win, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  }
}
