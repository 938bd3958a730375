import { expect, test } from './test';
import { axeViolations } from './axe';
import { SEARCH_OPENS_WITHIN } from './hydrate';

/**
 * The references built on the one engine, as a reader uses them: client libraries with their
 * versions, the Management API and a self-hosting configuration. (The CLI: cli-reference.spec.ts.)
 */
const JS = '/reference/javascript/introduction';

test.describe('client library reference', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the URL of an item lands on it, and its function-list entry is the active one', async ({ page }) => {
    await page.goto(`${JS}#sign-in-with-otp`);
    await expect(page.locator('#sign-in-with-otp-title')).toBeInViewport();
    const list = page.getByRole('navigation', { name: 'JavaScript v2 reference' });
    await expect(list.locator('[aria-current="location"]')).toHaveAttribute('data-function-link', 'sign-in-with-otp');
    await expect(list.locator('[aria-current="location"]')).toBeInViewport();
  });

  test('scrolling makes the item being read the fragment and the active entry', async ({ page }) => {
    await page.goto(JS);
    await page.evaluate(() => {
      const item = document.getElementById('select')!;
      window.scrollTo(0, item.getBoundingClientRect().top + window.scrollY - 100);
    });
    await expect(page).toHaveURL(/#select$/);
    await expect(page.getByRole('navigation', { name: 'JavaScript v2 reference' }).locator('[aria-current="location"]')).toHaveAttribute(
      'data-function-link',
      'select',
    );
  });

  test('the version switcher leads to v1, which says it is older and links each function to the current one', async ({ page }) => {
    await page.goto(JS);
    const versions = page.getByRole('navigation', { name: 'Versions' });
    await expect(versions.locator('[aria-current="page"]')).toHaveText(/v2/);
    await expect(versions.getByRole('link', { name: 'Migrating from v1 to v2' })).toHaveAttribute('href', '/guides/resources/migrating-to-v2/javascript');
    await versions.getByRole('link', { name: 'v1', exact: true }).click();
    await expect(page).toHaveURL(/\/reference\/javascript\/v1\/introduction$/);
    await expect(page.getByRole('note').first()).toContainText('older version');
    await page.goto('/reference/javascript/v1/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/select/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/reference\/javascript\/v1\/select$/);
    // "In the current version: select()", linking to the v2 function.
    // (The errors section's note, on older versions, links the errors page too.)
    await expect(page.locator('main .ref-note a', { hasText: 'in v2' })).toHaveAttribute('href', /\/reference\/javascript\/(introduction#)?select$/);
  });

  test('an item’s own page has its title as the only h1 and a canonical link to itself', async ({ page }) => {
    await page.goto('/reference/javascript/select');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/reference\/javascript\/select$/);
    // Here the list links to the other items' pages; this one is marked as the current page.
    const current = page.getByRole('navigation', { name: 'JavaScript v2 reference' }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/reference/javascript/select');
  });

  test('the long page loads its later items only as the reader nears them, and ends up whole', async ({ page }) => {
    const parts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_parts/')) parts.push(request.url());
    });
    await page.goto(JS);
    const functions = await page.getByRole('navigation', { name: 'JavaScript v2 reference' }).locator('[data-function-link]').count();
    await expect(page.locator('[data-ref-item]')).toHaveCount(functions);
    expect(await page.locator('[data-ref-part]').count()).toBeGreaterThan(5);
    await page.waitForTimeout(500);
    expect(parts).toEqual([]);
    // Reading down the page: each part arrives before the reader gets to it.
    test.setTimeout(120_000);
    for (let step = 0; step < 400 && (await page.locator('[data-ref-part]').count()) > 0; step++) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(50);
    }
    await expect(page.locator('[data-ref-part]')).toHaveCount(0);
    await expect(page.locator('.ref-stub')).toHaveCount(0);
    await expect(page.locator('[data-ref-item]')).toHaveCount(functions);
    expect(parts.length).toBeGreaterThan(5);
    // Example tabs work in an item that arrived later.
    const item = page.locator('#generate-link');
    await item.scrollIntoViewIfNeeded();
    const second = item.getByRole('tab').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(item.getByRole('tabpanel')).toBeVisible();
    await expect(item.getByRole('tabpanel')).toHaveAttribute('id', (await second.getAttribute('aria-controls'))!);
  });

  test('the address of a nested option deep in the page opens its disclosure and lands on it', async ({ page }) => {
    await page.goto(`${JS}#sign-in-with-otp-param-credentials-options-emailredirectto`);
    await expect(page.locator('#sign-in-with-otp-param-credentials-options-emailredirectto')).toBeInViewport();
    const list = page.getByRole('navigation', { name: 'JavaScript v2 reference' });
    await expect(list.locator('[aria-current="location"]')).toHaveAttribute('data-function-link', 'sign-in-with-otp');
    // Then a function-list entry further down, not loaded yet.
    await list.locator('[data-function-link="from-download"]').click();
    await expect(page.locator('#from-download-title')).toBeInViewport();
    await expect(page.locator('#from-download .ref-stub, #from-download.ref-stub')).toHaveCount(0);
  });

  test('without scripts, every later item still leads to its complete page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${JS}#from-upload`);
    const stub = page.locator('#from-upload');
    await expect(stub).toHaveClass(/ref-stub/);
    await stub.getByRole('link').click();
    await expect(page).toHaveURL(/\/reference\/javascript\/from-upload$/);
    await expect(page.locator('h1')).toHaveText('from.upload()');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await context.close();
  });

  test('search finds a function by its method name and says which library it belongs to', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toBeVisible(SEARCH_OPENS_WITHIN);
    await page.keyboard.type('signInWithOtp');
    await expect(
      dialog
        .getByRole('option')
        .filter({ hasText: /JavaScript/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('Management API reference', () => {
  test('an operation shows its method and path, a curl sample with the access token, and its schema opens from the keyboard', async ({ page }) => {
    await page.goto('/reference/api/introduction#v1-update-a-branch-config');
    const item = page.locator('#v1-update-a-branch-config');
    await expect(item).toContainText('PATCH /v1/branches/{branch_id_or_ref}');
    await expect(item.locator('pre').filter({ hasText: 'curl' }).first()).toContainText('PLINTH_ACCESS_TOKEN');
    const summary = item.locator('details.ref-children > summary').first();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(item.locator('details.ref-children').first()).toHaveAttribute('open', '');
    await expect(item.getByText('Variant 2')).toBeVisible();
  });

  test('an operationId with spaces has a clean address', async ({ request }) => {
    expect((await request.get('/reference/api/v1-delete-hostname-config')).status()).toBe(200);
  });
});

test.describe('self-hosting configuration reference', () => {
  test('the filter narrows the variables as the reader types and says how many match', async ({ page }) => {
    await page.goto('/reference/self-hosting-auth/introduction');
    const filter = page.getByRole('searchbox', { name: 'Filter variables' });
    await filter.fill('JWT');
    const status = page.locator('[data-filter-status]');
    await expect(status).toHaveText(/\d+ of \d+ variables/);
    const visible = page.locator('[data-param]:visible');
    expect(await visible.count()).toBeGreaterThan(0);
    for (const text of await visible.allTextContents()) expect(text.toUpperCase()).toContain('JWT');
    await filter.fill('');
    await expect(status).toHaveText('');
  });

  test('the .env example sets every required variable and copies from the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/reference/self-hosting-auth/introduction#required-variables');
    const example = page.locator('#required-variables');
    const code = example.locator('pre').first();
    await expect(code).toBeVisible();
    const required = await page
      .locator('li[data-param]')
      .filter({ has: page.locator('.ref-required') })
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-param')!));
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) await expect(code).toContainText(new RegExp(`^${name}=`, 'm'));
    await example.getByRole('button', { name: /Copy/ }).first().focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${required[0]}=`);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/reference/self-hosting-auth/introduction');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
