/** One link in a sidebar. Nested `items` render as an expandable group under the link. */
export interface NavItem {
  /** Text shown in the sidebar. */
  title: string;
  /** Route of an existing page, starting with `/`. A route that has no page fails the tests. */
  href: string;
  /** Pages that belong under this one. */
  items?: NavItem[];
}

/** A titled block of links in a section's sidebar. */
export interface NavGroup {
  /** Group heading; omit for the group at the top of the sidebar. */
  title?: string;
  items: NavItem[];
}

/** The sidebar of one top-level section of the guides. */
export interface SectionNav {
  /** Folder name under `content/guides/`. */
  id: string;
  /** Label in the top menu and the sidebar header. */
  title: string;
  /** The section's landing page. */
  href: string;
  groups: NavGroup[];
}
