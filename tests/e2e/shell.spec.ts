import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { NEXT_SCRIPTS, SEARCH_OPENS_WITHIN } from './hydrate';

const GUIDE = '/guides/getting-started/architecture';

/**
 * An item's own page of each kind (builder/crawler-pages.tsx): the addresses search engines send
 * readers to. No React on them, ever: the shell is the enhancer's, as on a guide before React.
 */
const ITEM_PAGES = {
  'CLI command page': { url: '/reference/cli/plinth-db-push', list: 'CLI reference', current: 'db push' },
  'JavaScript function page': { url: '/reference/javascript/select', list: 'JavaScript v2 reference', current: 'Fetch data: select()' },
  'Management API operation page': {
    url: '/reference/api/v1-update-a-branch-config',
    list: 'Management API reference',
    current: 'Update database branch config',
  },
};

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test.describe('navigation', () => {
  test('the Guides menu reaches every section and the sidebar marks the current page', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByText('Guides ▾').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Auth', exact: true }).click();
    await expect(page).toHaveURL(/\/guides\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Auth pages' }).locator('[aria-current="page"]')).toHaveText('Overview');
  });

  test('breadcrumbs and previous/next links lead through a section', async ({ page }) => {
    await page.goto(GUIDE, { waitUntil: 'networkidle' });
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/guides/getting-started');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    const next = pager.getByRole('link', { name: /Next/ });
    const target = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('the References and Resources menus are in the header', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByText('References ▾').click();
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: /CLI Commands/ })).toHaveAttribute('href', '/reference/cli/introduction');
    await page.keyboard.press('Escape');
    await expect(main.getByRole('link', { name: /CLI Commands/ })).toBeHidden();
    // The inventory's Resources menu: migration guides, the status page, how to contribute.
    await page.getByText('Resources ▾').click();
    await expect(main.getByRole('link', { name: 'Migration guides' })).toHaveAttribute('href', '/guides/resources');
    await expect(main.getByRole('link', { name: /Status/ })).toHaveAttribute('href', 'https://status.plinth.co');
    await main.getByRole('link', { name: 'Contributing' }).click();
    await expect(page).toHaveURL(/\/contributing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contributing to the docs');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [name, url] of Object.entries({ guide: GUIDE, ...Object.fromEntries(Object.entries(ITEM_PAGES).map(([kind, p]) => [kind, p.url])) })) {
    test(`opens, keeps focus inside, and closes with Escape (${name})`, async ({ page }) => {
      await page.goto(url, { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: 'Open navigation menu' });
      await expect(page.locator('#site-navigation')).toBeHidden();
      await button.click();
      const menu = page.getByRole('dialog', { name: 'Site navigation' });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
      // The rest of the page is inert (unreachable by keyboard, pointer and screen reader).
      expect(await page.locator('main').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
      expect(await menu.evaluate((el) => el.closest('[inert]') === null)).toBe(true);
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('works from 320 px wide without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(GUIDE, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('table of contents', () => {
  test('no entry is active at the top; scrolling a heading into view activates it', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(GUIDE, { waitUntil: 'networkidle' });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.locator('[aria-current]')).toHaveCount(0);
    const second = toc.getByRole('link').nth(1);
    const id = (await second.getAttribute('href'))!.slice(1);
    await page.evaluate((target) => {
      const heading = document.getElementById(target)!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.3);
    }, id);
    await expect(toc.locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toc.locator('[aria-current]')).toHaveCount(0);
  });
});

test.describe('search', () => {
  test('opens with /, finds headings and body text, and jumps to the heading with the keyboard', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toBeVisible(SEARCH_OPENS_WITHIN);
    await page.keyboard.type('anon key');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    // Each result is a link (new tab, context menu); focus stays in the combobox.
    await expect(options.first()).toHaveAttribute('href', /^\//);
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close search' })).toBeVisible();
    // The best page's results are shown first, the others once their data is in: arrow down once
    // there is a second result to go to (CI's run of c729761 pressed it while the list held one).
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(guides|reference)\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Ctrl+K opens search and Escape closes it; Pagefind’s script is fetched ahead once the page is idle, the index read only for a query', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/guides/auth', { waitUntil: 'load' });
    // Preloaded, not run (src/enhance/search-prefetch.ts), so the first result does not wait for its download.
    await expect.poll(() => requests.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
    expect(requests.filter((u) => /\.pf_(index|fragment)$/.test(u))).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible(SEARCH_OPENS_WITHIN);
    await page.keyboard.type('row level security');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(requests.some((u) => /\.pf_(index|fragment)$/.test(u))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeHidden();
  });

  test('keeps / and what is typed while the page is still loading, before its scripts have run', async ({ page }) => {
    // Hold the enhancer back, as a slow network or a busy CPU would: the page is shown, nothing listens yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_static/enhance.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guides/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Shown, and nothing listening yet: still parsing ('loading') or waiting for the held script ('interactive').
    expect(await page.evaluate(() => document.readyState !== 'complete' && window.__plinthRuntime === undefined)).toBe(true);
    await page.keyboard.press('/');
    await page.keyboard.type('rls');
    release();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toBeVisible(SEARCH_OPENS_WITHIN);
    await expect(dialog.getByRole('combobox')).toHaveValue('rls');
  });

  test('opens from an item’s own page, which never loads React, and keeps what is typed', async ({ page }) => {
    await page.goto(ITEM_PAGES['JavaScript function page'].url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search docs' }).click();
    await page.keyboard.type('rls');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toBeVisible(SEARCH_OPENS_WITHIN);
    await expect(dialog.getByRole('combobox')).toHaveValue('rls');
  });

  test('finds a CLI flag', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('/');
    await page.keyboard.type('--no-backup');
    const flag = page.getByRole('option').filter({ hasText: 'plinth stop --no-backup' }).first();
    await expect(flag).toBeVisible();
    await flag.click();
    await expect(page).toHaveURL(/\/reference\/cli\/introduction#plinth-stop-flag-no-backup$/);
    await expect(page.locator('#plinth-stop-flag-no-backup')).toBeInViewport();
  });
});

test.describe('an item’s own page', () => {
  for (const [kind, item] of Object.entries(ITEM_PAGES)) {
    test(`has the whole shell, working without React, and its item marked (${kind})`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto(item.url, { waitUntil: 'networkidle' });
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Plinth Docs' })).toHaveAttribute('href', '/');
      await expect(header.getByRole('button', { name: 'Search docs' })).toBeVisible();
      // The header's menus: keyboard-operable <details>, closed again by Escape.
      await header.getByText('References ▾').click();
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.getByRole('link', { name: /CLI Commands/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(main.getByRole('link', { name: /CLI Commands/ })).toBeHidden();
      // The theme toggle switches and is remembered.
      const toggle = header.getByRole('button', { name: 'Dark theme' });
      const dark = (await toggle.getAttribute('aria-pressed')) === 'true';
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', String(!dark));
      await page.reload({ waitUntil: 'networkidle' });
      if (dark) await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      // The function list leads to every item's own page, this one marked.
      const list = page.getByRole('navigation', { name: item.list });
      await expect(list.locator('[aria-current="page"]')).toHaveText(item.current);
      await expect(list.locator('[aria-current="page"]')).toHaveAttribute('href', item.url);
      // The page's end: the edit link to the item's source, and feedback that opens without React.
      await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /\/edit\/[^/]+\/specs\/.+\.(yaml|json)$/);
      const form = page.getByRole('form', { name: 'Was this page helpful?' });
      await form.getByRole('button', { name: /^Yes/ }).click();
      await expect(form.getByRole('textbox', { name: /What could be better/ })).toBeVisible();
      await expect(page.getByRole('contentinfo').last()).toContainText('Status');
      // No framework runtime: the enhancer is the only script the page runs; search's two scripts are
      // preloaded once it is idle, not run (src/enhance/search-prefetch.ts).
      const loaded = [...new Set(scripts)];
      expect(loaded).toContain('/_static/enhance.js');
      expect(loaded.filter((src) => !['/_static/enhance.js', '/_static/search.js', '/pagefind/pagefind.js'].includes(src))).toEqual([]);
    });
  }
});

test.describe('page not found', () => {
  test('suggests the pages with the closest addresses and a search for the address’s words, without React', async ({ page }) => {
    const response = await page.goto('/guides/auth/sesions', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Pages with a similar address' });
    await expect(similar.getByRole('listitem')).toHaveCount(5);
    await expect(similar.getByRole('link').first()).toHaveAttribute('href', '/guides/auth/sessions');
    // Filled by the enhancer: React has not been loaded for it.
    expect(await page.evaluate(() => document.documentElement.dataset.runtime ?? null)).toBeNull();
    await page.getByRole('button', { name: 'Search the docs for “auth sesions”' }).click();
    await expect(page.getByRole('dialog', { name: 'Search the docs' }).getByRole('combobox')).toHaveValue('auth sesions');
  });
});

test.describe('theme', () => {
  test('follows the system, and an explicit choice persists across reloads without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The class is set by the inline boot script, before any React code runs.
    await page.route(NEXT_SCRIPTS, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('code blocks', () => {
  test('copy puts the code on the clipboard and says Copied for one second', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guides/getting-started/quickstarts/nextjs', { waitUntil: 'networkidle' });
    const block = page.locator('figure.code-block').first();
    const button = block.locator('button.copy-button');
    await expect(button).toHaveAccessibleName('Copy code');
    await button.click();
    await expect(button).toHaveText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.length).toBeGreaterThan(0);
    // What the reader sees: the block's text once drawn (the browser draws it in the frame after the
    // click scrolled it into view; before that, off screen, its innerText is empty).
    await expect.poll(() => block.locator('pre').innerText()).toContain(clipboard.split('\n')[0]!);
    await page.waitForTimeout(1150);
    await expect(button).toHaveText('Copy');
  });

  test('every guide has a Markdown twin', async ({ page, request }) => {
    const response = await request.get('/guides/getting-started/architecture.md');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith('# ')).toBe(true);
    expect(text).not.toMatch(/<[A-Z][a-zA-Z]+/);
    await page.goto('/', { waitUntil: 'networkidle' });
  });
});

test.describe('tabs', () => {
  test('keyboard moves between tabs and groups with the same key switch together, kept in the URL', async ({ page }) => {
    await page.goto('/guides/getting-started/quickstarts/reactjs', { waitUntil: 'networkidle' });
    const lists = page.getByRole('tablist');
    const first = lists.first();
    await first.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    const chosen = first.getByRole('tab', { selected: true });
    const label = await chosen.textContent();
    await expect(chosen).toBeFocused();
    await expect(page).toHaveURL(/package-manager=/);
    if ((await lists.count()) > 1) await expect(lists.nth(1).getByRole('tab', { selected: true })).toHaveText(label!);
    await page.reload();
    await expect(page.getByRole('tablist').first().getByRole('tab', { selected: true })).toHaveText(label!);
  });

  test('a link that names a tab opens on it, and choosing another then shows that one', async ({ page }) => {
    await page.goto('/guides/getting-started/quickstarts/reactjs?package-manager=pnpm');
    const set = page.locator('[data-tabs-group="package-manager"]').first();
    await expect(set.getByRole('tabpanel')).toHaveAttribute('data-value', 'pnpm');
    await set.getByRole('tab', { name: 'npm', exact: true }).click();
    // One panel shown, the chosen one (the boot script's rules for the linked tab used to hide it).
    await expect(set.getByRole('tabpanel')).toHaveAttribute('data-value', 'npm');
    await expect(set.getByRole('tabpanel')).toBeVisible();
    await expect(page).toHaveURL(/package-manager=npm/);
  });
});

test.describe('alerts', () => {
  test('a closed alert stays closed after a reload', async ({ page }) => {
    await page.goto('/guides/getting-started', { waitUntil: 'networkidle' });
    const alert = page.locator('[data-dismiss-id]').first();
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: /Dismiss/ }).click();
    await expect(alert).toBeHidden();
    await page.reload();
    // Hidden before the first paint (the boot script's style), then for good by the enhancer.
    await expect(page.locator('[data-dismiss-id]').first()).toBeHidden();
    await expect(page.locator('[data-dismiss-id]').first()).toHaveAttribute('hidden', '');
  });
});

const PAGE_TYPES = {
  home: '/',
  guide: GUIDE,
  'section landing': '/guides/database/overview',
  ...Object.fromEntries(Object.entries(ITEM_PAGES).map(([kind, item]) => [kind, item.url])),
  'not found': '/no-such-page',
};

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    for (const [name, url] of Object.entries(PAGE_TYPES)) {
      test(`${name} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(url, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('pages load without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const url of [
    '/',
    GUIDE,
    '/guides/auth',
    '/guides/getting-started/quickstarts/nextjs',
    '/reference/cli/introduction',
    ...Object.values(ITEM_PAGES).map((item) => item.url),
  ]) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
