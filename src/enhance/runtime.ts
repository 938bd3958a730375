import { SESSION_STORAGE_KEY } from '../lib/session-key';
import { checked } from '../lib/fetch-checked';
import { isAppRoute } from '../lib/site-urls';
import { queueFlight } from '../lib/next-export';
import { RUNTIME_DATA_ID, type RuntimeData, runtimeData } from '../lib/runtime-defer';
import { ISLANDS_EVENT, RUNTIME_READY_EVENT } from '../dom/events';
import { showIslandFailure } from '../dom/islands';
import { isNearViewport, watchNearViewport } from '../dom/near-viewport';
import { type Later, afterParsing, now } from './later';

/**
 * Loads the React runtime when the reader needs it (src/lib/runtime-defer.ts explains why it is
 * not loaded with the page):
 * - pointing at, focusing or touching a link to another page of the site: the click that follows
 *   is a client-side navigation (or, if the reader is faster than the network, an ordinary one);
 * - an island (widget, panel, builder) coming within NEAR_VIEWPORT_MARGIN of the viewport, or the
 *   reader reaching into one; code blocks that show project values when the reader is signed in;
 * Search does not wait for it: the enhancer's own dialog (src/enhance/search.ts) serves every page.
 * Pages without the runtime's JSON script (the static item pages, `next dev`) have nothing to load.
 * That script is at the end of <body>: the enhancer can run before it has been parsed, so it is
 * read once the page has been (a reason to load given before then is kept until it is).
 */

export interface RuntimeLoader {
  /** Why the runtime was loaded first ('link', 'island', 'credentials'), or null while it has not been. */
  readonly reason: string | null;
  load(reason: string): void;
  /** Called by the app once it has hydrated. */
  ready(): void;
  /** For tests: removes every listener. */
  dispose(): void;
}

declare global {
  interface Window {
    __plinthRuntime?: RuntimeLoader;
  }
}

export function installRuntimeLoader(doc: Document, later: Later = now): RuntimeLoader {
  const win = doc.defaultView!;
  // Read once the page has been parsed; until then a reason to load waits in `wanted`.
  let data: RuntimeData | null | undefined;
  let wanted: string | null = null;
  let reason: string | null = null;
  let started = false;
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof DocumentEventMap>(type: K, fn: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions) => {
    doc.addEventListener(type, fn, options);
    cleanups.push(() => doc.removeEventListener(type, fn, options));
  };

  // The runtime could not be fetched (offline, a flaky connection): the page stays as it is, links
  // work as ordinary links, and each island near the reader says it could not be displayed (and
  // any that comes near later), rather than waiting for ever.
  const failIslands = () => {
    for (const island of doc.querySelectorAll<HTMLElement>('[data-island]:not([data-island-mounted]):not([data-hydrate="never"])')) {
      if (isNearViewport(island.getBoundingClientRect(), win.innerHeight)) showIslandFailure(island);
    }
  };
  const failed = () => {
    if (doc.documentElement.dataset.runtime === 'failed') return;
    doc.documentElement.dataset.runtime = 'failed';
    failIslands();
    win.addEventListener('scroll', failIslands, { passive: true });
    cleanups.push(() => win.removeEventListener('scroll', failIslands));
  };

  const addScripts = () => {
    // Where Next would have put them: at the end of <body>. In <head> React's hydration of the
    // document meets elements it did not render and fails with a mismatch (error #418).
    for (const src of data!.scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('error', failed, { once: true });
      doc.body.append(script);
    }
  };
  const load = (why: string) => {
    if (started) return;
    // Not parsed yet (a page without the runtime's data has `started` set once it is).
    if (!data) {
      wanted ??= why;
      return;
    }
    started = true;
    reason = why;
    const flight = data.flight;
    if (!flight) return addScripts();
    // The page data is a file of its own (src/lib/runtime-defer.ts): React reads the queue as soon
    // as its first script runs, so the data is queued first and the scripts added after. Their
    // downloads start now, beside the data's, and are read to the end: the scripts are immutable,
    // so the script elements, added once everything has arrived, find them in the HTTP cache (a
    // script element added while its download was still in flight fetched it a second time).
    const get = (url: string) => win.fetch(url, { credentials: 'same-origin' }).then(checked(url));
    const pageData = get(flight).then((response) => response.text());
    const downloads = data.scripts.map((src) => get(src).then((response) => response.arrayBuffer()));
    Promise.all([pageData, ...downloads])
      .then(([text]) => {
        queueFlight(win, text);
        addScripts();
      })
      .catch(failed);
  };

  // A link to another page of the app: load, so the click becomes a client-side navigation.
  const onIntent = (event: Event) => {
    if (started) return;
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLAnchorElement>('a[href]');
    if (link && link.origin === win.location.origin && link.pathname !== win.location.pathname && isAppRoute(link.pathname)) load('link');
    else if (target?.closest?.('[data-island]')) load('island');
  };
  listen('mouseover', onIntent, { passive: true });
  listen('focusin', onIntent);
  listen('touchstart', onIntent, { passive: true });

  // Disposed before the page has been parsed: nothing is read or watched after.
  cleanups.push(
    afterParsing(doc, () => {
      data = runtimeData(doc.getElementById(RUNTIME_DATA_ID)?.textContent) ?? null;
      if (!data) {
        started = true;
        reason = 'page';
        return;
      }
      if (wanted) return load(wanted);
      // Islands near the viewport, now and whenever some are added (a command builder opening).
      const near = watchNearViewport(
        () => {
          near.stop();
          load('island');
        },
        { win },
      );
      const watchIslands = () => {
        if (started) return;
        // A `session` island is right as built for a reader without a session: it waits for one (below) or for intent.
        for (const island of doc.querySelectorAll('[data-island]:not([data-hydrate="never"]):not([data-hydrate="session"])')) near.observe(island);
      };
      later(watchIslands);
      listen(ISLANDS_EVENT as keyof DocumentEventMap, watchIslands);
      // A late watchIslands (its `later` after dispose) observes nothing: a stopped watch ignores observe.
      cleanups.push(() => near.stop());
      // Code that shows project values, or a credential panel, for a signed-in reader: their project's values replace the placeholders.
      try {
        if (doc.querySelector('[data-credentials], [data-hydrate="session"]') && win.localStorage.getItem(SESSION_STORAGE_KEY)) load('credentials');
      } catch {
        // storage blocked: nothing chosen
      }
    }),
  );

  const loader: RuntimeLoader = {
    get reason() {
      return reason;
    },
    load,
    ready() {
      doc.documentElement.dataset.runtime = 'ready';
      doc.dispatchEvent(new CustomEvent(RUNTIME_READY_EVENT));
    },
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
  win.__plinthRuntime = loader;
  return loader;
}
