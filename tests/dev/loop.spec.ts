import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEEDED, SEEDED_RIGHT, SEEDED_WITHOUT_IMAGE } from '../content/fixtures/seeded-mistakes';
import { expect, test } from '../e2e/test';

/**
 * `npm run dev` as a writer uses it. The editing tests work on a page of their own, written here
 * and removed after (it says `sidebar: false`, so a build that meets it left behind still passes).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTE = '/guides/getting-started/dev-loop-check';
const FILE = path.join(ROOT, 'content/guides/getting-started/dev-loop-check.mdx');
const page = (body: string) => `---\ntitle: Dev loop check\ndescription: A page the development server tests edit.\nsidebar: false\n---\n\n${body}\n`;
const FIRST = page(`Intro paragraph.\n\n${'Filler paragraph for scrolling.\n\n'.repeat(40)}## Later section\n\nThe end.`);

/** The seeded mistakes (tests/content/fixtures/seeded-mistakes.mdx), as a guide of their own while the test runs. */
const SEEDED_ROUTE = '/guides/getting-started/dev-checks-seeded';
const SEEDED_FILE = path.join(ROOT, `content${SEEDED_ROUTE}.mdx`);

test.afterAll(() => {
  rmSync(FILE, { force: true });
  rmSync(SEEDED_FILE, { force: true });
});

test('a guide renders with its content, sidebar and Markdown twin', async ({ page: tab, request }) => {
  await tab.goto('/guides/auth/sessions');
  await expect(tab.locator('main h1')).toHaveText(/Sessions/);
  await expect(tab.locator('[data-slot="content"] h2').first()).toBeVisible();
  await expect(tab.locator('nav[aria-label] a[aria-current="page"]').first()).toBeVisible();
  const twin = await request.get('/guides/auth/sessions.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toContain('text/markdown');
  expect(await twin.text()).toMatch(/^# Sessions\n/);
});

test('a widget hydrates and works', async ({ page: tab }) => {
  await tab.goto('/guides/auth/jwts');
  // Hydrated as it comes into view, as on the built site.
  await tab.locator('[data-island="JwtGenerator"]').scrollIntoViewIfNeeded();
  await tab.getByRole('button', { name: 'Generate a random secret' }).click();
  await expect(tab.getByLabel('JWT secret', { exact: true })).toHaveValue(/^[A-Za-z0-9]{64}$/);
});

test('search answers from the last build, or says it needs one', async ({ request }) => {
  const script = await request.get('/pagefind/pagefind.js');
  if (existsSync(path.join(ROOT, 'out', 'pagefind', 'pagefind.js'))) expect(script.status()).toBe(200);
  else expect(await script.text()).toContain('Search needs a build: run `npm run build` once');
});

test('a new page answers as soon as its file exists; a save shows without a reload; a problem shows first and the page comes back when fixed', async ({
  page: tab,
  request,
}) => {
  writeFileSync(FILE, FIRST);
  const created = Date.now();
  await expect.poll(async () => (await request.get(ROUTE)).status(), { timeout: 120_000 }).toBe(200);
  test.info().annotations.push({ type: 'new page reachable', description: `${Date.now() - created} ms (first compile included)` });

  // The page's stream of saves is held back until after the first save: a save made while the page
  // is still loading reaches it on connecting (`event: recent`), and is shown the same way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route('**/__plinth/changes', async (route) => {
    await held;
    await route.continue();
  });
  await tab.goto(ROUTE);
  await expect(tab.locator('[data-slot="content"]')).toContainText('Intro paragraph.');
  await tab.evaluate(() => {
    (window as { loaded?: number }).loaded = 1;
    window.scrollTo(0, 600);
  });
  const notReloaded = () => tab.evaluate(() => (window as { loaded?: number }).loaded === 1);

  // A prose save is written into the content alone: no render of the whole page on the server (an RSC request).
  const renders: string[] = [];
  tab.on('request', (r) => {
    if (r.headers()['rsc'] === '1' || r.url().includes('_rsc=')) renders.push(r.url());
  });
  writeFileSync(FILE, FIRST.replace('Intro paragraph.', 'Intro paragraph, edited.'));
  await tab.waitForTimeout(1000);
  release();
  await expect(tab.locator('[data-slot="content"]')).toContainText('Intro paragraph, edited.');
  await tab.unrouteAll();
  expect(await notReloaded()).toBe(true);
  expect(await tab.evaluate(() => scrollY)).toBe(600);
  // And a save once the page listens.
  writeFileSync(FILE, FIRST.replace('Intro paragraph.', 'Intro paragraph, edited twice.'));
  await expect(tab.locator('[data-slot="content"]')).toContainText('Intro paragraph, edited twice.');
  await tab.waitForTimeout(1500);
  expect(renders, 'server renders of the page after a prose save').toEqual([]);

  // A new heading changes what lies outside the content ("On this page"): the page is rendered again.
  writeFileSync(FILE, FIRST.replace('Intro paragraph.', 'Intro paragraph, edited twice.').replace('## Later section', '## Later section renamed'));
  await expect(tab.locator('aside a, nav a').filter({ hasText: 'Later section renamed' }).first()).toBeAttached();
  expect(renders.length, 'server renders of the page after a new heading').toBeGreaterThan(0);
  expect(await notReloaded()).toBe(true);

  // A component used wrongly: the page shows that problem, with file, line, column and its lines.
  writeFileSync(FILE, FIRST.replace('Intro paragraph.', '<Admonition type="warning">Careful.</Admonition>'));
  const problem = tab.locator('[data-dev-problem]');
  await expect(problem).toBeVisible();
  await expect(problem.locator('[data-problem-location]').first()).toHaveText('content/guides/getting-started/dev-loop-check.mdx:7:1');
  await expect(problem.locator('[data-problem-message]').first()).toContainText('<Admonition>: type');
  await expect(problem.locator('[aria-current="true"]')).toContainText('<Admonition type="warning">');
  // It is what the writer sees first: Next's own error overlay has nothing to say.
  await expect(tab.locator('[data-nextjs-dialog]')).toHaveCount(0);
  await expect(tab.locator('[data-next-badge]')).toHaveAttribute('data-error', 'false');
  expect(await notReloaded()).toBe(true);

  writeFileSync(FILE, FIRST.replace('Intro paragraph.', 'Intro paragraph, fixed.'));
  await expect(tab.locator('[data-slot="content"]')).toContainText('Intro paragraph, fixed.');
  await expect(problem).toHaveCount(0);
  expect(await notReloaded()).toBe(true);
});

