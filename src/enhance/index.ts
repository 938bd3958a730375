import { installBuilderToggles } from './builder';
import { installCopy } from './copy';
import { installDismiss } from './dismiss';
import { installFeedback } from './feedback';
import { installFilter } from './filter';
import { installNotFound } from './not-found';
import { installReferenceParts } from './ref-parts';
import { installRuntimeLoader } from './runtime';
import { installScrollSpy } from './scroll-spy';
import { installDropdowns, installMobileMenu, installThemeToggle } from './shell';
import { installTabs } from './tabs';

/**
 * Everything a page does without React, for every page (Next.js pages and the static item pages
 * alike): copy buttons, tabs, closable alerts, the CLI command builders' toggles, the
 * configuration references' filter box, the theme switch, the header menus, the mobile menu, the
 * scroll trackers of "On this page" and the function lists, the later parts of long reference
 * pages (ref-parts.ts), and the "Was this page helpful?" form,
 * each one delegated listener on the document, whatever the number of buttons; the 404 page's
 * suggestions for the missing address (not-found.ts). And the loader that fetches the React
 * runtime when the reader needs it (runtime.ts). Bundled on its own by scripts/vendor.ts into
 * /_static/enhance.js and loaded with `defer`.
 */
declare global {
  interface Window {
    __plinthEnhanced?: boolean;
  }
}

if (!window.__plinthEnhanced) {
  // Installed once per document, however many times the script is included.
  window.__plinthEnhanced = true;
  installCopy(document);
  installTabs(document);
  installDismiss(document);
  installBuilderToggles(document);
  installFilter(document);
  installThemeToggle(document);
  installDropdowns(document);
  installMobileMenu(document);
  installScrollSpy(document);
  installReferenceParts(document);
  installNotFound(document);
  installFeedback(document);
  installRuntimeLoader(document);
}
