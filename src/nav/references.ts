import { cliRoutes } from '../cli/model';
import { site } from '../site.config';

/** An entry of the References menu. Only references that exist on this site are listed (a test checks). */
export interface ReferenceLink {
  title: string;
  href: string;
  description: string;
  /** The menu's group: client libraries, platform tools, self-hosting. */
  group: 'Client libraries' | 'Platform tools' | 'Self-hosting';
  /** Maintained by the community (the menus say so). */
  community?: boolean;
}

export const references: readonly ReferenceLink[] = [
  { group: 'Client libraries', title: 'JavaScript', href: '/reference/javascript/introduction', description: 'The @plinth/plinth-js client, v2 and v1.' },
  { group: 'Client libraries', title: 'Flutter', href: '/reference/dart/introduction', description: 'The plinth_flutter client, v2 and v1.' },
  { group: 'Client libraries', title: 'Swift', href: '/reference/swift/introduction', description: 'The plinth-swift client, v2 and v1.' },
  { group: 'Client libraries', title: 'Python', href: '/reference/python/introduction', description: 'The plinth-py client.' },
  { group: 'Client libraries', title: 'C#', href: '/reference/csharp/introduction', description: 'The plinth-csharp client (community).', community: true },
  { group: 'Client libraries', title: 'Kotlin', href: '/reference/kotlin/introduction', description: 'The plinth-kt client, v2 and v1 (community).', community: true },
  { group: 'Platform tools', title: 'CLI Commands', href: cliRoutes.reference, description: `Every command and flag of the plinth CLI ${site.cli.version}.` },
  { group: 'Platform tools', title: 'Management API', href: '/reference/api/introduction', description: 'Every operation of the Management API.' },
  { group: 'Self-hosting', title: 'Auth server', href: '/reference/self-hosting-auth/introduction', description: 'Configuration of the self-hosted auth service.' },
  { group: 'Self-hosting', title: 'Storage server', href: '/reference/self-hosting-storage/introduction', description: 'Configuration of the self-hosted storage service.' },
  { group: 'Self-hosting', title: 'Realtime server', href: '/reference/self-hosting-realtime/introduction', description: 'Configuration of the self-hosted realtime service.' },
  { group: 'Self-hosting', title: 'Analytics server', href: '/reference/self-hosting-analytics/introduction', description: 'Configuration of the self-hosted analytics service.' },
  { group: 'Self-hosting', title: 'Functions server', href: '/reference/self-hosting-functions/introduction', description: 'Configuration of the self-hosted functions service.' },
];
