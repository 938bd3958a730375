import { describe, expect, it } from 'vitest';
import { listGuides } from '@/content/pages';
import { flattenSection, sections } from '.';
import { inventoryGuideRoutes } from './inventory';

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
