import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { gotoHydrated } from './hydrate';

/**
 * Browser tests for the setup steps, auth providers grid, extensions list and realtime limits
 * widgets, on the built site: what a reader sees and does, with the keyboard, in light and dark.
 */

const SOCIAL = '/guides/auth/social-login';
const PHONE = '/guides/auth/phone-login';
const EXTENSIONS = '/guides/database/extensions';
const QUOTAS = '/guides/realtime/quotas';

/** Collects uncaught page errors so a test can assert there were none. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const axe = axeViolations;

/** The focused element draws a focus ring (a hidden radio draws it on its label). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement!;
    const target = el.matches('input.sr-only') ? el.closest('label')! : el;
    const style = getComputedStyle(target);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

test.describe('auth providers grid', () => {
  test('starts with the filter from its type prop and filters by keyboard', async ({ page }) => {
    const errors = trackErrors(page);
    await gotoHydrated(page, SOCIAL);
    const grid = page.locator('[data-widget-static="auth providers grid"]');
    const cards = grid.getByRole('list', { name: 'Auth providers' }).getByRole('link');
    const status = grid.getByRole('status');

    await expect(grid.getByRole('radio', { name: 'Social' })).toBeChecked();
    await expect(status).toHaveText('19 providers');
    await expect(cards.filter({ visible: true })).toHaveCount(19);
    await expect(grid.getByRole('link', { name: /Twilio/ })).toBeHidden();

    // Tab into the radio group lands on the checked option; arrows move the selection.
    await grid.getByRole('radio', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(grid.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(grid.getByRole('radio', { name: 'Phone' })).toBeFocused();
    await expectVisibleFocus(page);
    await expect(status).toHaveText('4 providers');
    await expect(cards.filter({ visible: true })).toHaveText([/MessageBird/, /Twilio/, /Vonage/, /Textlocal.*Community/]);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(grid.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(status).toHaveText('23 providers');
    await expect(cards.filter({ visible: true })).toHaveCount(23);

    // Pointer users click the segment's label.
    await grid
      .locator('label')
      .filter({ hasText: /^Social$/ })
      .click();
    await expect(grid.getByRole('radio', { name: 'Social' })).toBeChecked();
    await expect(status).toHaveText('19 providers');
    expect(errors).toEqual([]);
  });

  test('links each card to its provider page', async ({ page }) => {
    await gotoHydrated(page, SOCIAL);
    const grid = page.locator('[data-widget-static="auth providers grid"]');
    await expect(grid.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', '/guides/auth/social-login/auth-github');
    await expect(grid.getByRole('link', { name: /Apple/ })).toHaveAttribute('href', '/guides/auth/social-login/auth-apple');
    await gotoHydrated(page, PHONE);
    const phoneGrid = page.locator('[data-widget-static="auth providers grid"]');
    await expect(phoneGrid.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(phoneGrid.getByRole('link', { name: /Vonage/ })).toHaveAttribute('href', '/guides/auth/phone-login/vonage');
    await expect(phoneGrid.getByRole('link', { name: /GitHub/ })).toBeHidden();
  });
});

test.describe('setup steps', () => {
  test('social provider steps: console link, callback URL with a working copy button, dashboard link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, SOCIAL);
    const steps = page.getByRole('region', { name: 'GitHub setup steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.getByRole('link', { name: /GitHub Developer settings/ })).toHaveAttribute('href', 'https://github.com/settings/developers');
    await expect(steps.getByRole('link', { name: 'auth providers page' })).toHaveAttribute('href', 'https://app.plinth.co/dashboard/projects');

    const url = steps.locator('[data-callback-url] [data-copy-source]');
    await expect(url).toHaveText('https://<project-ref>.plinth.co/auth/v1/callback');
    const copy = steps.getByRole('button', { name: 'Copy callback URL' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(steps.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://<project-ref>.plinth.co/auth/v1/callback');
    // The copied state lasts one second.
    await expect(steps.getByRole('button', { name: 'Copy callback URL' })).toBeVisible({ timeout: 3000 });
  });

  test('project setup steps open from the keyboard inside their accordion', async ({ page }) => {
    await gotoHydrated(page, SOCIAL);
    const summary = page.locator('summary', { hasText: 'No Plinth project yet?' });
    const steps = page.getByRole('region', { name: 'Project setup steps' });
    await expect(steps).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveText([/Create a project/, /Wait for it to start/, /Find the project URL and anon key/]);
    await expect(steps.getByRole('link', { name: 'API settings' })).toHaveAttribute('href', 'https://app.plinth.co/dashboard/projects');
    await expect(steps.getByRole('link', { name: 'Local development' })).toHaveAttribute('href', '/guides/cli/local-development');
    await expect(steps).toContainText('https://<project-ref>.plinth.co');
  });

  test('phone provider steps list the credentials the dashboard asks for', async ({ page }) => {
    await gotoHydrated(page, PHONE);
    const steps = page.getByRole('region', { name: 'Twilio setup steps' });
    await expect(steps.getByRole('link', { name: 'Twilio Console' })).toHaveAttribute('href', 'https://console.twilio.com/');
    for (const credential of ['Account SID', 'Auth token', 'Messaging Service SID'])
      await expect(steps.getByRole('listitem').filter({ hasText: new RegExp(`^${credential}$`) })).toHaveCount(1);
    await expect(steps).toContainText("plinth.auth.verifyOtp({ phone, token, type: 'sms' })");
  });

  test('database setup steps copy the CLI commands', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, EXTENSIONS);
    const steps = page.getByRole('region', { name: 'Database setup steps' });
    await expect(steps.getByRole('link', { name: 'SQL editor' })).toHaveAttribute('href', 'https://app.plinth.co/dashboard/projects');
    await expect(steps.getByRole('link', { name: 'CLI guide' })).toHaveAttribute('href', '/guides/cli');
    await steps.getByRole('button', { name: 'Copy commands' }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('plinth login\nplinth link --project-ref <project-ref>');
    // On a phone the commands are wider than the column: the block scrolls, and the keyboard reaches it to scroll it.
    await page.setViewportSize({ width: 320, height: 640 });
    const commands = steps.locator('pre').first();
    // In view, as the reader sees it: off screen the browser skips laying out a code block's content.
    await commands.scrollIntoViewIfNeeded();
    await expect.poll(() => commands.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    expect(await axe(page, '[data-widget-static="Database setup steps"]')).toEqual([]);
  });
});

test.describe('extensions list', () => {
  test('searches, filters by tag with the keyboard, counts and shows an empty state', async ({ page }) => {
    const errors = trackErrors(page);
    await gotoHydrated(page, EXTENSIONS);
    const list = page.locator('[data-widget-static="extensions list"]');
    const status = list.getByRole('status');
    const rows = list.getByRole('list', { name: 'Extensions' }).getByRole('listitem');
    const total = await rows.count();
    expect(total).toBeGreaterThanOrEqual(50);
    await expect(status).toHaveText(`${total} extensions`);

    const search = list.getByRole('searchbox', { name: 'Search extensions' });
    await search.focus();
    await expectVisibleFocus(page);
    await page.keyboard.type('trgm');
    await expect(status).toHaveText('1 extension');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('link', { name: 'pg_trgm documentation' })).toHaveAttribute('href', 'https://www.postgresql.org/docs/current/pgtrgm.html');

    // Clear the search and filter by a tag with Tab and the arrow keys.
    await search.fill('');
    await page.keyboard.press('Tab');
    await expect(list.getByRole('radio', { name: 'All tags' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('radio', { name: /^AI & vectors/ })).toBeChecked();
    await expect(status).toHaveText('1 extension');
    await expect(rows).toHaveText([/^vector/]);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight'); // Data types, Full-text search, Geospatial
    await expect(list.getByRole('radio', { name: /^Geospatial/ })).toBeChecked();
    const geo = await rows.count();
    expect(geo).toBeGreaterThan(5);
    await expect(status).toHaveText(`${geo} extensions`);
    await expect(rows.first()).toContainText('Geospatial');

    // A search that matches nothing within the tag.
    await search.fill('cron');
    await expect(status).toHaveText('0 extensions');
    await expect(list).toContainText('No extension matches “cron” with the tag Geospatial.');
    await list.getByRole('button', { name: 'Clear search and tag' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`${total} extensions`);
    await expect(search).toHaveValue('');
    expect(errors).toEqual([]);
  });
});

test.describe('realtime limits', () => {
  test('the estimator loads only when scrolled near, then answers keyboard input', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const errors = trackErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(QUOTAS, { waitUntil: 'networkidle' });
    const holder = page.locator('[data-widget="realtime limits estimator"]');
    await expect(holder).toContainText('Loading realtime limits estimator');
    const beforeScroll = scripts.length;

    await holder.scrollIntoViewIfNeeded();
    const estimator = page.getByRole('region', { name: 'Realtime limits estimator' });
    await expect(estimator).toBeVisible();
    expect(scripts.length, 'the estimator code is fetched on approach').toBeGreaterThan(beforeScroll);

    const verdict = estimator.getByRole('status');
    await expect(verdict).toContainText('Fits the Pro plan on Micro compute.');

    // Keyboard only: plan select, then tab to the clients field and type.
    await estimator.getByRole('combobox', { name: 'Plan' }).focus();
    await page.keyboard.press('ArrowDown'); // Pro -> Team
    await expect(estimator.getByRole('combobox', { name: 'Plan' })).toHaveValue('team');
    await page.keyboard.press('Tab'); // compute size
    await page.keyboard.press('Tab'); // concurrent clients
    await expect(estimator.getByRole('textbox', { name: 'Concurrent clients' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6000');
    await expect(verdict).toContainText('Does not fit the Team plan on Micro compute.');
    await expect(verdict).toContainText('Hit first: Messages per second (Micro compute): 12,000 of 1,000 messages/s');
    await expect(verdict).toContainText('Smallest setup that fits: Enterprise plan on XL compute.');
    await expect(estimator.locator('[data-limit="planClients"]')).toContainText('40%');

    // Total instead of per client, then RLS on with the space bar.
    await estimator.getByRole('radio', { name: 'Total, all clients' }).focus();
    await page.keyboard.press('Space');
    await expect(verdict).toContainText('Does not fit the Team plan on Micro compute.');
    await expect(verdict).toContainText('Concurrent clients (Micro compute): 6,000 of 1,000 clients');
    await estimator.getByRole('textbox', { name: 'Concurrent clients' }).fill('500');
    await expect(verdict).toContainText('Fits the Team plan on Micro compute.');
    await estimator.getByRole('checkbox', { name: 'Messages go through row-level security' }).focus();
    await page.keyboard.press('Space');
    await expect(estimator.locator('[data-limit="computeMessages"]')).toContainText('250 messages/s');

    // Invalid input is explained next to the field.
    const payload = estimator.getByRole('textbox', { name: 'Largest payload (KB)' });
    await payload.fill('lots');
    await expect(payload).toHaveAttribute('aria-invalid', 'true');
    await expect(estimator).toContainText('The payload size must be a number.');
    await expect(verdict).toHaveText('Correct the highlighted fields to see the estimate.');
    expect(errors).toEqual([]);
  });

  test('the table on the page shows the same quotas the estimator uses', async ({ page }) => {
    await gotoHydrated(page, QUOTAS);
    const table = page.locator('[data-widget-static="realtime limits table"]');
    await expect(table.locator('tr[data-plan="pro"]')).toContainText('5,000');
    await expect(table.locator('tr[data-compute="micro"]')).toContainText('1,000');
    await page.locator('[data-widget="realtime limits estimator"]').scrollIntoViewIfNeeded();
    const estimator = page.getByRole('region', { name: 'Realtime limits estimator' });
    await expect(estimator.locator('[data-limit="planClients"]')).toContainText('5,000 clients');
    await expect(estimator.locator('[data-limit="computeClients"]')).toContainText('1,000 clients');
  });

  test('a widget whose code fails to load shows a readable message and the page keeps working', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(QUOTAS, { waitUntil: 'networkidle' });
    // From now on, every script request fails, as on a flaky connection.
    await page.route('**/*.js', (route) => route.abort());
    await page.locator('[data-widget="realtime limits estimator"]').scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert').filter({ hasText: 'The realtime limits estimator could not be displayed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /What happens at a limit/ })).toBeVisible();
  });
});

