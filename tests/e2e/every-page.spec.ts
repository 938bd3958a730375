import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles, NON_CONTENT_ROUTES, routeOf } from '../../build/html-files';
import { inventoryGuideRoutes } from '../../src/nav/inventory';
import { RUNTIME_DATA_ID } from '../../src/lib/runtime-defer';

/**
 * "No console errors on any page": every page of the export is opened, and none may log an error,
 * throw, or fail to load one of its own files. Pages that carry the React runtime (loaded on demand,
 * src/lib/runtime-defer.ts) also have it started and must reach `html[data-runtime=ready]`:
 * hydration mismatches are console errors too, so a page whose server and client render disagree
 * fails here. The static item pages of the references have no runtime; they are opened only.
 */
const OUT = path.resolve('out');
const pages = htmlFiles(OUT)
  .map((file) => ({ route: routeOf(OUT, file), runtime: readFileSync(file, 'utf8').includes(`id="${RUNTIME_DATA_ID}"`) }))
  .filter(({ route }) => !NON_CONTENT_ROUTES.has(route))
  .sort((a, b) => a.route.localeCompare(b.route));
const CHUNKS = 8;

test('every guide route of the navigation inventory is a built page', () => {
  const built = new Set(pages.map((p) => p.route));
  const routes = inventoryGuideRoutes();
  expect(routes.length).toBeGreaterThan(350);
  expect(routes.filter((r) => !built.has(r))).toEqual([]);
});

test('the export has every page this test expects to open', () => {
  // A guard against testing an empty or half-built export.
  const routes = pages.map((p) => p.route);
  expect(routes.filter((r) => r.startsWith('/guides/')).length).toBeGreaterThanOrEqual(300);
  expect(routes.filter((r) => r.startsWith('/reference/cli/')).length).toBeGreaterThanOrEqual(124);
  expect(routes.filter((r) => r.startsWith('/reference/javascript/')).length).toBeGreaterThanOrEqual(100);
  // Every guide carries the runtime (for search and client-side navigation); item pages do not.
  expect(pages.filter((p) => p.route.startsWith('/guides/') && !p.runtime)).toEqual([]);
  expect(pages.filter((p) => p.runtime).length).toBeGreaterThanOrEqual(400);
  // The 404 page's list of pages (about 28 KB) is written into that page only, never into the
  // React data every page carries.
  expect(readFileSync(path.join(OUT, 'guides/auth/sessions.html'), 'utf8')).not.toContain('plinth-routes');
  expect(readFileSync(path.join(OUT, '404.html'), 'utf8')).toContain('id="plinth-routes"');
});

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = pages.filter((_, i) => i % CHUNKS === chunk);
  test(`pages open without console errors (${chunk + 1} of ${CHUNKS}: ${mine.length} pages, ${mine.filter((p) => p.runtime).length} hydrated)`, async ({ page }) => {
    test.setTimeout(240_000);
    let current = '';
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
    const origin = new URL(test.info().project.use.baseURL!).origin;
    page.on('response', (response) => {
      if (new URL(response.url()).origin === origin && response.status() >= 400) problems.push(`${current}: ${response.status()} for ${response.url()}`);
    });
    for (const { route, runtime } of mine) {
      current = route;
      const response = await page.goto(route, { waitUntil: 'load' }).catch((error: Error) => problems.push(`${route}: ${error.message.split('\n')[0]}`));
      if (typeof response === 'number') continue;
      if (response?.status() !== 200) {
        problems.push(`${route}: status ${response?.status()}`);
        continue;
      }
      if (runtime) {
        // Start React as a reader's first intent would, and wait until it has hydrated the page.
        await page.evaluate(() => (window as unknown as { __plinthRuntime: { load(reason: string): void } }).__plinthRuntime.load('test'));
        await page.waitForFunction(() => document.documentElement.dataset.runtime === 'ready', null, { timeout: 10_000 }).catch(() => problems.push(`${route}: the runtime never became ready`));
      }
      // Let the first effects run before moving on.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    }
    expect(problems).toEqual([]);
  });
}
