import { installBuilderToggles } from './builder';
import { installCopy } from './copy';
import { installDismiss } from './dismiss';
import { installFilter } from './filter';
import { installTabs } from './tabs';

/**
 * The site's progressive enhancement, for every page (Next.js pages and the static crawler pages
 * alike): copy buttons, tabs, closable alerts, the CLI command builders' toggles and the
 * configuration references' filter box, each one
 * delegated listener on the document, whatever the number of buttons. Bundled on its own by
 * scripts/vendor.ts into /_static/enhance.js and loaded with `defer`.
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
}
