import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { gotoHydrated } from './hydrate';

/**
 * The Next.js user-management tutorial and the storage access-control guide, as a reader uses
 * them: the walkthrough in order with its widgets, the credential panel filling the `.env.local`
 * sample, copying code with the keyboard, and no accessibility violations in either theme.
 */

const TUTORIAL = '/guides/getting-started/tutorials/with-nextjs';
const ACCESS_CONTROL = '/guides/storage/security/access-control';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The code block whose title bar says `title`. */
const codeBlock = (page: Page, title: string) => page.locator('figure').filter({ has: page.getByRole('button', { name: `Copy ${title}`, exact: true }) });

const envBlock = (page: Page) => page.locator('figure').filter({ hasText: 'NEXT_PUBLIC_PLINTH_URL=' });

for (const scheme of ['light', 'dark'] as const) {
  test(`the tutorial walks from project setup to a running app, with no axe violations (${scheme})`, async ({ page }) => {
    // A long page: axe alone takes about 20 s of it on a loaded 2-core machine.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHydrated(page, TUTORIAL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a user management app with Next.js');
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    // Each heading ends with its hover anchor link, "#".
    expect(sections.map((s) => s.replace(/#$/, '').trim())).toEqual([
      'Create a project',
      'Set up the database schema',
      'Get the API keys',
      'Build the app',
      'What protects what',
      'Troubleshooting',
      'Next steps',
    ]);
    await expect(page.getByRole('region', { name: 'Project setup steps' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Database setup steps' })).toBeVisible();
    await expect(page.locator('[data-credential-panel]').getByRole('textbox', { name: 'Project URL', exact: true })).toBeVisible();
    await expect(page.locator('[data-credential-panel]').getByRole('textbox', { name: 'Anon key', exact: true })).toBeVisible();

    // The schema and every file of the app, each titled with its path.
    for (const title of [
      'schema.sql (1/4)',
      'schema.sql (4/4)',
      '.env.local',
      'utils/plinth/server.ts',
      'proxy.ts',
      'app/login/actions.ts',
      'app/auth/callback/route.ts',
      'app/account/page.tsx',
      'app/account/account-form.tsx',
      'app/account/avatar.tsx',
      'app/auth/signout/route.ts',
    ]) {
      await expect(codeBlock(page, title), title).toHaveCount(1);
    }
    await expect(codeBlock(page, 'app/login/actions.ts')).toContainText('signInWithOtp');
    await expect(codeBlock(page, 'app/auth/callback/route.ts')).toContainText('exchangeCodeForSession(code)');
    await expect(codeBlock(page, 'app/account/avatar.tsx')).toContainText('URL.createObjectURL(data)');

    // The spec's warning: on the server, the local session is not verified.
    const warning = page.locator('[data-admonition="danger"]');
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText('Use getUser() on the server, not getSession()');
    await expect(warning).toContainText('does not verify it');

    await expectNoAxeViolations(page);
  });
}

test('logged out, the .env.local sample shows placeholders; signed in, it shows the project URL and anon key', async ({ page }) => {
  await page.goto(TUTORIAL);
  await expect(envBlock(page)).toContainText('NEXT_PUBLIC_PLINTH_URL=https://<project-ref>.plinth.co');
  await expect(envBlock(page)).toContainText('NEXT_PUBLIC_PLINTH_ANON_KEY=<anon-key>');

  await page.goto(`/dev/sign-in?return_to=${encodeURIComponent(TUTORIAL)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === TUTORIAL);
  // The .env.local block shows the values as soon as the page opens, before the reader scrolls.
  await expect(envBlock(page)).not.toContainText('<project-ref>', { timeout: 15_000 });
  // The panel mounts when the reader scrolls near it.
  await page.locator('[data-island="ProjectCredentials"]').scrollIntoViewIfNeeded();
  const panel = page.locator('[data-credential-panel]').first();
  const projectUrl = panel.getByRole('textbox', { name: 'Project URL', exact: true });
  await expect(projectUrl).toHaveValue(/^https:\/\/\w+\.plinth\.co$/, { timeout: 15_000 });
  const url = await projectUrl.inputValue();
  const anonKey = await panel.getByRole('textbox', { name: 'Anon key', exact: true }).inputValue();
  expect(anonKey).not.toBe('');
  await expect(envBlock(page)).toContainText(`NEXT_PUBLIC_PLINTH_URL=${url}`);
  await expect(envBlock(page)).toContainText(`NEXT_PUBLIC_PLINTH_ANON_KEY=${anonKey}`);
});

test('the schema can be copied with the keyboard', async ({ page }) => {
  await page.goto(TUTORIAL);
  const copy = page.getByRole('button', { name: 'Copy schema.sql (1/4)', exact: true });
  await copy.focus();
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('create table public.profiles (');
  expect(copied).toContain('constraint username_length check (char_length(username) >= 3)');
});

test('the package-manager tabs switch every install command together', async ({ page }) => {
  await page.goto(TUTORIAL);
  const install = page.getByRole('tabpanel').filter({ hasText: '@plinth/plinth-js' });
  await expect(install).toContainText('npm install @plinth/plinth-js');
  await page.getByRole('tab', { name: 'pnpm' }).first().click();
  await expect(page.getByRole('tabpanel').filter({ hasText: '@plinth/plinth-js' })).toContainText('pnpm add @plinth/plinth-js');
  await expect(page.getByRole('tabpanel').filter({ hasText: 'plinth-profiles' })).toContainText('pnpm create next-app plinth-profiles');
});

test('troubleshooting answers open from the keyboard', async ({ page }) => {
  await page.goto(TUTORIAL);
  const question = page.locator('summary').filter({ hasText: 'The link sends me back to the sign-in page with an error' });
  await question.focus();
  await expect(question).toBeFocused();
  const answer = page.getByText('Request a new link and open it in the same browser.');
  await expect(answer).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('the sign-in flow diagram is drawn', async ({ page }) => {
  await gotoHydrated(page, TUTORIAL);
  const figure = page.locator('figure[data-mermaid]').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-state', 'drawn', { timeout: 15_000 });
  await expect(figure.locator('svg')).toContainText('exchangeCodeForSession');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the access-control guide explains storage policies with the products example, no axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(ACCESS_CONTROL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storage access control');
    const table = page.getByRole('table').first();
    await expect(table).toContainText('upload(path, file)');
    await expect(table).toContainText('createSignedUrl(path, seconds)');
    await expect(page.locator('figure').filter({ hasText: 'create table public.products' })).toContainText('price real not null');
    for (const policy of ['Anyone can view product images', 'Signed-in and anonymous users can upload product images', 'Anyone can update product images']) {
      await expect(page.locator('figure').filter({ hasText: policy })).toHaveCount(1);
    }
    await expect(page.locator('[data-admonition="caution"]')).toContainText('These example policies are wide open');
    await expect(page.getByRole('link', { name: /User management tutorial/ })).toHaveAttribute('href', TUTORIAL);
    await expectNoAxeViolations(page);
  });
}
