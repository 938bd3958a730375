import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listGuides } from '@/content/pages';
import { flattenSection, sections } from '.';

/**
 * The navigation inventory (../shared/reference/nav-inventory.json) is the map of every page our
 * sections must hold: each of its guide routes has a page and is in its section's sidebar. A
 * failure prints the missing routes.
 */
interface InventoryNode {
  route?: string;
  items?: InventoryNode[];
  groups?: { items: InventoryNode[] }[];
}
const inventory = JSON.parse(readFileSync(path.resolve(process.cwd(), '..', 'shared', 'reference', 'nav-inventory.json'), 'utf8')) as { sections: InventoryNode[]; phone_providers: InventoryNode[] };

function guideRoutes(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => guideRoutes(n, into));
  else if (node && typeof node === 'object') {
    const route = (node as InventoryNode).route;
    if (route?.startsWith('/guides/')) into.add(route.split(/[?#]/)[0]!.replace(/\/$/, ''));
    Object.values(node).forEach((v) => guideRoutes(v, into));
  }
  return into;
}

describe('the navigation inventory', () => {
  const routes = [...guideRoutes(inventory.sections), ...guideRoutes(inventory.phone_providers)].sort();
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
