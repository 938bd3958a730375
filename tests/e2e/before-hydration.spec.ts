import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { isNextScript } from './hydrate';

/**
 * What a reader does in the first seconds of a page, before React has arrived: on a slow phone the
 * runtime (about 140 KB) comes seconds after the page is drawn. Each test holds the runtime's
 * scripts back on purpose, acts at once, and checks what the reader sees, then once React is there.
 */

/** Holds every request for the React runtime's scripts until `release` is called (the style sheet, in the same folder, comes). */
async function holdRuntime(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isNextScript(url.href),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('search opens, keeps what is typed and shows results as links before React, and is the same dialog after it', async ({ page }) => {
  // Two page lives in one test (before React, then after it): on a loaded machine the runtime's eleven scripts take a while.
  test.slow();
  const release = await holdRuntime(page);
  await page.goto('/guides/auth/sessions', { waitUntil: 'load' });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  const box = dialog.getByRole('combobox');
  // At once: no runtime is needed to open it (today it waited for all of React).
  await expect(box).toBeFocused({ timeout: 2_000 });
  await page.keyboard.type('row level');
  await expect(box).toHaveValue('row level');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toHaveAttribute('href', /^\/(guides|reference)\//);
  expect(await page.evaluate(() => document.documentElement.dataset.runtime)).toBeUndefined();
  // The dialog with its results passes axe in the dark theme too.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await page.keyboard.press('End');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search docs' })).toBeFocused();

  // React arrives (a link pointed at); a result followed is a client-side navigation, and search
  // opens again on the new page: the same one dialog.
  release();
  await page.getByRole('banner').getByRole('link', { name: 'Plinth Docs' }).hover();
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready', { timeout: 30_000 });
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('row level');
  await page.keyboard.type('x');
  await expect(box).toHaveValue('x');
  await box.fill('anon key');
  // The results are the new query's (the first is a page whose text has the anon key), not row level's.
  await expect(options.first()).toContainText(/anon/i);
  const href = (await options.first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === href.split('#')[0]);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await expect(page.locator('dialog')).toHaveCount(1);
});

/** Waits for `island` to be hydrated by React and its early input replayed. */
async function released(page: Page, release: () => void, widget: string) {
  release();
  await expect(page.locator(`[data-widget="${widget}"]`)).toHaveAttribute('data-island-mounted', '', { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
}

/**
 * Serves the site through a proxy that sends `path`'s HTML up to its <main>, then holds the rest
 * until `release` is called: the page stays half parsed, as on a slow network. Every other request
 * passes through.
 */
async function halfParsed(baseURL: string, path: string) {
  const html = await (await fetch(new URL(path, baseURL))).text();
  const cut = html.indexOf('<main');
  expect(cut).toBeGreaterThan(0);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      void held.then(() => response.end(html.slice(cut)));
      return;
    }
    void fetch(new URL(request.url!, baseURL), { method: request.method, headers: { accept: request.headers.accept ?? '*/*' } }).then(async (upstream) => {
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return { url, release, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('on a page still being parsed, a click on the search button, the keys after it and a link pointed at are kept, and the page hydrates once parsed', async ({
  page,
  baseURL,
  pageLog,
}) => {
  const proxy = await halfParsed(baseURL!, '/guides/auth/sessions');
  try {
    await page.goto(proxy.url, { waitUntil: 'commit' });
    // The header is drawn and the enhancer has arrived; the rest of the page has not.
    await page.waitForFunction(() => window.__plinthEnhanced === true);
    expect(await page.evaluate(() => [document.readyState, document.querySelector('main') === null])).toEqual(['loading', true]);
    await page.getByRole('banner').getByRole('button', { name: 'Search docs' }).click();
    await page.keyboard.type('rls');
    // A link to another page, pointed at: the runtime it asks for waits for the page's data.
    await page.getByRole('banner').getByRole('link', { name: 'Plinth Docs' }).hover();
    proxy.release();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog.getByRole('combobox')).toHaveValue('rls');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // The dialog, at the end of <body> once the page had been parsed, is no obstacle to React's hydration.
    await page.waitForFunction(() => document.documentElement.dataset.runtime === 'ready', null, { timeout: 15_000 });
    expect(await page.evaluate(() => window.__plinthRuntime?.reason)).toBe('link');
    expect(pageLog.filter((line) => /console\.error|uncaught/.test(line))).toEqual([]);
  } finally {
    proxy.release();
    await proxy.close();
  }
});

test('the providers grid filters by a choice made before React, and its count says so', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/guides/auth/social-login', { waitUntil: 'load' });
  const grid = page.locator('[data-widget-static="auth providers grid"]');
  await grid.scrollIntoViewIfNeeded();
  await grid.getByText('Phone', { exact: true }).click();
  await expect(grid.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await released(page, release, 'auth providers grid');
  // Today the radio showed Phone while the grid kept every social card.
  await expect(grid.getByRole('status')).toHaveText('4 providers');
  await expect(grid.getByRole('list', { name: 'Auth providers' }).getByRole('link').filter({ visible: true })).toHaveCount(4);
  await expect(grid.getByRole('radio', { name: 'Phone' })).toBeChecked();
});

test('the extensions list searches what was typed before React, and keeps the reader typing', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/guides/database/extensions', { waitUntil: 'load' });
  const list = page.locator('[data-widget-static="extensions list"]');
  const search = list.getByRole('searchbox', { name: 'Search extensions' });
  await search.scrollIntoViewIfNeeded();
  await search.click();
  await page.keyboard.type('trgm');
  await released(page, release, 'extensions list');
  // Today the box said "trgm" while the list kept every extension.
  await expect(list.getByRole('status')).toHaveText('1 extension');
  await expect(list.getByRole('list', { name: 'Extensions' }).getByRole('listitem')).toHaveText([/^pg_trgm/]);
  // Focus and the caret stayed where the reader left them: the next key adds to the word.
  await expect(search).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(search).toHaveValue('trg');
});

/**
 * The forms that only work with their code (the generators, the estimator) are rendered in the
 * browser only: until React has mounted one, the reader sees "Loading …" and no
 * field, so nothing typed can be lost or shown in a state the widget does not hold. Once the
 * runtime arrives the same form answers at once.
 */
const CLIENT_ONLY: { widget: string; url: string; works(page: Page): Promise<void> }[] = [
  {
    widget: 'JWT generator',
    url: '/guides/auth/jwts',
    async works(page) {
      await page.getByLabel('JWT secret', { exact: true }).fill('short');
      await expect(page.getByLabel('Signed token (HS256)', { exact: true })).toHaveValue(/\./);
    },
  },
  {
    widget: 'Apple secret generator',
    url: '/guides/auth/social-login/auth-apple',
    async works(page) {
      await page.getByRole('button', { name: 'Generate client secret' }).click();
      await expect(page.getByLabel('Team ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    widget: 'realtime limits estimator',
    url: '/guides/realtime/quotas',
    async works(page) {
      const estimator = page.getByRole('region', { name: 'Realtime limits estimator' });
      await estimator.getByRole('combobox', { name: 'Plan' }).selectOption('team');
      await expect(estimator.getByRole('status')).toContainText('Team plan');
    },
  },
];

for (const { widget, url, works } of CLIENT_ONLY) {
  test(`the ${widget} says it is loading and offers no field before React, then works`, async ({ page }) => {
    const release = await holdRuntime(page);
    await page.goto(url, { waitUntil: 'load' });
    const holder = page.locator(`[data-widget="${widget}"]`);
    await holder.scrollIntoViewIfNeeded();
    await expect(holder).toHaveText(`Loading ${widget}…`);
    await expect(holder.locator('input, select, textarea, button')).toHaveCount(0);
    await released(page, release, widget);
    await works(page);
  });
}

test('a command builder opened before React says it is loading, then builds the command', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/reference/cli/introduction#plinth-db-push', { waitUntil: 'load' });
  const toggle = page.locator('[data-builder-toggle="plinth-db-push"]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const container = page.locator('#plinth-db-push-builder');
  // Today the box it opened stayed empty until React came.
  await expect(container.getByRole('status')).toHaveText('Loading command builder…');
  await expect(container.locator('input, select, textarea')).toHaveCount(0);
  release();
  const form = page.getByRole('form', { name: 'Build a plinth db push command' });
  await form.getByLabel('--db-url').fill('postgresql://postgres:pw@127.0.0.1:54322/postgres');
  await expect(form.locator('[data-builder-output]')).toHaveText('plinth db push --db-url postgresql://postgres:pw@127.0.0.1:54322/postgres');
  await expect(container.getByText('Loading command builder…')).toHaveCount(0);
});

test('the credential panel is the logged-out panel as built: no React comes for it, and its log-in link returns here', async ({ page }) => {
  const runtime: string[] = [];
  page.on('request', (request) => {
    if (isNextScript(request.url())) runtime.push(request.url());
  });
  await page.goto('/guides/getting-started/api-keys', { waitUntil: 'networkidle' });
  const root = page.locator('[data-credential-panel]');
  const panel = root.getByRole('group', { name: "Your project's API credentials" });
  await expect(panel).toHaveAttribute('data-panel-state', 'loggedOut');
  await expect(panel.getByRole('combobox', { name: 'Project', exact: true })).toBeDisabled();
  await expect(panel.getByRole('textbox', { name: 'Project URL', exact: true })).toHaveValue('');
  await expect(panel.locator('[data-login-hint]')).toHaveText("Log in to see your own project's values here and in this page's code samples.");
  await expect(root.getByText('Checking your login…')).toBeHidden();
  const login = panel.getByRole('link', { name: 'Log in' });
  await expect(login).toHaveAttribute('href', `/dev/sign-in?return_to=${encodeURIComponent(page.url())}`);
  // Today the panel was "Loading credential panel…" and fetched all of React to say "log in".
  expect(runtime).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.runtime)).toBeUndefined();

  // Followed before React, the link signs in and comes back; the panel then loads for the session.
  await login.click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/guides/getting-started/api-keys');
  await expect(root.locator('[data-panel-state]')).toHaveAttribute('data-panel-state', 'hasData', { timeout: 15_000 });
});
