import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { gotoHydrated } from './hydrate';

/**
 * ```mermaid fences: drawn lazily with mermaid in the site's theme, redrawn when the theme
 * changes, and left as readable source when drawing is impossible.
 */

const PAGE = '/guides/getting-started/architecture';
const PLAIN_PAGE = '/guides/auth/sessions';
/** A string of mermaid's configuration, present in the renderer's code and nowhere else. */
const MERMAID_MARKER = 'suppressErrorRendering';
/** The frame mermaid runs in (src/authoring/Mermaid/render.ts). */
const FRAME = 'iframe[data-mermaid-frame]';

/**
 * A first drawing loads mermaid (its frame and library, several hundred KB of JS) and draws: under
 * the full test run on 2 cores that once took longer than the 5 s default (the first diagram of
 * the architecture page stayed "source" at 5 s; alone, the same test passed 3 of 3).
 */
const DRAWN_WITHIN = 15_000;

test.use({ viewport: { width: 1280, height: 720 } });

function scriptBodies(page: Page) {
  const bodies: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push({ url: response.url(), text: response.text().catch(() => '') });
  });
  return async (marker: string) =>
    (await Promise.all(bodies.map(async (b) => ({ url: b.url, text: await b.text })))).filter((b) => b.text.includes(marker)).map((b) => b.url);
}

test('the architecture diagrams are drawn as SVG, each only when scrolled near', async ({ page }) => {
  const withMarker = scriptBodies(page);
  await page.goto(PAGE);
  const figures = page.locator('figure[data-mermaid]');
  expect(await figures.count()).toBeGreaterThanOrEqual(2);

  const first = figures.first();
  await expect(first).toHaveAttribute('data-state', 'drawn', { timeout: DRAWN_WITHIN });
  await expect(first.getByRole('img', { name: /^Flowchart\./ })).toBeVisible();
  await expect(first.locator('svg')).toBeVisible();
  // The drawing contains the labels of the source.
  await expect(first.locator('svg')).toContainText('API gateway');
  expect((await withMarker(MERMAID_MARKER)).length).toBeGreaterThan(0);

  const last = figures.last();
  const box = await last.boundingBox();
  expect(box!.y).toBeGreaterThan(720 + 400);
  await expect(last).toHaveAttribute('data-state', 'source');
  await expect(last.locator('[data-mermaid-source]')).toContainText('sequenceDiagram');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-state', 'drawn', { timeout: DRAWN_WITHIN });
  await expect(last.getByRole('img', { name: /^Sequence diagram\./ })).toBeVisible();
});

test('a page without diagrams loads no mermaid code', async ({ page }) => {
  const withMarker = scriptBodies(page);
  await page.goto(PLAIN_PAGE);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(await withMarker(MERMAID_MARKER)).toEqual([]);
});

test('the diagram follows the theme and is redrawn when the reader switches it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  const figure = page.locator('figure[data-mermaid]').first();
  await expect(figure).toHaveAttribute('data-theme', 'light', { timeout: DRAWN_WITHIN });
  const lightSvg = await figure.locator('svg').innerHTML();

  await page.locator('[data-theme-toggle]').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(figure).toHaveAttribute('data-theme', 'dark');
  const darkSvg = await figure.locator('svg').innerHTML();
  expect(darkSvg).not.toBe(lightSvg);

  await page.locator('[data-theme-toggle]').click();
  await expect(figure).toHaveAttribute('data-theme', 'light');
});

test('the source stays readable, with a note, when mermaid cannot be loaded', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Refuse every script that contains mermaid's renderer, as a blocked or failed download would.
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(MERMAID_MARKER)) await route.abort('failed');
    else await route.fulfill({ response, body });
  });
  await page.goto(PAGE);
  const figure = page.locator('figure[data-mermaid]').first();
  await expect(figure).toHaveAttribute('data-state', 'failed');
  await expect(figure.getByRole('status')).toHaveText('This diagram could not be drawn, so its source is shown instead.');
  await expect(figure.locator('[data-mermaid-source]')).toContainText('flowchart LR');
  await expect(figure.locator('svg')).toHaveCount(0);
  // The rest of the page keeps working.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');
  expect(errors).toEqual([]);
});

test('the source stays readable, with a note, when the frame cannot load mermaid', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The frame's requests go through the page's routes like any other: refuse mermaid's files.
  const refused: string[] = [];
  await page.route('**/vendor/mermaid/**', async (route) => {
    refused.push(new URL(route.request().url()).pathname);
    await route.abort('failed');
  });
  await page.goto(PAGE);
  const figure = page.locator('figure[data-mermaid]').first();
  await expect(figure).toHaveAttribute('data-state', 'failed');
  await expect(figure.getByRole('status')).toHaveText('This diagram could not be drawn, so its source is shown instead.');
  await expect(figure.locator('[data-mermaid-source]')).toContainText('flowchart LR');
  expect(refused).toContain('/vendor/mermaid/frame.mjs');
  // A frame that failed is not left behind.
  await expect(page.locator(FRAME)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('mermaid runs in a frame that is removed once no diagram is on the page', async ({ page }) => {
  await page.goto(PAGE);
  const figure = page.locator('figure[data-mermaid]').first();
  await expect(figure).toHaveAttribute('data-state', 'drawn', { timeout: DRAWN_WITHIN });
  await expect(figure.locator('svg')).toContainText('API gateway');
  // mermaid is in the frame's realm, not the page's; the frame is out of sight and of the accessibility tree.
  await expect(page.locator(FRAME)).toHaveCount(1);
  await expect(page.locator(FRAME)).toHaveAttribute('aria-hidden', 'true');
  expect(await page.evaluate(() => 'plinthRender' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Architecture');

  // A client-side navigation (the page's window stays) to a page without diagrams, from the sidebar.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('navigation', { name: 'Getting Started pages' }).getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(/\/guides\/getting-started\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(page.locator('figure[data-mermaid]')).toHaveCount(0);
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the source of a drawn diagram opens from the keyboard', async ({ page }) => {
  await page.goto(PAGE);
  const figure = page.locator('figure[data-mermaid]').first();
  await expect(figure).toHaveAttribute('data-state', 'drawn', { timeout: DRAWN_WITHIN });
  const summary = figure.getByText('Diagram source');
  await summary.focus();
  await expect(summary).toBeFocused();
  const source = figure.locator('[data-mermaid-source]');
  await expect(source).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(source).toBeVisible();
  await expect(source).toContainText('gateway --> rest');
  await page.keyboard.press('Tab');
  await expect(source).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the architecture page with its diagrams drawn has no axe violations (${colorScheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, PAGE);
    const figures = page.locator('figure[data-mermaid]');
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute('data-state', 'drawn', { timeout: DRAWN_WITHIN });
      await expect(figure).toHaveAttribute('data-theme', colorScheme);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}
