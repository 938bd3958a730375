import { cliRoutes } from '../cli/model';
import { REFERENCES, type ReferenceEntry } from '../references.config';
import { site } from '../site.config';

/** An entry of the References menu, one per entry of the registry (src/references.config.ts). */
export interface ReferenceLink {
  title: string;
  href: string;
  description: string;
  /** The menu's group: client libraries, platform tools, self-hosting. */
  group: ReferenceEntry['group'];
  /** Maintained by the community (the menus say so). */
  community?: boolean;
}

/** The long page of a registry entry: where its menu entry leads. */
function hrefOf(entry: ReferenceEntry): string {
  if (entry.kind === 'cli') return cliRoutes.reference;
  if (entry.kind === 'config') return `/reference/self-hosting-${entry.service}/introduction`;
  return `/reference/${entry.key}/introduction`;
}

export const references: readonly ReferenceLink[] = REFERENCES.map((entry) => ({
  group: entry.group,
  title: entry.menuTitle,
  href: hrefOf(entry),
  // The CLI's line names the version the reference documents, which is the site's.
  description: entry.kind === 'cli' ? entry.description.replace(/\.$/, ` ${site.cli.version}.`) : entry.description,
  ...(entry.community ? { community: true } : {}),
}));
