import { describe, expect, it } from 'vitest';
import { listGuides } from '@/content/pages';
import { contentIndex } from '@/site';
import { site } from '@/site.config';
import { flattenSection, resourcesMenu, sections } from '.';
import { inventoryGuideRoutes, inventoryMenu } from './inventory';

/**
 * The navigation inventory (../shared/reference/nav-inventory.json) is the map of every page our
 * sections must hold: each of its guide routes has a page and is in its section's sidebar. A
 * failure prints the missing routes.
 */
describe('the navigation inventory', () => {
  const routes = inventoryGuideRoutes();
  it('lists the guide routes it is the map of', () => expect(routes.length).toBeGreaterThan(350));

  it('every guide route of the inventory has a page', () => {
    const pages = new Set(listGuides().map((g) => g.route));
    expect(routes.filter((r) => !pages.has(r))).toEqual([]);
  });

  it('every guide route of the inventory is in a sidebar', () => {
    const inSidebars = new Set(sections.flatMap((s) => flattenSection(s).map((i) => i.href)));
    expect(routes.filter((r) => !inSidebars.has(r))).toEqual([]);
  });
});

describe('the header’s Resources menu', () => {
  it('has the inventory’s entries, in its order, the status page off the site', () => {
    expect(resourcesMenu.map((m) => ({ title: m.title, external: !!m.external }))).toEqual(
      inventoryMenu('Resources').map((m) => ({ title: m.title, external: !!m.external })),
    );
    expect(resourcesMenu.find((m) => m.external)?.href).toBe(site.statusUrl);
  });

  it('leads to the inventory’s routes, each a page of the site', () => {
    const routes = inventoryMenu('Resources').flatMap((m) => (m.route ? [m.route] : []));
    expect(resourcesMenu.filter((m) => !m.external).map((m) => m.href)).toEqual(routes);
    const pages = new Set(contentIndex().map((p) => p.route));
    expect(routes.filter((r) => !pages.has(r))).toEqual([]);
  });
});
