import type { NavItem, SectionNav } from './types';
import { gettingStartedNav } from './sections/getting-started';
import { databaseNav } from './sections/database';
import { authNav } from './sections/auth';
import { storageNav } from './sections/storage';
import { functionsNav } from './sections/functions';
import { realtimeNav } from './sections/realtime';
import { aiNav } from './sections/ai';
import { apiNav } from './sections/api';
import { graphqlNav } from './sections/graphql';
import { cliNav } from './sections/cli';
import { platformNav } from './sections/platform';
import { selfHostingNav } from './sections/self-hosting';
import { resourcesNav } from './sections/resources';
import { guideSectionOf } from '../lib/site-urls';
import { site } from '../site.config';
import { references } from './references';

export type { NavGroup, NavItem, SectionNav } from './types';

/** The guide sections in the order of the top-level menu (Home comes before them). */
export const sections: readonly SectionNav[] = [
  gettingStartedNav,
  databaseNav,
  authNav,
  storageNav,
  functionsNav,
  realtimeNav,
  aiNav,
  apiNav,
  graphqlNav,
  cliNav,
  platformNav,
  selfHostingNav,
  resourcesNav,
];

/** The top-level menu: Home and every section's landing page. */
export const topLevelMenu: readonly { title: string; href: string }[] = [
  { title: 'Home', href: '/' },
  ...sections.map((s) => ({ title: s.title, href: s.href })),
];

/** A link of a header menu: a page of the site, or another site (`external`). */
export interface MenuLink {
  title: string;
  href: string;
  external?: boolean;
}

/** The header's Resources menu, as the navigation inventory has it: migration guides, the status page, how to contribute. */
export const resourcesMenu: readonly MenuLink[] = [
  { title: 'Migration guides', href: '/guides/resources' },
  { title: 'Status', href: site.statusUrl, external: true },
  { title: 'Contributing', href: '/contributing' },
];

/** The section a guide route belongs to, by its first path segment under /guides. */
export function sectionOf(route: string): SectionNav | undefined {
  const id = guideSectionOf(route);
  return id === undefined ? undefined : sections.find((s) => s.id === id);
}

/** Every link of a section's sidebar in reading order (depth first), without duplicates. */
export function flattenSection(section: SectionNav): NavItem[] {
  const out: NavItem[] = [];
  const seen = new Set<string>();
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      if (!seen.has(item.href)) {
        seen.add(item.href);
        out.push(item);
      }
      if (item.items) walk(item.items);
    }
  };
  for (const group of section.groups) walk(group.items);
  return out;
}

/** Routes of the items on the way to `route` (inclusive), used to expand the sidebar. */
export function ancestorsOf(section: SectionNav, route: string): string[] {
  const find = (items: NavItem[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      const next = [...trail, item.href];
      if (item.href === route) return next;
      const inner = item.items && find(item.items, next);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const group of section.groups) {
    const found = find(group.items, []);
    if (found) return found;
  }
  return [];
}

export interface Crumb {
  title: string;
  href?: string;
}

/** Home › Section › group › … › page. The page itself is the last crumb and has no link. */
export function breadcrumbs(route: string, pageTitle: string): Crumb[] {
  const section = sectionOf(route);
  const crumbs: Crumb[] = [{ title: 'Home', href: '/' }];
  if (!section) return [...crumbs, { title: pageTitle }];
  if (route !== section.href) crumbs.push({ title: section.title, href: section.href });
  const group = section.groups.find((g) => ancestorsOf({ ...section, groups: [g] }, route).length);
  if (group?.title) crumbs.push({ title: group.title });
  const trail = ancestorsOf(section, route).slice(0, -1);
  const byHref = new Map(flattenSection(section).map((i) => [i.href, i.title]));
  for (const href of trail) if (href !== section.href) crumbs.push({ title: byHref.get(href) ?? href, href });
  return [...crumbs, { title: pageTitle }];
}

/** The pages before and after `route` in its section's sidebar. */
export function prevNext(route: string): { prev?: NavItem; next?: NavItem } {
  const section = sectionOf(route);
  if (!section) return {};
  const flat = flattenSection(section);
  const at = flat.findIndex((i) => i.href === route);
  if (at < 0) return {};
  return { prev: flat[at - 1], next: flat[at + 1] };
}

/**
 * Every page the menus link to, each once, with a title that says where it belongs
 * ("Auth › Sessions", "Python reference"): the directory the 404 page picks its suggestions from
 * (src/lib/nearest-routes.ts). A guide is named after the section whose folder it is in, with its
 * entry in that section's sidebar when it has one there.
 */
export function pageDirectory(): { route: string; title: string }[] {
  const pages = new Map<string, string>([['/', 'Home']]);
  for (const reference of references) pages.set(reference.href, `${reference.title} reference`);
  const add = (own: boolean) => {
    for (const section of sections) {
      for (const item of flattenSection(section)) {
        const home = sectionOf(item.href);
        if (pages.has(item.href) || !home || (home === section) !== own) continue;
        pages.set(item.href, item.href === home.href ? home.title : `${home.title} › ${item.title}`);
      }
    }
  };
  add(true);
  add(false);
  for (const item of resourcesMenu) if (!item.external && !pages.has(item.href)) pages.set(item.href, item.title);
  return [...pages].map(([route, title]) => ({ route, title }));
}
