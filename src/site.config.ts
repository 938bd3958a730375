import { sdkEntries } from './references.config';

/** Every client library's and companion's package, by its key in the registry (`dart` → `plinth_flutter`, `javascript-ssr` → `@plinth/ssr`). */
const clientPackages: Readonly<Record<string, string>> = Object.fromEntries(
  sdkEntries.flatMap((e) => [[e.key, e.package], ...e.companions.map((c) => [c.key, c.package])]),
);

/**
 * Brand facts and site-wide settings. Every page, script and widget reads these from here,
 * so a rename happens in one place.
 */
export const site = {
  name: 'Plinth Docs',
  productName: 'Plinth',
  /** Absolute origin used in canonical URLs, the sitemap and llms.txt. */
  url: process.env.PLINTH_DOCS_URL ?? 'https://plinth.co/docs',
  description: 'Guides and references for Plinth: Postgres database, auth, storage, edge functions, realtime, AI & vectors, and the plinth CLI.',
  /**
   * Where the docs' sources live, for "Edit this page" (src/lib/edit-url.ts). Read at build time:
   * PLINTH_DOCS_REPO_URL points a fork at its own repository, and set to '' it removes the link;
   * PLINTH_DOCS_REPO_BRANCH names the branch edits are proposed against.
   */
  repository: {
    url: process.env.PLINTH_DOCS_REPO_URL ?? 'https://github.com/plinth-co/docs',
    branch: process.env.PLINTH_DOCS_REPO_BRANCH || 'main',
  },
  dashboardUrl: 'https://app.plinth.co/dashboard',
  statusUrl: 'https://status.plinth.co',
  integrationsUrl: 'https://plinth.co/partners/integrations',
  /** `https://<project-ref>.plinth.co` for a given project ref. */
  projectUrl: (ref: string) => `https://${ref}.plinth.co`,
  projectUrlPlaceholder: 'https://<project-ref>.plinth.co',
  anonKeyPlaceholder: '<anon-key>',
  cli: {
    binary: 'plinth',
    version: '1.151.1',
    configFolder: 'plinth/',
    tokenVariable: 'PLINTH_ACCESS_TOKEN',
  },
  /** The client libraries' packages, by registry key, from the registry of references (src/references.config.ts). */
  clientPackages,
} as const;

/** A page of the dashboard, for the given project when one is known. */
export function dashboardLink(page: 'projects' | 'sql' | 'api-settings' | 'auth-providers', ref?: string): string {
  if (page === 'projects' || !ref) return `${site.dashboardUrl}/projects`;
  const paths = { sql: 'sql/new', 'api-settings': 'settings/api', 'auth-providers': 'auth/providers' } as const;
  return `${site.dashboardUrl}/project/${ref}/${paths[page]}`;
}

/** A route of this site as an absolute URL, for canonical links, the sitemap, llms.txt and `.md` twins. */
export function absoluteUrl(route: string): string {
  return `${site.url.replace(/\/$/, '')}${route === '/' ? '' : route}`;
}
