import { installBuilderToggles } from './builder';
import { installCopy } from './copy';
import { installDismiss } from './dismiss';
import { installFeedback } from './feedback';
import { installFilter } from './filter';
import { installIslandInput } from './island-input';
import { installMovedAnchors } from './moved-anchors';
import { installNotFound } from './not-found';
import { installReferenceParts } from './ref-parts';
import { installReturnHere } from './return-here';
import { installRuntimeLoader } from './runtime';
import { installScrollSpy } from './scroll-spy';
import { installSearch } from './search';
import { prefetchSearchWhenIdle } from './search-prefetch';
import { installDropdowns, installMobileMenu, installThemeToggle } from './shell';
import { installTabs } from './tabs';
import { type Later, afterParsing } from './later';

/**
 * Everything a page does without React, for every page (Next.js pages and the static item pages
 * alike): copy buttons, tabs, closable alerts, the CLI command builders' toggles, the
 * configuration references' filter box, the theme switch, the header menus, the mobile menu, the
 * scroll trackers of "On this page" and the function lists, the later parts of long reference
 * pages (ref-parts.ts), and the "Was this page helpful?" form, site search (search.ts: its dialog, the results fetched on intent), what the reader does to an island before React (island-input.ts),
 * each one delegated listener on the document, whatever the number of buttons; the 404 page's
 * suggestions for the missing address (not-found.ts). And the loader that fetches the React
 * runtime when the reader needs it (runtime.ts). Bundled on its own by builder/vendor.ts into
 * /_static/enhance.js and loaded with `async`: Chromium runs a deferred script inside the task
 * that ends parsing (which also fires DOMContentLoaded), making it the page's one long task on a
 * slow phone; an async script runs in a task of its own as soon as it arrives, often while the
 * page is still being parsed. Everything here is delegated to the document, so it hears the
 * whole page from then on; what needs the page parsed waits for it (later.ts).
 */
declare global {
  interface Window {
    __plinthEnhanced?: boolean;
  }
}

/**
 * Runs `install` in a task of its own: at "user-visible" priority where the browser has a task
 * scheduler, else after a zero timeout.
 */
function inLaterTask(install: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => Promise<unknown> } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(install, { priority: 'user-visible' });
  else setTimeout(install, 0);
}

if (!window.__plinthEnhanced) {
  // Installed once per document, however many times the script is included.
  window.__plinthEnhanced = true;
  // In three tasks, so that none is long on a slow phone (Total Blocking Time counts each task's
  // time over 50 ms, and a phone is four times slower than this machine). First, as soon as the
  // script arrives, every listener: every control of the page, search (which, once the page has
  // been parsed, replays the keys pressed until then), the runtime loader, so nothing the reader
  // does from then on is lost; what those installs can leave for later (later.ts) waits. Then,
  // once the page has been parsed, that work, and the scroll trackers, which only mark what is on
  // screen, and a moved anchor followed (moved-anchors.ts). Then what only some pages have: a
  // reference's later parts and the 404 page's help.
  const pending: (() => void)[] = [];
  let flushed = false;
  const later: Later = (work) => (flushed ? work() : void pending.push(work));
  installCopy(document);
  installTabs(document, later);
  installDismiss(document, later);
  installBuilderToggles(document);
  installFilter(document);
  installThemeToggle(document, later);
  installDropdowns(document);
  installMobileMenu(document);
  installFeedback(document);
  installSearch(document);
  installIslandInput(document);
  installReturnHere(document, later);
  installRuntimeLoader(document, later);
  afterParsing(document, () =>
    inLaterTask(() => {
      flushed = true;
      for (const work of pending.splice(0)) work();
      installMovedAnchors(document);
      installScrollSpy(document);
      inLaterTask(() => {
        installReferenceParts(document);
        installNotFound(document);
        prefetchSearchWhenIdle(document);
      });
    }),
  );
}
