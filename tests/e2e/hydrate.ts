import { expect, type Page } from '@playwright/test';
import { NEXT_STATIC_PREFIX } from '../../src/lib/next-export';

/**
 * Opens a page and waits until its islands (widgets, panel, builders) are hydrated: React is
 * loaded on demand (src/enhance/runtime.ts) and an island mounts when it comes near the viewport,
 * so each is brought into view in turn. Tests that interact with a widget start from here, as a
 * reader does who scrolls to it before using it.
 */
export async function gotoHydrated(page: Page, url: string, options: { waitUntil?: 'load' | 'networkidle' } = {}) {
  await page.goto(url, options);
  const islands = page.locator('[data-island]:not([data-hydrate="never"])');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    if (!(await island.isVisible())) continue;
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-island-mounted', '', { timeout: 15_000 });
  }
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * How long a test waits for search's results after `/`, Ctrl/Cmd+K or the button: the dialog opens
 * at once (src/enhance/search.ts), its results module and Pagefind are fetched then. Generous: the
 * default 5 s was missed once in a full run, with the other test workers busy.
 */
export const SEARCH_OPENS_WITHIN = { timeout: 15_000 };

/** Next's compiled scripts (the React runtime and the islands' code), as a route pattern for page.route. */
export const NEXT_SCRIPTS = `**${NEXT_STATIC_PREFIX}**/*.js`;

/** Whether a request's address is one of Next's compiled scripts. */
export const isNextScript = (url: string): boolean => new URL(url).pathname.startsWith(NEXT_STATIC_PREFIX) && url.endsWith('.js');
