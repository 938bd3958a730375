import { expect, test } from './test';
import { axeViolations } from './axe';

const REF = '/reference/cli/introduction';

test.describe('CLI reference', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the full reference holds every command, also when reached from the References menu', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByText('References ▾').click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /CLI Commands/ })
      .click();
    await expect(page).toHaveURL(/\/reference\/cli\/introduction$/);
    // The global flags and the 123 commands, each an item of the page and an entry of the list.
    await expect(page.locator('[data-ref-item]')).toHaveCount(124);
    await expect(page.getByRole('navigation', { name: 'CLI reference' }).locator('[data-function-link]')).toHaveCount(124);
  });

  test('/reference/cli leads to the full reference', async ({ page }) => {
    await page.goto('/reference/cli', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/reference\/cli\/introduction$/);
  });

  test('at the top no menu entry is active; scrolling activates the section in view and updates the fragment', async ({ page }) => {
    await page.goto(REF, { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'CLI reference' });
    await expect(menu.locator('[aria-current]')).toHaveCount(0);
    await page.locator('#plinth-db-push').scrollIntoViewIfNeeded();
    // The command's part arrives as the reader nears it (its stub is replaced); read on from there.
    await expect(page.locator('#plinth-db-push.ref-stub')).toHaveCount(0);
    await page.locator('#plinth-db-push').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect(page).toHaveURL(/#plinth-db-(push|pull|reset|lint)$/);
    const active = menu.locator('[aria-current="location"]');
    await expect(active).toHaveCount(1);
    // The active entry and the fragment name the same command (read together: both follow the scroll).
    await expect.poll(async () => (await active.getAttribute('data-function-link')) === new URL(page.url()).hash.slice(1)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(menu.locator('[aria-current]')).toHaveCount(0);
  });

  test('a deep link lands on the command, and back/forward move between commands', async ({ page }) => {
    await page.goto(`${REF}#plinth-migration-repair`, { waitUntil: 'networkidle' });
    const heading = page.locator('#plinth-migration-repair-title');
    await expect(heading).toBeInViewport();
    await page.getByRole('navigation', { name: 'CLI reference' }).getByRole('link', { name: 'stop', exact: true }).click();
    await expect(page.locator('#plinth-stop-title')).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/#plinth-migration-repair$/);
    await expect(heading).toBeInViewport();
  });

  test('a link to a flag keeps its fragment while its command is the active menu entry', async ({ page }) => {
    await page.goto(`${REF}#plinth-stop-flag-no-backup`, { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: 'CLI reference' });
    await expect(menu.locator('[aria-current="location"]')).toHaveAttribute('data-function-link', 'plinth-stop');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/#plinth-stop-flag-no-backup$/);
    await expect(page.locator('#plinth-stop-flag-no-backup')).toBeInViewport();
  });

  test('accepted values open and close', async ({ page }) => {
    await page.goto(`${REF}#plinth-status`, { waitUntil: 'networkidle' });
    const toggle = page.locator('#plinth-status [data-param="output"] details');
    await expect(toggle.getByText('yaml', { exact: true })).toBeHidden();
    await toggle.locator('summary').click();
    await expect(toggle.getByText('yaml', { exact: true })).toBeVisible();
    await toggle.locator('summary').click();
    await expect(toggle.getByText('yaml', { exact: true })).toBeHidden();
  });

  test('flags show REQUIRED or Optional with their defaults', async ({ page }) => {
    await page.goto(`${REF}#plinth-migration-repair`, { waitUntil: 'networkidle' });
    await expect(page.locator('#plinth-migration-repair [data-param="status"]')).toContainText('REQUIRED');
    await expect(page.locator('#plinth-migration-repair [data-param="linked"]')).toContainText('Optional');
    await expect(page.locator('#plinth-migration-repair [data-param="linked"]')).toContainText('Default: true');
  });

  test('examples are tabs with a collapsible response', async ({ page }) => {
    await page.goto(`${REF}#plinth-stop`, { waitUntil: 'networkidle' });
    const section = page.locator('#plinth-stop');
    const tabs = section.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(2);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panel = section.getByRole('tabpanel').filter({ visible: true });
    const response = panel.locator('details');
    await response.locator('summary').click();
    await expect(response.locator('pre')).toBeVisible();
  });

  test('the command builder assembles a branch command and refuses an invalid combination', async ({ page }) => {
    await page.goto(`${REF}#plinth-branches-create`, { waitUntil: 'networkidle' });
    await page.locator('[data-builder-toggle="plinth-branches-create"]').click();
    const form = page.getByRole('form', { name: 'Build a plinth branches create command' });
    await form.getByLabel(/^name/).fill('my-branch');
    await form.getByLabel('--region').selectOption('fra');
    await expect(form.getByLabel(/--experimental/)).toBeDisabled();
    await expect(form.getByLabel(/--experimental/)).toBeChecked();
    await expect(form.locator('[data-builder-output]')).toHaveText('plinth branches create my-branch --region fra --experimental');

    await page.goto(`${REF}#plinth-db-push`, { waitUntil: 'networkidle' });
    await page.locator('[data-builder-toggle="plinth-db-push"]').click();
    const push = page.getByRole('form', { name: 'Build a plinth db push command' });
    await push.getByLabel('--db-url').fill('postgresql://postgres:p%40ss@127.0.0.1:54322/postgres');
    await expect(push.getByLabel('--local')).toBeDisabled();
    await expect(push.getByLabel('--linked')).toBeDisabled();
    await expect(push.locator('[data-builder-output]')).toHaveText('plinth db push --db-url postgresql://postgres:p%40ss@127.0.0.1:54322/postgres');
  });

  test('a crawler page renders the command title as its only h1 with a canonical link to itself', async ({ page }) => {
    await page.goto('/reference/cli/plinth-db-push', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('plinth db push');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/reference\/cli\/plinth-db-push$/);
    await expect(page).toHaveTitle(/plinth db push/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.getByRole('navigation', { name: 'CLI reference' }).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      '/reference/cli/plinth-db-push',
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the full reference has no axe violations (${scheme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(REF, { waitUntil: 'networkidle' });
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
});