test('the page checks show on the open page: each seeded mistake, as a warning above its content', async ({ page: tab, request }) => {
  // The first check after the server starts reads the whole site: minutes on a busy small machine.
  test.setTimeout(480_000);
  const at = (line: number) => `content${SEEDED_ROUTE}.mdx:${line}`;
  // A missing image stops the page, as it stops the build: it is what the writer sees first.
  writeFileSync(SEEDED_FILE, SEEDED);
  await expect.poll(async () => (await request.get(SEEDED_ROUTE)).status(), { timeout: 120_000 }).toBe(200);
  await tab.goto(SEEDED_ROUTE);
  const problem = tab.locator('[data-dev-problem]');
  await expect(problem.locator('[data-problem-location]')).toHaveText(at(20) + ':1', { timeout: 120_000 });
  await expect(problem.locator('[data-problem-message]')).toContainText('the image "/images/seeded-missing.png" does not exist');

  // Without it the page renders, and the checks the build runs are warnings above its content.
  writeFileSync(SEEDED_FILE, SEEDED_WITHOUT_IMAGE);
  await expect(tab.locator('[data-slot="content"]')).toContainText('The sign-in flow sends a link by email.');
  const checks = tab.getByRole('status', { name: 'Checks of this page' });
  const warnings = checks.locator('li');
  const saved = Date.now();
  await expect(warnings).toHaveCount(6, { timeout: 240_000 });
  test.info().annotations.push({ type: 'first warnings shown', description: `${Date.now() - saved} ms after the save (the site read first)` });
  const shown = await warnings.evaluateAll((items) =>
    items.map((li) => `${li.getAttribute('data-check')} ${li.querySelector('[data-problem-location]')!.textContent}`),
  );
  expect(shown).toEqual([`sidebar ${at(1)}`, `links ${at(6)}`, `sql ${at(9)}`, `calls ${at(13)}`, `types ${at(13)}`, `cli ${at(17)}`]);
  await expect(checks).toContainText('6 warnings on this page');
  await expect(checks).toContainText('plinth db pushh: "plinth db" has no subcommand "pushh"');
  await expect(checks).toContainText('calls "signInWithMagic" on the client');
  await expect(checks).toContainText('SQL: syntax error at or near "tabel"');
  // Above the content, and no error of Next's beside it: the page is a warning, not a crash.
  const [panelBox, contentBox] = await Promise.all([checks.boundingBox(), tab.locator('[data-slot="content"]').boundingBox()]);
  expect(panelBox!.y).toBeLessThan(contentBox!.y);
  await expect(tab.locator('[data-next-badge]')).toHaveAttribute('data-error', 'false');

  // The list is shown and hidden from the keyboard.
  const toggle = checks.getByRole('button', { name: 'Hide' });
  await toggle.focus();
  await tab.keyboard.press('Enter');
  await expect(checks.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(warnings.first()).toBeHidden();
  await tab.keyboard.press('Enter');
  await expect(warnings.first()).toBeVisible();

  // Fixed and saved: the warnings go, without a reload.
  writeFileSync(SEEDED_FILE, SEEDED_RIGHT);
  const fixed = Date.now();
  await expect(warnings).toHaveCount(0, { timeout: 120_000 });
  test.info().annotations.push({ type: 'warnings gone', description: `${Date.now() - fixed} ms after the fix was saved` });
  await expect(checks).toHaveAttribute('data-checking', 'false');
});
