import { referenceUrls } from '../lib/site-urls';
import { REFERENCES, referenceKey, type ReferenceEntry } from '../references.config';
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

export const references: readonly ReferenceLink[] = REFERENCES.map((entry) => ({
  group: entry.group,
  title: entry.menuTitle,
  // The long page of the version readers get by default.
  href: referenceUrls(referenceKey(entry)).page,
  // The CLI's line names the version the reference documents, which is the site's.
  description: entry.kind === 'cli' ? entry.description.replace(/\.$/, ` ${site.cli.version}.`) : entry.description,
  ...(entry.community ? { community: true } : {}),
}));
