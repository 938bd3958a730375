import { activeItemId } from '../reference/active-item';
import { REFERENCE_OBSERVER_OPTIONS, TOC_OBSERVER_OPTIONS, activeHeading, currentSection } from '../lib/scroll-spy';
import { fragmentId } from '../lib/url';
import { CONTENT_EVENT } from '../dom/events';

/**
 * The two trackers that follow the reader's scroll, without React (their rules are the pure
 * functions of src/lib/scroll-spy.ts and src/reference/active-item.ts):
 * - "On this page" (`nav[data-toc]`): the heading being read is marked `aria-current="location"`;
 * - a reference's function list (`nav[data-function-list]`): the item being read is marked, kept
 *   in view in the list, and written into the URL's fragment with history.replaceState, so a copied
 *   address opens on it.
 * Both start again when a page's content changes (a client-side navigation), and leave no observer
 * or listener behind from the page before.
 */

function setCurrent(links: Iterable<HTMLAnchorElement>, isCurrent: (link: HTMLAnchorElement) => boolean): HTMLAnchorElement | undefined {
  let current: HTMLAnchorElement | undefined;
  for (const link of links) {
    if (isCurrent(link)) {
      link.setAttribute('aria-current', 'location');
      current = link;
    } else link.removeAttribute('aria-current');
  }
  return current;
}

function trackToc(doc: Document): (() => void) | undefined {
  const nav = doc.querySelector<HTMLElement>('nav[data-toc]');
  if (!nav) return undefined;
  const win = doc.defaultView!;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const order = links.map((link) => fragmentId(link.hash));
  const visible = new Set<string>();
  let current: string | null = null;
  const update = () => {
    current = activeHeading(order, visible, current, win.scrollY < 8);
    setCurrent(links, (link) => fragmentId(link.hash) === current);
  };
  const observer = new win.IntersectionObserver((changes) => {
    for (const change of changes) {
      if (change.isIntersecting) visible.add(change.target.id);
      else visible.delete(change.target.id);
    }
    update();
  }, TOC_OBSERVER_OPTIONS);
  for (const id of order) {
    const heading = doc.getElementById(id);
    if (heading) observer.observe(heading);
  }
  const onScroll = () => {
    if (win.scrollY < 8 && current !== null) update();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer.disconnect();
    win.removeEventListener('scroll', onScroll);
  };
}

function trackFunctionList(doc: Document): (() => void) | undefined {
  const nav = doc.querySelector<HTMLElement>('nav[data-function-list]');
  if (!nav) return undefined;
  const win = doc.defaultView!;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[data-function-link]')];
  const ids = new Set(links.map((link) => link.dataset.functionLink!));
  const mark = (id: string | null) => {
    const link = setCurrent(links, (l) => l.dataset.functionLink === id);
    // Keep the active entry visible in the list.
    link?.scrollIntoView({ block: 'nearest' });
  };
  const fromLocation = () => mark(activeItemId(win.location.pathname, win.location.hash, ids));
  fromLocation();
  const sections = [...doc.querySelectorAll<HTMLElement>('[data-ref-item]')];
  const order = sections.map((s) => s.id);
  const visible = new Set<string>();
  let frame = 0;
  const compute = () => {
    frame = 0;
    if (win.scrollY < 8) {
      mark(null);
      if (win.location.hash) win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
      return;
    }
    const current = currentSection(
      order.filter((id) => visible.has(id)),
      (id) => doc.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
      win.innerHeight,
    );
    if (!current) return;
    mark(current);
    // A fragment that already points inside this item (a parameter's row) is more precise: keep it.
    const target = win.location.hash ? doc.getElementById(fragmentId(win.location.hash)) : null;
    if (target && doc.getElementById(current)?.contains(target)) return;
    if (fragmentId(win.location.hash) !== current) win.history.replaceState(win.history.state, '', `#${current}`);
  };
  const schedule = () => {
    frame ||= win.requestAnimationFrame(compute);
  };
  const observer = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) visible.add(entry.target.id);
      else visible.delete(entry.target.id);
    }
    schedule();
  }, REFERENCE_OBSERVER_OPTIONS);
  for (const section of sections) observer.observe(section);
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('hashchange', fromLocation);
  win.addEventListener('popstate', fromLocation);
  return () => {
    observer.disconnect();
    win.cancelAnimationFrame(frame);
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('hashchange', fromLocation);
    win.removeEventListener('popstate', fromLocation);
  };
}

export function installScrollSpy(doc: Document): () => void {
  let stops: (() => void)[] = [];
  let queued = false;
  const start = () => {
    queued = false;
    for (const stop of stops) stop();
    stops = [trackToc(doc), trackFunctionList(doc)].filter((stop): stop is () => void => stop !== undefined);
  };
  // A reference page fills many slots in one go: start once for all of them.
  const restart = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(start);
  };
  start();
  doc.addEventListener(CONTENT_EVENT, restart);
  return () => {
    doc.removeEventListener(CONTENT_EVENT, restart);
    for (const stop of stops) stop();
    stops = [];
  };
}
