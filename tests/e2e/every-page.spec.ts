import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles, NON_CONTENT_ROUTES, routeOf } from '../../scripts/html-files';

/**
 * "No console errors on any page": every page of the export is opened and hydrated, and none may
 * log an error, throw, or fail to load one of its own files. Hydration mismatches are console
 * errors too, so a page whose server and client render disagree fails here.
 */
const OUT = path.resolve('out');
const routes = htmlFiles(OUT)
  .map((file) => routeOf(OUT, file))
  .filter((route) => !NON_CONTENT_ROUTES.has(route))
  .sort();
const CHUNKS = 4;

test('the export has every page this test expects to open', () => {
  // A guard against testing an empty or half-built export: the site has 78 guides and 123 command pages.
  expect(routes.filter((r) => r.startsWith('/guides/')).length).toBeGreaterThanOrEqual(78);
  expect(routes.filter((r) => r.startsWith('/reference/cli/')).length).toBeGreaterThanOrEqual(124);
});

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = routes.filter((_, i) => i % CHUNKS === chunk);
  test(`pages open without console errors (${chunk + 1} of ${CHUNKS}: ${mine.length} pages)`, async ({ page }) => {
    test.setTimeout(120_000);
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
    for (const route of mine) {
      current = route;
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), route).toBe(200);
      // Let hydration and the first effects run before moving on.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve(null)), { timeout: 1000 })));
    }
    expect(problems).toEqual([]);
  });
}
