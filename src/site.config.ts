import { sdkEntries } from './references.config';

/** The package of a client library or companion in the registry; a key it lacks fails at once. */
function packageOf(key: string): string {
  const found = sdkEntries.find((e) => e.key === key)?.package ?? sdkEntries.flatMap((e) => e.companions).find((c) => c.key === key)?.package;
  if (!found) throw new Error(`src/site.config.ts: no client library "${key}" in the registry of references (src/references.config.ts)`);
  return found;
}

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
  /** The client libraries' packages, from the registry of references (src/references.config.ts). */
  clientPackages: {
    javascript: packageOf('javascript'),
    /** The cookie-session clients for server-rendered apps, built on the JavaScript client v2. */
    javascriptSsr: packageOf('javascript-ssr'),
    flutter: packageOf('dart'),
    python: packageOf('python'),
    swift: packageOf('swift'),
    csharp: packageOf('csharp'),
    kotlin: packageOf('kotlin'),
  },
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
