import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The guide routes of the navigation inventory (../shared/reference/nav-inventory.json), the map of
 * every page our sections must hold: each node's `route` under /guides/, without query, fragment
 * or trailing slash, from its sections and its phone providers alike. For the tests that check the
 * sources (src/nav/inventory.test.ts) and the built export (tests/e2e/every-page.spec.ts).
 */
export function inventoryGuideRoutes(file = path.resolve(process.cwd(), '..', 'shared', 'reference', 'nav-inventory.json')): string[] {
  const routes = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const route = (node as { route?: unknown }).route;
      if (typeof route === 'string' && route.startsWith('/guides/')) routes.add(route.split(/[?#]/)[0]!.replace(/\/$/, ''));
      Object.values(node).forEach(walk);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  return [...routes].sort();
}

/** The items of one menu of the inventory's global menu ("Resources"): title, route, whether it leads off the site. */
export function inventoryMenu(
  label: string,
  file = path.resolve(process.cwd(), '..', 'shared', 'reference', 'nav-inventory.json'),
): { title: string; route?: string; external?: boolean }[] {
  const inventory = JSON.parse(readFileSync(file, 'utf8')) as {
    global_menu: { label: string; items: { title: string; route?: string; external?: boolean }[] }[];
  };
  return inventory.global_menu.find((menu) => menu.label === label)?.items ?? [];
}