test.describe('a page without these widgets', () => {
  test('loads none of their code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text());
    });
    await page.goto('/guides/auth/sessions', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(500);
    const code = scripts.join('\n');
    expect(code.length).toBeGreaterThan(0);
    for (const marker of ['address_standardizer', 'Show providers', 'Copy callback URL', 'Messages go through row-level security'])
      expect(code).not.toContain(marker);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('auth providers grid and provider setup steps', async ({ page }) => {
      await gotoHydrated(page, SOCIAL);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.locator('summary', { hasText: 'No Plinth project yet?' }).click();
      expect(await axe(page, '[data-widget-static]')).toEqual([]);
      await gotoHydrated(page, PHONE);
      const grid = page.locator('[data-widget-static="auth providers grid"]');
      await grid.locator('label').filter({ hasText: /^All$/ }).click();
      await expect(grid.getByRole('status')).toHaveText('23 providers');
      expect(await axe(page, '[data-widget-static]')).toEqual([]);
    });

    test('extensions list, including its empty state, and database setup steps', async ({ page }) => {
      await gotoHydrated(page, EXTENSIONS);
      expect(await axe(page, '[data-widget-static]')).toEqual([]);
      await page.getByRole('searchbox', { name: 'Search extensions' }).fill('no such extension');
      await expect(page.getByText(/No extension matches/)).toBeVisible();
      expect(await axe(page, '[data-widget-static="extensions list"]')).toEqual([]);
    });

    test('realtime limits table and estimator, including errors and an over-limit result', async ({ page }) => {
      await gotoHydrated(page, QUOTAS);
      await page.locator('[data-widget="realtime limits estimator"]').scrollIntoViewIfNeeded();
      const estimator = page.getByRole('region', { name: 'Realtime limits estimator' });
      await expect(estimator).toBeVisible();
      expect(await axe(page, '[data-widget-static="realtime limits table"]')).toEqual([]);
      expect(await axe(page, '[data-widget="realtime limits estimator"]')).toEqual([]);
      await estimator.getByRole('textbox', { name: 'Concurrent clients' }).fill('60000');
      await estimator.getByRole('textbox', { name: 'Largest payload (KB)' }).fill('-1');
      await expect(estimator).toContainText('cannot be negative');
      expect(await axe(page, '[data-widget="realtime limits estimator"]')).toEqual([]);
      await estimator.getByRole('textbox', { name: 'Largest payload (KB)' }).fill('1');
      await expect(estimator.getByRole('status')).toContainText('Does not fit');
      expect(await axe(page, '[data-widget="realtime limits estimator"]')).toEqual([]);
    });
  });
}
