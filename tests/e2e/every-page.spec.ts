import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { htmlFiles, routeOf } from '../../builder/html-files';
import { NOT_FOUND_URLS } from '../../src/lib/site-urls';
import { inventoryGuideRoutes } from '../../src/nav/inventory';
import { RUNTIME_DATA_ID } from '../../src/lib/runtime-defer';

/**
 * "No console errors on any page": pages of the export are opened, and none may log an error,
 * throw, or fail to load one of its own files. Pages that carry the React runtime (loaded on demand,
 * src/lib/runtime-defer.ts) also have it started and must reach `html[data-runtime=ready]`:
 * hydration mismatches are console errors too, so a page whose server and client render disagree
 * fails here.
 *
 * Opened: every page with the runtime (each is its own MDX, islands and React tree), every page
 * that is neither runtime nor reference item, and of the 1,176 static item pages of the references
 * (one template, builder/crawler-pages.tsx, and the enhancer; no React) the smallest and the largest of each
 * shape: same reference, same set of elements, same data-, aria- and role attributes, so the same
 * enhancer code runs on them. Opening all of them took about a third of this file's time, which
 * held CI at its 30-minute limit. That every page, item pages included, loads only files the
 * site has is checked without a browser by scripts/check-links.ts.
 */

/** What the enhancer can act on in a static page: its reference, element names, and data-, aria- and role attributes. */
function shape(route: string, html: string): string {
  const tags = new Set(Array.from(html.matchAll(/<([a-z][a-z0-9-]*)/g), (m) => m[1]));
  const attributes = new Set(Array.from(html.matchAll(/\s((?:data|aria)-[a-z-]+|role|tabindex)=/g), (m) => m[1]));
  return [route.split('/').slice(0, 3).join('/'), [...tags].sort().join(','), [...attributes].sort().join(',')].join('|');
}

const OUT = path.resolve('out');
const all = htmlFiles(OUT)
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const route = routeOf(OUT, file);
    return { route, runtime: html.includes(`id="${RUNTIME_DATA_ID}"`), shape: shape(route, html), size: html.length };
  })
  .filter(({ route }) => !NOT_FOUND_URLS.includes(route))
  .sort((a, b) => a.route.localeCompare(b.route));

const shapes = new Map<string, typeof all>();
for (const p of all) {
  if (p.runtime || !p.route.startsWith('/reference/')) continue;
  shapes.set(p.shape, [...(shapes.get(p.shape) ?? []), p]);
}
const sampled = new Set<string>();
for (const group of shapes.values()) {
  const bySize = [...group].sort((a, b) => a.size - b.size);
  for (const p of [bySize.at(0), bySize.at(-1)]) if (p) sampled.add(p.route);
}
const staticItems = all.filter((p) => !p.runtime && p.route.startsWith('/reference/'));
const pages = all.filter((p) => p.runtime || !p.route.startsWith('/reference/') || sampled.has(p.route)).map(({ route, runtime }) => ({ route, runtime }));
const CHUNKS = 8;

test('every guide route of the navigation inventory is a built page', () => {
  const built = new Set(all.map((p) => p.route));
  const routes = inventoryGuideRoutes();
  expect(routes.length).toBeGreaterThan(350);
  expect(routes.filter((r) => !built.has(r))).toEqual([]);
});

test('the export has every page this test expects to open', () => {
  // A guard against testing an empty or half-built export.
  const routes = all.map((p) => p.route);
  expect(routes.filter((r) => r.startsWith('/guides/')).length).toBeGreaterThanOrEqual(300);
  expect(routes.filter((r) => r.startsWith('/reference/cli/')).length).toBeGreaterThanOrEqual(124);
  expect(routes.filter((r) => r.startsWith('/reference/javascript/')).length).toBeGreaterThanOrEqual(100);
  // Every guide carries the runtime (for search and client-side navigation); item pages do not.
  expect(all.filter((p) => p.route.startsWith('/guides/') && !p.runtime).map((p) => p.route)).toEqual([]);
  expect(all.filter((p) => p.runtime).length).toBeGreaterThanOrEqual(400);
  // The static item pages come in a few dozen shapes; a sample much larger than that would mean the
  // shape key sees per-page detail and the sample no longer saves anything.
  expect(staticItems.length).toBeGreaterThanOrEqual(1000);
  expect(shapes.size).toBeGreaterThanOrEqual(10);
  expect(sampled.size).toBeLessThan(150);
  // The 404 page's list of pages (about 28 KB) is written into that page only, never into the
  // React data every page carries.
  expect(readFileSync(path.join(OUT, 'guides/auth/sessions.html'), 'utf8')).not.toContain('plinth-routes');
  expect(readFileSync(path.join(OUT, '404.html'), 'utf8')).toContain('id="plinth-routes"');
});

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = pages.filter((_, i) => i % CHUNKS === chunk);
  test(`pages open without console errors (${chunk + 1} of ${CHUNKS}: ${mine.length} pages, ${mine.filter((p) => p.runtime).length} hydrated)`, async ({
    page,
  }) => {
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
        await page
          .waitForFunction(() => document.documentElement.dataset.runtime === 'ready', null, { timeout: 10_000 })
          .catch(() => problems.push(`${route}: the runtime never became ready`));
      }
      // Let the first effects run before moving on.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    }
    expect(problems).toEqual([]);
  });
}
